/// The token IDs of one manager: every path any registered theme defines or any binding names, interned once.
///
/// Themes registered from different theme sets (or packs) have different `TokenVocabulary`s; bindings need
/// one ID per path whatever the theme, so the manager keeps its own index and lays each snapshot's values out
/// by it.
@MainActor
final class ManagerTokenIndex {
    private(set) var paths: [String] = []
    private var ids: [String: Int32] = [:]

    /// The ID of a path, interning it if new.
    func intern(_ path: String) -> Int32 {
        if let id = ids[path] { return id }
        let id = Int32(paths.count)
        paths.append(path)
        ids[path] = id
        return id
    }

    /// Lays out a table's values by this index, interning its paths.
    func values(of table: TokenTable?) -> [TokenValue?] {
        guard let table else { return [] }
        for path in table.vocabulary.paths { _ = intern(path.dotted) }
        var values = [TokenValue?](repeating: nil, count: paths.count)
        for id in table.vocabulary.allIDs {
            values[Int(ids[table.vocabulary.path(for: id).dotted]!)] = table[id]
        }
        return values
    }

    #if DEBUG
        func checkInvariants() {
            precondition(ids.count == paths.count, "token index: duplicate paths")
            for (index, path) in paths.enumerated() {
                precondition(ids[path] == Int32(index), "token index out of step for \(path)")
            }
        }
    #endif
}
