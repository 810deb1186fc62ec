/// The stylable types stylesheets may name, and what Livery knows of each type it has styled: its declared
/// properties and its class chain.
///
/// Register every type a stylesheet names (adapters register theirs): a stylesheet naming an unregistered type
/// or a property its type does not declare is refused, with the closest known name suggested.
@MainActor
public enum StyleTypes {
    private static var registered: [String: any Stylable.Type] = [:]
    private static var declarations: [ObjectIdentifier: StylePropertyDeclarations] = [:]
    private static var chains: [ObjectIdentifier: StyleTypeChain] = [:]
    private static var notStylable: Set<ObjectIdentifier> = []

    /// Makes types known to stylesheets under their names (`String(describing: type)`, `Button` for
    /// `Button`). Registering a type again, or another type with the same name, replaces the earlier one.
    public static func register(_ types: any Stylable.Type...) {
        for type in types { registered[String(describing: type)] = type }
    }

    /// The registered type names, sorted.
    public static var registeredNames: [String] { registered.keys.sorted() }

    /// The registered type with a name.
    static func type(named name: String) -> (any Stylable.Type)? { registered[name] }

    /// The properties a type declares (computed once per type).
    static func declarations(of type: any Stylable.Type) -> StylePropertyDeclarations {
        let key = ObjectIdentifier(type)
        if let cached = declarations[key] { return cached }
        let result = StylePropertyDeclarations()
        type.declareStyleProperties(result)
        declarations[key] = result
        return result
    }

    /// The key a binding of `root` is stored under: a key path the root type declares as a style property
    /// becomes that property's name, so inline bindings and styles of one property share a binding whatever
    /// static type each was made through.
    static func canonicalKey(_ key: BindingKey, root: AnyObject.Type) -> BindingKey {
        guard case .keyPath(let keyPath) = key else { return key }
        let identifier = ObjectIdentifier(root)
        if notStylable.contains(identifier) { return key }
        guard let stylable = root as? any Stylable.Type else {
            notStylable.insert(identifier)
            return key
        }
        guard let name = declarations(of: stylable).namesByKeyPath[keyPath] else { return key }
        return .property(name)
    }

    /// The class chain of an object's dynamic type, most derived first (computed once per type).
    static func chain(of object: any Stylable) -> StyleTypeChain {
        let key = ObjectIdentifier(Swift.type(of: object))
        if let cached = chains[key] { return cached }
        var types: [ObjectIdentifier] = []
        var names: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            types.append(ObjectIdentifier(current.subjectType))
            names.append(String(describing: current.subjectType))
            mirror = current.superclassMirror
        }
        let chain = StyleTypeChain(
            type: key, typeName: names[0], types: types, names: Set(names),
            declarations: declarations(of: Swift.type(of: object)))
        chains[key] = chain
        return chain
    }

    /// The known name closest to `name` (for "did you mean"), if one is close enough to be a likely typo.
    nonisolated static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        Suggestion.closest(to: name, in: candidates)
    }
}

/// What styling needs of an object's type: its class chain and its declared properties.
struct StyleTypeChain {
    /// The dynamic type.
    let type: ObjectIdentifier
    /// Its name.
    let typeName: String
    /// The class chain, most derived first.
    let types: [ObjectIdentifier]
    /// The names a selector may use for it: its own and its superclasses'.
    let names: Set<String>
    /// The properties its type declares.
    let declarations: StylePropertyDeclarations
}
