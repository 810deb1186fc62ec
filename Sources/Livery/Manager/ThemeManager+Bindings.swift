extension ThemeManager {
    // MARK: - Bindings and groups

    /// The number of bound properties and closures of live objects (dead objects' bindings are dropped first).
    public var bindingCount: Int { engine.registry.liveBindingCount }

    /// The number of live objects with bindings.
    public var boundObjectCount: Int { engine.registry.liveObjectCount }

    /// Sets the handler of a group: after every switch (and once now) it gets every live object that joined
    /// the group with ``ThemeBindings/join(_:)``, and the new theme: an image pool reloaded at once, or any batch
    /// update cheaper done once than per object. `nil` removes the handler.
    public func setGroupHandler(_ group: String, _ handler: (@MainActor ([AnyObject], ThemeSnapshot) -> Void)?) {
        let group = engine.group(named: group)
        group.handler = handler
        if let currentSnapshot { group.notify(currentSnapshot) }
    }

    /// The live objects of a group, in the order they joined.
    public func objects(inGroup group: String) -> [AnyObject] {
        engine.groups[group]?.liveObjects ?? []
    }

    #if DEBUG
        /// Checks the binding engine, the theme registry and the snapshot slot (called from tests).
        func checkInvariants() {
            engine.checkInvariants()
            precondition(Set(themeIdentifiers).count == themeIdentifiers.count, "theme identifiers repeat")
            precondition(Set(themeIdentifiers) == Set(themesByIdentifier.keys), "identifiers and themes out of step")
            if let currentIdentifier {
                precondition(themesByIdentifier[currentIdentifier] != nil, "current theme not registered")
                precondition(currentSnapshot?.identifier == currentIdentifier, "current snapshot out of step")
                precondition(snapshot === currentSnapshot, "published snapshot out of step")
            }
        }
    #endif
}
