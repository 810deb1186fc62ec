import Foundation
import LiveryTestSupport
import Testing

/// "How Livery works" is the map contributors find their way by; these tests keep it true: every folder and file
/// it names exists, and every type it places in a folder is declared there. (DocC checks its ``symbol`` links.)
@Suite("\"How Livery works\" names files and types where they are")
struct HowLiveryWorksMapTests {
    static let articlePath = "Sources/Livery/Documentation.docc/Articles/HowLiveryWorks.md"

    static func article() throws -> String {
        try String(contentsOfFile: Repository.path(articlePath), encoding: .utf8)
    }

    /// The article without its code blocks (the diagram, which ``diagramTypes()`` reads by columns) and its DocC
    /// symbol links (``ThemeManager/issueHandler``), which DocC checks itself.
    static func articleProse() throws -> String {
        try article().replacing(try Regex("```[\\s\\S]*?```"), with: "").replacing(try Regex("``[^`]+``"), with: "")
    }

    /// Words written in the diagram that are not types: platforms and modules.
    static let notTypes: Set<String> = ["UIKit", "AppKit", "LiveryCore"]

    /// The Swift files below a folder of the repository, recursively.
    static func swiftFiles(under folder: String) -> [URL] {
        let root = Repository.url(folder)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The names of the types declared in the Swift files below a folder.
    static func declaredTypes(under folder: String) throws -> Set<String> {
        let declaration = try Regex(#"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var names = Set<String>()
        for file in swiftFiles(under: folder) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// A path as the article writes it, from the repository's root: `LiveryCore/…` and `LiveryTests/…` name those
    /// modules' folders, `scripts/…` the repository's scripts, anything else is below `Sources/Livery/`.
    static func repositoryPath(_ written: String) -> String {
        if written.hasPrefix("LiveryCore/") { return "Sources/" + written }
        if written.hasPrefix("LiveryTests/") { return "Tests/" + written }
        if written.hasPrefix("scripts/") { return written }
        return "Sources/Livery/" + written
    }

    static func exists(_ written: String) -> Bool {
        let path = Repository.path(repositoryPath(written))
        return FileManager.default.fileExists(atPath: path) || FileManager.default.fileExists(atPath: path + ".swift")
    }

    @Test("each type the layer diagram lists is declared in the folder it is listed under")
    func diagramTypes() throws {
        let text = try Self.article()
        let opening = try #require(text.range(of: "```\n  Public API"))
        let start = text.index(opening.lowerBound, offsetBy: 4)
        let end = try #require(text.range(of: "```", range: start..<text.endIndex))
        let diagram = text[start..<end.lowerBound].split(separator: "\n")
        let camelCase = try Regex(#"\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b"#)
        var folder: String?
        var checked = 0
        var declared: [String: Set<String>] = [:]
        for line in diagram where !line.hasPrefix("  ─") {
            let characters = Array(line)
            guard characters.count > 29 else { continue }
            let column = String(characters[15..<29]).trimmingCharacters(in: .whitespaces)
            if !column.isEmpty { folder = column }
            let listed = String(characters[29...])
            guard let folder else { continue }
            let source = folder == "LiveryCore" ? "Sources/LiveryCore" : "Sources/Livery/" + folder
            #expect(FileManager.default.fileExists(atPath: Repository.path(source)), "\(folder) is not a folder")
            if declared[source] == nil { declared[source] = try Self.declaredTypes(under: source) }
            for match in listed.matches(of: camelCase) {
                let name = String(listed[match.range])
                guard !Self.notTypes.contains(name) else { continue }
                checked += 1
                #expect(
                    declared[source]!.contains(name), "the diagram lists \(name) under \(folder), not declared there")
            }
        }
        #expect(checked > 20, "the diagram was not found as expected: \(checked) types checked")
    }

    @Test("every folder and file the article names exists")
    func namedPaths() throws {
        let text = try Self.articleProse()
        // `Engine/ValueBinding.swift`, `LiveryTests/Manager/SwitchInvariantTests`, `Styles/`, and **Manager/**.
        let code = try Regex(#"`([A-Za-z]+/[A-Za-z0-9+/.]*)`"#)
        let bold = try Regex(#"\*\*([A-Za-z]+/)\*\*"#)
        var paths = Set<String>()
        for match in text.matches(of: code) { paths.insert(String(match.output[1].substring!)) }
        for match in text.matches(of: bold) { paths.insert(String(match.output[1].substring!)) }
        #expect(paths.count > 15, "paths found: \(paths.sorted())")
        for path in paths.sorted() {
            #expect(Self.exists(path), "the article names \(path), which is not at \(Self.repositoryPath(path))")
        }
    }

    @Test("every type or file the article names in code is declared in the runtime, the core or their tests")
    func namedTypes() throws {
        let text = try Self.articleProse()
        // `BindingEngine`, `IssueLog`, `BindingRegistry+Sites` (a file), `BindingEngine.settle` (a member).
        let code = try Regex(#"`([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)(\+[A-Za-z]+)?(?:\.[a-z][A-Za-z]*)?`"#)
        var declared = Set<String>()
        for folder in ["Sources/Livery", "Sources/LiveryCore", "Tests/LiveryTests"] {
            declared.formUnion(try Self.declaredTypes(under: folder))
        }
        let files = Set(Self.swiftFiles(under: "Sources/Livery").map { $0.deletingPathExtension().lastPathComponent })
        var checked = 0
        for match in text.matches(of: code) {
            let name = String(match.output[1].substring!)
            let file = name + (match.output[2].substring.map(String.init) ?? "")
            checked += 1
            #expect(declared.contains(name) || files.contains(file), "the article names \(file), which does not exist")
        }
        #expect(checked > 10)
    }
}
