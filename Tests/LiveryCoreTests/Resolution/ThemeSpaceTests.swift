import Foundation
import Testing

@testable import LiveryCore

@Suite("Theme spaces: selections, keys and limits")
struct ThemeSpaceCoreTests {
    static func document(_ json: String, _ file: String) throws -> TokenDocument {
        try TokenLoader().load(text: json, file: file)
    }

    static func space(contexts: [String] = ["light", "dark"]) throws -> ThemeSpace {
        let base = try document(##"{ "c": { "$type": "color", "$value": "#000000" } }"##, "base.tokens.json")
        return try ThemeSpace(
            base: [base],
            dimensions: [
                .init(name: "mode", contexts: contexts.map { ($0, []) }),
                .init(name: "a=b&c%", contexts: [("x&y=z%25", []), ("plain", [])], defaultContext: "plain"),
            ])
    }

    @Test("a key names every dimension in order and reads back, with = & % in names escaped")
    func keys() throws {
        let space = try Self.space()
        let selection = ["mode": "dark", "a=b&c%": "x&y=z%25"]
        let key = space.key(for: selection)
        #expect(key == "mode=dark&a%3Db%26c%25=x%26y%3Dz%2525")
        #expect(space.exactSelection(forKey: key) == selection)
        #expect(space.key(for: [:]) == "mode=light&a%3Db%26c%25=plain")
        #expect(try space.source(for: selection).name == key)
        // Not keys at all.
        #expect(space.selection(forKey: "dark") == nil)
        #expect(space.selection(forKey: "mode=dark&x=%zz") == nil)
        // Lenient reading: an unknown dimension and an unknown context are dropped and named.
        let lenient = try #require(space.selection(forKey: "mode=sepia&brand=acme"))
        #expect(lenient.selection == space.defaultSelection)
        #expect(lenient.dropped == ["mode=sepia", "brand=acme"])
        #expect(space.exactSelection(forKey: "mode=sepia") == nil)
        // A key leaving out a dimension is not exact: it would name the same theme as the full key.
        #expect(space.exactSelection(forKey: "mode=dark") == nil)
    }

    @Test("limits and rules are named in the errors they raise")
    func limits() throws {
        let many = (0...ThemeSpace.maximumContextCount).map { "c\($0)" }
        do {
            _ = try Self.space(contexts: many)
            Issue.record("\(many.count) contexts were accepted")
        } catch {
            #expect(String(describing: error).contains("ThemeSpace.maximumContextCount"))
        }
        let dimensions = (0...ThemeSpace.maximumDimensionCount).map {
            ThemeSpace.DimensionSource(name: "d\($0)", contexts: [("x", [])])
        }
        do {
            _ = try ThemeSpace(base: [], dimensions: dimensions)
            Issue.record("\(dimensions.count) dimensions were accepted")
        } catch {
            #expect(error.description.contains("ThemeSpace.maximumDimensionCount"))
        }
        #expect(throws: ThemeSpaceError.invalidSpace("a theme space needs at least one dimension")) {
            try ThemeSpace(base: [], dimensions: [])
        }
        #expect(throws: ThemeSpaceError.invalidSpace("dimension 'mode' has no contexts")) {
            try ThemeSpace(base: [], dimensions: [.init(name: "mode", contexts: [])])
        }
        #expect(throws: ThemeSpaceError.unknownContext("dim", dimension: "mode", available: ["light"])) {
            try ThemeSpace(
                base: [], dimensions: [.init(name: "mode", contexts: [("light", [])], defaultContext: "dim")])
        }
        let space = try Self.space()
        #expect(throws: ThemeSpaceError.unknownDimension("brand", available: ["mode", "a=b&c%"])) {
            try space.validated(["brand": "acme"])
        }
        #expect(throws: ThemeSpaceError.unknownContext("sepia", dimension: "mode", available: ["light", "dark"])) {
            try space.source(for: ["mode": "sepia"])
        }
    }

    @Test("a resolver's modifiers are the dimensions; one without a default defaults to its first context")
    func fromResolver() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-space-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("two.resolver.json")
        try ##"""
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [ { "size": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } } ] } },
          "modifiers": {
            "theme": { "contexts": {
              "light": [ { "bg": { "$type": "color", "$value": "#ffffff" } } ],
              "dark": [ { "bg": { "$type": "color", "$value": "#000000" } } ] }, "default": "dark" },
            "size": { "contexts": {
              "small": [ { "pad": { "$type": "dimension", "$value": "{size}" } } ],
              "large": [ { "pad": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } } ] } }
          },
          "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" } ]
        }
        """##.write(to: url, atomically: true, encoding: .utf8)
        let resolver = try ResolverDocument.load(contentsOf: url)
        let space = try ThemeSpace(resolver: resolver)
        #expect(space.dimensions.map(\.name) == ["theme", "size"])
        #expect(space.defaultSelection == ["theme": "dark", "size": "small"])
        // The resolver itself cannot resolve without an input for "size"; the space can, and agrees with it.
        #expect(throws: ResolverDocumentError.missingInput(modifier: "size")) { try resolver.theme() }
        for selection in [["theme": "light", "size": "large"], ["theme": "dark", "size": "small"]] {
            let fromSpace = try ThemeSet(themes: [space.source(for: selection)]).compile().defaultTable
            let fromResolver = try ThemeSet(themes: [resolver.theme(inputs: selection)]).compile().defaultTable
            #expect(fromSpace.vocabulary.paths == fromResolver.vocabulary.paths)
            for path in fromResolver.vocabulary.paths { #expect(fromSpace[path.dotted] == fromResolver[path.dotted]) }
        }
        // A new context joins a dimension and takes its place in the resolution order.
        let huge = try Self.document(#"{ "pad": { "$type": "dimension", "$value": "{size}" } }"#, "huge.tokens.json")
        let grown = try space.adding(context: "huge", documents: [huge], to: "size")
        #expect(grown.dimension(named: "size")?.contexts == ["small", "large", "huge"])
        #expect(try grown.source(for: ["size": "huge"]).layers.map(\.document.file).last == "huge.tokens.json")
        #expect(throws: ThemeSpaceError.self) { try space.adding(context: "x", documents: [], to: "brand") }
    }

    @Test("a table laid out over another vocabulary of the same paths reads the same; other paths give nil")
    func rebasing() throws {
        let first = try ThemeSet(themes: [
            ThemeSource(
                name: "a",
                documents: [
                    Self.document(
                        #"{ "x": { "$type": "number", "$value": 1 }, "y": { "$type": "number", "$value": 2 } }"#,
                        "a.json")
                ])
        ]).compile().defaultTable
        let second = try ThemeSet(themes: [
            ThemeSource(
                name: "b",
                documents: [
                    Self.document(
                        #"{ "y": { "$type": "number", "$value": 20 }, "x": { "$type": "number", "$value": 10 } }"#,
                        "b.json")
                ])
        ]).compile().defaultTable
        let rebased = try #require(second.rebased(onto: first.vocabulary))
        #expect(rebased["x"] == .number(10) && rebased["y"] == .number(20))
        #expect(rebased.vocabulary.paths == first.vocabulary.paths)
        let other = try ThemeSet(themes: [
            ThemeSource(
                name: "c",
                documents: [
                    Self.document(
                        #"{ "z": { "$type": "number", "$value": 1 }, "y": { "$type": "number", "$value": 2 } }"#,
                        "c.json")
                ])
        ]).compile().defaultTable
        #expect(other.rebased(onto: first.vocabulary) == nil)
    }
}
