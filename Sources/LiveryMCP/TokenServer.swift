import ArgumentParser
import Foundation
import LiveryCore
import LiveryTokenCommands
import MCP

/// Renders the demo's first frame in a theme, as `livery demo --snapshot THEME --format text|html` does; given
/// by the `livery` tool, which links the demo (this module does not: it needs no runtime).
package typealias FramePreviewer =
    @Sendable (_ themesDirectory: String, _ theme: String, _ format: String, _ width: Int, _ height: Int) async throws
    -> String

/// `livery mcp`'s server: one token set, loaded once, watched, and served over MCP.
///
/// Requests are handled one at a time (an actor): an edit plans, checks and writes against the revision every
/// earlier answer read, and the set is read again right after a write, so the answer that follows an edit reads
/// the edit.
package actor TokenServer {
    let paths: [String]
    let root: URL
    let settings: TokenWorkspace.Settings
    let previewer: FramePreviewer?
    let pollInterval: Duration
    let server: Server
    /// The set as last read, or why it does not read (answered by every tool until a file changes).
    private var workspace: Result<TokenWorkspace, any Error>
    private var stamps: [String: FileStamp] = [:]
    private var subscriptions: Set<String> = []

    package init(
        paths: [String], root: URL, settings: TokenWorkspace.Settings, version: String, previewer: FramePreviewer?,
        pollInterval: Duration = .milliseconds(250)
    ) {
        self.paths = paths
        self.root = root
        self.settings = settings
        self.previewer = previewer
        self.pollInterval = pollInterval
        workspace = Result { try TokenWorkspace(paths: paths, root: root, settings: settings) }
        server = Server(
            name: "livery", version: version, title: "Livery design tokens",
            instructions: """
                Livery's token set for this project: read it (theme_space, get_token, search_tokens), check it \
                (lint, audit_contrast, diff_revisions, preview), build its outputs, and change it (set_token_value, \
                add_token, delete_token, rename_token). Every edit is checked in every permutation before it is \
                written, and answers with a unified diff; use dryRun to see the diff first. Every answer names the \
                revision it read (source.revision); pass it as 'revision' to an edit to be sure nothing changed between.
                """,
            capabilities: .init(
                prompts: .init(listChanged: false), resources: .init(subscribe: true, listChanged: true),
                tools: .init(listChanged: false)))
    }

    /// Serves over standard input and output until the client closes them.
    package func run() async throws {
        stamps = Self.stamps(of: watchedPaths(workspace))
        await registerHandlers()
        try await server.start(transport: StdioTransport())
        let watcher = Task { await self.watch() }
        await server.waitUntilCompleted()
        watcher.cancel()
    }

    // MARK: Watching

    /// The files read, and the folders given (a new token file in one changes the set).
    private nonisolated func watchedPaths(_ workspace: Result<TokenWorkspace, any Error>) -> [String] {
        let folders = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        guard case .success(let loaded) = workspace else {
            // Unreadable: watch what can be found, so that the fix is seen.
            return folders + folders.flatMap(Self.listing)
        }
        return loaded.files.map(\.path) + folders
    }

    private static func listing(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { folder + "/" + $0 }
    }

    private func watch() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: pollInterval)
            await checkForChanges()
        }
    }

    /// Reads the set again when a watched file's size, modification time or (for a folder) listing changed,
    /// and tells the client which resources changed.
    func checkForChanges() async {
        let current = Self.stamps(of: Array(stamps.keys))
        guard current != stamps else { return }
        let before = loadedFiles()
        workspace = Result { try TokenWorkspace(paths: paths, root: root, settings: settings) }
        stamps = Self.stamps(of: watchedPaths(workspace))
        await announce(changedSince: before)
    }

    private func loadedFiles() -> [String: [UInt8]] {
        guard case .success(let loaded) = workspace else { return [:] }
        return Dictionary(uniqueKeysWithValues: loaded.files.map { ($0.path, $0.bytes) })
    }

    /// `notifications/resources/list_changed` when files came or went, `notifications/resources/updated` for each
    /// subscribed file whose bytes changed, and a log line naming the new revision.
    private func announce(changedSince before: [String: [UInt8]]) async {
        let after = loadedFiles()
        if Set(before.keys) != Set(after.keys) {
            try? await server.notify(ResourceListChangedNotification.message())
        }
        for path in Set(before.keys).union(after.keys) where before[path] != after[path] {
            let uri = Self.uri(path)
            if subscriptions.contains(uri) {
                try? await server.notify(ResourceUpdatedNotification.message(.init(uri: uri)))
            }
        }
        let line: String
        switch workspace {
        case .success(let loaded): line = "token set read again: revision \(loaded.revision)"
        case .failure(let error): line = "token set does not read: \(error)"
        }
        try? await server.log(level: .info, logger: "livery", data: .string(line))
    }

    struct FileStamp: Equatable {
        var size: Int
        var modified: Date
        var entries: [String]?
    }

    private static func stamps(of paths: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for path in paths {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
                stamps[path] = FileStamp(size: -1, modified: .distantPast)
                continue
            }
            let isFolder = (attributes[.type] as? FileAttributeType) == .typeDirectory
            stamps[path] = FileStamp(
                size: (attributes[.size] as? Int) ?? 0,
                modified: (attributes[.modificationDate] as? Date) ?? .distantPast,
                entries: isFolder ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() : nil)
        }
        return stamps
    }

    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    // MARK: Handlers

    private func registerHandlers() async {
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: ToolCatalog.tools) }
        await server.withMethodHandler(CallTool.self) { [weak self] params in
            guard let self else { throw MCPError.internalError("the server is stopping") }
            guard ToolCatalog.tools.contains(where: { $0.name == params.name }) else {
                throw MCPError.invalidParams("Unknown tool: \(Escaping.excerpt(params.name))")
            }
            return await self.call(params.name, params.arguments)
        }
        await server.withMethodHandler(ListResources.self) { [weak self] _ in
            guard let self else { return .init(resources: []) }
            return .init(resources: await self.resources())
        }
        await server.withMethodHandler(ReadResource.self) { [weak self] params in
            guard let self else { throw MCPError.internalError("the server is stopping") }
            return try await self.read(params.uri)
        }
        await server.withMethodHandler(ResourceSubscribe.self) { [weak self] params in
            await self?.subscribe(params.uri)
            return .init()
        }
        await server.withMethodHandler(ResourceUnsubscribe.self) { [weak self] params in
            await self?.unsubscribe(params.uri)
            return .init()
        }
        await server.withMethodHandler(ListPrompts.self) { _ in .init(prompts: Prompts.all) }
        await server.withMethodHandler(GetPrompt.self) { params in try Prompts.get(params.name, params.arguments) }
    }

    private func subscribe(_ uri: String) { subscriptions.insert(uri) }
    private func unsubscribe(_ uri: String) { subscriptions.remove(uri) }

    /// Runs a tool: its answer as structured content and as JSON text; a tool error (bad arguments, a set that
    /// does not read, a refused edit) as `isError` with the message, which the model can act on.
    func call(_ name: String, _ arguments: [String: Value]?) async -> CallTool.Result {
        do {
            try Limits.check(arguments)
            let answer = try await answer(name, Arguments(arguments))
            let value = ValueBridge.mcp(answer)
            return try .init(
                content: [.text(text: answer.jsonText(), annotations: nil, _meta: nil)], structuredContent: value)
        } catch let refusal as EditRefusal {
            var text = refusal.description
            if !refusal.findings.isEmpty {
                text += "\n" + SourceValue.array(refusal.findings).jsonText()
            }
            return .init(
                content: [.text(text: Escaping.excerpt(text, limit: 8_000), annotations: nil, _meta: nil)],
                isError: true)
        } catch {
            return .init(
                content: [
                    .text(text: Escaping.excerpt(String(describing: error), limit: 8_000), annotations: nil, _meta: nil)
                ],
                isError: true)
        }
    }

    private func loaded() throws -> TokenWorkspace {
        switch workspace {
        case .success(let loaded): return loaded
        case .failure(let error): throw ToolError("the token set does not read: \(error)")
        }
    }

    private func answer(_ name: String, _ arguments: Arguments) async throws -> SourceValue {
        let workspace = try loaded()
        switch name {
        case "theme_space":
            return workspace.space(
                offset: try arguments.int("offset", default: 0), limit: try arguments.int("limit", default: 20))
        case "get_token":
            return try workspace.token(
                try arguments.required("path"), in: try arguments.selections("selections"),
                all: try arguments.bool("all", default: false))
        case "search_tokens":
            var search = TokenWorkspace.Search()
            search.pattern = try arguments.string("pattern")
            search.type = try arguments.string("type")
            search.text = try arguments.string("text")
            search.near = try arguments.string("near")
            search.maximumDistance = try arguments.double("maxDeltaE")
            search.selection = try arguments.selection("selection")
            search.limit = try arguments.int("limit", default: 50)
            return try workspace.search(search)
        case "lint":
            return try workspace.lint(
                rules: try arguments.strings("rules"), inputs: try arguments.selection("selection"))
        case "audit_contrast":
            return try CommandRun.audit(workspace, inputs: try arguments.selection("selection"))
        case "generate_scheme":
            return try CommandRun.scheme(
                workspace, seed: try arguments.required("seed"), variant: try arguments.string("variant"),
                contrast: try arguments.string("contrast"))
        case "diff_revisions":
            return try CommandRun.diff(workspace, old: try arguments.required("old"), new: try arguments.string("new"))
        case "build":
            return try CommandRun.build(
                workspace, config: try arguments.string("config"), dryRun: try arguments.bool("dryRun", default: true))
        case "preview":
            return try await preview(workspace, arguments)
        default:
            return try await edit(name, workspace, arguments)
        }
    }

    private func preview(_ workspace: TokenWorkspace, _ arguments: Arguments) async throws -> SourceValue {
        let format = try arguments.string("format") ?? "text"
        guard format == "text" || format == "html" else { throw ToolError("'format' is text or html, not '\(format)'") }
        let width = try arguments.int("width", default: 80)
        let height = try arguments.int("height", default: 24)
        guard (20...400).contains(width), (12...200).contains(height) else {
            throw ToolError("the frame is 20-400 columns by 12-200 rows")
        }
        let selection = try workspace.completeSelection(try arguments.selection("selection"))
        // The demo reads a folder holding themes.resolver.json with a `theme` modifier: its frame is the preview.
        if let previewer, workspace.paths.count == 1, let theme = selection["theme"] {
            let folder = URL(fileURLWithPath: workspace.paths[0]).standardizedFileURL
            let directory =
                folder.lastPathComponent == "themes.resolver.json" ? folder.deletingLastPathComponent() : folder
            if FileManager.default.fileExists(atPath: directory.appending(path: "themes.resolver.json").path) {
                let text = try await previewer(directory.path, theme, format, width, height)
                return .object(ordered: [
                    ("kind", .string("demo-frame")), ("theme", .string(theme)), ("format", .string(format)),
                    ("text", .string(text)), ("source", workspace.provenance),
                ])
            }
        }
        let (name, text) = try workspace.preview(selection, html: format == "html")
        return .object(ordered: [
            ("kind", .string(format == "html" ? "preview-page" : "token-table")), ("permutation", .string(name)),
            ("format", .string(format)), ("text", .string(text)), ("source", workspace.provenance),
        ])
    }

    private func edit(_ name: String, _ workspace: TokenWorkspace, _ arguments: Arguments) async throws -> SourceValue {
        let edit: TokenEdit
        switch name {
        case "set_token_value":
            guard let value = arguments.values["value"] else { throw ToolError("'value' is required") }
            edit = .setValue(
                path: try arguments.required("path"), value: try ValueBridge.source(value),
                file: try arguments.string("file"))
        case "add_token":
            guard let value = arguments.values["value"] else { throw ToolError("'value' is required") }
            edit = .add(
                path: try arguments.required("path"), value: try ValueBridge.source(value),
                type: try arguments.string("type"),
                description: try arguments.string("description"), file: try arguments.string("file"))
        case "delete_token":
            edit = .delete(path: try arguments.required("path"), file: try arguments.string("file"))
        case "rename_token":
            edit = .rename(from: try arguments.required("from"), to: try arguments.required("to"))
        default:
            throw ToolError("no tool '\(name)'")
        }
        if let expected = try arguments.string("revision"), expected != workspace.revision {
            throw EditRefusal(
                "the set is at revision \(workspace.revision), not \(expected): a file changed since you read it; read "
                    + "again and retry")
        }
        let plan = try workspace.plan(edit)
        let dryRun = try arguments.bool("dryRun", default: false)
        var members: [(String, SourceValue)] = [
            ("dryRun", .bool(dryRun)), ("diff", .string(plan.diff)),
            ("files", .array(plan.changes.map { .string($0.file.name) })),
            ("permutationsChecked", .number(Double(plan.permutationsChecked.count))),
        ]
        guard !dryRun else { return .object(ordered: members + [("source", workspace.provenance)]) }
        let before = loadedFiles()
        _ = try workspace.apply(plan)
        // Read again at once, so that the next answer reads the edit.
        self.workspace = Result { try TokenWorkspace(paths: paths, root: root, settings: settings) }
        stamps = Self.stamps(of: watchedPaths(self.workspace))
        await announce(changedSince: before)
        members.append(("previousRevision", .string(workspace.revision)))
        return .object(ordered: members + [("source", (try? self.loaded().provenance) ?? workspace.provenance)])
    }

    // MARK: Resources

    private func resources() -> [Resource] {
        var resources: [Resource] = []
        if case .success(let loaded) = workspace {
            for (index, file) in loaded.files.enumerated() {
                let isResolver = index == 0 && file.path.hasSuffix(".resolver.json")
                resources.append(
                    Resource(
                        name: file.name, uri: Self.uri(file.path),
                        description: isResolver ? "The resolver document" : "A token file of the set",
                        mimeType: file.path.hasSuffix(".json") ? "application/json" : "application/yaml",
                        size: file.bytes.count))
            }
        }
        for rule in RulePages.all.keys.sorted() {
            resources.append(
                Resource(
                    name: "lint rule \(rule)", uri: "livery://rules/\(rule)",
                    description: "What the \(rule) rule checks",
                    mimeType: "text/markdown"))
        }
        return resources
    }

    private func read(_ uri: String) throws -> ReadResource.Result {
        if uri.hasPrefix("livery://rules/") {
            let rule = String(uri.dropFirst("livery://rules/".count))
            guard let page = RulePages.all[rule] else {
                throw MCPError.invalidParams("no rule page \(Escaping.excerpt(uri))")
            }
            return .init(contents: [.text(page, uri: uri, mimeType: "text/markdown")])
        }
        // Only the set's own files: a URI naming any other path (../../etc/passwd) is not a resource here.
        guard case .success(let loaded) = workspace, let file = loaded.files.first(where: { Self.uri($0.path) == uri })
        else {
            throw MCPError.invalidParams("no resource \(Escaping.excerpt(uri)); resources/list names them")
        }
        return .init(
            contents: [
                .text(
                    String(decoding: file.bytes, as: UTF8.self), uri: uri,
                    mimeType: file.path.hasSuffix(".json") ? "application/json" : "application/yaml")
            ])
    }
}
