import Foundation

/// Every theme along several independent dimensions at once: brand × mode × contrast × density, one context
/// chosen per dimension.
///
/// A DTCG resolver document's modifiers are such dimensions. Where ``ResolverDocument/themeSet(varying:inputs:)``
/// fixes all modifiers but one, a space keeps them all: a *selection* (one context per dimension) is a
/// permutation, resolved from the sets and chosen contexts in resolution order, so a token of one dimension may
/// alias a token of another (a brand's `color.accent` read by the mode's `color.button.fill`).
///
/// ```swift
/// let space = try ThemeSpace(resolver: ResolverDocument.load(contentsOf: url))
/// let source = try space.source(for: ["brand": "acme", "mode": "dark"])   // other dimensions at defaults
/// ```
///
/// A space is a value; nothing is resolved until a permutation is asked for, so a space of many dimensions costs
/// nothing for the permutations never visited. (`ThemeManager` in Livery switches one dimension at a time and
/// keeps the permutations it visited.)
public struct ThemeSpace: Sendable {
    /// The most dimensions a space may have: real systems use two to four; a document from the network with
    /// hundreds would make every selection that long. Larger spaces are refused with
    /// ``ThemeSpaceError/invalidSpace(_:)``.
    public static let maximumDimensionCount = 16
    /// The most contexts one dimension may have (brands, densities…). Larger dimensions are refused with
    /// ``ThemeSpaceError/invalidSpace(_:)``.
    public static let maximumContextCount = 1_024

    /// One dimension: its name and contexts.
    public struct Dimension: Sendable, Hashable {
        /// The dimension's name (`mode`, `brand`): the key of a selection.
        public let name: String
        /// The context names, in document order.
        public let contexts: [String]
        /// The context of a selection that does not name this dimension.
        public let defaultContext: String
    }

    /// A dimension given as token documents: each context's documents, layered over what comes before.
    public struct DimensionSource: Sendable {
        /// The dimension's name.
        public var name: String
        /// The contexts, in order: name and documents.
        public var contexts: [(name: String, documents: [TokenDocument])]
        /// The default context; `nil` for the first.
        public var defaultContext: String?

        /// Creates a dimension.
        public init(
            name: String, contexts: [(name: String, documents: [TokenDocument])], defaultContext: String? = nil
        ) {
            self.name = name
            self.contexts = contexts
            self.defaultContext = defaultContext
        }
    }

    /// One step of the resolution order: documents that always apply, or the chosen context's of a dimension.
    enum Step: Sendable {
        case documents([TokenDocument])
        case dimension(Int, contexts: [String: [TokenDocument]])
    }

    /// The dimensions, in resolution order.
    public private(set) var dimensions: [Dimension]
    private var steps: [Step]
    /// How aliases are resolved in every permutation.
    public var resolutionOptions: ResolutionOptions
    /// How lookups of missing keys are answered in every permutation.
    public var fallbackPolicy: FallbackPolicy

    /// A space of a resolver document's modifiers: its sets always apply, each modifier is a dimension. A
    /// modifier without a `default` defaults to its first context.
    /// - Parameters:
    ///   - resolver: The document.
    ///   - resolutionOptions: How aliases are resolved in every permutation.
    ///   - fallbackPolicy: How lookups of missing keys are answered in every permutation.
    /// - Throws: ``ThemeSpaceError/invalidSpace(_:)`` for a modifier without contexts, or more dimensions or
    ///   contexts than the limits.
    public init(
        resolver: ResolverDocument, resolutionOptions: ResolutionOptions = ResolutionOptions(),
        fallbackPolicy: FallbackPolicy = FallbackPolicy()
    ) throws(ThemeSpaceError) {
        var dimensions: [Dimension] = []
        var steps: [Step] = []
        for step in resolver.steps {
            switch step {
            case .set(_, let sources):
                steps.append(.documents(sources))
            case .modifier(let modifier):
                guard let first = modifier.contextNames.first else {
                    throw .invalidSpace("modifier '\(modifier.name)' of \(resolver.file) has no contexts")
                }
                steps.append(.dimension(dimensions.count, contexts: modifier.contexts))
                dimensions.append(
                    Dimension(
                        name: modifier.name, contexts: modifier.contextNames,
                        defaultContext: modifier.defaultContext ?? first))
            }
        }
        try self.init(dimensions: dimensions, steps: steps, resolutionOptions, fallbackPolicy)
    }

