/// Every binding of one manager, grouped per object, and the refresh pass that applies a switch.
///
/// Objects are kept in an array in binding order (the switch walks it once) and in a dictionary by object
/// identity (binding looks its object up there). Dead objects are dropped by the next pass or count.
@MainActor
@usableFromInline
final class BindingRegistry {
    private(set) var entries: [ObjectBindings] = []
    private var byObject: [ObjectIdentifier: ObjectBindings] = [:]
    private var caches: [ObjectIdentifier: AnyObject] = [:]

    /// The conversion cache shared by every binding of one value type.
    @usableFromInline
    func cache<Value: ThemeValueConvertible>(for type: Value.Type) -> ConversionCache<Value> {
        let key = ObjectIdentifier(type)
        if let cache = caches[key] { return unsafeDowncast(cache, to: ConversionCache<Value>.self) }
        let cache = ConversionCache<Value>()
        caches[key] = cache
        return cache
    }

    /// The bindings of `object`, created when `create` is set and there are none.
    func entry(for object: AnyObject, create: Bool) -> ObjectBindings? {
        let identifier = ObjectIdentifier(object)
        // An entry whose object died may share the identifier with a new object at the same address.
        if let entry = byObject[identifier], entry.object === object { return entry }
        guard create else { return nil }
        let entry = ObjectBindings(object)
        byObject[identifier] = entry
        entries.append(entry)
        return entry
    }

    /// Removes every binding of `object`.
    func removeAll(of object: AnyObject) {
        guard let entry = entry(for: object, create: false) else { return }
        entry.bindings.removeAll()
        entry.object = nil
        byObject.removeValue(forKey: entry.identifier)
    }

    /// Removes the binding with `key` of `object`.
    func remove(_ key: BindingKey, of object: AnyObject) {
        guard let entry = entry(for: object, create: false), let index = entry.index(of: key) else { return }
        entry.bindings.remove(at: index)
        if entry.bindings.isEmpty { removeAll(of: object) }
    }

    /// Applies a pass to every live object and drops the dead ones.
    ///
    /// Bindings made by closures during the pass are appended after the walked range and survive the
    /// compaction; they were applied when made.
    func refresh(_ pass: RefreshPass) {
        let count = entries.count
        var kept = 0
        for index in 0..<count {
            let entry = entries[index]
            guard let object = entry.object else {
                forget(entry)
                continue
            }
            if kept != index { entries[kept] = entry }
            kept += 1
            for binding in entry.bindings {
                let id = binding.soleTokenID
                if id >= 0 {
                    if !pass.tokenChanged(id) { continue }
                    if let fast = binding.fastSetter, fast(object, id, pass.snapshot.generation) { continue }
                }
                binding.refresh(object, pass)
            }
        }
        entries.removeSubrange(kept..<count)
    }

    /// Drops the entries of dead objects.
    func purge() {
        entries.removeAll { entry in
            guard entry.object == nil else { return false }
            forget(entry)
            return true
        }
    }

    /// The number of bound properties and closures of live objects.
    var liveBindingCount: Int {
        purge()
        return entries.reduce(0) { $0 + $1.bindings.count }
    }

    /// The number of live objects with bindings.
    var liveObjectCount: Int {
        purge()
        return entries.count
    }

    private func forget(_ entry: ObjectBindings) {
        if byObject[entry.identifier] === entry { byObject.removeValue(forKey: entry.identifier) }
    }

    #if DEBUG
        /// Checks that the array and the dictionary agree and that no object has two bindings with one key.
        func checkInvariants() {
            for entry in entries where entry.object != nil {
                precondition(byObject[entry.identifier] === entry, "binding registry: live entry missing from index")
                precondition(
                    Set(entry.bindings.map(\.key)).count == entry.bindings.count,
                    "binding registry: duplicate binding keys on one object")
            }
            let listed = Set(entries.map(ObjectIdentifier.init))
            for (identifier, entry) in byObject {
                precondition(entry.identifier == identifier, "binding registry: index key out of step")
                precondition(
                    listed.contains(ObjectIdentifier(entry)), "binding registry: indexed entry not in the list")
            }
        }
    #endif
}
