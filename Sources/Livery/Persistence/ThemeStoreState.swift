/// What a ``ThemeManager`` remembers between launches: the chosen theme, whether it follows the system
/// appearance, and the user's token overrides.
public struct ThemeStoreState: Sendable, Codable, Hashable {
    /// The theme chosen last, or `nil` if none was chosen.
    public var identifier: ThemeIdentifier?
    /// Whether the manager followed the system appearance.
    public var followsSystemAppearance: Bool
    /// The runtime overrides as a DTCG token document (one token per override), or `nil` for none.
    public var overridesDocument: String?

    /// Creates a state.
    public init(
        identifier: ThemeIdentifier? = nil, followsSystemAppearance: Bool = false, overridesDocument: String? = nil
    ) {
        self.identifier = identifier
        self.followsSystemAppearance = followsSystemAppearance
        self.overridesDocument = overridesDocument
    }
}
