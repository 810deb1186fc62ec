// MARK: - Resolved values as JSON

extension TokenValue {
    /// The value as flat resolved JSON, the form `livery resolve --format json` prints: colors as `#rrggbbaa`,
    /// dimensions and durations as strings such as `16px` and `200ms`, everything else in its DTCG JSON form
    /// (with colors and dimensions inside composites written the same way).
    public var resolvedJSON: SourceValue { json(.resolved) }

    /// The value in DTCG 2025.10 form, as a token file's `$value` holds it: colors as color objects
    /// (`colorSpace`, `components`, `alpha`, `hex`), dimensions and durations as `{"value", "unit"}` objects.
    public var dtcgJSON: SourceValue { json(.dtcg) }

    /// How colors, dimensions and durations are written.
    enum JSONForm {
        case resolved, dtcg
    }

    func json(_ form: JSONForm) -> SourceValue {
        func color(_ color: Color) -> SourceValue {
            guard form == .dtcg else { return .string(color.hexString(alwaysIncludeAlpha: true)) }
            // A DTCG color's components lie in its space's range: a color outside sRGB is written in Display P3
            // when it fits there, else in OKLCH (which holds every color), so that strict reading takes it back.
            let p3 = color.displayP3.array
            let space: DTCGColorSpace =
                color.isInSRGBGamut ? .srgb : p3.allSatisfy({ $0 >= -1e-6 && $0 <= 1 + 1e-6 }) ? .displayP3 : .oklch
            // Within the 1e-6 that counts as in gamut, a component is brought into 0...1 as the format requires.
            let unit = { (values: [Double]) in values.map { min(max($0, 0), 1) } }
            let components =
                space == .srgb
                ? unit([color.red, color.green, color.blue]) : space == .displayP3 ? unit(p3) : color.oklch.array
            var members: [(String, SourceValue)] = [
                ("colorSpace", .string(space.rawValue)),
                ("components", .array(components.map { .number($0) })),
            ]
            if color.alpha != 1 { members.append(("alpha", .number(color.alpha))) }
            // The sRGB fallback: the color itself when it is in sRGB, else as CSS maps it there.
            members.append(("hex", .string(color.withAlpha(1).hexString())))
            return .object(ordered: members)
        }
        func dimension(_ dimension: TokenDimension) -> SourceValue {
            form == .dtcg
                ? .object(ordered: [("value", .number(dimension.value)), ("unit", .string(dimension.unit.rawValue))])
                : .string(dimension.description)
        }
        func duration(_ duration: TokenDuration) -> SourceValue {
            form == .dtcg
                ? .object(ordered: [("value", .number(duration.value)), ("unit", .string(duration.unit.rawValue))])
                : .string(duration.description)
        }
        func lineHeight(_ lineHeight: LineHeight) -> SourceValue {
            switch lineHeight {
            case .multiple(let factor): .number(factor)
            case .length(let length): dimension(length)
            }
        }
        func bezier(_ b: CubicBezier) -> SourceValue { .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) }) }
        func families(_ names: [String]) -> SourceValue {
            names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) })
        }
        func stroke(_ style: StrokeStyle) -> SourceValue {
            switch style {
            case .keyword(let keyword): return .string(keyword)
            case .dashed(let dashes, let lineCap):
                return .object(ordered: [("dashArray", .array(dashes.map(dimension))), ("lineCap", .string(lineCap))])
            }
        }
        switch self {
        case .color(let value): return color(value)
        case .dimension(let value): return dimension(value)
        case .number(let number), .fontWeight(let number): return .number(number)
        case .duration(let value): return duration(value)
        case .fontFamily(let names): return families(names)
        case .cubicBezier(let value): return bezier(value)
        case .strokeStyle(let style): return stroke(style)
        case .border(let border):
            return .object(ordered: [
                ("color", color(border.color)), ("width", dimension(border.width)), ("style", stroke(border.style)),
            ])
        case .shadow(let layers):
            let objects = layers.map { layer -> SourceValue in
                .object(ordered: [
                    ("color", color(layer.color)), ("offsetX", dimension(layer.offsetX)),
                    ("offsetY", dimension(layer.offsetY)), ("blur", dimension(layer.blur)),
                    ("spread", dimension(layer.spread)), ("inset", .bool(layer.inset)),
                ])
            }
            return objects.count == 1 ? objects[0] : .array(objects)
        case .gradient(let stops):
            return .array(
                stops.map { .object(ordered: [("color", color($0.color)), ("position", .number($0.position))]) })
        case .transition(let transition):
            return .object(ordered: [
                ("duration", duration(transition.duration)), ("delay", duration(transition.delay)),
                ("timingFunction", bezier(transition.timingFunction)),
            ])
        case .typography(let typography):
            var members: [(String, SourceValue)] = [
                ("fontFamily", families(typography.fontFamily)), ("fontSize", dimension(typography.fontSize)),
                ("fontWeight", .number(typography.fontWeight)), ("letterSpacing", dimension(typography.letterSpacing)),
                ("lineHeight", lineHeight(typography.lineHeight)),
            ]
            // The properties outside DTCG's five, as the file gave them (Terrazzo writes them too).
            let keywords = [
                ("fontStyle", typography.fontStyle), ("fontVariant", typography.fontVariant),
                ("textDecoration", typography.textDecoration), ("textTransform", typography.textTransform),
            ]
            for case let (name, value?) in keywords { members.append((name, .string(value))) }
            if let spacing = typography.paragraphSpacing { members.append(("paragraphSpacing", dimension(spacing))) }
            return .object(ordered: members)
        case .string(let text), .asset(let text): return .string(text)
        }
    }

    /// A one-line human reading of the value, for tables: `#377ce4ff`, `16px`, `Inter, sans-serif`.
    public var displayText: String {
        switch self {
        case .fontFamily(let names): return names.joined(separator: ", ")
        case .string(let text), .asset(let text): return text
        default:
            let json = resolvedJSON
            if case .string(let text) = json { return text }
            return json.jsonText(pretty: false)
        }
    }
}
