/// Every binding of one manager, grouped per object, the conversion caches, and the refresh pass that applies a
/// switch.
///
/// Objects are kept in a list in binding order (the switch walks it once). Binding finds an object's entry through
/// the object's ``BindingLifetime`` when it reports one, and otherwise in a dictionary by object address. Dead
/// objects are dropped by the next pass or count.
///
/// Each concern has its file: entries, summaries and walk records here; sites and conversion caches in
/// `BindingRegistry+Sites.swift`; the refresh pass in `BindingRegistry+Refresh.swift`; the checks the tests run
/// in `BindingRegistry+Invariants.swift`. The state below is internal rather than private so those files can
/// reach it; only the ``BindingEngine`` uses the registry.
@MainActor
@usableFromInline
final class BindingRegistry {
    // The switch reads these once per object; they are only mutated on the main actor, and never while a
    // pointer into them is held, so the dynamic exclusivity checks would only cost time.
    @exclusivity(unchecked) var entries: ContiguousArray<ObjectBindings> = []
    /// Each entry's ``ObjectBindings/summary``, by list position: the switch scans this array (8 bytes an entry)
    /// and reads on only where a summary shares a bit with the changed tokens.
    @exclusivity(unchecked) var summaries: ContiguousArray<UInt64> = []
    /// Each entry's ``ObjectBindings/walkRecord(summary:)``, by list position: the switch reads an entry only when its
    /// record cannot set the object alone. (Main-actor state; `nonisolated(unsafe)` only so that an object's
    /// lifetime, ending on the main thread, can clear its record without a closure to hop in.)
    @exclusivity(unchecked) nonisolated(unsafe) var records: ContiguousArray<WalkRecord> = []
    /// Entries by object address: every weakly held object's, and a reporting object's once it was looked up
    /// without its lifetime at hand. (Read and written by binding on the main actor only; no access overlaps
    /// another.)
    @exclusivity(unchecked) var byObject: [UnsafeMutableRawPointer: ObjectBindings] = [:]
    /// Whether objects of a class report their lifetime, direct-mapped by class: a conformance check costs more
    /// than the rest of a binding, and an object bound without its static type knowing needs one.
    @exclusivity(unchecked) var reportingByClass = ContiguousArray(
        repeating: ClassConformance(type: nil, reports: false), count: 32)
    var keys = Interner<BindingKey>()
    // Read and written by binding on the main actor only; no access overlaps another.
    @exclusivity(unchecked) var sites: [BindingSite] = []
    var siteKeys = Interner<SiteKey>()
    /// What each key-path site learns of its property's storage (``KeyPathStore``). Apart from the sites, which
    /// every binding copies one of: a reference more in each would cost every key-path binding a retain.
    var keyPathStores: [SiteID: KeyPathStore] = [:]
    /// Key-path sites whose setter is still the learning one.
    var learningSites: [SiteID] = []
    /// Sites by the identity of the key path a binding named them with, direct-mapped: binding a declared or
    /// key-path property finds its site without applying the key path or hashing the property's name.
    @exclusivity(unchecked) var sitesByKeyPath = ContiguousArray(
        repeating: KeyPathSite(keyPath: nil, site: .none), count: BindingRegistry.keyPathSiteSlots)
    static let keyPathSiteSlots = 64
    // Read by every binding on the main actor; only appended to, never while a pointer into it is held.
    @exclusivity(unchecked) var caches: [ConversionCache] = []
    var cacheIDs: [ObjectIdentifier: CacheID] = [:]
    /// Whether a refresh pass is walking the entries.
    var isRefreshing = false
    /// The number of entries the last purge kept: binding purges again once the list has doubled, so the
    /// entries of dead objects that no switch touches cannot pile up.
    var liveCountAtLastPurge = 0
    /// Makes a key canonical for the static type it is bound through (see ``BindingEngine/init(canonicalKey:)``).
    let canonicalKey: @MainActor (BindingKey, AnyObject.Type) -> BindingKey

    init(canonicalKey: @escaping @MainActor (BindingKey, AnyObject.Type) -> BindingKey) {
        self.canonicalKey = canonicalKey
    }

    // MARK: - Entries

    /// The bindings of `object`, created when `create` is set and there are none.
    /// - Parameter lifetime: The object's ``BindingLifetime``, when the caller knows it reports one; otherwise
    ///   the object is looked up by address, and asked whether it reports one only if it has no entry there.
    func entry(for object: AnyObject, lifetime: BindingLifetime? = nil, create: Bool) -> ObjectBindings? {
        if let lifetime { return reportedEntry(for: object, lifetime: lifetime, create: create) }
        let address = Unmanaged.passUnretained(object).toOpaque()
        // An entry whose object died may share the address with a new object.
        if let entry = byObject[address], entry.object === object { return entry }
        if reportsLifetime(object), let reporting = object as? any LifetimeReporting {
            let entry = reportedEntry(for: object, lifetime: reporting.bindingLifetime, create: create)
            if let entry { byObject[address] = entry }
            return entry
        }
        guard create else { return nil }
        let entry = ObjectBindings(object, listIndex: entries.count, reportsLifetime: false)
        byObject[address] = entry
        append(entry)
        return entry
    }

