import LiveryCore

/// The names of the built-in formats.
package enum BuildFormatName: String, CaseIterable, Sendable {
    case css
    case scss
    case js
    case jsonNested = "json-nested"
    case jsonFlat = "json-flat"
    case tailwind
    case swift
    case swiftConstants = "swift-constants"
    case xcassets
    case android
    case compose
    case flutter

    /// Whether the destination is a folder of several files.
    var writesFolder: Bool { self == .xcassets || self == .android }
}

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

    /// A token's name as this format writes it: an identifier of its language, a Sass variable name that does
    /// not start with a digit, or the name as it is (CSS custom properties and JSON keys take any).
    ///
    /// Kotlin and Dart names are ASCII, other letters written as their code points (`u6f22`): Dart allows no
    /// others, and Kotlin tools outside the compiler (grammars, linters) read few.
    func outputName(_ name: String) -> String {
        switch self {
        case .flutter, .compose: SourceText.asciiIdentifier(name, reserved: Self.reservedWords)
        case .js, .swiftConstants: SourceText.identifier(name, reserved: Self.reservedWords)
        case .scss: name.first?.isNumber == true || name.hasPrefix("--") ? "_" + name : name
        default: name
        }
    }

    /// The format's files: one with the path `""` (the destination), companions by file name, or for a folder
    /// format, paths inside the destination folder.
    func render(_ input: FormatInput, destinationName: String) throws -> [FormatFile] {
        switch self {
        case .css: return [.init(path: "", contents: CSSFormat.render(input))] + AssetOutputs.webCopies(input)
        case .scss: return [.init(path: "", contents: SCSSFormat.render(input))]
        case .js: return JavaScriptFormat.render(input, destinationName: destinationName)
        case .jsonNested: return [.init(path: "", contents: JSONFormat.render(input, nested: true))]
        case .jsonFlat: return [.init(path: "", contents: JSONFormat.render(input, nested: false))]
        case .tailwind: return [.init(path: "", contents: TailwindFormat.render(input))]
        case .swift:
            let options = SwiftAccessorsFormat.Options(
                typeName: input.options.typeName(for: .swift), accessLevel: input.options.accessLevel)
            return [.init(path: "", contents: try SwiftAccessorsFormat.render(input, options: options))]
        case .swiftConstants: return [.init(path: "", contents: SwiftConstantsFormat.render(input))]
        case .xcassets: return AssetCatalogFormat.render(input)
        case .android:
            return AndroidResourcesFormat.render(input) + AndroidThemeFiles.render(input)
                + AssetOutputs.androidFiles(input)
        case .compose: return [.init(path: "", contents: ComposeFormat.render(input))]
        case .flutter: return [.init(path: "", contents: FlutterFormat.render(input))]
        }
    }

    /// Words that cannot name a declaration in JavaScript, Kotlin, Dart or Swift (the languages whose formats
    /// write identifiers), and names Swift cannot declare even in backticks: they get a `_` after them.
    static let reservedWords: Set<String> = [
        "associatedtype", "deinit", "extension", "fileprivate", "func", "init", "inout", "internal", "open",
        "operator", "precedencegroup", "protocol", "rethrows", "struct", "subscript", "defer", "fallthrough", "guard",
        "repeat", "where", "nil", "self", "Self", "throws", "Any", "Type", "Protocol", "some", "any", "async",
        "val", "var", "out", "inline", "external", "dynamic", "factory", "get", "set", "library", "part", "mixin",
        "required", "covariant", "extension", "sealed", "base", "inherit", "hide", "show", "on", "native",
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "implements", "import",
        "in", "instanceof", "interface", "let", "new", "null", "package", "private", "protected", "public", "return",
        "static", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with",
        "yield", "is", "as", "fun", "val", "object", "when", "typealias", "assert", "rethrow", "late",
    ]

    /// A name (a theme's, made into a property) as an identifier of this format's language.
    func identifier(_ name: String) -> String {
        self == .flutter || self == .compose
            ? SourceText.asciiIdentifier(name, reserved: Self.reservedWords)
            : SourceText.identifier(name, reserved: Self.reservedWords)
    }
}
