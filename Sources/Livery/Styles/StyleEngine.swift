/// A manager's styles: its stylesheet, the type-wide defaults, the objects it styles, and computed styles cached
/// per (type, identifiers, ancestor chain).
///
/// A computed style holds every theme's and every state's values for each property, as style layers of the
/// object's bindings; so a theme switch computes nothing here: the bindings' refresh applies what changed.
/// Styles are computed again only when the stylesheet or the defaults change (every cached style is dropped), when
/// an object's identifiers change (the object and its attached descendants look their styles up again), or when an
/// object is attached again after a move.
@MainActor
final class StyleEngine {
    var stylesheet: Stylesheet?
    /// Per type (the type the defaults were set on), per slot: the values for every theme and per theme.
    var defaults: [ObjectIdentifier: [StyleSlot: StyleSources]] = [:]
    private var objects: [ObjectIdentifier: StyledObject] = [:]
    private var cache: [StyleCacheKey: ComputedStyle] = [:]
    private var reported: Set<String> = []
    /// Objects that were the ancestor of an object when it was attached (see ``noteAncestors(of:)``).
    private var ancestorsOfAttached: Set<ObjectIdentifier> = []
    /// How many styles were computed (cache misses), for tests and benchmarks.
    private(set) var computations = 0

    /// The style state of an object, created on demand.
    func state(of object: AnyObject, create: Bool) -> StyledObject? {
        let identifier = ObjectIdentifier(object)
        if let state = objects[identifier], state.object === object { return state }
        guard create else { return nil }
        let state = StyledObject(object)
        objects[identifier] = state
        return state
    }

    /// The identifiers of an object (sorted, without repeats).
    func identifiers(of object: AnyObject) -> [String] {
        state(of: object, create: false)?.identifiers ?? []
    }

    /// The live attached objects.
    var attachedObjects: [any Stylable] {
        objects = objects.filter { $0.value.object != nil }
        return objects.values.compactMap { $0.isAttached ? $0.object as? any Stylable : nil }
    }

    /// Forgets every computed style (the stylesheet or the defaults changed).
    func invalidateAll() {
        cache.removeAll()
        reported.removeAll()
    }

    // MARK: - Styling an object

