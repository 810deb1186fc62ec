import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

@Suite("DTCG resolver documents (2025.10)")
struct ResolverDocumentTests {
    /// Writes files into a temporary folder and loads `resolver.json` from it.
    func load(_ resolver: String, files: [String: String] = [:], options: TokenReadOptions = .lenient) throws
        -> ResolverDocument
    {
        let scratch = try TemporaryFolder("tests")
        let directory = scratch.url
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        let url = directory.appendingPathComponent("resolver.json")
        try Data(resolver.utf8).write(to: url)
        return try ResolverDocument.load(contentsOf: url, loader: TokenLoader(options: options))
    }

    static let files = [
        "base.json": #"{"size": {"$type": "number", "md": {"$value": 16}, "lg": {"$value": 24}}}"#,
        "compact.json": #"{"size": {"md": {"$value": 12}}}"#,
        "dark.json": #"{"bg": {"$type": "string", "$value": "dark"}}"#,
        "light.json": #"{"bg": {"$type": "string", "$value": "light"}}"#,
    ]

    static let twoModifiers = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {
           "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"},
           "density": {"contexts": {"regular": [], "compact": [{"$ref": "compact.json"}]}}
         },
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"},
                             {"type": "set", "name": "inline", "sources": [{"extra": {"$type": "number", "$value": 1}}]}]}
        """

    @Test("each modifier is a dimension; contexts are chosen independently and defaults fill in")
    func dimensions() throws {
        let document = try load(ResolverDocumentTests.twoModifiers, files: ResolverDocumentTests.files)
        #expect(document.modifiers.map(\.name) == ["theme", "density"])
        let source = try document.theme(inputs: ["theme": "dark", "density": "compact"])
        #expect(source.name == "dark-compact")
        let theme = try TokenResolver().resolve(source)
        #expect(theme["bg"]?.value == .string("dark"))
        #expect(theme["size.md"]?.value == .number(12))
        #expect(theme["size.lg"]?.value == .number(24))
        #expect(theme["extra"]?.value == .number(1))
        let set = try document.themeSet(varying: "theme", inputs: ["density": "regular"])
        #expect(set.themes.map(\.name) == ["light", "dark"])
        #expect(set.defaultTheme == "light")
    }

    @Test("inputs are checked: unknown modifiers and contexts, and modifiers without a default")
    func inputs() throws {
        let document = try load(ResolverDocumentTests.twoModifiers, files: ResolverDocumentTests.files)
        #expect(throws: ResolverDocumentError.missingInput(modifier: "density")) { try document.theme(inputs: [:]) }
        #expect(throws: ResolverDocumentError.unknownModifier("size", available: ["theme", "density"])) {
            try document.theme(inputs: ["size": "x", "density": "regular"])
        }
        #expect(throws: ResolverDocumentError.unknownContext("sepia", modifier: "theme", available: ["light", "dark"]))
        {
            try document.theme(inputs: ["theme": "sepia", "density": "regular"])
        }
    }

    @Test(
        "invalid documents and references are refused with their position",
        arguments: [
            #"{"resolutionOrder": []}"#,
            #"{"version": "2024.01", "resolutionOrder": []}"#,
            ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/none"}]}"##,
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/modifiers/m"}]}}, "modifiers": {"m": {"contexts": {"x": []}}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "missing.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "https://example.com/t.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
            ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
            ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": []}, "default": "b"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
            #"{"version": "2025.10", "resolutionOrder": [{"name": "x"}]}"#,
            #"{"version": "2025.10", "resolutionOrder": []}"#,
            ##"{"version": "2025.10", "sets": {"a": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/sets/a"}]}"##,
        ])
    func invalid(resolver: String) {
        do {
            _ = try load(resolver)
            Issue.record("expected an error")
        } catch let error as ResolverDocumentError {
            #expect(error.location?.file.hasSuffix("resolver.json") == true)
            #expect(error.location!.line >= 1)
        } catch {
            Issue.record("expected a ResolverDocumentError, got \(error)")
        }
    }

    @Test(
        "strict reading refuses what the resolver schema does not allow; lenient reading takes it with a warning",
        arguments: [
            (
                ##"{"version": "2025.10", "extra": 1, "sets": {"a": {"sources": []}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
                "the resolver document has a property the resolver format does not define: 'extra'"
            ),
            (
                ##"{"version": "2025.10", "sets": {"a": {"sources": [], "mode": "x"}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
                "set 'a' has a property the resolver format does not define: 'mode'"
            ),
            (
                ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [], "b": []}, "kind": 1}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
                "modifier 'm' has a property"
            ),
            (
                ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [], "x": 1}]}"##,
                "inline set 's' has a property"
            ),
            (
                ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
                "modifier 'm' has one context; a modifier needs at least two"
            ),
        ])
    func strictStructure(resolver: String, says: String) throws {
        #expect {
            _ = try load(resolver, options: .strict)
        } throws: { error in
            guard let error = error as? ResolverDocumentError, case .invalidDocument(let location, let message) = error
            else { return false }
            return location.file.hasSuffix("resolver.json") && location.line == 1 && location.column > 1
                && message.contains(says)
        }
        let lenient = try load(resolver)
        let warning = try #require(lenient.diagnostics.first { $0.message.contains(says) })
        #expect(warning.severity == .warning && warning.location?.line == 1)
    }

    @Test("descriptions, $extensions and $defs are part of the format, in strict reading too")
    func metadataIsAllowed() throws {
        let document = try load(
            ##"""
            {"$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json", "name": "n", "version": "2025.10",
             "description": "d", "$defs": {"x": 1}, "$extensions": {"com.example": {}},
             "sets": {"base": {"description": "Base", "$extensions": {}, "sources": [{"a": {"$type": "number", "$value": 1}}]}},
             "modifiers": {"theme": {"description": "Mode", "default": "light", "$extensions": {},
               "contexts": {"light": [], "dark": [{"a": {"$type": "number", "$value": 2}}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"},
               {"type": "set", "name": "extra", "description": "x", "sources": []}]}
            """##, options: .strict)
        let dark = try TokenResolver().resolve(try document.theme(inputs: ["theme": "dark"]))
        #expect(dark["a"]?.value == .number(2))
    }

    /// The Resolver module's "Bundling by using $defs" form, and the other places 2025.10 §4.2.1 lets a
    /// same-document pointer address (anything but the modifiers and the resolution order).
    static let bundled = ##"""
        {"version": "2025.10",
         "sets": {
           "foundation": {"sources": [{"$ref": "#/$defs/foundation~1colors.json"}, {"$ref": "#/sets/extra/sources/0"}]},
           "extra": {"sources": [{"e": {"$type": "number", "$value": 3}}]}
         },
         "modifiers": {"theme": {"default": "light", "contexts": {
           "light": [{"$ref": "#/$defs/theme~1light.json"}],
           "dark": [{"$ref": "#/$defs/alias"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/foundation"}, {"$ref": "#/modifiers/theme"}],
         "$defs": {
           "foundation/colors.json": {"c": {"$type": "number", "$value": 1}},
           "theme/light.json": {"t": {"$type": "number", "$value": 10}},
           "theme/dark.json": {"t": {"$type": "number", "$value": 20}},
           "alias": {"$ref": "#/$defs/theme~1dark.json"}
         }}
        """##

    @Test("same-document pointers into $defs and a set's sources are read, in strict reading too")
    func sameDocumentPointers() throws {
        let document = try load(Self.bundled, options: .strict)
        let light = try TokenResolver().resolve(try document.theme(inputs: ["theme": "light"]))
        let dark = try TokenResolver().resolve(try document.theme(inputs: ["theme": "dark"]))
        #expect(light["c"]?.value == .number(1) && light["e"]?.value == .number(3))
        #expect(light["t"]?.value == .number(10) && dark["t"]?.value == .number(20))
    }

    @Test(
        "a same-document pointer to nothing, to a modifier, to a value or round a loop is refused, naming itself",
        arguments: [
            (##"{"$ref": "#/$defs/nothing"}"##, "the document has no '/$defs/nothing'"),
            (##"{"$ref": "#/sets/extra/sources/7"}"##, "no item 7"),
            (##"{"$ref": "#/modifiers/theme"}"##, "may not reference a modifier"),
            (##"{"$ref": "#/version"}"##, "not an object of tokens"),
            (##"{"$ref": "#/$defs/loop"}"##, "references in a row"),
        ])
    func badSameDocumentPointers(source: String, says: String) throws {
        let resolver = Self.bundled
            .replacingOccurrences(of: ##"{"$ref": "#/$defs/alias"}"##, with: source)
            .replacingOccurrences(of: ##""alias": {"##, with: ##""loop": {"$ref": "#/$defs/loop"}, "alias": {"##)
        #expect {
            _ = try load(resolver, options: .strict)
        } throws: { error in
            guard case .invalidReference(let location, _, let reason)? = error as? ResolverDocumentError else {
                return false
            }
            return location.file.hasSuffix("resolver.json") && location.line == 8 && reason.contains(says)
        }
    }

    @Test("keys beside a $ref override what it names: a file's groups, a set's sources, a modifier's default")
    func referenceOverrides() throws {
        // 2025.10 Resolver § Extending: "the local keys alongside $ref MUST be treated as overrides".
        let document = try load(
            ##"""
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json", "size": {"$type": "number", "md": {"$value": 20}}}]},
                      "other": {"sources": [{"$ref": "light.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]},
                                      "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/sets/other", "sources": []},
                                 {"$ref": "#/modifiers/theme", "default": "dark"}]}
            """##, files: Self.files)
        let theme = try TokenResolver().resolve(try document.theme())
        #expect(theme["size.md"]?.value == .number(20))
        #expect(theme["size.lg"] == nil)  // the override replaced base.json's "size" group whole
        #expect(theme["bg"]?.value == .string("dark"))  // the default the resolution order gave
    }

    @Test(
        "an override the format does not allow, or one on a set named among sources, is refused under strict",
        arguments: [
            (##"{"$ref": "#/modifiers/theme", "mode": "x"}"##, "the overrides of modifier 'theme'"),
            (##"{"$ref": "#/sets/base", "sources": [], "colour": 1}"##, "the overrides of set 'base'"),
        ])
    func badOverrides(item: String, says: String) throws {
        let resolver = ##"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}},
             "resolutionOrder": [ITEM]}
            """##.replacingOccurrences(of: "ITEM", with: item)
        #expect {
            _ = try load(resolver, files: Self.files, options: .strict)
        } throws: { error in
            "\(error)".contains(says)
        }
    }

    @Test("a set named among sources takes no other keys")
    func setReferenceWithKeys() {
        #expect {
            _ = try load(
                ##"{"version": "2025.10", "sets": {"a": {"sources": []}, "b": {"sources": [{"$ref": "#/sets/a", "x": 1}]}}, "resolutionOrder": [{"$ref": "#/sets/b"}]}"##
            )
        } throws: { error in
            "\(error)".contains("stands for its sources")
        }
    }
}