    /// Whether the object's class conforms to ``LifetimeReporting``, from the cache when it knows the class.
    private func reportsLifetime(_ object: AnyObject) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: object))
        let bits = UInt(bitPattern: type)
        let slot = Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 9)) & (reportingByClass.count - 1)
        if reportingByClass[slot].type == type { return reportingByClass[slot].reports }
        let reports = object is any LifetimeReporting
        reportingByClass[slot] = ClassConformance(type: type, reports: reports)
        return reports
    }

    /// The entry of an object that reports its lifetime, found through the lifetime.
    private func reportedEntry(for object: AnyObject, lifetime: BindingLifetime, create: Bool) -> ObjectBindings? {
        let registry = ObjectIdentifier(self)
        if let entry = lifetime.entry(in: registry), entry.liveness == .reported {
            precondition(
                entry.address == Unmanaged.passUnretained(object).toOpaque(),
                "Livery: two objects share one BindingLifetime; each object needs its own")
            return entry
        }
        guard create else { return nil }
        let entry = ObjectBindings(object, listIndex: entries.count, reportsLifetime: true)
        entry.registry = self
        lifetime.register(entry, in: registry)
        append(entry)
        return entry
    }

    func append(_ entry: ObjectBindings) {
        if !isRefreshing, entries.count >= 2 * max(liveCountAtLastPurge, 1024) {
            purge()
            entry.listIndex = Int32(entries.count)
        }
        entries.append(entry)
        summaries.append(0)
        records.append(WalkRecord())
    }

    /// Clears the record of an entry whose object ended, so no switch sets the object again. Called by the
    /// object's ``BindingLifetime`` on the main thread (which it checks first).
    nonisolated func objectDidEnd(_ entry: ObjectBindings) {
        let index = Int(entry.listIndex)
        if index < records.count, records[index].object == entry.address {
            records[index] = WalkRecord()
        }
    }

    /// Records what an entry's slots now read and whether its object lives; call after changing either.
    private func updateSummary(of entry: ObjectBindings) {
        let index = Int(entry.listIndex)
        guard index < entries.count, entries[index] === entry else { return }
        let summary = entry.summary
        summaries[index] = summary
        records[index] = entry.walkRecord(summary: summary)
    }

    /// Puts `slot` in the entry, in place of the slot at `index` (the slot of the same key, found with
    /// ``slotIndex(in:key:)``) or, without one, after the others, and keeps the entry's summary and walk record.
    /// The one way a slot is set, so the summary and record the switch reads never lag the slots.
    func setSlot(_ slot: BindingSlot, at index: Int?, in entry: ObjectBindings) {
        if let index {
            entry[index] = slot
        } else {
            entry.append(slot)
        }
        updateSummary(of: entry)
    }

    /// Sets the token of the slot at `index` (``ManagerTokenID/none`` when a full binding decides) and keeps the
    /// entry's summary and walk record.
    func setToken(_ tokenID: ManagerTokenID, at index: Int, in entry: ObjectBindings) {
        entry[index].tokenID = tokenID
        updateSummary(of: entry)
    }

    /// The position of the entry's slot bound under the key `keyID`, if it has one. An object's first binding
    /// finds none without reading the sites.
    func slotIndex(in entry: ObjectBindings, key keyID: KeyID) -> Int? {
        entry.count == 0 ? nil : entry.index(ofKey: keyID, sites: sites)
    }

    /// Removes every binding of `object`.
    func removeAll(of object: AnyObject) {
        guard let entry = entry(for: object, create: false) else { return }
        entry.removeAll()
        entry.detach()
        updateSummary(of: entry)
        forget(entry)
    }

    /// Removes the slot at `index` of an entry; an entry left empty is dropped.
    func remove(at index: Int, of entry: ObjectBindings) {
        entry.remove(at: index)
        if entry.count == 0 {
            entry.detach()
            forget(entry)
        }
        updateSummary(of: entry)
    }

    func purge() {
        guard !isRefreshing else { return }
        defer { liveCountAtLastPurge = entries.count }
        var kept = 0
        for index in entries.indices {
            guard entries[index].object != nil else {
                forget(entries[index])
                continue
            }
            if kept != index { move(from: index, to: kept) }
            kept += 1
        }
        entries.removeSubrange(kept...)
        summaries.removeSubrange(kept...)
        records.removeSubrange(kept...)
    }

    /// The number of bound properties and closures of live objects.
    var liveBindingCount: Int {
        purge()
        return entries.reduce(0) { $0 + ($1.object == nil ? 0 : Int($1.count)) }
    }

    /// The number of live objects with bindings.
    var liveObjectCount: Int {
        purge()
        return entries.reduce(0) { $0 + ($1.object == nil ? 0 : 1) }
    }

    func forget(_ entry: ObjectBindings) {
        if byObject[entry.address] === entry { byObject.removeValue(forKey: entry.address) }
    }
}
