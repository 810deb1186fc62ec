import Foundation
import LiveryTestSupport
import Testing

/// The token commands' folders are layers: `Build/` reads a config and runs it through `Formats/`, so a format
/// knows its input and never the config it came from. A format that reached back for a config type would tie
/// every format to the build (and `livery export`, which has no config, to it too); this test finds such a use.
@Suite("Build/ uses Formats/, never the reverse")
struct FolderLayeringTests {
    static let module = "Sources/LiveryTokenCommands/"

    /// The Swift files of one folder of the module, with their text.
    static func files(in folder: String) throws -> [(name: String, text: String)] {
        let url = Repository.url(module + folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            .filter { $0.hasSuffix(".swift") }
            .map { ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The types a folder declares at the top level of its files (nested types are reached through them).
    static func topLevelTypes(in folder: String) throws -> Set<String> {
        let declaration = try Regex(
            #"(?m)^(?:package |public |private |fileprivate )?(?:final )?(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        )
        var names = Set<String>()
        for file in try files(in: folder) {
            for match in file.text.matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// Code without its comments, so a format's documentation may still mention `livery build`'s config.
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    @Test("no file in Formats/ names a type declared in Build/")
    func formatsDoNotUseBuild() throws {
        let buildTypes = try Self.topLevelTypes(in: "Build")
        // The declarations the test reads must be there, or it would pass by finding nothing.
        #expect(buildTypes.isSuperset(of: ["BuildConfig", "Builder", "ConfigNode", "TokenFilter", "OutputGuard"]))
        var uses: [String] = []
        for file in try Self.files(in: "Formats") {
            let code = Self.code(file.text)
            for type in buildTypes.sorted() where code.contains(try Regex("\\b\(type)\\b")) {
                uses.append("Formats/\(file.name) uses \(type)")
            }
        }
        #expect(uses.isEmpty, "\(uses)")
    }

    @Test("the check sees a use when there is one")
    func checkFindsAUse() throws {
        let formatTypes = try Self.topLevelTypes(in: "Formats")
        #expect(formatTypes.contains("FormatInput"))
        let builder = Self.code(try Self.files(in: "Build").first { $0.name == "Builder.swift" }?.text ?? "")
        // Build/ uses Formats/: the same search finds the format input in the builder, and ignores comments.
        #expect(builder.contains(try Regex("\\bFormatInput\\b")))
        #expect(!Self.code("let a = 1 // FormatInput").contains("FormatInput"))
    }
}
