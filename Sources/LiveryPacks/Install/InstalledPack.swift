import Foundation
import Livery

/// A pack installed on this device: its manifest, the folder of its active version, and the version a rollback
/// would return to.
public struct InstalledPack: Sendable, Hashable {
    /// The manifest of the active version.
    public let manifest: PackManifest
    /// The folder holding the active version's files.
    public let directory: URL
    /// The version ``PackInstaller/rollback(id:)`` returns to, if any.
    public let previousVersion: SemanticVersion?

    /// The pack's identifier.
    public var id: String { manifest.id }
    /// The active version.
    public var version: SemanticVersion { manifest.version }
    /// The name shown to people.
    public var displayName: String { manifest.displayName }

    /// The pack's themes, read from its files, ready to compile.
    /// - Throws: ``PackError/themesFailed(id:reason:)`` when a token file does not read, or a resolver document
    ///   refers to a file outside the pack.
    public func themeSet() throws(PackError) -> ThemeSet {
        try manifest.themeSet(in: directory)
    }

    /// A theme space with the pack's themes as contexts of one of its dimensions (a pack of brands for the app's
    /// `brand` dimension): each theme is a context named after it, its files layered in the dimension's place.
    /// Give the result to `ThemeManager.setThemeSpace(_:options:)`, which keeps the user's selection.
    ///
    /// The space's asset tokens find their files where `ThemeSpaceOptions.assets` says, for every context alike:
    /// a pack context's images are found only if the options point to this pack's ``directory``.
    /// - Parameters:
    ///   - space: The app's space.
    ///   - dimension: The dimension the pack's themes join.
    /// - Throws: ``PackError/themesFailed(id:reason:)`` when the pack's files do not read, or the space has no such
    ///   dimension.
    public func contexts(addedTo space: ThemeSpace, dimension: String) throws(PackError) -> ThemeSpace {
        let set = try themeSet()
        do {
            return try space.adding(contextsOf: set, to: dimension)
        } catch {
            throw .themesFailed(id: id, reason: error.description)
        }
    }

    /// Compiles the pack's themes and registers them in a manager: added when the manager has none of them,
    /// reloaded (`ThemeManager.reload(_:)`, for an updated pack) when it has them all. Runtime overrides stay
    /// and tokens that alias them follow them. Nothing changes when compiling fails.
    /// - Returns: The themes' identifiers.
    /// - Throws: ``PackError/themesFailed(id:reason:)`` naming the file and token that failed, or why the
    ///   themes cannot be registered.
    @MainActor
    @discardableResult
    public func register(in manager: ThemeManager) throws(PackError) -> [ThemeIdentifier] {
        let set = try themeSet()
        let identifiers = set.themes.map { ThemeIdentifier($0.name) }
        let registered = identifiers.filter { manager.theme(for: $0) != nil }
        do {
            // Asset tokens (images) find their files in this version's folder.
            let assets = AssetLocator(packDirectory: directory)
            if registered.isEmpty { return try manager.add(set, assets: assets) }
            guard registered.count == identifiers.count else {
                throw PackError.themesFailed(
                    id: id,
                    reason:
                        "the manager already has some of its themes (\(registered.map(\.rawValue).joined(separator: ", "))) but not all"
                )
            }
            // An update goes through `reload`, as a token-file reload does: everything compiles first, with the
            // user's overrides layered in (so tokens aliasing an override keep following it), then one commit
            // and one notification of the scopes.
            try manager.reload(set, assets: assets)
            return identifiers
        } catch let error as PackError {
            throw error
        } catch {
            throw .themesFailed(id: id, reason: "\(error)")
        }
    }
}

extension PackManifest {
    /// The themes of a pack extracted into a folder (see ``VerifiedPack/extract(into:)``), read from its files.
    /// - Throws: ``PackError/themesFailed(id:reason:)`` when a token file does not read, or a resolver document
    ///   refers to a file outside the folder.
    public func themeSet(in folder: URL) throws(PackError) -> ThemeSet {
        try PackThemes.themeSet(id: id, themes: themes, resolver: resolver, defaultTheme: defaultTheme, in: folder)
    }
}

extension PackDescription {
    /// The themes a pack's source folder describes, read from its files: what `livery pack` lints before it
    /// packs.
    /// - Throws: ``PackError/themesFailed(id:reason:)``.
    public func themeSet(in folder: URL) throws(PackError) -> ThemeSet {
        try PackThemes.themeSet(
            id: id, themes: themes ?? [], resolver: resolver, defaultTheme: defaultTheme, in: folder)
    }
}

/// Reads a pack's themes from its folder: token files layered per theme, or a resolver document.
enum PackThemes {
    static func themeSet(
        id: String, themes: [PackTheme], resolver: PackResolver?, defaultTheme: String?, in folder: URL
    ) throws(PackError) -> ThemeSet {
        let set: ThemeSet
        do {
            if let resolver {
                let document = try ResolverDocument.load(contentsOf: folder.appendingPathComponent(resolver.path))
                set = try document.themeSet(varying: resolver.modifier)
            } else {
                let loader = TokenLoader()
                var documents: [String: TokenDocument] = [:]
                let sources = try themes.map { theme in
                    ThemeSource(
                        name: theme.name,
                        documents: try theme.files.map { path in
                            if let document = documents[path] { return document }
                            let document = try loader.load(contentsOf: folder.appendingPathComponent(path))
                            documents[path] = document
                            return document
                        })
                }
                set = ThemeSet(themes: sources, defaultTheme: defaultTheme)
            }
        } catch {
            throw .themesFailed(id: id, reason: "\(error)")
        }
        let root = folder.standardizedFileURL.path + "/"
        for theme in set.themes {
            for layer in theme.layers
            where !URL(fileURLWithPath: layer.document.file).standardizedFileURL.path.hasPrefix(root) {
                throw .themesFailed(id: id, reason: "it reads '\(layer.document.file)', outside the pack")
            }
        }
        return set
    }
}