    /// A space of base documents with dimensions layered over them in order.
    /// - Parameters:
    ///   - base: Documents every permutation starts from (a palette).
    ///   - dimensions: The dimensions, in the order their documents layer.
    ///   - resolutionOptions: How aliases are resolved in every permutation.
    ///   - fallbackPolicy: How lookups of missing keys are answered in every permutation.
    /// - Throws: ``ThemeSpaceError/invalidSpace(_:)`` for repeated names, a dimension without contexts, an
    ///   unknown default, or more dimensions or contexts than the limits.
    public init(
        base: [TokenDocument], dimensions: [DimensionSource],
        resolutionOptions: ResolutionOptions = ResolutionOptions(), fallbackPolicy: FallbackPolicy = FallbackPolicy()
    ) throws(ThemeSpaceError) {
        var made: [Dimension] = []
        var steps: [Step] = base.isEmpty ? [] : [.documents(base)]
        for source in dimensions {
            let names = source.contexts.map(\.name)
            guard let first = names.first else { throw .invalidSpace("dimension '\(source.name)' has no contexts") }
            guard Set(names).count == names.count else {
                throw .invalidSpace("dimension '\(source.name)' repeats a context: \(names.joined(separator: ", "))")
            }
            let defaultContext = source.defaultContext ?? first
            guard names.contains(defaultContext) else {
                throw .unknownContext(defaultContext, dimension: source.name, available: names)
            }
            steps.append(
                .dimension(
                    made.count,
                    contexts: Dictionary(uniqueKeysWithValues: source.contexts.map { ($0.name, $0.documents) })))
            made.append(Dimension(name: source.name, contexts: names, defaultContext: defaultContext))
        }
        try self.init(dimensions: made, steps: steps, resolutionOptions, fallbackPolicy)
    }

    private init(
        dimensions: [Dimension], steps: [Step], _ resolutionOptions: ResolutionOptions,
        _ fallbackPolicy: FallbackPolicy
    ) throws(ThemeSpaceError) {
        guard !dimensions.isEmpty else { throw .invalidSpace("a theme space needs at least one dimension") }
        guard dimensions.count <= Self.maximumDimensionCount else {
            throw .invalidSpace(
                "\(dimensions.count) dimensions, more than the limit of \(Self.maximumDimensionCount) "
                    + "(ThemeSpace.maximumDimensionCount)")
        }
        let names = dimensions.map(\.name)
        guard Set(names).count == names.count else {
            throw .invalidSpace("dimension names repeat: \(names.joined(separator: ", "))")
        }
        for dimension in dimensions where dimension.contexts.count > Self.maximumContextCount {
            throw .invalidSpace(
                "dimension '\(dimension.name)' has \(dimension.contexts.count) contexts, more than the limit of "
                    + "\(Self.maximumContextCount) (ThemeSpace.maximumContextCount)")
        }
        self.dimensions = dimensions
        self.steps = steps
        self.resolutionOptions = resolutionOptions
        self.fallbackPolicy = fallbackPolicy
    }

    /// The dimension of a name, or `nil`.
    public func dimension(named name: String) -> Dimension? {
        dimensions.first { $0.name == name }
    }

    /// Every dimension at its default context.
    public var defaultSelection: [String: String] {
        Dictionary(uniqueKeysWithValues: dimensions.map { ($0.name, $0.defaultContext) })
    }

    /// Checks a selection and fills in defaults: one context per dimension.
    /// - Parameter selection: Dimension name → context name; dimensions it leaves out take their default.
    /// - Returns: The complete selection.
    /// - Throws: ``ThemeSpaceError/unknownDimension(_:available:)`` or
    ///   ``ThemeSpaceError/unknownContext(_:dimension:available:)``.
    public func validated(_ selection: [String: String]) throws(ThemeSpaceError) -> [String: String] {
        var complete = defaultSelection
        for (name, context) in selection {
            guard let dimension = dimension(named: name) else {
                throw .unknownDimension(name, available: dimensions.map(\.name))
            }
            guard dimension.contexts.contains(context) else {
                throw .unknownContext(context, dimension: name, available: dimension.contexts)
            }
            complete[name] = context
        }
        return complete
    }

    /// The theme of one selection: the documents of every step, the chosen context's for a dimension, in order;
    /// named by ``key(for:)``.
    /// - Throws: As ``validated(_:)``.
    public func source(for selection: [String: String]) throws(ThemeSpaceError) -> ThemeSource {
        let complete = try validated(selection)
        var documents: [TokenDocument] = []
        for step in steps {
            switch step {
            case .documents(let sources): documents += sources
            case .dimension(let index, let contexts):
                documents += contexts[complete[dimensions[index].name]!] ?? []
            }
        }
        return ThemeSource(name: key(for: complete), documents: documents)
    }

    /// A space with one more context in a dimension (a brand a theme pack brings), its documents taking the
    /// dimension's place in the resolution order. A context of the same name is replaced.
    /// - Throws: ``ThemeSpaceError/unknownDimension(_:available:)``, or ``ThemeSpaceError/invalidSpace(_:)``
    ///   beyond ``maximumContextCount``.
    public func adding(context: String, documents: [TokenDocument], to dimensionName: String) throws(ThemeSpaceError)
        -> ThemeSpace
    {
        guard let index = dimensions.firstIndex(where: { $0.name == dimensionName }) else {
            throw .unknownDimension(dimensionName, available: dimensions.map(\.name))
        }
        var copy = self
        let old = dimensions[index]
        if !old.contexts.contains(context) {
            guard old.contexts.count < Self.maximumContextCount else {
                throw .invalidSpace(
                    "dimension '\(dimensionName)' already has \(Self.maximumContextCount) contexts "
                        + "(ThemeSpace.maximumContextCount)")
            }
            copy.dimensions[index] = Dimension(
                name: old.name, contexts: old.contexts + [context], defaultContext: old.defaultContext)
        }
        copy.steps = steps.map { step in
            guard case .dimension(index, var contexts) = step else { return step }
            contexts[context] = documents
            return .dimension(index, contexts: contexts)
        }
        return copy
    }

