import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryTokenCommands

@Suite("Token path patterns (build filters, lint rules)")
struct PathGlobTests {
    func glob(_ pattern: String) throws -> PathGlob { try #require(PathGlob(pattern)) }

    @Test(
        "patterns match as documented",
        arguments: [
            ("color.**", "color", true), ("color.**", "color.a.b", true), ("color.**", "colors.a", false),
            ("*.text.*", "color.text.primary", true), ("*.text.*", "color.text", false),
            ("palette.blue-*", "palette.blue-500", true), ("palette.blue-*", "palette.red-500", false),
            ("**.hover", "button.bg.hover", true), ("**.hover", "hover", true), ("**.hover", "hover.x", false),
            ("a.**.b.**.c", "a.b.c", true), ("a.**.b.**.c", "a.x.b.y.z.c", true), ("a.**.b.**.c", "a.c.b", false),
            ("*a*b*", "xaYbz", true), ("*a*b*", "ba", false), ("a*a", "a", false), ("a*a", "aa", true),
            // Stars side by side within a component are one star (FuzzPathGlob found `****` matching nothing).
            ("a.****", "a.C", true), ("x**y", "xAy", true), ("x***y", "xy", true), ("x**y", "xA", false),
            ("a*\u{0}\u{0}*c", "ab\u{0}\u{0}c", true), ("**\u{0}\u{0}*$c", "\u{0}", false),
        ])
    func documented(_ pattern: String, _ path: String, _ expected: Bool) throws {
        #expect(try glob(pattern).matches(components: path.split(separator: ".").map(String.init)) == expected)
    }

    @Test("an empty component is refused")
    func emptyComponent() {
        #expect(PathGlob("color..text") == nil)
        #expect(PathGlob(".color") == nil)
        #expect(PathGlob("color.") == nil)
    }

    @Test("twenty `**` against a 30-component path that does not match are decided by a linear walk")
    func manyDoubleStars() throws {
        // The backtracking matcher tried every way of splitting the path among the `**`s: 4× the time per `**`,
        // past 20 s at ten of them. Here the steps carried per component are at most the pattern's.
        let pattern = try glob(Array(repeating: "**", count: 20).map { $0 + ".a" }.joined(separator: ".") + ".z")
        let path = Array(repeating: "a", count: 30)
        #expect(!pattern.matches(components: path))
        #expect(pattern.matches(components: Array(repeating: "a", count: 25) + ["z"]))
    }

    @Test("the linear matcher agrees with a backtracking reference on 20,000 generated cases")
    func agreesWithReference() throws {
        var random = SplitMix64(state: 0x5EED_6700)
        let pieces = ["a", "b", "ab", "*", "a*", "*b", "a*b", "**", "a**b", "***", "*a*"]
        let words = ["a", "b", "ab", "ba", "aab", "bab"]
        for _ in 0..<20_000 {
            let pattern = (0...Int.random(in: 0..<6, using: &random)).map { _ in
                pieces.randomElement(using: &random)!
            }
            let path = (0..<Int.random(in: 0..<8, using: &random)).map { _ in words.randomElement(using: &random)! }
            let glob = try glob(pattern.joined(separator: "."))
            let expected = Reference.match(pattern[...], path[...])
            #expect(glob.matches(components: path) == expected, "\(pattern) against \(path)")
        }
    }

    /// The matcher as first written: recursion over every split, `*` character by character.
    enum Reference {
        static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
            guard let first = pattern.first else { return path.isEmpty }
            if first == "**" {
                return path.indices.contains { match(pattern.dropFirst(), path[$0...]) }
                    || match(pattern.dropFirst(), [])
            }
            guard let component = path.first, wildcard(Array(first)[...], Array(component)[...]) else { return false }
            return match(pattern.dropFirst(), path.dropFirst())
        }

        static func wildcard(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
            guard let first = pattern.first else { return text.isEmpty }
            if first == "*" {
                return (text.startIndex...text.endIndex).contains { wildcard(pattern.dropFirst(), text[$0...]) }
            }
            guard text.first == first else { return false }
            return wildcard(pattern.dropFirst(), text.dropFirst())
        }
    }

}
