import Foundation
import LiveryTestSupport
import Testing

/// The platform adapters' declared properties, read from their sources (UIKit and AppKit do not exist on Linux;
/// `.ci/apple-typecheck` type-checks the same files against every SDK): every `ThemeProperty` and
/// `StatefulProperty` they declare says how the app's own value comes back in a theme that sets nothing — its
/// getter (`get:`), or the value its setter reads as "put the app's own back" (`default:`). A declaration with
/// neither would keep the last theme's value there (the leak a `@theme` rule on a layer's border color once
/// had), so one added without either fails here.
@Suite("Every UIKit and AppKit declared property has a way back")
struct AdapterDeclarationTests {
    /// One declaration: the file and line of its `ThemeProperty(`/`StatefulProperty(` call, the property's name,
    /// and how it is restored.
    struct Declaration: CustomStringConvertible {
        enum WayBack { case getter, defaultValue, none }
        let file: String
        let line: Int
        let name: String
        let stateful: Bool
        let wayBack: WayBack

        var description: String { "\(file):\(line) \(name)\(stateful ? " (per state)" : "")" }
    }

    static let adapters = ["LiveryUIKit", "LiveryAppKit"]

    /// Every declaration in a module's sources, in file order.
    static func declarations(in module: String) throws -> [Declaration] {
        let folder = Repository.url("Sources/\(module)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        var found: [Declaration] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            found += try declarations(inFile: "\(module)/\(file)", text: text)
        }
        return found
    }

    /// The calls of the two initializers in one file: the arguments up to the closing parenthesis, read with
    /// nesting and string literals skipped, so `get:` inside a closure or a string does not count.
    static func declarations(inFile file: String, text: String) throws -> [Declaration] {
        let call = try Regex(#"\b(ThemeProperty|StatefulProperty)\(\s*""#)
        let scalars = Array(text.unicodeScalars)
        var found: [Declaration] = []
        for match in text.matches(of: call) {
            let stateful = match.output[1].substring == "StatefulProperty"
            var index = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: match.range.upperBound)
            // The name: the string literal the call opens with.
            var name = ""
            while index < scalars.count, scalars[index] != "\"" {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            index += 1  // past the name's closing quote
            // The labels at the top level of the argument list.
            var depth = 1
            var inString = false
            var labels: [String] = []
            var word = ""
            while index < scalars.count, depth > 0 {
                let scalar = scalars[index]
                index += 1
                if inString {
                    if scalar == "\\" { index += 1 } else if scalar == "\"" { inString = false }
                    continue
                }
                switch scalar {
                case "\"": inString = true
                case "(", "{", "[": depth += 1
                case ")", "}", "]": depth -= 1
                case ":" where depth == 1 && !word.isEmpty: labels.append(word)
                default: break
                }
                if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
                    word.unicodeScalars.append(scalar)
                } else if scalar != ":" {
                    word = ""
                }
            }
            let line = text[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
            let wayBack: Declaration.WayBack =
                labels.contains("get") ? .getter : labels.contains("default") ? .defaultValue : .none
            found.append(
                Declaration(file: file, line: line, name: name, stateful: stateful, wayBack: wayBack))
        }
        return found
    }

    @Test("each declaration names a getter or a default", arguments: adapters)
    func everyDeclarationHasAWayBack(module: String) throws {
        let declarations = try Self.declarations(in: module)
        // Each public declared property of the module is one of the calls read here (none hides behind a helper
        // this reader would miss).
        var publicProperties = 0
        let property = try Regex(#"public var \w+: (ThemeProperty|StatefulProperty)<"#)
        let folder = Repository.url("Sources/\(module)")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            publicProperties += text.matches(of: property).count
        }
        #expect(declarations.count == publicProperties)
        #expect(declarations.count >= 20)
        let without = declarations.filter { $0.wayBack == .none }
        #expect(without.isEmpty, "declared without get: or default: \(without)")
        let getters = declarations.filter { $0.wayBack == .getter }.count
        let defaults = declarations.filter { $0.wayBack == .defaultValue }
        print(
            "\(module): \(declarations.count) declared properties, \(getters) restored through their getters, "
                + "\(defaults.count) through a default (\(defaults.map(\.name).joined(separator: ", ")))")
    }

    @Test("the adapter's article names each property that a default restores", arguments: adapters)
    func defaultsAreDocumented(module: String) throws {
        let article = module == "LiveryUIKit" ? "ThemingUIKitApps" : "ThemingAppKitApps"
        let text = try String(
            contentsOf: Repository.url("Sources/\(module)/Documentation.docc/Articles/\(article).md"), encoding: .utf8)
        let section = text.components(separatedBy: "## The app's own values").dropFirst().first ?? ""
        #expect(!section.isEmpty, "\(article) has a section \"The app's own values\"")
        for declaration in try Self.declarations(in: module) where declaration.wayBack == .defaultValue {
            #expect(section.contains("`\(declaration.name)`"), "\(article) does not name \(declaration)")
        }
    }

    @Test("the reader sees labels at the top level only")
    func readerReadsTopLevelLabels() throws {
        let text = """
            ThemeProperty("a", get: { $0.a }) { $0.a = $1 }
            ThemeProperty("b") { view, value in view.call(get: value) }
            StatefulProperty("c", default: nil) { _, _, _ in }
            ThemeProperty("d", set: { $0.f(get: "x:") })
            ThemeProperty(
                "e",
                get: { ($0.m(for: .x)?[.font] as? Font).map(F.init) }
            ) { _, _ in }
            """
        let found = try Self.declarations(inFile: "sample.swift", text: text)
        #expect(found.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(found.map(\.wayBack) == [.getter, .none, .defaultValue, .none, .getter])
        #expect(found.map(\.stateful) == [false, false, true, false, false])
        #expect(found.map(\.line) == [1, 2, 3, 4, 5])
    }
}
