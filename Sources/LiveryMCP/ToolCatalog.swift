import MCP

/// The tools `livery mcp` offers: names, descriptions, and a JSON Schema for each one's input and output.
enum ToolCatalog {
    static func string(_ description: String) -> Value {
        .object(["type": "string", "description": .string(description)])
    }
    static func boolean(_ description: String) -> Value {
        .object(["type": "boolean", "description": .string(description)])
    }
    static func integer(_ description: String, minimum: Int = 0) -> Value {
        .object(["type": "integer", "minimum": .int(minimum), "description": .string(description)])
    }
    static let selection: Value = .object([
        "type": "object", "additionalProperties": ["type": "string"],
        "description":
            "A permutation: modifier names to contexts, such as {\"theme\": \"dark\"}; a modifier not named takes its default.",
    ])
    static let anyValue: Value = .object([
        "description":
            "The token's $value as DTCG JSON: \"#ff5073\" or {\"colorSpace\": \"srgb\", …}, \"16px\", an alias \"{color.brand}\"…"
    ])
    static let revision = string(
        "The revision the edit is meant for (from any answer's source.revision); refused if the set has moved on.")
    static let dryRun = boolean("Check the edit and return its diff without writing anything (default false).")

    static func input(_ properties: [String: Value], required: [String] = []) -> Value {
        .object([
            "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
            "additionalProperties": false,
        ])
    }

    /// Every answer names the revision and files it read.
    static func output(_ properties: [String: Value] = [:]) -> Value {
        var all = properties
        all["source"] = .object([
            "type": "object",
            "properties": ["revision": ["type": "string"], "files": ["type": "array", "items": ["type": "string"]]],
            "required": ["revision", "files"],
        ])
        return .object(["type": "object", "properties": .object(all), "required": ["source"]])
    }

    static let editOutput = output([
        "dryRun": ["type": "boolean"], "diff": ["type": "string"],
        "files": ["type": "array", "items": ["type": "string"]],
        "permutationsChecked": ["type": "integer"],
    ])

    static let readOnly = Tool.Annotations(
        readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)
    static let edit = Tool.Annotations(
        readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false)