    /// Computes (or finds) the object's style and installs it as the style layer of its bindings, removing what
    /// an earlier style set and this one does not.
    func restyle(_ object: any Stylable, manager: ThemeManager) {
        guard let state = state(of: object, create: true) else { return }
        let chain = StyleTypes.chain(of: object)
        var ancestors: [StyleNode] = []
        var parent = object.styleParent
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(object)]
        while let current = parent, seen.insert(ObjectIdentifier(current)).inserted {
            ancestors.append(StyleNode(chain: StyleTypes.chain(of: current), identifiers: identifiers(of: current)))
            parent = current.styleParent
        }
        let node = StyleNode(chain: chain, identifiers: state.identifiers)
        let key = StyleCacheKey(
            type: chain.type, identifiers: state.identifiers,
            ancestors: ancestors.map { StyleCacheKey.Ancestor(type: $0.chain.type, identifiers: $0.identifiers) })
        let computed: ComputedStyle
        if let cached = cache[key] {
            computed = cached
        } else {
            computed = compute(node, ancestors: ancestors, manager: manager)
            cache[key] = computed
        }
        var applied: Set<StyleSlot> = []
        for (slot, sources) in computed.slots {
            guard let property = chain.declarations.properties[slot.name] else { continue }
            property.install(object, manager, slot.state, sources)
            applied.insert(slot)
        }
        for slot in state.appliedSlots where !applied.contains(slot) {
            chain.declarations.properties[slot.name]?.install(object, manager, slot.state, nil)
        }
        state.appliedSlots = applied
    }

    /// Records the ancestors of an object being attached: only they can have attached descendants, so
    /// changing the identifiers of any other object (most objects are leaves) restyles it alone instead of
    /// looking through every attached object. An address reused by a new object can only make the next look
    /// unnecessary, not wrong; the set is rebuilt when it outgrows the attached objects.
    func noteAncestors(of object: any Stylable) {
        var parent = object.styleParent
        var steps = 0
        // The whole chain, not just up to an ancestor noted before: that ancestor may have moved since.
        while let current = parent, steps < 10_000 {
            ancestorsOfAttached.insert(ObjectIdentifier(current))
            parent = current.styleParent
            steps += 1
        }
        if ancestorsOfAttached.count > 4 * max(objects.count, 256) {
            ancestorsOfAttached.removeAll()
            for candidate in attachedObjects { noteAncestors(of: candidate) }
        }
    }

    /// The attached objects that have `object` among their ancestors.
    func attachedDescendants(of object: AnyObject) -> [any Stylable] {
        guard ancestorsOfAttached.contains(ObjectIdentifier(object)) else { return [] }
        return attachedObjects.filter { candidate in
            var parent = candidate.styleParent
            var steps = 0
            while let current = parent, steps < 10_000 {
                if current === object { return true }
                parent = current.styleParent
                steps += 1
            }
            return false
        }
    }

    // MARK: - Computing a style

    private func compute(_ node: StyleNode, ancestors: [StyleNode], manager: ThemeManager) -> ComputedStyle {
        computations += 1
        let declarations = node.chain.declarations

        // Type defaults, base class first, so a subclass's values win.
        var fromDefaults: [StyleSlot: StyleSources] = [:]
        for type in node.chain.types.reversed() {
            for (slot, sources) in defaults[type] ?? [:] {
                fromDefaults[slot] = StyleEngine.layer(sources, over: fromDefaults[slot])
            }
        }

        // Stylesheet rules, in cascade order: specificity, then source order.
        var matches: [(rule: StyleRule, declaration: StyleDeclaration, index: Int)] = []
        for rule in stylesheet?.rules ?? [] where Self.matches(rule.selector, node, ancestors) {
            for (index, declaration) in rule.declarations.enumerated() {
                matches.append((rule, declaration, index))
            }
        }
        matches.sort { lhs, rhs in
            let left = lhs.rule.selector.specificity
            let right = rhs.rule.selector.specificity
            if left != right { return left < right }
            if lhs.rule.order != rhs.rule.order { return lhs.rule.order < rhs.rule.order }
            return lhs.index < rhs.index
        }
        var fromSheet: [StyleSlot: StyleSources] = [:]
        for (rule, declaration, _) in matches {
            guard let property = declarations.properties[declaration.property] else {
                report(
                    "\(declaration.location): '\(rule.selector)' sets '\(declaration.property)', which "
                        + "\(node.chain.typeName) does not declare"
                        + Self.suggestion(declaration.property, in: declarations.names), manager: manager)
                continue
            }
            let state = rule.selector.subject.state
            if state != .normal && !property.isStateful {
                report(
                    "\(declaration.location): '\(declaration.property)' of \(node.chain.typeName) takes no per-state "
                        + "values; ':\(StyleSelector.stateNames(state).joined(separator: ":"))' was ignored",
                    manager: manager)
                continue
            }
            if case .literal(let literal) = declaration.value, !property.accepts(literal) {
                report(
                    "\(declaration.location): '\(declaration.property)' of \(node.chain.typeName) takes "
                        + "\(property.typeName), not \(declaration.value)", manager: manager)
                continue
            }
            let slot = StyleSlot(name: declaration.property, state: property.isStateful ? state : .normal)
            var sources = fromSheet[slot] ?? StyleSources()
            let value = StyleInput(declaration.value)
            if let themes = rule.themes {
                for theme in themes { sources.perTheme[theme] = value }
            } else {
                // A later rule for every theme wins over earlier theme-scoped ones too.
                sources.everyTheme = value
                for theme in sources.perTheme.keys { sources.perTheme[theme] = value }
            }
            fromSheet[slot] = sources
        }

        // Stylesheet values beat type defaults in every theme.
        var slots: [StyleSlot: StyleSources] = fromDefaults
        for (slot, sources) in fromSheet {
            slots[slot] = StyleEngine.layer(sources, over: fromDefaults[slot])
        }
        return ComputedStyle(
            slots: slots.sorted { ($0.key.name, $0.key.state.rawValue) < ($1.key.name, $1.key.state.rawValue) })
    }

    /// `upper` over `lower`: in each theme, upper's value for it (its own or its every-theme one) wins over any of
    /// lower's.
    static func layer(_ upper: StyleSources, over lower: StyleSources?) -> StyleSources {
        guard let lower else { return upper }
        var result = StyleSources()
        result.everyTheme = upper.everyTheme ?? lower.everyTheme
        for theme in Set(upper.perTheme.keys).union(lower.perTheme.keys) {
            result.perTheme[theme] =
                upper.perTheme[theme] ?? upper.everyTheme ?? lower.perTheme[theme] ?? lower.everyTheme
        }
        return result
    }

    static func suggestion(_ name: String, in candidates: [String]) -> String {
        if let closest = StyleTypes.closest(to: name, in: candidates) { return "; did you mean '\(closest)'?" }
        return candidates.isEmpty ? "" : " (it declares \(candidates.sorted().joined(separator: ", ")))"
    }

    private func report(_ message: String, manager: ThemeManager) {
        guard reported.insert(message).inserted else { return }
        manager.record(
            ThemeIssue(.styleDeclarationSkipped, theme: manager.currentIdentifier, message: message))
    }

    // MARK: - Matching

    /// Whether a selector matches an object with these ancestors (the parent first).
    static func matches(_ selector: StyleSelector, _ node: StyleNode, _ ancestors: [StyleNode]) -> Bool {
        guard matches(selector.subject, node) else { return false }
        return matchAncestors(selector, compound: selector.compounds.count - 2, ancestors, from: 0)
    }

    private static func matchAncestors(
        _ selector: StyleSelector, compound index: Int, _ ancestors: [StyleNode], from start: Int
    ) -> Bool {
        guard index >= 0 else { return true }
        let compound = selector.compounds[index]
        switch selector.combinators[index] {
        case .child:
            guard start < ancestors.count, matches(compound, ancestors[start]) else { return false }
            return matchAncestors(selector, compound: index - 1, ancestors, from: start + 1)
        case .descendant:
            for position in start..<max(start, ancestors.count) where matches(compound, ancestors[position]) {
                if matchAncestors(selector, compound: index - 1, ancestors, from: position + 1) { return true }
            }
            return false
        }
    }

    private static func matches(_ compound: StyleSelector.Compound, _ node: StyleNode) -> Bool {
        if let typeName = compound.typeName, !node.chain.names.contains(typeName) { return false }
        return compound.identifiers.allSatisfy { node.identifiers.contains($0) }
    }
}

/// One property slot of a style: the property, and the state its value is for (`.normal` for properties without
/// per-state values).
struct StyleSlot: Hashable {
    let name: String
    let state: ControlState
}

/// An object in the style tree, as matching sees it.
struct StyleNode {
    let chain: StyleTypeChain
    let identifiers: [String]
}

/// What a computed style is cached under.
struct StyleCacheKey: Hashable {
    struct Ancestor: Hashable {
        let type: ObjectIdentifier
        let identifiers: [String]
    }
    let type: ObjectIdentifier
    let identifiers: [String]
    let ancestors: [Ancestor]
}

/// The merged style of one (type, identifiers, ancestor chain): per slot, the values for every theme and per
/// theme.
struct ComputedStyle {
    let slots: [(StyleSlot, StyleSources)]
}

/// The style state of one object: its identifiers, whether it is attached, and the slots its style set.
@MainActor
final class StyledObject {
    weak var object: AnyObject?
    var identifiers: [String] = []
    var isAttached = false
    var appliedSlots: Set<StyleSlot> = []

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// Style values for every theme and per theme.
@usableFromInline
struct StyleSources {
    var everyTheme: StyleInput?
    var perTheme: [ThemeIdentifier: StyleInput] = [:]
}
