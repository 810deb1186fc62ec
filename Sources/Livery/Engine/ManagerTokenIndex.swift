/// The token IDs of one manager: every path any registered theme defines or any binding names, interned once.
///
/// Themes registered from different theme sets (or packs) have different `TokenVocabulary`s; bindings need
/// one ID per path whatever the theme, so the manager keeps its own index and lays each snapshot's values out
/// by it.
@MainActor
final class ManagerTokenIndex {
    // Main-actor state whose accesses never overlap: no dynamic exclusivity checks on binding's path.
    @exclusivity(unchecked) private var interner = Interner<String>()
    /// Recently interned paths, direct-mapped by a cheap hash of their bytes: binding a token a screen binds
    /// many times (every cell's label) finds its ID without the dictionary's seeded hash.
    @exclusivity(unchecked) private var recent = ContiguousArray(
        repeating: RecentPath(path: "", id: .none), count: 256)

    /// Every path, by ID.
    var paths: [String] { interner.elements }

    /// The ID of a path, interning it if new.
    func intern(_ path: String) -> ManagerTokenID {
        let slot = recentSlot(of: path)
        if !recent[slot].id.isNone, recent[slot].path == path { return recent[slot].id }
        let id = ManagerTokenID(interner.intern(path))
        recent[slot] = RecentPath(path: path, id: id)
        return id
    }

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
        func checkInvariants() {
            interner.checkInvariants()
            for entry in recent where !entry.id.isNone {
                precondition(
                    interner.id(of: entry.path) == entry.id.rawValue, "token index: a recent path's ID is stale")
            }
        }
    #endif
}

/// The slot of a path among the recent paths: FNV-1a over its UTF-8 bytes. The slot is checked for the same
/// path, so a collision only misses. (Nonisolated: closures made on the main actor and handed to the standard
/// library are checked for their executor on every call.)
private func recentSlot(of path: String) -> Int {
    var path = path
    let hash = path.withUTF8 { bytes in
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
    return Int(hash ^ (hash >> 16)) & 255
}

/// A slot of the token index's recent paths.
struct RecentPath {
    let path: String
    let id: ManagerTokenID
}
