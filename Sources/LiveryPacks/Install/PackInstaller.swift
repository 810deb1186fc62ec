import Foundation
import LiveryCore

/// Installs signed theme packs into a folder, one pack per identifier, keeping the previous version for a
/// rollback.
///
/// Installing checks everything before it writes anything the app can reach: the signature against the trusted
/// keys, then the manifest, then every entry (paths, kinds, duplicates, count, sizes, compression ratio); it
/// extracts into a staging folder, checking each file's size and SHA-256 as it streams; it moves the new
/// version into place; and only then makes it active by atomically replacing the pack's `state.json`. A failure
/// at any step, or a crash, leaves the previous version active; leftovers are removed by the first call on the
/// next installer of the folder (the next start of the app) and by every install.
///
/// **Durability.** Every step that the next one relies on is flushed to the disk first, the way SQLite and
/// Sparkle do it: the extracted files and folders before they are renamed into `versions/`, the folders that
/// rename changed, and `state.json` as a new file flushed, renamed over the old one, and its folder flushed
/// (`F_FULLFSYNC` on Apple systems, `fsync` on Linux). So once ``install(from:allowingDowngrade:)`` returns, a
/// power cut leaves the new version active with all of its files; before it returns, the previous version.
///
/// ```swift
/// let installer = PackInstaller(directory: appSupport.appending(path: "Packs"), trustedKeys: [publisherKey])
/// let pack = try await installer.install(downloadingFrom: URL(string: "https://cdn.example.com/autumn.liverypack")!)
/// try pack.register(in: ThemeCenter.shared.defaultManager)
/// ```
///
/// The folder layout: `<directory>/<pack id>/state.json` names the active and previous version folders under
/// `<pack id>/versions/`; `<pack id>/staging/` holds unfinished extractions. One installer (one process) should
/// own a folder at a time.
public actor PackInstaller {
    /// The folder packs are installed in.
    public nonisolated let directory: URL
    /// The keys allowed to sign packs.
    public nonisolated let trustedKeys: [PackPublicKey]
    /// Entry, size, ratio and time limits.
    public nonisolated let limits: PackLimits
    /// Which hosts may be reached over plain `http`.
    public nonisolated let downloadPolicy: PackDownloadPolicy
    /// Called at each step of an install, for tests that inject a failure there.
    var faultInjector: (@Sendable (InstallStep) throws -> Void)?
    /// Whether this installer has removed what an interrupted install left in the folder.
    private var recovered = false
    /// Registers the packs' fonts for the process.
    public nonisolated let fontRegistrar: any FontRegistrar
    /// The font files this installer registered, per pack, in registration order.
    private var registeredFonts: [String: [URL]] = [:]

    /// The steps of an install, in order; the new version becomes active at the end of ``committing``.
    package enum InstallStep: String, Sendable, Hashable, CaseIterable {
        case received, verified, checked, staged, extracting, extracted, placed, committing
    }

    /// Creates an installer.
    /// - Parameters:
    ///   - directory: The folder packs are installed in; created when needed.
    ///   - trustedKeys: The keys allowed to sign packs (more than one while rotating keys).
    ///   - limits: Entry, size, ratio and time limits.
    ///   - downloadPolicy: The hosts allowed plain `http` (none by default, as App Transport Security).
    ///   - fontRegistrar: Registers the fonts packs ship (Core Text, process scope, by default).
    public init(
        directory: URL, trustedKeys: [PackPublicKey], limits: PackLimits = PackLimits(),
        downloadPolicy: PackDownloadPolicy = PackDownloadPolicy(),
        fontRegistrar: any FontRegistrar = SystemFontRegistrar()
    ) {
        self.directory = directory
        self.fontRegistrar = fontRegistrar
        self.trustedKeys = trustedKeys
        self.limits = limits
        self.downloadPolicy = downloadPolicy
    }

    /// Calls `injector` at each step of every later install (`nil` stops): tests inject failures there, and the
    /// killed-process test's helper stops there to be killed.
    package func setFaultInjector(_ injector: (@Sendable (InstallStep) throws -> Void)?) {
        faultInjector = injector
    }

    // MARK: - Installing

    /// Downloads a pack and installs it (see ``install(from:allowingDowngrade:)``).
    /// - Throws: ``PackError``: an insecure URL, an HTTP status other than 200, a response beyond
    ///   ``PackLimits/maximumDownloadSize``, a truncated download, a timeout, or anything installing refuses.
    @discardableResult
    public func install(downloadingFrom url: URL, allowingDowngrade: Bool = false) async throws(PackError)
        -> InstalledPack
    {
        let file = try await PackDownloader(policy: downloadPolicy, limits: limits).download(url)
        defer { try? FileManager.default.removeItem(at: file) }
        return try install(from: file, allowingDowngrade: allowingDowngrade)
    }

    /// Installs a pack archive and makes it the pack's active version; the version it replaces stays for
    /// ``rollback(id:)``.
    ///
    /// The pack's fonts (``PackManifest/fonts``) are registered before the version becomes active, after the
    /// fonts of the version it replaces are unregistered (two versions usually share font names, which a process
    /// cannot register twice). When a font fails, the new version's fonts are unregistered, the old ones
    /// registered again, and the install is refused.
    ///
    /// The pack's themes are compiled from the extracted files before anything becomes active, so a pack whose
    /// token files do not resolve, or exceed a limit of the acceptance policy, is refused with
    /// ``PackError/themesFailed(id:reason:)``, whose reason names the file as the pack does
    /// (`tokens/base.tokens.json:3:12`).
    /// - Parameters:
    ///   - archive: The `.liverypack` file.
    ///   - allowingDowngrade: Install even when the version is not newer than the installed one.
    /// - Returns: The installed pack.
    /// - Throws: ``PackError``; the previously installed version stays active then.
    @discardableResult
    public func install(from archive: URL, allowingDowngrade: Bool = false) throws(PackError) -> InstalledPack {
        recoverIfNeeded()
        try fault(.received)
        let opened = try PackArchive(url: archive, limits: limits)
        let (manifest, _) = try PackVerifier.verifiedManifest(of: opened, trustedKeys: trustedKeys, limits: limits)
        try fault(.verified)
        try PackVerifier.check(opened, against: manifest, limits: limits)
        try fault(.checked)

        let packFolder = folder(of: manifest.id)
        cleanUp(packFolder)
        let state = try readState(packFolder)
        // An active version whose files are gone (removed by hand) does not block installing.
        if let state, !allowingDowngrade,
            let installed = try? readManifest(packFolder.appendingPathComponent("versions/\(state.active)"))
        {
            guard manifest.version > installed.version else {
                throw .downgrade(id: manifest.id, installed: installed.version, offered: manifest.version)
            }
        }

        let staging = packFolder.appendingPathComponent("staging/\(UUID().uuidString)")
        let versionName = "\(manifest.version)-\(UUID().uuidString.prefix(8).lowercased())"
        let version = packFolder.appendingPathComponent("versions/\(versionName)")
        var committed = false
        var replacedFonts: [URL]?
        defer {
            if !committed {
                // The fonts first: the new ones are files of the folder about to go.
                if let replacedFonts { restoreFonts(of: manifest.id, to: replacedFonts) }
                try? FileManager.default.removeItem(at: staging)
                try? FileManager.default.removeItem(at: version)
            }
        }
        try PackFiles.createFolder(staging)
        try fault(.staged)
        try opened.extract(manifest, into: staging, limits: limits) { () throws(PackError) in try fault(.extracting) }
        try fault(.extracted)
        // The themes compile before the version can become active: a pack whose token files are broken or
        // hostile (an alias cycle, a value past a limit) is refused here, and the version in use stays in use.
        do {
            _ = try manifest.themeSet(in: staging).compile()
        } catch {
            let refusal = error as? PackError ?? .themesFailed(id: manifest.id, reason: "\(error)")
            guard case .themesFailed(let id, let reason) = refusal else { throw refusal }
            // Files named as the pack names them (`tokens/base.tokens.json:3:12`), not by the staging folder
            // that is removed as this error leaves.
            throw .themesFailed(id: id, reason: reason.replacingOccurrences(of: staging.path + "/", with: ""))
        }
        // On the disk before they are reachable: the files, then the folders naming the new version.
        try durably { () throws(DurableFileError) in try DurableFiles.flushTree(staging) }
        try PackFiles.createFolder(version.deletingLastPathComponent())
        try durably { () throws(DurableFileError) in
            try DurableFiles.flushFolder(packFolder)
            try DurableFiles.flushFolder(directory)
            try DurableFiles.renameDurably(staging, to: version)
        }
        try fault(.placed)
        replacedFonts = try replaceFonts(of: manifest.id, with: manifest, in: version)
        try fault(.committing)
        try writeState(PackState(active: versionName, previous: state?.active), in: packFolder)
        committed = true
        cleanUp(packFolder)
        return InstalledPack(manifest: manifest, directory: version, previousVersion: try previousVersion(packFolder))
    }

    // MARK: - Installed packs

    /// The installed packs, by identifier.
    /// - Throws: ``PackError/fileSystem(_:reason:)`` when the folder cannot be read.
    public func installedPacks() throws(PackError) -> [InstalledPack] {
        recoverIfNeeded()
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw .fileSystem(directory.path, reason: error.localizedDescription)
        }
        var packs: [InstalledPack] = []
        for name in names where !name.hasPrefix(".") {
            if let pack = try installedPack(id: name) { packs.append(pack) }
        }
        return packs
    }

    /// The installed pack with an identifier, or `nil`.
    public func installedPack(id: String) throws(PackError) -> InstalledPack? {
        recoverIfNeeded()
        let packFolder = folder(of: id)
        guard let state = try readState(packFolder) else { return nil }
        let version = packFolder.appendingPathComponent("versions/\(state.active)")
        return InstalledPack(
            manifest: try readManifest(version), directory: version, previousVersion: try previousVersion(packFolder))
    }

    /// Makes the previous version active again; the version it replaces becomes the previous one (so a second
    /// rollback returns).
    /// - Throws: ``PackError/notInstalled(_:)`` or ``PackError/nothingToRollBack(_:)``.
    @discardableResult
    public func rollback(id: String) throws(PackError) -> InstalledPack {
        recoverIfNeeded()
        let packFolder = folder(of: id)
        guard let state = try readState(packFolder) else { throw .notInstalled(id) }
        guard let previous = state.previous else { throw .nothingToRollBack(id) }
        let version = packFolder.appendingPathComponent("versions/\(previous)")
        let replaced = try replaceFonts(of: id, with: try readManifest(version), in: version)
        do {
            try writeState(PackState(active: previous, previous: state.active), in: packFolder)
        } catch {
            restoreFonts(of: id, to: replaced)
            throw error
        }
        return try installedPack(id: id)!
    }

    /// Removes a pack and every version of it.
    /// - Throws: ``PackError/notInstalled(_:)``, or ``PackError/fileSystem(_:reason:)``.
    public func remove(id: String) throws(PackError) {
        recoverIfNeeded()
        let packFolder = folder(of: id)
        guard try readState(packFolder) != nil else { throw .notInstalled(id) }
        for font in (registeredFonts.removeValue(forKey: id) ?? []).reversed() { fontRegistrar.unregister(font) }
        // Out of reach first (one rename, on the disk before this returns), then deleted.
        let trash = directory.appendingPathComponent(".removed-\(UUID().uuidString)")
        try durably { () throws(DurableFileError) in
            try DurableFiles.renameDurably(packFolder, to: trash)
        }
        try? FileManager.default.removeItem(at: trash)
    }

    // MARK: - Fonts

    /// Registers the fonts of a pack's active version, unless this installer already did: call it at launch
    /// for each pack the app uses, before registering its themes (fonts are registered per process).
    /// - Throws: ``PackError/notInstalled(_:)``, or ``PackError/fontFailed(id:path:reason:)`` (nothing stays
    ///   registered then).
    public func registerFonts(id: String) throws(PackError) {
        guard let pack = try installedPack(id: id) else { throw .notInstalled(id) }
        guard registeredFonts[id] == nil else { return }
        _ = try replaceFonts(of: id, with: pack.manifest, in: pack.directory)
    }

    /// The font files a pack version registers, in order.
    private func fontFiles(of manifest: PackManifest, in version: URL) -> [(path: String, url: URL)] {
        (manifest.fonts ?? []).map { ($0, version.appendingPathComponent($0)) }
    }

    /// Makes a version's fonts the pack's registered ones: the registered fonts are unregistered, last first,
    /// then the version's registered in order. When one fails, those just registered are unregistered and the
    /// previous ones registered again, so the process has the fonts it had.
    /// - Returns: The fonts registered before, for ``restoreFonts(of:to:)``.
    private func replaceFonts(of id: String, with manifest: PackManifest, in version: URL) throws(PackError) -> [URL] {
        let previous = registeredFonts[id] ?? []
        for font in previous.reversed() { fontRegistrar.unregister(font) }
        registeredFonts[id] = nil
        var registered: [URL] = []
        for (path, url) in fontFiles(of: manifest, in: version) {
            do {
                try fontRegistrar.register(url)
                registered.append(url)
            } catch {
                for font in registered.reversed() { fontRegistrar.unregister(font) }
                registerAgain(previous, of: id)
                throw .fontFailed(id: id, path: path, reason: "\(error)")
            }
        }
        registeredFonts[id] = registered
        return previous
    }

    /// Undoes ``replaceFonts(of:with:in:)`` when the install or roll-back does not complete.
    private func restoreFonts(of id: String, to previous: [URL]) {
        for font in (registeredFonts[id] ?? []).reversed() { fontRegistrar.unregister(font) }
        registeredFonts[id] = nil
        registerAgain(previous, of: id)
    }

    /// Registers fonts that were registered a moment ago; one that no longer registers is left out.
    private func registerAgain(_ fonts: [URL], of id: String) {
        var registered: [URL] = []
        for font in fonts where (try? fontRegistrar.register(font)) != nil { registered.append(font) }
        registeredFonts[id] = registered.isEmpty ? nil : registered
    }

    // MARK: - State

    private func folder(of id: String) -> URL {
        directory.appendingPathComponent(id)
    }

    private func fault(_ step: InstallStep) throws(PackError) {
        guard let faultInjector else { return }
        do {
            try faultInjector(step)
        } catch let error as PackError {
            throw error
        } catch {
            throw .fileSystem(directory.path, reason: "\(error)")
        }
    }

    private func readState(_ packFolder: URL) throws(PackError) -> PackState? {
        let url = packFolder.appendingPathComponent("state.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(PackState.self, from: Data(contentsOf: url))
        } catch {
            throw .fileSystem(url.path, reason: "unreadable pack state: \(error.localizedDescription)")
        }
    }

    /// Replaces `state.json` in one rename, so a reader sees the old state or the new one, never a mix, and a power
    /// cut after this returns keeps the new one.
    private func writeState(_ state: PackState, in packFolder: URL) throws(PackError) {
        let url = packFolder.appendingPathComponent("state.json")
        let data: Data
        do {
            data = try JSONEncoder().encode(state)
        } catch {
            throw .fileSystem(url.path, reason: "\(error)")
        }
        try durably { () throws(DurableFileError) in try DurableFiles.write(data, to: url) }
    }

    /// Runs a durable file operation, its failure as a ``PackError/fileSystem(_:reason:)`` naming the path.
    private func durably(_ body: () throws(DurableFileError) -> Void) throws(PackError) {
        do {
            try body()
        } catch {
            throw .fileSystem(error.path, reason: "\(error.step) failed: \(error.reason)")
        }
    }

    /// Removes, once per installer, what interrupted installs left in every pack's folder: the first call on an
    /// installer made at the app's next start finds the folder as a crash or a power cut left it.
    private func recoverIfNeeded() {
        guard !recovered else { return }
        recovered = true
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where !name.hasPrefix(".") {
            cleanUp(folder(of: name))
        }
        cleanUpRemoved()
    }

    private func readManifest(_ version: URL) throws(PackError) -> PackManifest {
        let url = version.appendingPathComponent("manifest.json")
        do {
            return try PackManifest.read(Data(contentsOf: url))
        } catch let error as PackError {
            throw error
        } catch {
            throw .fileSystem(url.path, reason: "the installed manifest is unreadable: \(error.localizedDescription)")
        }
    }

    private func previousVersion(_ packFolder: URL) throws(PackError) -> SemanticVersion? {
        guard let previous = try readState(packFolder)?.previous else { return nil }
        return try? readManifest(packFolder.appendingPathComponent("versions/\(previous)")).version
    }

    /// Removes what no state refers to: staging folders, versions older than the previous one, temporary state
    /// files, removed packs. Best effort: what cannot be removed now goes next time.
    private func cleanUp(_ packFolder: URL) {
        let files = FileManager.default
        try? files.removeItem(at: packFolder.appendingPathComponent("staging"))
        let state = try? readState(packFolder)
        let kept = Set([state?.active, state?.previous].compactMap { $0 })
        let versions = packFolder.appendingPathComponent("versions")
        for name in (try? files.contentsOfDirectory(atPath: versions.path)) ?? [] where !kept.contains(name) {
            try? files.removeItem(at: versions.appendingPathComponent(name))
        }
        for name in (try? files.contentsOfDirectory(atPath: packFolder.path)) ?? [] where name.hasSuffix(".tmp") {
            try? files.removeItem(at: packFolder.appendingPathComponent(name))
        }
        cleanUpRemoved()
    }

    /// Deletes the folders of removed packs that a crash kept from being deleted.
    private func cleanUpRemoved() {
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasPrefix(".removed-") {
            try? files.removeItem(at: directory.appendingPathComponent(name))
        }
    }

}

/// `state.json`: the active version folder and the previous one.
struct PackState: Codable, Hashable {
    var active: String
    var previous: String?
}

/// File operations of installing and extracting, with errors that name the path.
enum PackFiles {
    static func createFolder(_ url: URL) throws(PackError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(url.path, reason: error.localizedDescription)
        }
    }

    static func write(_ data: Data, to url: URL) throws(PackError) {
        do {
            try data.write(to: url)
        } catch {
            throw .fileSystem(url.path, reason: error.localizedDescription)
        }
    }
}
