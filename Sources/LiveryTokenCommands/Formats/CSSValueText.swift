import LiveryCore

/// The CSS text of token values: what `livery build`'s CSS-like formats, the Swift accessors' comments and the
/// preview page all write for a value.
enum CSSValueText {
    /// The CSS form of a value, with colors (also inside composites) written by `color`: hex by default.
    static func value(_ value: TokenValue, color: (Color) -> String = hex) -> String {
        switch value {
        case .color(let value): return color(value)
        case .dimension(let dimension): return dimension.description
        case .number(let number), .fontWeight(let number): return NumberFormatting.shortest(number)
        case .duration(let duration): return duration.description
        case .fontFamily(let names): return names.map(family).joined(separator: ", ")
        case .cubicBezier(let b):
            return "cubic-bezier(\([b.x1, b.y1, b.x2, b.y2].map(NumberFormatting.shortest).joined(separator: ", ")))"
        case .strokeStyle(let style):
            if case .keyword(let keyword) = style { return keyword }
            return "dashed"
        case .border(let border):
            return "\(border.width) \(self.value(.strokeStyle(border.style), color: color)) \(color(border.color))"
        case .shadow(let layers):
            return layers.map { layer in
                [
                    layer.inset ? "inset" : nil, layer.offsetX.description, layer.offsetY.description,
                    layer.blur.description, layer.spread.description, color(layer.color),
                ]
                .compactMap { $0 }.joined(separator: " ")
            }.joined(separator: ", ")
        case .gradient(let stops):
            let parts = stops.map { "\(color($0.color)) \(NumberFormatting.shortest($0.position * 100))%" }
            return "linear-gradient(\(parts.joined(separator: ", ")))"
        case .transition(let transition):
            return
                "all \(transition.duration) \(self.value(.cubicBezier(transition.timingFunction), color: color)) \(transition.delay)"
        case .typography(let type):
            // The `font` shorthand holds a style and (of the variants) only small-caps; every part of a text style
            // is also written on its own (``typographyParts(_:)``).
            let variant = type.fontVariant.flatMap { ["normal", "small-caps"].contains($0) ? $0 + " " : nil } ?? ""
            return (type.fontStyle.map { $0 + " " } ?? "") + variant
                + "\(NumberFormatting.shortest(type.fontWeight)) \(type.fontSize)/\(type.lineHeight) \(type.fontFamily.map(family).joined(separator: ", "))"
        case .string(let text), .asset(let text): return quoted(text)
        }
    }

    /// Every part of a text style as CSS writes it, as `(suffix, value)` for custom properties named after the
    /// token's (`--type-body-letter-spacing: 0.2px`): DTCG's five (`font-family`, `font-size`, `font-weight`,
    /// `line-height`, `letter-spacing`), then those of ``Typography``'s properties outside them that the file
    /// gives. The `font` shorthand (``value(_:color:)``) has no place for letter spacing, decoration, transform or
    /// paragraph spacing; these parts hold all of it. Empty for other values.
    static func typographyParts(_ value: TokenValue) -> [(suffix: String, value: String)] {
        guard case .typography(let type) = value else { return [] }
        var parts: [(suffix: String, value: String)] = [
            ("font-family", type.fontFamily.map(family).joined(separator: ", ")),
            ("font-size", type.fontSize.description),
            ("font-weight", NumberFormatting.shortest(type.fontWeight)),
            ("line-height", type.lineHeight.description),
            ("letter-spacing", type.letterSpacing.description),
        ]
        let keywords = [
            ("font-style", type.fontStyle), ("font-variant", type.fontVariant),
            ("text-decoration", type.textDecoration), ("text-transform", type.textTransform),
        ]
        for case let (suffix, keyword?) in keywords { parts.append((suffix, keyword)) }
        if let spacing = type.paragraphSpacing { parts.append(("paragraph-spacing", spacing.description)) }
        return parts
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent.
    static func hex(_ color: Color) -> String {
        color.alpha < 1 ? color.hexString(alwaysIncludeAlpha: true) : color.hexString()
    }

    private static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded",
    ]

    private static func family(_ name: String) -> String { genericFamilies.contains(name) ? name : quoted(name) }

    private static func quoted(_ text: String) -> String { Escaping.quoted(text, for: .css) }
}
