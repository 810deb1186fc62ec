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
}
