import Foundation
import LiveryTestSupport
import LiveryToolTestSupport
import Testing

/// The JavaScript module `livery build` writes, run in Node: names that an object literal treats apart
/// (`__proto__`) or that every object inherits (`constructor`, `prototype`, `toString`, `hasOwnProperty`) are
/// members like any other, in the themes object and in each theme's tokens.
@Suite("JavaScript output: prototype names are ordinary members")
struct JavaScriptNamesTests {
    static let node = ["/usr/bin/node", "/usr/local/bin/node"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let names = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"]

    @Test("every theme and token named like Object.prototype's members is an own member", .enabled(if: node != nil))
    func prototypeNames() throws {
        let folder = try TemporaryFolder("js-names")
        // One token per name, and a theme per name (a resolver modifier whose contexts are the names).
        let tokens = Self.names.map { #""\#($0)": {"$value": 1}"# }.joined(separator: ", ")
        try folder.write("base.tokens.json", #"{"n": {"$type": "number", \#(tokens)}}"#)
        let contexts = Self.names.map { #""\#($0)": []"# }.joined(separator: ", ")
        try folder.write(
            "t.resolver.json",
            ##"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {\##(contexts)}, "default": "valueOf"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """##)
        try folder.write(
            "livery.config.json",
            #"{"source": "t.resolver.json", "platforms": {"web": {"format": "js", "destination": "tokens.mjs"}}}"#)
        let build = Tool.capture(["build", "--config", folder.appending("livery.config.json").path])
        try #require(build.status == 0, "\(build.errors)")
        let script = """
            import * as t from './tokens.mjs';
            const names = [\(Self.names.map { "'\($0)'" }.joined(separator: ", "))];
            const themes = Object.keys(t.themes);
            if (Object.getPrototypeOf(t.themes) !== Object.prototype) throw new Error('themes lost its prototype');
            for (const name of names) {
              if (!Object.hasOwn(t.themes, name)) throw new Error('no theme ' + name + ': ' + themes);
              const tokens = t.themes[name];
              if (Object.getPrototypeOf(tokens) !== Object.prototype) throw new Error(name + ' lost its prototype');
              if (Object.keys(tokens).length !== names.length) throw new Error(name + ': ' + Object.keys(tokens));
            }
            console.log(themes.length);
            """
        // The module is written beside the config (no buildPath).
        #expect(FileManager.default.fileExists(atPath: folder.appending("tokens.mjs").path))
        let output = try Self.runNode(script, in: folder.url)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(Self.names.count)")
    }

    static func runNode(_ script: String, in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(node))
        process.arguments = ["--input-type=module", "-e", script]
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(errorText)")
        return String(decoding: data, as: UTF8.self)
    }
}
