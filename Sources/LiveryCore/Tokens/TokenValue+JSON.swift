// MARK: - Resolved values as JSON

extension TokenValue {
    /// The value as flat resolved JSON, the form `livery resolve --format json` prints: colors as `#rrggbbaa`,
    /// dimensions and durations as strings such as `16px` and `200ms`, everything else in its DTCG JSON form
    /// (with colors and dimensions inside composites written the same way).
    public var resolvedJSON: SourceValue {
        switch self {
        case .color(let color): return .string(color.hexString(alwaysIncludeAlpha: true))
        case .dimension(let dimension): return .string(dimension.description)
        case .number(let number), .fontWeight(let number): return .number(number)
        case .duration(let duration): return .string(duration.description)
        case .fontFamily(let names): return names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) })
        case .cubicBezier(let b): return .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) })
        case .strokeStyle(let style): return TokenValue.json(style)
        case .border(let border):
            return .object([
                "color": TokenValue.color(border.color).resolvedJSON, "width": .string(border.width.description),
                "style": TokenValue.json(border.style),
            ])
        case .shadow(let layers):
            let objects = layers.map { layer -> SourceValue in
                .object([
                    "color": TokenValue.color(layer.color).resolvedJSON, "offsetX": .string(layer.offsetX.description),
                    "offsetY": .string(layer.offsetY.description), "blur": .string(layer.blur.description),
                    "spread": .string(layer.spread.description), "inset": .bool(layer.inset),
                ])
            }
            return objects.count == 1 ? objects[0] : .array(objects)
        case .gradient(let stops):
            return .array(
                stops.map {
                    .object(["color": TokenValue.color($0.color).resolvedJSON, "position": .number($0.position)])
                })
        case .transition(let transition):
            return .object([
                "duration": .string(transition.duration.description), "delay": .string(transition.delay.description),
                "timingFunction": TokenValue.cubicBezier(transition.timingFunction).resolvedJSON,
            ])
        case .typography(let typography):
            return .object([
                "fontFamily": TokenValue.fontFamily(typography.fontFamily).resolvedJSON,
                "fontSize": .string(typography.fontSize.description), "fontWeight": .number(typography.fontWeight),
                "letterSpacing": .string(typography.letterSpacing.description),
                "lineHeight": .number(typography.lineHeight),
            ])
        case .string(let text), .asset(let text): return .string(text)
        }
    }

    private static func json(_ style: StrokeStyle) -> SourceValue {
        switch style {
        case .keyword(let keyword): return .string(keyword)
        case .dashed(let dashes, let lineCap):
            return .object([
                "dashArray": .array(dashes.map { .string($0.description) }), "lineCap": .string(lineCap),
            ])
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
