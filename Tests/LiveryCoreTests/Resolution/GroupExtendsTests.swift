import Testing

@testable import LiveryCore

@Suite("Group $extends (DTCG 2025.10)")
struct GroupExtendsTests {
    static let base = """
        {
          "button": {
            "$type": "color",
            "bg": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
            "text": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
            "border": {"width": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}
          },
          "danger-button": {
            "$extends": "{button}",
            "bg": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}
          },
          "ghost-button": {"$extends": {"$ref": "#/danger-button"}, "text": {"$value": "{button.bg}"}}
        }
        """

    @Test("a group inherits the tokens and groups it extends; its own tokens win; chains apply in order")
    func inherits() throws {
        let theme = try TokenText.resolve(GroupExtendsTests.base)
        #expect(theme["danger-button.bg"]?.value.color?.hexString() == "#ff0000")
        #expect(theme["danger-button.text"]?.value.color?.hexString() == "#ffffff")
        #expect(theme["danger-button.border.width"]?.value == .dimension(TokenDimension(1, .px)))
        #expect(theme["ghost-button.bg"]?.value.color?.hexString() == "#ff0000")
        #expect(theme["ghost-button.text"]?.value.color?.hexString() == "#0000ff")
        #expect(theme.diagnostics.isEmpty)
    }

    @Test("an inherited token typed by its group takes the extending group's $type; one with its own keeps it")
    func inheritedTypes() throws {
        // 2025.10 Groups § Type Inheritance: the token's own $type, then the resolved group's (after extension),
        // then the parent's; the format module's "Type resolution with extensions" example.
        let json = """
            {
              "base": {"$type": "number", "scale": {"$value": 2}, "ratio": {"$type": "number", "$value": 1.5}},
              "sizes": {"$extends": "{base}", "$type": "dimension", "gap": {"$value": {"value": 4, "unit": "px"}}},
              "plain": {"$extends": "{base}"}
            }
            """
        #expect {
            _ = try TokenText.resolve(json, options: .strict)  // lenient reading takes 2 as 2px, with a warning
        } throws: { error in
            "\(error)".contains("sizes.scale")
        }
        let typed = json.replacingOccurrences(
            of: #""scale": {"$value": 2}"#, with: #""scale": {"$type": "number", "$value": 2}"#)
        let theme = try TokenText.resolve(typed)
        #expect(theme["sizes.scale"]?.value == .number(2) && theme["sizes.ratio"]?.value == .number(1.5))
        #expect(theme["sizes.gap"]?.value == .dimension(TokenDimension(4, .px)))
        #expect(theme["plain.scale"]?.value == .number(2))
    }

    @Test("a group can extend a group from another layer")
    func acrossLayers() throws {
        let base = try TokenText.document(#"{"card": {"$type": "number", "radius": {"$value": 8}}}"#, file: "base.json")
        let app = try TokenText.document(
            #"{"panel": {"$extends": "{card}", "padding": {"$type": "number", "$value": 16}}}"#, file: "app.json")
        let theme = try TokenResolver().resolve(ThemeSource(name: "t", documents: [base, app]))
        #expect(theme["panel.radius"]?.value == .number(8))
        #expect(theme["panel.padding"]?.value == .number(16))
    }

    @Test(
        "extending a token, a missing group, itself or in a cycle is an error naming the group",
        arguments: [
            #"{"a": {"$type": "number", "$value": 1}, "g": {"$extends": "{a}"}}"#,
            #"{"g": {"$extends": "{nowhere}"}}"#,
            #"{"g": {"$extends": "{g}", "x": {"$type": "number", "$value": 1}}}"#,
            #"{"g": {"$extends": "{h}", "x": {"$type": "number", "$value": 1}}, "h": {"$extends": "{g}", "y": {"$type": "number", "$value": 2}}}"#,
            #"{"g": {"$extends": 5}}"#,
        ])
    func invalid(json: String) {
        do {
            _ = try TokenText.resolve(json, file: "extends.json")
            Issue.record("expected an error")
        } catch let error as ResolutionError {
            guard case .invalidExtends(let location, let path, _, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(location.file == "extends.json")
            #expect(["g", "h"].contains(path.dotted))
        } catch let error as TokenFileError {
            #expect(error.tokenPath == "g")  // `$extends: 5` is a structural error of the file
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("a chain of 6,000 groups that each extend the next is applied without deep recursion; a long cycle is named")
    func longChains() throws {
        var groups = (0..<6_000).map { #""g\#($0)": {"$extends": "{g\#($0 + 1)}"}"# }
        groups.append(#""g6000": {"x": {"$type": "number", "$value": 1}}"#)
        let theme = try TokenText.resolve("{" + groups.joined(separator: ",") + "}")
        #expect(theme["g0.x"]?.value == .number(1))
        #expect(theme["g5999.x"]?.value == .number(1))
        var cycle = (0..<3_000).map {
            #""c\#($0)": {"$extends": "{c\#(($0 + 1) % 3_000)}", "t": {"$type": "number", "$value": 1}}"#
        }
        cycle.append(#""n": {"$type": "number", "$value": 0}"#)
        #expect {
            _ = try TokenText.resolve("{" + cycle.joined(separator: ",") + "}")
        } throws: { error in
            "\(error)".contains("groups extend each other in a cycle: c0 → c1")
        }
    }

    @Test("copies that grow with the square of a chain stop at the limit with a typed error; below it they are made")
    func quadraticCopies() throws {
        // Group k extends group k + 1 and adds a token: group 0 holds every token of the chain, and the theme
        // n(n + 1) / 2 of them.
        func chain(_ length: Int) -> String {
            let groups = (0..<length).map { index in
                let extends = index + 1 < length ? #""$extends": "{g\#(index + 1)}", "# : ""
                return #""g\#(index)": {\#(extends)"t\#(index)": {"$type": "number", "$value": \#(index)}}"#
            }
            return "{" + groups.joined(separator: ",") + "}"
        }
        let small = try TokenText.resolve(chain(200))
        #expect(small.tokens.count == 200 * 201 / 2)
        #expect(small["g0.t199"]?.value == .number(199) && small["g150.t150"]?.value == .number(150))
        #expect(small["g150.t149"] == nil)
        // 2,000 groups would make two million tokens: refused at the work budget, naming the theme and a group
        // with its place in the file. (A budget of a million: the default's four take seconds in a debug build.)
        let million = ResolutionOptions(workBudget: WorkBudget(limit: 1 << 20))
        #expect {
            _ = try TokenResolver(options: million).resolve(
                ThemeSource(name: "test", documents: [try TokenText.document(chain(2_000))]))
        } throws: { error in
            guard let error = error as? WorkBudgetError else { return false }
            return error.limit == 1 << 20
                && error.activity.contains(#"applying the group $extends of theme "test""#)
                && error.activity.contains("test.tokens.json:1:")
        }
        // A budget set lower refuses a chain the default allows, and compiling a set draws from it too.
        let document = try TokenText.document(chain(200))
        let theme = ThemeSource(name: "test", documents: [document])
        let lowered = ResolutionOptions(workBudget: WorkBudget(limit: 10_000))
        #expect(throws: WorkBudgetError.self) { _ = try TokenResolver(options: lowered).resolve(theme) }
        #expect(throws: WorkBudgetError.self) {
            _ = try ThemeSet(themes: [theme], resolutionOptions: lowered).compile()
        }
        #expect(try ThemeSet(themes: [theme]).compile().themeNames == ["test"])
    }
}
