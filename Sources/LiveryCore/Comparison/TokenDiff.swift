/// What changed between two releases of a token set, theme by theme, and what that means for its consumers.
///
/// A consumer refers to tokens by path and reads their values with a type; a release that removes a path,
/// renames it or changes its type breaks those references, one that adds or deprecates a token does not, and
/// one that only changes values keeps every reference working. The diff sorts each change into those classes and
/// names the version bump the release needs (semantic versioning), so that a CI gate can refuse a breaking
/// release under a minor version and an app can tell whether an update of an installed theme pack keeps its own
/// overrides meaningful:
///
/// ```swift
/// let diff = TokenDiff(from: installed.compile(), to: update.compile())
/// if diff.bump == .major { … }   // some token the app names is gone, renamed or retyped
/// ```
///
/// Themes are matched by name (a resolver's permutations by the name `livery lint` and `build` give them); a
/// release with one theme on each side compares those two whatever their names. A change found alike in several
/// themes is one ``TokenChange`` listing them, so a shared token renamed in twelve permutations is one rename.
///
/// The work is proportional to the tokens of both releases (one dictionary lookup per token and theme), which
/// their resolution was already charged for against its ``WorkBudget``.
public struct TokenDiff: Sendable {
    /// The themes both releases have, in the new release's order.
    public let comparedThemes: [String]
    /// Themes only the old release has: removing one breaks consumers that select it.
    public let removedThemes: [String]
    /// Themes only the new release has.
    public let addedThemes: [String]
    /// Every change in the themes compared, each once with the themes it occurs in, in the order found (the
    /// new release's token order, removals after the tokens of their theme).
    public let changes: [TokenChange]

    /// Compares two resolved themes.
    public init(from old: ResolvedTheme, to new: ResolvedTheme) {
        self.init(from: [(old.name, old)], to: [(new.name, new)])
    }

    /// Compares the themes of two compiled theme sets (an installed pack and its update, say), matched by name.
    public init(from old: CompiledThemeSet, to new: CompiledThemeSet) {
        self.init(
            from: old.themeNames.compactMap { name in old.resolvedThemes[name].map { (name, $0) } },
            to: new.themeNames.compactMap { name in new.resolvedThemes[name].map { (name, $0) } })
    }

    /// Compares two releases given as named resolved themes, matched by name; when each side has exactly one
    /// theme, those two are compared whatever their names.
    public init(from old: [(name: String, theme: ResolvedTheme)], to new: [(name: String, theme: ResolvedTheme)]) {
        var pairs: [(name: String, old: ResolvedTheme, new: ResolvedTheme)] = []
        var removed: [String] = []
        var added: [String] = []
        if old.count == 1 && new.count == 1 {
            pairs = [(new[0].name, old[0].theme, new[0].theme)]
        } else {
            // Theme names are unique within a release (a resolver names permutations apart); the first wins if not.
            var oldByName: [String: ResolvedTheme] = [:]
            for (name, theme) in old where oldByName[name] == nil { oldByName[name] = theme }
            var newNames = Set<String>()
            for (name, theme) in new where newNames.insert(name).inserted {
                if let previous = oldByName[name] {
                    pairs.append((name, previous, theme))
                } else {
                    added.append(name)
                }
            }
            removed = old.map(\.name).filter { !newNames.contains($0) }
        }
        var merged = ChangeList()
        for (name, old, new) in pairs {
            for change in Self.changes(from: old, to: new) { merged.add(change, theme: name) }
        }
        comparedThemes = pairs.map(\.name)
        removedThemes = removed
        addedThemes = added
        changes = merged.changes
    }

    /// The version bump the release needs: major when anything breaks consumers (a token or theme removed, a
    /// token renamed or retyped), minor when something was added or deprecated, patch when only values changed,
    /// none when nothing did.
    public var bump: VersionBump {
        var bump = changes.map(\.bump).max() ?? .none
        if !addedThemes.isEmpty { bump = max(bump, .minor) }
        if !removedThemes.isEmpty { bump = .major }
        return bump
    }

    /// Whether any change breaks consumers.
    public var isBreaking: Bool { bump == .major }

    /// The changes of one kind.
    public func changes(_ kind: TokenChange.Kind) -> [TokenChange] { changes.filter { $0.kind == kind } }

