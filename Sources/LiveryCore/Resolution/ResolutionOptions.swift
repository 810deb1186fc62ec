/// How aliases are resolved.
public struct ResolutionOptions: Sendable, Hashable {
    /// The most alias steps followed from one token before giving up with
    /// ``ResolutionError/aliasTooDeep(_:path:limit:)`` (default 64).
    public var maximumAliasDepth: Int
    /// Refuse tokens whose type must be inferred from their value's shape.
    public var isStrict: Bool

    /// Creates options.
    public init(maximumAliasDepth: Int = 64, isStrict: Bool = false) {
        self.maximumAliasDepth = maximumAliasDepth
        self.isStrict = isStrict
    }
}