    static let tools: [Tool] = [
        Tool(
            name: "theme_space", title: "Theme space",
            description: "The set's modifiers, their contexts and defaults, and how many permutations they make "
                + "(computed, never listed whole); permutations from offset, limit at a time.",
            inputSchema: input([
                "offset": integer("The first permutation listed (default 0)."),
                "limit": integer("How many permutations to list (default 20, at most 1000)."),
            ]), annotations: readOnly,
            outputSchema: output(["permutationCount": ["type": "number"], "modifiers": ["type": "array"]])),
        Tool(
            name: "get_token", title: "Read a token",
            description: "One token in chosen permutations (or all): its value, type, alias chain, where it is "
                + "defined (file:line:column), description and deprecation.",
            inputSchema: input(
                [
                    "path": string("The token's dotted path, such as color.text.primary."),
                    "selections": .object([
                        "type": "array", "items": selection,
                        "description": "The permutations to read (default: the default one).",
                    ]),
                    "all": boolean("Read it in every permutation (at most 1000)."),
                ], required: ["path"]), annotations: readOnly,
            outputSchema: output(["permutations": ["type": "array"]])),
        Tool(
            name: "search_tokens", title: "Search tokens",
            description: "Tokens of one permutation by path pattern (color.**), type, text, or the colors nearest "
                + "a given one by ΔE OK.",
            inputSchema: input([
                "pattern": string("A path glob: * within a component, ** across components."),
                "type": string("A DTCG type: color, dimension, typography…"),
                "text": string("Text in the path, description or value, ignoring case."),
                "near": string("A color (any CSS color): the results are the nearest colors, nearest first."),
                "maxDeltaE": .object([
                    "type": "number", "minimum": 0,
                    "description": "With near: only colors at most this far (ΔE OK, 0–1).",
                ]),
                "selection": selection,
                "limit": integer("At most this many results (default 50, at most 1000).", minimum: 1),
            ]), annotations: readOnly,
            outputSchema: output(["results": ["type": "array"], "count": ["type": "integer"]])),
        Tool(
            name: "lint", title: "Lint",
            description: "livery lint on the set, with the project's rules (livery.config.json at the root): every "
                + "permutation, or those with the selection's contexts.",
            inputSchema: input([
                "rules": .object([
                    "type": "array", "items": ["type": "string"],
                    "description": "Severity overrides, ID=off|warn|error.",
                ]),
                "selection": selection,
            ]), annotations: readOnly,
            outputSchema: output(["findings": ["type": "array"], "errors": ["type": "integer"]])),
        Tool(
            name: "audit_contrast", title: "Contrast audit",
            description: "livery audit: every declared contrast pair in every permutation, its WCAG 2 ratio for "
                + "normal vision and protanopia, deuteranopia and tritanopia, and for each failure a foreground that passes.",
            inputSchema: input(["selection": selection]), annotations: readOnly,
            outputSchema: output(["report": ["type": "object"]])),
        Tool(
            name: "generate_scheme", title: "Scheme from a seed color",
            description: "livery generate: a Material color scheme (light and dark, each contrast level) from a seed "
                + "color, as DTCG token files. Nothing is written to the project.",
            inputSchema: input(
                [
                    "seed": string("The seed color: #rrggbb or any CSS color."),
                    "variant": string(
                        "tonal-spot (default), content, fidelity, vibrant, expressive, neutral, monochrome, rainbow, fruit-salad."
                    ),
                    "contrast": string("Contrast levels from -1 to 1, comma-separated (default 0,1)."),
                ], required: ["seed"]), annotations: readOnly, outputSchema: output(["files": ["type": "object"]])),
        Tool(
            name: "diff_revisions", title: "Diff two revisions",
            description: "livery diff: what changed between two releases of the set (token files, a folder or a "
                + "resolver document, or REV:PATH in the project's git), with the semver bump it needs.",
            inputSchema: input(
                [
                    "old": string("The old release, such as HEAD:tokens or v1.0.0:Examples/Themes."),
                    "new": string("The new release (default: the set as loaded)."),
                ], required: ["old"]), annotations: readOnly, outputSchema: output(["report": ["type": "object"]])),
        Tool(
            name: "build", title: "Build outputs",
            description: "livery build with the project's config: a dry run (default) lists what it would write "
                + "and whether each file changes; dryRun false writes them (only inside the project root).",
            inputSchema: input([
                "config": string("The config file (default: livery.config.json, .yaml or .yml at the root)."),
                "dryRun": boolean("List the files without writing (default true)."),
            ]), annotations: edit, outputSchema: output(["files": ["type": "array"]])),
        Tool(
            name: "preview", title: "Preview a permutation",
            description: "A permutation previewed: the demo's frame (text, or an HTML page) for a set shaped like "
                + "Examples/Themes; otherwise the token table (text) or livery preview's page (html).",
            inputSchema: input([
                "selection": selection, "format": string("text (default) or html."),
                "width": integer("The frame's width in columns (20-400, default 80).", minimum: 20),
                "height": integer("The frame's height in rows (12-200, default 24).", minimum: 12),
            ]), annotations: readOnly, outputSchema: output(["kind": ["type": "string"], "text": ["type": "string"]])),
        Tool(
            name: "set_token_value", title: "Set a token's value",
            description: "A new $value, written to the file that defines the token (file chooses one when several "
                + "do). Checked in every permutation first: refused if the set would not read or would gain a lint error.",
            inputSchema: input(
                [
                    "path": string("The token's dotted path."), "value": anyValue,
                    "file": string("The file to change, from the project root."), "dryRun": dryRun,
                    "revision": revision,
                ], required: ["path", "value"]), annotations: edit, outputSchema: editOutput),
        Tool(
            name: "add_token", title: "Add a token",
            description: "A new token with the groups it needs, in file (default: the file holding its closest group). "
                + "Checked in every permutation first.",
            inputSchema: input(
                [
                    "path": string("The new token's dotted path."), "value": anyValue,
                    "type": string("Its $type (color, dimension…)."), "description": string("Its $description."),
                    "file": string("The file to add it to, from the project root."), "dryRun": dryRun,
                    "revision": revision,
                ], required: ["path", "value"]), annotations: edit, outputSchema: editOutput),
        Tool(
            name: "delete_token", title: "Delete a token",
            description: "A token removed from every file that defines it (or from file). Refused while aliases "
                + "point at it (the check finds them).",
            inputSchema: input(
                [
                    "path": string("The token's dotted path."), "file": string("Only from this file."),
                    "dryRun": dryRun,
                    "revision": revision,
                ], required: ["path"]),
            annotations: Tool.Annotations(
                readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false),
            outputSchema: editOutput),
        Tool(
            name: "rename_token", title: "Rename a token",
            description: "A token moved to a new path in every file that defines it, every alias {from} in the "
                + "set's files rewritten to {to}, and every JSON Pointer $ref into it (#/from/...) in its token files. "
                + "Checked in every permutation first.",
            inputSchema: input(
                [
                    "from": string("The token's dotted path."), "to": string("Its new dotted path."), "dryRun": dryRun,
                    "revision": revision,
                ], required: ["from", "to"]), annotations: edit, outputSchema: editOutput),
    ]
}