    /// The changes from one theme to the other, before merging across themes.
    static func changes(from old: ResolvedTheme, to new: ResolvedTheme) -> [TokenChange] {
        let oldTokens = old.tokens
        let newTokens = new.tokens
        var oldByPath: [TokenPath: Int] = [:]
        oldByPath.reserveCapacity(oldTokens.count)
        for (offset, token) in oldTokens.enumerated() where oldByPath[token.path] == nil {
            oldByPath[token.path] = offset
        }
        var changes: [TokenChange] = []
        var added: [ResolvedToken] = []
        var kept = Set<TokenPath>()
        for token in newTokens {
            guard let offset = oldByPath[token.path] else {
                added.append(token)
                continue
            }
            kept.insert(token.path)
            let previous = oldTokens[offset]
            if previous.type != token.type {
                changes.append(TokenChange(.typeChanged, previous, token))
                continue
            }
            if previous.definition.deprecation == nil, token.definition.deprecation != nil {
                changes.append(TokenChange(.deprecated, previous, token))
            }
            if previous.value != token.value { changes.append(TokenChange(.valueChanged, previous, token)) }
        }
        let removed = oldTokens.filter { !kept.contains($0.path) }
        let (renames, leftRemoved, leftAdded) = Self.renames(removed: removed, added: added)
        changes += renames.map { TokenChange(.renamed, $0.old, $0.new) }
        changes += leftAdded.map { TokenChange(.added, nil, $0) }
        changes += leftRemoved.map { TokenChange(.removed, $0, nil) }
        return changes
    }

    /// Pairs removed tokens with added ones of the same type and value: a rename. When several tokens share a
    /// value (twelve tokens of `#ffffff`), a pair is taken only where it is unambiguous: the one removed and the
    /// one added token of that value, or, among several, those whose last path segment only they share
    /// (`color.bg.primary` → `color.background.primary`). The rest stay removals and additions: guessing would
    /// report a rename that is not one.
    static func renames(removed: [ResolvedToken], added: [ResolvedToken]) -> (
        renames: [(old: ResolvedToken, new: ResolvedToken)], removed: [ResolvedToken], added: [ResolvedToken]
    ) {
        var addedByValue: [TokenValue: [Int]] = [:]
        for (offset, token) in added.enumerated() { addedByValue[token.value, default: []].append(offset) }
        var removedByValue: [TokenValue: [Int]] = [:]
        for (offset, token) in removed.enumerated() where addedByValue[token.value] != nil {
            removedByValue[token.value, default: []].append(offset)
        }
        var pairedAdded = Set<Int>()
        var pairedRemoved = Set<Int>()
        var pairs: [(removed: Int, added: Int)] = []
        for (value, removedOffsets) in removedByValue {
            let addedOffsets = addedByValue[value]!
            if removedOffsets.count == 1 && addedOffsets.count == 1 {
                pairs.append((removedOffsets[0], addedOffsets[0]))
                continue
            }
            func byLastSegment(_ offsets: [Int], _ tokens: [ResolvedToken]) -> [Substring: [Int]] {
                Dictionary(grouping: offsets) { tokens[$0].path.dotted.split(separator: ".").last ?? "" }
            }
            let addedByName = byLastSegment(addedOffsets, added)
            for (name, offsets) in byLastSegment(removedOffsets, removed) where offsets.count == 1 {
                if let candidates = addedByName[name], candidates.count == 1 {
                    pairs.append((offsets[0], candidates[0]))
                }
            }
        }
        // In the new release's order, so output does not depend on dictionary order.
        pairs.sort { $0.added < $1.added }
        for (removedOffset, addedOffset) in pairs {
            pairedRemoved.insert(removedOffset)
            pairedAdded.insert(addedOffset)
        }
        return (
            pairs.map { (removed[$0.removed], added[$0.added]) },
            removed.indices.filter { !pairedRemoved.contains($0) }.map { removed[$0] },
            added.indices.filter { !pairedAdded.contains($0) }.map { added[$0] }
        )
    }
}

/// Changes merged across themes: the same change found in several themes is kept once, listing them.
private struct ChangeList {
    var changes: [TokenChange] = []
    private var positions: [TokenChange: Int] = [:]

    mutating func add(_ change: TokenChange, theme: String) {
        if let position = positions[change] {
            changes[position].themes.append(theme)
        } else {
            positions[change] = changes.count
            var change = change
            change.themes = [theme]
            changes.append(change)
        }
    }
}