    /// A space with each theme of a set as a context of a dimension, named after the theme, its layers in
    /// order in the dimension's place: a theme pack's brands added to the app's brand dimension. A context of the
    /// same name is replaced.
    /// - Throws: As ``adding(context:documents:to:)``.
    public func adding(contextsOf set: ThemeSet, to dimensionName: String) throws(ThemeSpaceError) -> ThemeSpace {
        var space = self
        for theme in set.themes {
            space = try space.adding(
                context: theme.name, documents: theme.orderedLayers.map(\.document), to: dimensionName)
        }
        return space
    }

    /// A space with one more dimension, its documents applying after every other's (an app's own density over a
    /// design system's resolver).
    /// - Throws: ``ThemeSpaceError/invalidSpace(_:)`` for a dimension without contexts, a name the space already
    ///   has, or beyond the limits; ``ThemeSpaceError/unknownContext(_:dimension:available:)`` for its default.
    public func adding(dimension source: DimensionSource) throws(ThemeSpaceError) -> ThemeSpace {
        guard self.dimension(named: source.name) == nil else {
            throw .invalidSpace("the space already has a dimension '\(source.name)'")
        }
        let added = try ThemeSpace(base: [], dimensions: [source])
        var copy = self
        guard dimensions.count < Self.maximumDimensionCount else {
            throw .invalidSpace(
                "\(dimensions.count + 1) dimensions, more than the limit of \(Self.maximumDimensionCount) "
                    + "(ThemeSpace.maximumDimensionCount)")
        }
        copy.dimensions.append(added.dimensions[0])
        for case .dimension(_, let contexts) in added.steps {
            copy.steps.append(.dimension(dimensions.count, contexts: contexts))
        }
        return copy
    }

    // MARK: - Keys

    /// A selection's key: `dimension=context` for every dimension in order, joined by `&`, with `%`, `=` and `&`
    /// in names percent-escaped. Complete selections of one space have one key each; it names the permutation's
    /// theme and is what a manager stores to remember the selection.
    public func key(for selection: [String: String]) -> String {
        dimensions.map { dimension in
            Self.escaped(dimension.name) + "=" + Self.escaped(selection[dimension.name] ?? dimension.defaultContext)
        }.joined(separator: "&")
    }

    /// The selection a key names, read leniently: pairs of dimensions the space does not have are dropped and
    /// contexts it does not have give way to the default; both are listed in `dropped`. `nil` when the text is
    /// not a key at all.
    public func selection(forKey key: String) -> (selection: [String: String], dropped: [String])? {
        var selection = defaultSelection
        var dropped: [String] = []
        for pair in key.split(separator: "&", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, let name = Self.unescaped(parts[0]), let context = Self.unescaped(parts[1]) else {
                return nil
            }
            if let dimension = dimension(named: name), dimension.contexts.contains(context) {
                selection[name] = context
            } else {
                dropped.append("\(name)=\(context)")
            }
        }
        return (selection, dropped)
    }

    /// The selection a key names exactly: every pair known to the space, every dimension named. `nil` otherwise.
    public func exactSelection(forKey key: String) -> [String: String]? {
        guard let (selection, dropped) = selection(forKey: key), dropped.isEmpty,
            self.key(for: selection) == key
        else { return nil }
        return selection
    }

    private static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "%" || $0 == "=" || $0 == "&" }) else { return text }
        return text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "=", with: "%3D")
            .replacingOccurrences(of: "&", with: "%26")
    }

    private static func unescaped(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var result = ""
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let code = rest[percent...].dropFirst().prefix(2)
            switch code {
            case "25": result += "%"
            case "3D": result += "="
            case "26": result += "&"
            default: return nil
            }
            rest = rest[percent...].dropFirst(3)
        }
        return result + rest
    }
}

// MARK: - ThemeSpaceError

/// Why a theme space could not be made or a selection could not be made in it.
public enum ThemeSpaceError: Error, Sendable, Hashable {
    /// The space breaks a rule: no dimensions, a dimension without contexts, repeated names, a limit exceeded.
    case invalidSpace(String)
    /// A selection names a dimension the space does not have.
    case unknownDimension(String, available: [String])
    /// A selection names a context its dimension does not have.
    case unknownContext(String, dimension: String, available: [String])
}

extension ThemeSpaceError: CustomStringConvertible {
    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case .invalidSpace(let reason): "invalid theme space: \(reason)"
        case .unknownDimension(let name, let available):
            "no dimension named '\(name)'\(Suggestion.aside(name, in: available)); dimensions: "
                + available.joined(separator: ", ")
        case .unknownContext(let context, let dimension, let available):
            "dimension '\(dimension)' has no context '\(context)'\(Suggestion.aside(context, in: available)); "
                + "contexts: \(available.joined(separator: ", "))"
        }
    }
}
