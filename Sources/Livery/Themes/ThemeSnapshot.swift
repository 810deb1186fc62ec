/// The current theme of a ``ThemeManager`` frozen at one switch: its identifier, its value and its tokens
/// with runtime overrides applied.
///
/// A snapshot never changes. ``ThemeManager/snapshot`` hands out the current one to any thread, and its tokens
/// are read without a lock, so a background thread that reads several tokens from one snapshot always sees one whole theme, even while
/// the main actor switches to the next.
public final class ThemeSnapshot: Sendable {
    /// The theme's identifier.
    public let identifier: ThemeIdentifier
    /// The theme as registered.
    public let theme: Theme
    /// The tokens in effect: the theme's tokens with the manager's overrides applied.
    public let tokens: TokenTable?
    /// Values indexed by the manager's token IDs (see `ManagerTokenIndex`), for the binding pass.
    let values: [TokenValue?]
    /// Tells conversion caches filled for another snapshot to start over.
    let generation: Int
    /// What conversions of this snapshot's tokens know about its theme; made once, read by every conversion.
    public let context: ThemeValueContext
    /// In a frame of an animated switch: the manager token IDs of the colors the frame mixes, by path, so that
    /// reading one by path gives the frame's color. `nil` in a theme's own snapshot.
    let framePaths: [String: Int]?
    /// For a permutation of a theme space, its contexts in the space's order: per-theme values and `@theme`
    /// blocks named after a context (`dark`, `compact`) apply in every permutation that has it. Empty otherwise.
    let contextNames: [ThemeIdentifier]

    init(
        identifier: ThemeIdentifier, theme: Theme, tokens: TokenTable?, values: [TokenValue?], generation: Int,
        contextNames: [ThemeIdentifier] = []
    ) {
        self.identifier = identifier
        self.theme = theme
        self.tokens = tokens
        self.values = values
        self.generation = generation
        self.contextNames = contextNames
        framePaths = nil
        context = theme.context(as: identifier)
    }

    /// A frame of an animated switch into `target`: its theme, tokens and conversion context, with `values` in
    /// which the colors at `framePaths` are the frame's mixes. Made once per frame, so nothing is computed again.
    init(frameOf target: ThemeSnapshot, values: [TokenValue?], generation: Int, framePaths: [String: Int]) {
        identifier = target.identifier
        theme = target.theme
        tokens = target.tokens
        self.values = values
        self.generation = generation
        self.framePaths = framePaths
        contextNames = target.contextNames
        context = target.context
    }

    /// The value of a token by dotted path, or `nil` when the theme (and its default theme) lack it. One hash.
    ///
    /// A snapshot handed to a closure that follows the frames of an animated switch
    /// (``ThemeBindings/apply(key:eachFrame:fileID:line:_:)``) answers with the frame's colors.
    public subscript(path: String) -> TokenValue? {
        if let framePaths, let index = framePaths[path], let value = values[index] { return value }
        return tokens?[path]
    }

    /// The value of a referenced token (see `livery export --format swift`), or `nil` when the theme lacks it
    /// or it holds another type than the reference names.
    public subscript<Value>(reference: TokenReference<Value>) -> Value? {
        self[reference.path]?.payload(as: Value.self)
    }

    /// Looks a token up through the whole fallback chain of the theme's `FallbackPolicy`; each fallback
    /// taken is reported on the result.
    public func lookup(_ path: String) -> TokenLookup {
        guard let tokens else {
            return TokenLookup(value: nil, source: .notFound, diagnostic: nil)
        }
        return tokens.lookup(path)
    }

    /// A token converted to a property type (`Color`, `Double`, `String`…), or `nil` when it is missing or of
    /// another type.
    public func value<Value: ThemeValueConvertible>(_ path: String, as type: Value.Type = Value.self) -> Value? {
        self[path].flatMap { Value(themeValue: $0, context: context) }
    }

    /// The color of a color token.
    public func color(_ path: String) -> Color? { self[path]?.color }

    /// The theme's value as the app's own type (see ``Theme/value(as:)``).
    public func value<Value>(as type: Value.Type = Value.self) -> Value? { theme.value(as: type) }
}
