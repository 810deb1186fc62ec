/// How aliases are resolved.
public struct ResolutionOptions: Sendable, Hashable {
    /// The most alias steps followed from one token before giving up with
    /// ``ResolutionError/aliasTooDeep(_:path:limit:)`` (default 64).
    public var maximumAliasDepth: Int
    /// Refuse tokens whose type must be inferred from their value's shape.
    public var isStrict: Bool
    /// The work merging and compiling themes may do: each token and group a group `$extends` copies costs a unit
    /// (a chain of groups that each extend the next copies the square of its length), and
    /// ``ThemeSet/compile()`` charges every theme's merged tokens too, all themes of the set to one count. More
    /// is refused with ``WorkBudgetError``.
    public var workBudget: WorkBudget

    /// Creates options.
    public init(maximumAliasDepth: Int = 64, isStrict: Bool = false, workBudget: WorkBudget = .standard) {
        self.maximumAliasDepth = maximumAliasDepth
        self.isStrict = isStrict
        self.workBudget = workBudget
    }
}
