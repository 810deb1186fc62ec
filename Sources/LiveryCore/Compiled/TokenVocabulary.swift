/// An interned token: an index into every ``TokenTable`` of one ``CompiledThemeSet``.
///
/// IDs are assigned at compile time and are the same in every theme of the set, so code that binds to a token
/// turns its name into an ID once and reads `table[id]` (an array read) on every switch.
public struct TokenID: Sendable, Hashable, Comparable {
    /// The index.
    public let rawValue: Int32

    /// Creates an ID from its index.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Orders IDs by index.
    public static func < (lhs: TokenID, rhs: TokenID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The token paths of a theme set and their interned IDs.
public struct TokenVocabulary: Sendable {
    /// Every path, indexed by ``TokenID/rawValue``.
    public let paths: [TokenPath]
    private let ids: [String: TokenID]

    init(paths: [TokenPath]) {
        var ids: [String: TokenID] = [:]
        ids.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() { ids[path.dotted] = TokenID(rawValue: Int32(index)) }
        self.init(paths: paths, ids: ids)
    }

    /// A vocabulary whose ID table the caller built on the way.
    init(paths: [TokenPath], ids: [String: TokenID]) {
        self.paths = paths
        self.ids = ids
    }

    /// The number of tokens.
    public var count: Int { paths.count }

    /// The ID of a dotted token path, or `nil` when the set has no such token. One hash lookup.
    public func id(for dottedPath: String) -> TokenID? { ids[dottedPath] }

    /// The ID of a token path.
    public func id(for path: TokenPath) -> TokenID? { ids[path.dotted] }

    /// The path of an ID.
    public func path(for id: TokenID) -> TokenPath { paths[Int(id.rawValue)] }

    /// Every ID, in order.
    public var allIDs: [TokenID] { (0..<Int32(paths.count)).map(TokenID.init(rawValue:)) }

    #if DEBUG
        /// Checks that paths and IDs correspond one to one (called from tests).
        func checkInvariants() {
            precondition(ids.count == paths.count, "duplicate paths in a vocabulary")
            for (index, path) in paths.enumerated() {
                precondition(ids[path.dotted]?.rawValue == Int32(index), "vocabulary index out of step for \(path)")
            }
        }
    #endif
}
