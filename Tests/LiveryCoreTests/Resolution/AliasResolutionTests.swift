import Foundation
import Testing

@testable import LiveryCore

@Suite("Aliases resolve, and broken aliases give typed errors")
struct AliasResolutionTests {
    func resolutionError(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ResolutionError?
    {
        do {
            _ = try TokenText.resolve(json, file: "aliases.tokens.json")
            Issue.record("expected a resolution error", sourceLocation: sourceLocation)
        } catch let error as ResolutionError {
            #expect(error.location?.file == "aliases.tokens.json", sourceLocation: sourceLocation)
            return error
        } catch {
            Issue.record("expected a ResolutionError, got \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    @Test("whole-value, composite and $ref aliases resolve; untyped aliases take their target's type")
    func resolves() throws {
        let json = """
            {
              "base": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
              "size": {"$type": "dimension", "one": {"$value": {"value": 1, "unit": "px"}}},
              "accent": {"$value": "{base.blue}"},
              "pointer": {"$type": "color", "$value": {"$ref": "#/base/blue/$value"}},
              "outline": {"$type": "border", "$value": {"color": "{accent}", "width": "{size.one}", "style": "dashed"}}
            }
            """
        let theme = try TokenText.resolve(json)
        let blue = Color(red: 0, green: 0, blue: 1)
        #expect(theme["accent"]?.value == .color(blue))
        #expect(theme["pointer"]?.value == .color(blue))
        #expect(
            theme["outline"]?.value == .border(Border(color: blue, width: TokenDimension(1), style: .keyword("dashed")))
        )
        #expect(theme.diagnostics.isEmpty)
    }

    @Test("a gradient's stop may alias a single-stop gradient token (2025.10 §Gradient), not a longer one")
    func gradientStopAliases() throws {
        func stop(_ red: Double, at position: Double) -> String {
            #"{"color": {"colorSpace": "srgb", "components": [\#(red), 0, 0]}, "position": \#(position)}"#
        }
        let json = """
            {
              "g": {"$type": "gradient",
                "start": {"$value": [\(stop(1, at: 0))]},
                "end": {"$value": [\(stop(0.5, at: 1))]},
                "both": {"$value": [\(stop(1, at: 0)), \(stop(0.5, at: 1))]},
                "joined": {"$value": ["{g.start}", \(stop(0.25, at: 0.5)), "{g.end}"]}
              }
            }
            """
        let theme = try TokenText.resolve(json, file: "aliases.tokens.json", options: .strict)
        guard case .gradient(let stops)? = theme["g.joined"]?.value else {
            Issue.record("g.joined is not a gradient")
            return
        }
        #expect(stops.map(\.position) == [0, 0.5, 1])
        #expect(stops.map(\.color.red) == [1, 0.25, 0.5])
        // No flattening: a two-stop gradient is not one stop.
        let flattening = json.replacingOccurrences(of: #""{g.end}"]"#, with: #""{g.both}"]"#)
        #expect {
            _ = try TokenText.resolve(flattening, file: "aliases.tokens.json")
        } throws: { error in
            "\(error)".contains("alias {g.both} must point to a gradient of a single stop")
        }
    }

    @Test("an alias to a missing token names the token, the alias and its position")
    func missing() {
        let error = resolutionError("{\n\"a\": {\"$type\": \"color\", \"$value\": \"{nope.gone}\"}\n}")
        #expect(
            error
                == .unresolvedAlias(
                    FileLocation(file: "aliases.tokens.json", position: SourcePosition(line: 2, column: 35)), path: "a",
                    reference: "nope.gone"))
        #expect(error?.description == "aliases.tokens.json:2:35: a: alias {nope.gone} points to no token")
    }

    @Test("an alias with a typo names the token it most likely meant")
    func misspelled() {
        let error = resolutionError(
            ##"{"color": {"$type": "color", "background": {"$value": "#fff"}, "card": {"$value": "{color.bakground}"}}}"##
        )
        guard case .unresolvedAlias(_, let path, let reference, let closest)? = error else {
            Issue.record("expected an unresolved alias, got \(String(describing: error))")
            return
        }
        #expect(path == "color.card" && reference == "color.bakground" && closest == "color.background")
        #expect(
            error?.description.hasSuffix("alias {color.bakground} points to no token; did you mean {color.background}?")
                == true)
    }

    @Test("an alias to a group is refused")
    func toGroup() {
        let error = resolutionError(#"{"g": {"x": {"$type": "number", "$value": 1}}, "a": {"$value": "{g}"}}"#)
        if case .aliasToGroup(_, "a", "g")? = error {} else { Issue.record("got \(String(describing: error))") }
    }

    @Test("alias cycles of length 1, 2 and 50 list the whole cycle", arguments: [1, 2, 50])
    func cycles(length: Int) {
        let error = resolutionError(TokenText.aliasChain(length: length, closed: true))
        guard case .aliasCycle(let location, let path, let cycle)? = error else {
            Issue.record("expected a cycle, got \(String(describing: error))")
            return
        }
        #expect(path == "chain.t0")
        #expect(cycle.count == length + 1)
        #expect(cycle.first == cycle.last)
        #expect(Set(cycle) == Set((0..<length).map { TokenPath("chain.t\($0)") }))
        #expect(location.line == 2)
    }

    @Test("a 10,000-step alias chain stops at the depth limit with a typed error")
    func deepChain() {
        let error = resolutionError(TokenText.aliasChain(length: 10_000, closed: false))
        guard case .aliasTooDeep(let location, let path, let limit)? = error else {
            Issue.record("expected aliasTooDeep, got \(String(describing: error))")
            return
        }
        #expect(limit == 64)
        #expect(path == "chain.t0")
        #expect(location.line == 2)
    }

    @Test("a chain within the limit resolves")
    func chainWithinLimit() throws {
        let theme = try TokenText.resolve(TokenText.aliasChain(length: 60, closed: false))
        #expect(theme["chain.t0"]?.value == .color(Color(red: 1, green: 0, blue: 0)))
    }

    @Test("an alias to a token of another type is refused")
    func typeMismatch() {
        let error = resolutionError(
            #"{"n": {"$type": "number", "$value": 2}, "c": {"$type": "color", "$value": "{n}"}}"#)
        #expect(
            error
                == .typeMismatch(
                    FileLocation(file: "aliases.tokens.json", position: SourcePosition(line: 1, column: 75)), path: "c",
                    reference: "n", expected: .color, found: .number))
    }

    @Test("using a deprecated token through an alias is reported")
    func deprecatedUse() throws {
        let json = #"{"old": {"$type": "number", "$value": 1, "$deprecated": "use new"}, "new": {"$value": "{old}"}}"#
        let theme = try TokenText.resolve(json)
        #expect(theme.diagnostics.map(\.kind) == [.deprecatedTokenUsed])
        #expect(theme.diagnostics.first?.message.contains("use new") == true)
    }
}
