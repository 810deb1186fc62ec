import LiveryCore

extension BuildFormatName {
    /// The case of names when the config does not choose one: what the output's language writes by convention.
    var defaultCase: NameTransform.Case {
        switch self {
        case .css, .scss, .tailwind, .jsonFlat, .jsonNested, .xcassets: .kebab
        case .js: .camel
        case .android: .snake
        case .swift, .swiftConstants, .compose, .flutter: .camel
        }
    }

    /// Whether names must be identifiers of a programming language (so a leading digit or a keyword is escaped).
    var needsIdentifiers: Bool { [.js, .swiftConstants, .compose, .flutter].contains(self) }

    /// The format's files: one with the path `""` (the destination), companions by file name, or for a folder
    /// format, paths inside the destination folder.
    func render(_ input: FormatInput, destinationName: String) throws -> [ExportInput.File] {
        switch self {
        case .css: return [.init(path: "", contents: CSSFormat.render(input))]
        case .scss: return [.init(path: "", contents: SCSSFormat.render(input))]
        case .js: return JavaScriptFormat.render(input, destinationName: destinationName)
        case .jsonNested: return [.init(path: "", contents: JSONFormat.render(input, nested: true))]
        case .jsonFlat: return [.init(path: "", contents: JSONFormat.render(input, nested: false))]
        case .tailwind: return [.init(path: "", contents: TailwindFormat.render(input))]
        case .swift:
            let options = SwiftExporter.Options(
                typeName: input.options.typeName, accessLevel: input.options.accessLevel)
            return [.init(path: "", contents: try SwiftExporter.export(input.exportInput, options: options))]
        case .swiftConstants: return [.init(path: "", contents: SwiftConstantsFormat.render(input))]
        case .xcassets: return AssetCatalogExporter.export(input.exportInput)
        case .android: return AndroidExporter.export(input.exportInput) + AndroidThemeFiles.render(input)
        case .compose: return [.init(path: "", contents: ComposeFormat.render(input))]
        case .flutter: return [.init(path: "", contents: FlutterFormat.render(input))]
        }
    }

    /// Words that cannot name a declaration in JavaScript, Kotlin or Dart (the languages whose formats use
    /// ``identifier(_:)``; Swift constants also put Swift's keywords in backticks).
    static let reservedWords: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "implements", "import",
        "in", "instanceof", "interface", "let", "new", "null", "package", "private", "protected", "public", "return",
        "static", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with",
        "yield", "is", "as", "fun", "val", "object", "when", "typealias", "assert", "rethrow", "late",
    ]

    /// A name made safe as an identifier: `_` before a leading digit, `_` after a reserved word.
    static func identifier(_ name: String) -> String {
        var name = name.isEmpty ? "_" : name
        if name.first!.isNumber { name = "_" + name }
        return reservedWords.contains(name) ? name + "_" : name
    }
}
