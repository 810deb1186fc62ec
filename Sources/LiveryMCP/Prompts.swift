import MCP

/// The prompts `livery mcp` offers: tasks that chain its tools, written once so that every client asks alike.
enum Prompts {
    static let all: [Prompt] = [
        Prompt(
            name: "fix_contrast", title: "Fix the contrast failures of a theme",
            description: "Audit a permutation's contrast pairs and change the failing foregrounds to passing colors.",
            arguments: [
                .init(
                    name: "theme", description: "The context of the theme modifier to fix (default: every permutation)")
            ]),
        Prompt(
            name: "review_tokens", title: "Review the token set",
            description: "Lint the set with the project's rules and explain each finding with its rule page.",
            arguments: []),
    ]

    static func get(_ name: String, _ arguments: [String: String]?) throws -> GetPrompt.Result {
        switch name {
        case "fix_contrast":
            let theme = arguments?["theme"].map { " in the theme '\($0)' (selection {\"theme\": \"\($0)\"})" } ?? ""
            return .init(
                description: "Fix contrast failures\(theme)",
                messages: [
                    .user(
                        .text(
                            text: """
                                Run audit_contrast\(theme). For each failing pair, read the foreground token with \
                                get_token to see where it is defined and whether it is an alias; change the token that \
                                defines the value (the end of its alias chain) with set_token_value to the suggested \
                                color, first with dryRun true to read the diff, then for real. Run audit_contrast again \
                                and report what passes now and what still fails.
                                """))
                ])
        case "review_tokens":
            return .init(
                description: "Review the token set",
                messages: [
                    .user(
                        .text(
                            text: """
                                Run lint. Group the findings by rule; for each rule read its page \
                                (livery://rules/ID) and explain what the findings mean for this set and how to fix \
                                them. Do not change any file.
                                """))
                ])
        default:
            throw MCPError.invalidParams(
                "no prompt '\(name)'; the prompts are \(all.map(\.name).joined(separator: ", "))")
        }
    }
}
