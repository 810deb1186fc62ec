import LiveryCore

/// A foreground/background pair a token declares in its `$extensions`, with the minimum WCAG contrast ratio:
///
/// ```json
/// "primary": {
///   "$value": "{palette.neutral.900}",
///   "$extensions": { "org.livery.contrast": { "against": "{color.background.canvas}", "minimum": 7 } }
/// }
/// ```
///
/// The value may also be an array of such objects, for a foreground used on several backgrounds.
struct ContrastDeclaration: Hashable {
    /// The `$extensions` key.
    static let extensionKey = "org.livery.contrast"

    let foreground: TokenPath
    let background: TokenPath?
    let minimum: Double?
    let location: FileLocation

    /// The WCAG 2 ratio of a pair: a translucent foreground composited over the background, a translucent
    /// background over white.
    static func ratio(foreground: Color, background: Color) -> Double {
        let opaqueBackground = background.alpha < 1 ? background.composited(over: .white) : background
        return foreground.contrastRatio(against: opaqueBackground)
    }

    /// The declarations of a token (malformed ones have a `nil` background or minimum).
    static func declarations(of definition: TokenDefinition) -> [ContrastDeclaration] {
        guard let node = definition.extensions?[extensionKey] else { return [] }
        let entries: [SourceNode]
        if case .array(let items) = node.value { entries = items } else { entries = [node] }
        return entries.map { entry in
            ContrastDeclaration(
                foreground: definition.path,
                background: entry["against"]?.string.flatMap(TokenPath.init(alias:)),
                minimum: entry["minimum"]?.number,
                location: FileLocation(file: definition.location.file, position: entry.position))
        }
    }

    /// Why the declaration cannot be checked in `theme`, as the `invalid-contrast-declaration` rule says it, or
    /// `nil` for one that can: `livery lint` reports it and `livery audit` refuses it, with the same words.
    /// - Parameter value: The declaring token's value in the theme.
    func problem(value: TokenValue, type: TokenType, in theme: ResolvedTheme) -> String? {
        if background == nil { return "'against' must be an alias such as \"{color.background}\"" }
        if let minimum, !(1...21).contains(minimum) {
            return "'minimum' must be a ratio from 1 to 21, not \(minimum)"
        }
        if minimum == nil { return "'minimum' must be a number such as 4.5" }
        if value.color == nil { return "only color tokens can declare a contrast pair; this is a \(type.rawValue)" }
        if theme[background!]?.value.color == nil {
            return "the background \(background!.alias) is not a color token"
        }
        return nil
    }
}
