import Foundation

/// A DTCG resolver document (format 2025.10): sets of token sources, modifiers whose contexts choose extra
/// sources, and the order in which they compose.
///
/// Each modifier is a theme *dimension* (light/dark/high contrast, density, brand…), each context a theme of
/// that dimension. Resolving takes one context per modifier, the default where none is given:
///
/// ```swift
/// let resolver = try ResolverDocument.load(contentsOf: url)
/// let dark = try resolver.theme(inputs: ["theme": "dark"])
/// let set = try resolver.themeSet(varying: "theme")   // one theme per context
/// ```
public struct ResolverDocument: Sendable {
    /// A modifier: a dimension with named contexts.
    public struct Modifier: Sendable {
        /// The modifier's name, the key of its inputs.
        public var name: String
        /// Its description.
        public var description: String?
        /// The context names, in document order.
        public var contextNames: [String]
        /// The token sources of each context, in order.
        public var contexts: [String: [TokenDocument]]
        /// The context used when no input names one.
        public var defaultContext: String?
    }

    /// One step of the resolution order.
    public enum Step: Sendable {
        /// A set: its sources always apply.
        case set(name: String, sources: [TokenDocument])
        /// A modifier: the sources of the chosen context apply.
        case modifier(Modifier)
    }

    /// The document's file.
    public let file: String
    /// The document's `name`.
    public let name: String?
    /// The resolution order.
    public let steps: [Step]
    /// What lenient reading accepted in the document itself, with a warning each: JSON extensions, properties
    /// the resolver format does not define, a modifier with one context. (Strict reading refuses them.) Its token
    /// files' own diagnostics are in their ``TokenDocument/diagnostics``.
    public let diagnostics: [Diagnostic]

    /// The modifiers, in resolution order.
    public var modifiers: [Modifier] {
        steps.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }

    /// Whether a parsed tree is a resolver document (it has `resolutionOrder`).
    static func matches(_ root: SourceNode) -> Bool {
        root["resolutionOrder"] != nil
    }

    /// Reads a resolver document and every file it references.
    /// - Parameters:
    ///   - url: The resolver document.
    ///   - loader: Reads the referenced token files.
    /// - Returns: The document.
    /// - Throws: ``ResolverDocumentError`` or ``TokenFileError``; ``WorkBudgetError`` when its token sources,
    ///   each set and file counted at every use, pass the loader's ``TokenReadOptions/workBudget``.
    public static func load(contentsOf url: URL, loader: TokenLoader = TokenLoader()) throws -> ResolverDocument {
        let bytes = try loader.readBytes(url)
        let (root, syntax) = try loader.readTree(bytes: bytes, file: url.path, fileExtension: url.pathExtension)
        var reader = ResolverDocumentReader(url: url, root: root, loader: loader)
        reader.diagnostics = syntax
        return try reader.read()
    }

    /// Checks inputs and fills in defaults: one context per modifier.
    /// - Parameter inputs: Modifier name → context name.
    /// - Returns: The complete choice.
    /// - Throws: ``ResolverDocumentError``.
    public func validatedInputs(_ inputs: [String: String]) throws -> [String: String] {
        let byName = Dictionary(modifiers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (key, value) in inputs {
            guard let modifier = byName[key] else {
                throw ResolverDocumentError.unknownModifier(key, available: modifiers.map(\.name))
            }
            guard modifier.contexts[value] != nil else {
                throw ResolverDocumentError.unknownContext(value, modifier: key, available: modifier.contextNames)
            }
        }
        var complete = inputs
        for modifier in modifiers where complete[modifier.name] == nil {
            guard let fallback = modifier.defaultContext else {
                throw ResolverDocumentError.missingInput(modifier: modifier.name)
            }
            complete[modifier.name] = fallback
        }
        return complete
    }

    /// The theme for one choice of contexts: the sources of every set and chosen context, in resolution order.
    /// - Parameters:
    ///   - inputs: Modifier name → context name; defaults fill the rest.
    ///   - name: The theme's name; by default the chosen contexts joined with `-` (`dark`, `dark-compact`).
    /// - Returns: The theme's layers.
    /// - Throws: ``ResolverDocumentError``.
    public func theme(inputs: [String: String] = [:], name: String? = nil) throws -> ThemeSource {
        let choice = try validatedInputs(inputs)
        var documents: [TokenDocument] = []
        for step in steps {
            switch step {
            case .set(_, let sources): documents.append(contentsOf: sources)
            case .modifier(let modifier): documents.append(contentsOf: modifier.contexts[choice[modifier.name]!] ?? [])
            }
        }
        let themeName = name ?? modifiers.map { choice[$0.name]! }.joined(separator: "-")
        return ThemeSource(name: themeName, documents: documents)
    }

    /// A theme set with one theme per context of one modifier (the others fixed by `inputs` or defaults);
    /// the modifier's default context is the default theme.
    /// - Parameters:
    ///   - modifierName: The modifier whose contexts become themes.
    ///   - inputs: Choices for the other modifiers.
    /// - Returns: The theme set, themes named after the contexts.
    /// - Throws: ``ResolverDocumentError``.
    public func themeSet(varying modifierName: String, inputs: [String: String] = [:]) throws -> ThemeSet {
        guard let modifier = modifiers.first(where: { $0.name == modifierName }) else {
            throw ResolverDocumentError.unknownModifier(modifierName, available: modifiers.map(\.name))
        }
        var themes: [ThemeSource] = []
        for context in modifier.contextNames {
            var choice = inputs
            choice[modifierName] = context
            themes.append(try theme(inputs: choice, name: context))
        }
        return ThemeSet(themes: themes, defaultTheme: modifier.defaultContext ?? modifier.contextNames.first)
    }
}
