import Foundation

extension ThemeManager {
    // MARK: - Stylesheets

    /// The stylesheet in use, `nil` for none.
    public var stylesheet: Stylesheet? { styles.stylesheet }

    /// Replaces the stylesheet (`nil` removes it) and restyles every attached object: values the new stylesheet
    /// no longer sets go back to what the type defaults, or the properties' own values, give.
    ///
    /// The stylesheet is checked against the registered types first (``StyleTypes/register(_:)``): a type name
    /// nobody registered, a property the selected type does not declare, a state on a property without per-state
    /// values, or a literal the property cannot take refuses it whole, with every problem listed and the closest
    /// known name suggested. A refused stylesheet changes nothing; the previous one keeps applying.
    ///
    /// A reference to a token the current theme lacks does not refuse the stylesheet (a theme added later may
    /// define it); each one is reported as a ``ThemeIssue/Kind/stylesheetTokenMissing`` issue with its place.
    /// - Throws: `StylesheetError`.
    public func setStylesheet(_ stylesheet: Stylesheet?) throws(StylesheetError) {
        try stylesheet?.check()
        if let stylesheet, let tokens = snapshot?.tokens {
            for diagnostic in stylesheet.unknownTokens(in: tokens) {
                record(
                    ThemeIssue(
                        .stylesheetTokenMissing, theme: currentIdentifier,
                        message: "\(diagnostic.location): \(diagnostic.message)"))
            }
        }
        styles.stylesheet = stylesheet
        styles.invalidateAll()
        restyleAttached()
        for scope in scopes { try? scope.setStylesheet(stylesheet) }
    }

    /// Parses, checks and uses a stylesheet (see ``setStylesheet(_:)``).
    /// - Throws: `StylesheetError` listing every syntax and checking error; nothing changes then.
    public func loadStylesheet(_ text: String, file: String = "<inline>") throws(StylesheetError) {
        try setStylesheet(try Stylesheet(parsing: text, file: file))
    }

    /// Reads, parses, checks and uses a stylesheet file; call it again to reload the file after an edit.
    /// - Throws: `StylesheetError`; nothing changes then.
    public func loadStylesheet(contentsOf url: URL) throws(StylesheetError) {
        try setStylesheet(try Stylesheet(contentsOf: url))
    }

    /// How many styles were computed rather than found in the cache: for the benchmarks (a package of their
    /// own, so `package` access does not reach them), not part of the API (`@_spi(Benchmarks) import Livery`).
    @_spi(Benchmarks) public var styleComputationCount: Int { styles.computations }

    func restyleAttached() {
        for object in styles.attachedObjects { styles.restyle(object, manager: self) }
    }

    // MARK: - Objects

    /// Styles an object now and whenever its style changes (called by ``ThemeBindings/attachStyle()``).
    func attachStyle(_ object: any Stylable) {
        styles.state(of: object, create: true)?.isAttached = true
        styles.noteAncestors(of: object)
        styles.restyle(object, manager: self)
    }

    /// Attaches `root` and every object under it to the styles of its nearest scope (``scope(for:)``), parents
    /// before their children, children in order: what the platform adapters' `attachLiveryStyles(manager:)` does
    /// for a view and its subviews, once for both. A loop over a list of objects still to visit, not a recursion:
    /// a tree's depth is the app's, and a recursion as deep as the tree would end in a stack overflow.
    /// - Parameters:
    ///   - root: The first object.
    ///   - children: An object's children (a view's `subviews`).
    package func attachStyles<Node: Stylable>(from root: Node, children: (Node) -> [Node]) {
        var pending = [root]
        while let node = pending.popLast() {
            scope(for: node).attachStyle(node)
            pending.append(contentsOf: children(node).reversed())
        }
    }

    /// Stops restyling an object; the values it has stay.
    func detachStyle(_ object: any Stylable) {
        styles.state(of: object, create: false)?.isAttached = false
    }

    /// Whether an object is attached.
    func isStyleAttached(_ object: AnyObject) -> Bool {
        styles.state(of: object, create: false)?.isAttached ?? false
    }

    /// Sets an object's identifiers and restyles it (when attached) and its attached descendants.
    func setStyleIdentifiers(_ identifiers: [String], of object: any Stylable) {
        let normalized = Array(Set(identifiers)).sorted()
        guard let state = styles.state(of: object, create: !normalized.isEmpty), state.identifiers != normalized
        else { return }
        state.identifiers = normalized
        restyle(around: object)
    }

    /// Restyles an object (when attached) and its attached descendants, after its identifiers or its place in
    /// the tree changed.
    func restyle(around object: any Stylable) {
        if isStyleAttached(object) { styles.restyle(object, manager: self) }
        for descendant in styles.attachedDescendants(of: object) { styles.restyle(descendant, manager: self) }
    }

    // MARK: - Type defaults

    /// Sets (or with `nil` removes) a type-wide default for a slot in one theme or every theme, and restyles the
    /// attached objects.
    func setTypeDefault(_ value: StyleInput?, for type: AnyObject.Type, slot: StyleSlot, theme: ThemeIdentifier?) {
        let key = ObjectIdentifier(type)
        var slots = styles.defaults[key] ?? [:]
        var sources = slots[slot] ?? StyleSources()
        if let theme { sources.perTheme[theme] = value } else { sources.everyTheme = value }
        slots[slot] = sources.everyTheme == nil && sources.perTheme.isEmpty ? nil : sources
        styles.defaults[key] = slots.isEmpty ? nil : slots
        styles.invalidateAll()
        restyleAttached()
    }

    /// The type-wide default of a slot.
    func typeDefault(for type: AnyObject.Type, slot: StyleSlot, theme: ThemeIdentifier?) -> StyleInput? {
        let sources = styles.defaults[ObjectIdentifier(type)]?[slot]
        return theme.map { sources?.perTheme[$0] } ?? sources?.everyTheme
    }
}
