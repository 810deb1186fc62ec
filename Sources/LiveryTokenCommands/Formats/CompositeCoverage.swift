import LiveryCore

/// What each built-in format cannot hold of a composite value (a text style's parts, a stroke's dash pattern), so
/// that a build names every part it leaves out instead of dropping it silently. The formats that write typography whole (CSS, SCSS, JavaScript, JSON, the Swift
/// accessors and constants) leave out nothing; the platforms below lack a place for some parts.
enum CompositeCoverage {
    /// The parts of `value` that `format` does not write, as the DTCG (or Tokens Studio) property names; empty
    /// for values other than typography and for formats that take no typography at all (their filters or types
    /// leave it out, as documented).
    static func droppedParts(of value: TokenValue, by format: BuildFormatName) -> [String] {
        // Composite types the native outputs have no value for at all: the whole token is left out there.
        switch (value, format) {
        case (.shadow, .compose), (.shadow, .flutter), (.shadow, .android), (.shadow, .swiftConstants),
            (.border, .compose), (.border, .flutter), (.border, .android), (.border, .swiftConstants),
            (.gradient, .compose), (.gradient, .flutter), (.gradient, .android), (.gradient, .swiftConstants),
            (.transition, .compose), (.transition, .flutter), (.transition, .android), (.transition, .swiftConstants),
            (.strokeStyle, .compose), (.strokeStyle, .flutter), (.strokeStyle, .android),
            (.strokeStyle, .swiftConstants):
            return ["\(value.type.rawValue) values"]
        default: break
        }
        // A dash pattern: CSS's border-style has keywords only, so the CSS-like formats write `dashed`.
        let dashes: StrokeStyle? =
            switch value {
            case .strokeStyle(let style): style
            case .border(let border): border.style
            default: nil
            }
        if case .dashed = dashes, [.css, .scss, .js, .tailwind].contains(format) {
            return ["dashArray and lineCap (written as the keyword dashed)"]
        }
        guard case .typography(let type) = value else { return [] }
        var dropped: [String] = []
        func drop(_ name: String, if condition: Bool) { if condition { dropped.append(name) } }
        let caps = type.fontVariant.map { ["normal", "none"].contains($0.lowercased()) } == false
        let transform = type.textTransform.map { ["none"].contains($0.lowercased()) } == false
        switch format {
        case .css, .scss, .js, .jsonNested, .jsonFlat, .swift, .swiftConstants, .xcassets:
            break
        case .tailwind:
            // `--text-*` holds size, line height, weight and letter spacing; the family has its own namespace.
            drop("fontFamily", if: true)
            drop("fontStyle", if: type.fontStyle != nil)
            drop("fontVariant", if: caps)
            drop("textDecoration", if: type.textDecoration != nil)
            drop("textTransform", if: transform)
            drop("paragraphSpacing", if: type.paragraphSpacing != nil)
        case .compose:
            // One family (Compose's fallback chain is per font file, not by name), no variant, transform or
            // paragraph spacing in a TextStyle.
            drop("fontFamily fallbacks", if: type.fontFamily.count > 1)
            drop("fontVariant", if: caps)
            drop("textTransform", if: transform)
            drop("paragraphSpacing", if: type.paragraphSpacing != nil)
        case .flutter:
            drop("fontVariant", if: caps)
            drop("textTransform", if: transform)
            drop("paragraphSpacing", if: type.paragraphSpacing != nil)
        case .android:
            // A TextAppearance: the first family, italic, and uppercase as textAllCaps.
            drop("fontFamily fallbacks", if: type.fontFamily.count > 1)
            drop("fontVariant", if: caps)
            drop("textDecoration", if: type.textDecoration != nil)
            drop("textTransform", if: transform && type.textTransform?.lowercased() != "uppercase")
            drop("paragraphSpacing", if: type.paragraphSpacing != nil)
        }
        return dropped
    }
}
