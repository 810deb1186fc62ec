import Foundation
import PackagePlugin

/// Runs `livery export --format swift` at build time on a target's token files, so the target gets typed
/// accessors (`Tokens.Color.Text.primary`) that follow its tokens without a manual step.
///
/// The target's token files are the files named `*.tokens.json`, `*.tokens.yaml`, `*.tokens.yml` and
/// `*.resolver.json` in it. With exactly one resolver document, that document (and the themes its modifiers
/// describe) is the input; otherwise the token files are the layers of one theme, in path order. Every token
/// file is an input of the build command, so editing one regenerates the accessors. The generated file is
/// `LiveryTokens.swift` in the plugin's work folder; its outermost enum is `Tokens`, declared `internal`.
///
/// A target with a `livery.config.json` (or `.yaml`, `.yml`) is built by `livery build` instead: the config's
/// sources, filters, transforms and options apply, and its one file of format `swift` is generated (in the work
/// folder, not at its destination). The config and the target's token files are the inputs; sources outside
/// the target are read, but their edits do not trigger a rebuild, so keep them in the target.
@main
struct LiveryTokensPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: target.sourceFiles.map(\.url), livery: context.tool(named: "livery-tokens").url,
            workFolder: context.pluginWorkDirectoryURL, targetName: target.name)
    }

    /// The build command for a target's files, shared by SwiftPM and Xcode targets.
    static func commands(files: [URL], livery: URL, workFolder: URL, targetName: String) throws -> [Command] {
        let configNames = ["livery.config.json", "livery.config.yaml", "livery.config.yml"]
        let configs = files.filter { configNames.contains($0.lastPathComponent) }
        if configs.count > 1 {
            throw LiveryTokensPluginError(
                message: "target '\(targetName)' has \(configs.count) config files; keep one")
        }
        let tokenFiles = files.filter { url in
            let name = url.lastPathComponent.lowercased()
            return [".tokens.json", ".tokens.yaml", ".tokens.yml", ".resolver.json"].contains { name.hasSuffix($0) }
        }.sorted { $0.path < $1.path }
        let output = workFolder.appendingPathComponent("LiveryTokens.swift")
        if let config = configs.first {
            return [
                .buildCommand(
                    displayName: "Generating typed token accessors for \(targetName) from \(config.lastPathComponent)",
                    executable: livery,
                    arguments: ["build", "--config", config.path, "--swift-output", output.path, "--quiet"],
                    inputFiles: [config] + tokenFiles,
                    outputFiles: [output])
            ]
        }
        guard !tokenFiles.isEmpty else {
            Diagnostics.warning(
                "LiveryTokens: target '\(targetName)' has no *.tokens.json, *.tokens.yaml or *.resolver.json files")
            return []
        }
        let resolvers = tokenFiles.filter { $0.lastPathComponent.lowercased().hasSuffix(".resolver.json") }
        if resolvers.count > 1 {
            throw LiveryTokensPluginError(
                message: "target '\(targetName)' has \(resolvers.count) resolver documents "
                    + "(\(resolvers.map(\.lastPathComponent).joined(separator: ", "))); keep one")
        }
        let sources = resolvers.isEmpty ? tokenFiles : resolvers
        return [
            .buildCommand(
                displayName: "Generating typed token accessors for \(targetName)",
                executable: livery,
                // `livery-tokens` is `livery export` alone (built without the pack commands' dependencies).
                arguments: sources.map(\.path) + ["--format", "swift", "-o", output.path],
                inputFiles: tokenFiles,
                outputFiles: [output])
        ]
    }
}

/// Why the plugin could not plan the build.
struct LiveryTokensPluginError: Error, CustomStringConvertible {
    let message: String
    var description: String { "LiveryTokens: \(message)" }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension LiveryTokensPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                files: target.inputFiles.map(\.url), livery: context.tool(named: "livery-tokens").url,
                workFolder: context.pluginWorkDirectoryURL, targetName: target.displayName)
        }
    }
#endif