/// One change between two releases of a token set.
public struct TokenChange: Sendable, Hashable {
    /// What changed.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A token of the old release is missing from the new one (and no rename explains it). Breaking.
        case removed
        /// A token has a new path, with the same type and value. Breaking: references to the old path fail.
        case renamed
        /// A token's type changed (a dimension became a number…). Breaking.
        case typeChanged = "type-changed"
        /// A token became deprecated. Not breaking; a minor release.
        case deprecated
        /// A token is new. Not breaking; a minor release.
        case added
        /// A token's value changed, its type kept. Not breaking; a patch release.
        case valueChanged = "value-changed"

        /// The bump a change of this kind needs.
        public var bump: VersionBump {
            switch self {
            case .removed, .renamed, .typeChanged: .major
            case .deprecated, .added: .minor
            case .valueChanged: .patch
            }
        }
    }

    /// What changed.
    public var kind: Kind
    /// The token's path: in the new release, or in the old one for a removal.
    public var path: TokenPath
    /// The old path of a renamed token.
    public var oldPath: TokenPath?
    /// The old value (`nil` for an addition).
    public var oldValue: TokenValue?
    /// The new value (`nil` for a removal).
    public var newValue: TokenValue?
    /// The deprecation of a token that became deprecated, with its advice when it gives one.
    public var deprecation: TokenDefinition.Deprecation?
    /// The themes the change occurs in.
    public var themes: [String] = []
    /// Where the token is declared: in the new release, or in the old one for a removal. Not part of equality
    /// (one change in several themes may be declared in a file per theme).
    public var location: FileLocation?

    /// Creates a change.
    public init(
        kind: Kind, path: TokenPath, oldPath: TokenPath? = nil, oldValue: TokenValue? = nil,
        newValue: TokenValue? = nil, deprecation: TokenDefinition.Deprecation? = nil, themes: [String] = [],
        location: FileLocation? = nil
    ) {
        self.kind = kind
        self.path = path
        self.oldPath = oldPath
        self.oldValue = oldValue
        self.newValue = newValue
        self.deprecation = deprecation
        self.themes = themes
        self.location = location
    }

    init(_ kind: Kind, _ old: ResolvedToken?, _ new: ResolvedToken?) {
        self.init(
            kind: kind, path: (new ?? old)!.path, oldPath: kind == .renamed ? old?.path : nil,
            oldValue: kind == .added ? nil : old?.value, newValue: new?.value,
            deprecation: kind == .deprecated ? new?.definition.deprecation : nil,
            location: (new ?? old)?.definition.location)
        if kind == .deprecated { (oldValue, newValue) = (nil, nil) }
    }

    /// Whether the change breaks consumers.
    public var isBreaking: Bool { kind.bump == .major }

    /// The bump the change needs.
    public var bump: VersionBump { kind.bump }

    /// For a color whose value changed, how far it moved: ΔE OK (``Color/deltaEOK(_:)``; 0.02 is about the
    /// smallest difference people notice).
    public var deltaEOK: Double? {
        guard kind == .valueChanged, let old = oldValue?.color, let new = newValue?.color else { return nil }
        return old.deltaEOK(new)
    }

    /// Equal when everything but the location is.
    public static func == (lhs: TokenChange, rhs: TokenChange) -> Bool {
        lhs.kind == rhs.kind && lhs.path == rhs.path && lhs.oldPath == rhs.oldPath && lhs.oldValue == rhs.oldValue
            && lhs.newValue == rhs.newValue && lhs.deprecation == rhs.deprecation && lhs.themes == rhs.themes
    }

    /// Hashes everything but the location.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(path)
        hasher.combine(oldPath)
        hasher.combine(oldValue)
        hasher.combine(newValue)
        hasher.combine(deprecation)
        hasher.combine(themes)
    }
}

/// The part of a semantic version a release must raise.
public enum VersionBump: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// Nothing changed.
    case none
    /// Values changed; every reference still works.
    case patch
    /// Tokens (or themes) were added or deprecated.
    case minor
    /// Something consumers refer to was removed, renamed or retyped.
    case major

    /// Whether `lhs` is the smaller bump (`none` < `patch` < `minor` < `major`).
    public static func < (lhs: VersionBump, rhs: VersionBump) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `none`, `patch`, `minor` or `major`.
    public var description: String {
        switch self {
        case .none: "none"
        case .patch: "patch"
        case .minor: "minor"
        case .major: "major"
        }
    }
}
