/// The token IDs of one manager: every path any registered theme defines or any binding names, interned once.
///
/// Themes registered from different theme sets (or packs) have different `TokenVocabulary`s; bindings need
/// one ID per path whatever the theme, so the manager keeps its own index and lays each snapshot's values out
/// by it.
@MainActor
final class ManagerTokenIndex {
    private var interner = Interner<String>()

    /// Every path, by ID.
    var paths: [String] { interner.elements }

    /// The ID of a path, interning it if new.
    func intern(_ path: String) -> Int32 { interner.intern(path) }

    /// Lays out a table's values by this index, interning its paths.
    func values(of table: TokenTable?) -> [TokenValue?] {
        guard let table else { return [] }
        for path in table.vocabulary.paths { _ = intern(path.dotted) }
        var values = [TokenValue?](repeating: nil, count: paths.count)
        for id in table.vocabulary.allIDs {
            values[Int(interner.id(of: table.vocabulary.path(for: id).dotted)!)] = table[id]
        }
        return values
    }

    #if DEBUG
        func checkInvariants() { interner.checkInvariants() }
    #endif
}
