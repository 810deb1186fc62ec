import Foundation
import LiveryCore

/// Where `livery build` may write, checked for every file before the first is written.
///
/// A config usually comes with a repository someone else wrote, so a build must not be a way to write elsewhere:
/// - a destination is never one of the build's inputs (the config, a token file of a source, a template, any file
///   the sources read, such as a resolver's `$ref` into another folder), which it would destroy, nor a token file
///   inside a source folder, which the next build would read as a token file;
/// - no folder between the config's folder (or, for an output outside it, the platform's `buildPath`) and the file
///   is a symbolic link, which could lead anywhere (a repository can hold `build -> ~/.ssh`);
/// - the destination itself is a regular file or absent: not a link, a folder, a FIFO or a device.
struct OutputGuard {
    let config: BuildConfig
    /// The inputs' paths, symbolic links resolved.
    private let inputs: [String: String]
    /// The source folders' paths, symbolic links resolved.
    private let sourceFolders: Set<String>

    /// - Parameters:
    ///   - config: The build's config.
    ///   - filesRead: Every file reading the sources read (a resolver's `$ref`s into subfolders or folders
    ///     outside the config's, a design tool's set files), compared with symbolic links resolved.
    init(config: BuildConfig, filesRead: [String] = []) {
        self.config = config
        var inputs = [Self.real(config.file): "the config file"]
        for template in config.templateFiles { inputs[Self.real(template)] = "a template of this build" }
        for source in config.sources {
            for file in BuildConfig.tokenFiles(at: source) where inputs[Self.real(file)] == nil {
                inputs[Self.real(file)] = "a token file of this build's sources"
            }
        }
        for file in filesRead where inputs[Self.real(URL(fileURLWithPath: file))] == nil {
            inputs[Self.real(URL(fileURLWithPath: file))] = "a file this build reads its tokens from"
        }
        self.inputs = inputs
        sourceFolders = Set(
            config.sources.filter { FileContents.nonRegularKind(at: $0) == "a folder" }.map { Self.real($0) })
    }

    /// The path with every symbolic link resolved, as far as the path exists.
    static func real(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Checks every file the build would write, and that no two of them are the same file (two outputs with one
    /// destination, or two tokens whose colorsets get one name): the second would silently replace the first.
    /// - Throws: ``BuildConfigError`` at the output's place in the config, saying what is in the way.
    func check(_ files: [Builder.RenderedFile]) throws(BuildConfigError) {
        var seen: [String: Builder.RenderedFile] = [:]
        for file in files {
            try check(file)
            let path = file.url.standardizedFileURL.path
            if let earlier = seen[path] {
                let owners = [earlier, file].map { $0.spec?.keyPath ?? "--swift-output" }
                throw BuildConfigError(
                    file: config.file.path, position: file.spec?.position ?? .start, keyPath: file.spec?.keyPath ?? "",
                    message: "'\(Self.shown(file.url))' would be written twice"
                        + (owners[0] == owners[1] ? " by this output" : " (also by \(owners[0]))")
                        + "; give the outputs different destinations, or rename one of the tokens")
            }
            seen[path] = file
        }
    }

    /// Checks one file the build would write.
    func check(_ file: Builder.RenderedFile) throws(BuildConfigError) {
        func refuse(_ message: String) -> BuildConfigError {
            BuildConfigError(
                file: config.file.path, position: file.spec?.position ?? .start, keyPath: file.spec?.keyPath ?? "",
                message: message)
        }
        let destination = file.url.standardizedFileURL
        let shown = Self.shown(destination)
        if let role = inputs[Self.real(destination)] {
            throw refuse("'\(shown)' is \(role); livery build never writes over its inputs")
        }
        if ["json", "yaml", "yml"].contains(destination.pathExtension.lowercased()),
            sourceFolders.contains(Self.real(destination.deletingLastPathComponent()))
        {
            throw refuse("'\(shown)' is in a source folder, where the next build would read it as a token file")
        }
        // The folders from the config's folder (or from the output's build folder, for one outside it) down; for
        // a file named outside the config (the build plugin's --swift-output), the file alone.
        let components = destination.pathComponents
        let configFolder = config.file.deletingLastPathComponent().standardizedFileURL
        let root =
            components.starts(with: configFolder.pathComponents)
            ? configFolder
            : file.spec.map { $0.buildFolder.standardizedFileURL } ?? destination.deletingLastPathComponent()
        guard components.starts(with: root.pathComponents) else { return }
        var current = root
        for component in components.dropFirst(root.pathComponents.count) {
            current.appendPathComponent(component)
            let isLast = current.path == destination.path
            switch FileContents.nonRegularKind(at: current) {
            case nil:
                if !isLast, FileManager.default.fileExists(atPath: current.path) {
                    throw refuse("'\(Self.shown(current))' is a file, where '\(shown)' needs a folder")
                }
            case "a symbolic link":
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)) ?? "?"
                throw refuse(
                    "'\(Self.shown(current))' is a symbolic link (to \(target)); livery build does not write "
                        + "through links, which could lead outside the folder it writes into")
            case "a folder" where !isLast: break
            case let kind?:
                throw refuse("'\(shown)' is \(kind), not a file livery build can replace")
            }
        }
    }

    /// A path as the summary line shows it: relative to the working folder when under it.
    static func shown(_ url: URL) -> String {
        let here = FileManager.default.currentDirectoryPath
        return url.path.hasPrefix(here + "/") ? String(url.path.dropFirst(here.count + 1)) : url.path
    }
}
