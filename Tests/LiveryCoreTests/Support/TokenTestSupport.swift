import Foundation

@testable import LiveryCore

/// Helpers to read token text held in tests.
enum TokenText {
    static func document(_ json: String, file: String = "test.tokens.json", options: TokenReadOptions = .lenient)
        throws -> TokenDocument
    {
        try TokenLoader(options: options).load(text: json, file: file)
    }

    static func resolve(_ json: String, file: String = "test.tokens.json", options: TokenReadOptions = .lenient)
        throws -> ResolvedTheme
    {
        let document = try document(json, file: file, options: options)
        return try TokenResolver(options: ResolutionOptions(isStrict: options.isStrict))
            .resolve(ThemeSource(name: "test", documents: [document]))
    }

    /// A chain `t0 → t1 → … → t(n-1) → end` (or back to `t0` when closed), as a DTCG document.
    static func aliasChain(length: Int, closed: Bool) -> String {
        var members: [String] = []
        for index in 0..<length {
            let target = index == length - 1 ? (closed ? "t0" : "end") : "t\(index + 1)"
            members.append("\"t\(index)\": {\"$type\": \"color\", \"$value\": \"{chain.\(target)}\"}")
        }
        if !closed {
            members.append(
                "\"end\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]}}")
        }
        return "{\"chain\": {\n" + members.joined(separator: ",\n") + "\n}}"
    }
}
