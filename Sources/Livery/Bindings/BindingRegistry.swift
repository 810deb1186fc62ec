/// Every binding of one manager, grouped per object, the conversion caches, and the refresh pass that applies a
/// switch.
///
/// Objects are kept in a list in binding order (the switch walks it once). Binding finds an object's entry through
/// the object's ``BindingLifetime`` when it reports one, and otherwise in a dictionary by object address. Dead
/// objects are dropped by the next pass or count.
@MainActor
@usableFromInline
final class BindingRegistry {
    // The switch reads these once per object; they are only mutated on the main actor, and never while a
    // pointer into them is held, so the dynamic exclusivity checks would only cost time.
    @exclusivity(unchecked) private(set) var entries: ContiguousArray<ObjectBindings> = []
    /// Each entry's ``ObjectBindings/summary``, by list position: the switch scans this array (8 bytes an entry)
    /// and reads on only where a summary shares a bit with the changed tokens.
    @exclusivity(unchecked) private var summaries: ContiguousArray<UInt64> = []
    /// Each entry's ``ObjectBindings/walkRecord(summary:)``, by list position: the switch reads an entry only when its
    /// record cannot set the object alone. (Main-actor state; `nonisolated(unsafe)` only so that an object's
    /// lifetime, ending on the main thread, can clear its record without a closure to hop in.)
    @exclusivity(unchecked) nonisolated(unsafe) private var records: ContiguousArray<WalkRecord> = []
    /// Entries by object address: every weakly held object's, and a reporting object's once it was looked up
    /// without its lifetime at hand. (Read and written by binding on the main actor only; no access overlaps
    /// another.)
    @exclusivity(unchecked) private var byObject: [UnsafeMutableRawPointer: ObjectBindings] = [:]
    /// Whether objects of a class report their lifetime, direct-mapped by class: a conformance check costs more
    /// than the rest of a binding, and an object bound without its static type knowing needs one.
    @exclusivity(unchecked) private var reportingByClass = ContiguousArray(
        repeating: ClassConformance(type: nil, reports: false), count: 32)
    private var keys = Interner<BindingKey>()
    // Read and written by binding on the main actor only; no access overlaps another.
    @exclusivity(unchecked) private(set) var sites: [BindingSite] = []
    private var siteKeys = Interner<SiteKey>()
    /// Sites by the identity of the key path a binding named them with, direct-mapped: binding a declared or
    /// key-path property finds its site without applying the key path or hashing the property's name.
    @exclusivity(unchecked) private var sitesByKeyPath = ContiguousArray(
        repeating: KeyPathSite(keyPath: nil, site: .none), count: BindingRegistry.keyPathSiteSlots)
    private static let keyPathSiteSlots = 64
    // Read by every binding on the main actor; only appended to, never while a pointer into it is held.
    @exclusivity(unchecked) private(set) var caches: [ConversionCache] = []
    private var cacheIDs: [ObjectIdentifier: CacheID] = [:]
    /// Whether a refresh pass is walking the entries.
    private(set) var isRefreshing = false
    /// The number of entries the last purge kept: binding purges again once the list has doubled, so the
    /// entries of dead objects that no switch touches cannot pile up.
    private var liveCountAtLastPurge = 0
    /// Makes a key canonical for the static type it is bound through (see ``BindingEngine/init(canonicalKey:)``).
    private let canonicalKey: @MainActor (BindingKey, AnyObject.Type) -> BindingKey

    init(canonicalKey: @escaping @MainActor (BindingKey, AnyObject.Type) -> BindingKey) {
        self.canonicalKey = canonicalKey
    }

    // MARK: - Keys and caches

    /// The interned ID of a binding key.
    func keyID(_ key: BindingKey) -> KeyID { KeyID(keys.intern(key)) }

    /// The interned ID of a binding key, or `nil` when no binding ever used it.
    func existingKeyID(_ key: BindingKey) -> KeyID? { keys.id(of: key).map(KeyID.init) }

    /// The site of a property bound through a static object type, made on first use with the key made
    /// canonical.
    @usableFromInline
    func site(_ key: BindingKey, root: AnyObject.Type) -> SiteID {
        let id = SiteID(siteKeys.intern(SiteKey(key: key, root: ObjectIdentifier(root))))
        if id.index == sites.count { sites.append(BindingSite(keyID: keyID(canonicalKey(key, root)))) }
        return id
    }

    /// The site a key path was bound through before, if it is still in the direct-mapped cache.
    @usableFromInline
    func site(boundThrough keyPath: AnyKeyPath) -> SiteID? {
        let slot = sitesByKeyPath[Self.slot(of: keyPath)]
        return slot.keyPath === keyPath ? slot.site : nil
    }

    /// Remembers the site a key path binds (the cache keeps the key path, so its identity is not reused).
    @usableFromInline
    func remember(_ site: SiteID, boundThrough keyPath: AnyKeyPath) {
        sitesByKeyPath[Self.slot(of: keyPath)] = KeyPathSite(keyPath: keyPath, site: site)
    }

    private static func slot(of keyPath: AnyKeyPath) -> Int {
        let bits = UInt(bitPattern: ObjectIdentifier(keyPath))
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 10)) & (keyPathSiteSlots - 1)
    }

    /// Whether a site still needs its setter (it has never been bound).
    @usableFromInline
    func siteNeedsSetter(_ site: SiteID) -> Bool { sites[site.index].setter == nil }

    /// A site's key, cache and setter.
    func siteParts(_ site: SiteID) -> (keyID: KeyID, cache: CacheID, apply: TokenApply?) {
        let site = sites[site.index]
        return (site.keyID, site.cache, site.setter?.apply)
    }

    /// Gives a site the cache of its value type and its token setter, made once for every later binding.
    @usableFromInline
    func prepareSite(_ site: SiteID, cache: CacheID, apply: @escaping TokenApply) {
        sites[site.index].cache = cache
        sites[site.index].setter = TokenSetter(apply)
    }

    /// The index of the conversion cache for values of `Value`, made on first use.
    @usableFromInline
    func cacheIndex<Value: ThemeValueConvertible>(for type: Value.Type) -> CacheID {
        existingCacheIndex(ObjectIdentifier(type)) ?? makeCache(for: type)
    }

    /// The index of an existing cache, by the value type's identity.
    @usableFromInline
    func existingCacheIndex(_ type: ObjectIdentifier) -> CacheID? { cacheIDs[type] }

    /// The cache of an ID.
    func cache(_ id: CacheID) -> ConversionCache { caches[id.index] }

    private func makeCache<Value: ThemeValueConvertible>(for type: Value.Type) -> CacheID {
        let index = CacheID(Int32(caches.count))
        caches.append(ConversionCache(index: index, for: type))
        cacheIDs[ObjectIdentifier(type)] = index
        return index
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

    private func append(_ entry: ObjectBindings) {
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
    func updateSummary(of entry: ObjectBindings) {
        let index = Int(entry.listIndex)
        guard index < entries.count, entries[index] === entry else { return }
        let summary = entry.summary
        summaries[index] = summary
        records[index] = entry.walkRecord(summary: summary)
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

    // MARK: - Refresh

    /// Applies a pass to every live object and drops the dead ones.
    ///
    /// Each cache first converts the used tokens that changed and flags them. Then each object none of whose
    /// tokens changed is passed by on its summary alone; an object whose bindings are all single tokens takes the
    /// fast walk (``TokenWalk``), and one with a full binding the general walk (``BindingWalk``). Bindings made
    /// by closures during the pass are appended after the walked range and survive the compaction; they were
    /// applied when made.
    func refresh(_ pass: RefreshPass, paths: [String]) {
        for cache in caches { cache.prepare(pass, paths: paths) }
        isRefreshing = true
        // The caches' buffers do not move until `finish()`, nor do the sites' setters: the walks read them through
        // plain pointers.
        let tokens = TokenWalk(sites: sites, caches: caches)
        defer {
            tokens.deallocate()
            isRefreshing = false
            for cache in caches { cache.finish() }
        }
        let general = BindingWalk(pass: pass, tokens: tokens)
        var mask = ObjectBindings.fullBindingBit
        for cache in caches { mask |= cache.flaggedSummary }
        let count = entries.count
        var kept = 0
        var index = 0
        while index < count {
            // Entries whose summaries share no bit with the changed tokens are kept without being read.
            let hit = nextEntry(from: index, upTo: count, matching: mask)
            if kept == index {
                kept = hit
            } else {
                for passed in index..<hit { move(from: passed, to: kept + passed - index) }
                kept += hit - index
            }
            guard hit < count else { break }
            index = hit + 1
            let isAlive: Bool
            if records[hit].object != nil {
                isAlive = setFromRecord(at: hit, tokens, changed: mask)
            } else {
                // The list keeps the entry alive: nothing removes or replaces a position the walk has not passed.
                let entry = Unmanaged.passUnretained(entries[hit])
                isAlive =
                    summaries[hit] & ObjectBindings.fullBindingBit == 0
                    ? withGuaranteed(entry) { tokens.apply(to: $0) }
                    : general.apply(to: entry.takeUnretainedValue())
            }
            guard isAlive else {
                forget(entries[hit])
                continue
            }
            if kept != hit { move(from: hit, to: kept) }
            kept += 1
        }
        guard kept < count else { return }
        entries.removeSubrange(kept..<count)
        summaries.removeSubrange(kept..<count)
        records.removeSubrange(kept..<count)
        // Entries made during the pass moved down with the compaction.
        for index in kept..<entries.count { entries[index].listIndex = Int32(index) }
    }

    /// The position of the first entry from `start` whose summary shares a bit with `mask`, or `end`.
    @inline(__always)
    private func nextEntry(from start: Int, upTo end: Int, matching mask: UInt64) -> Int {
        firstSummary(in: summaries, from: start, upTo: end, matching: mask)
    }

    /// Sets the flagged slots of the object a record holds, without reading its entry. The record is read again
    /// after each set: a setter may bind or unbind on its object, or end it. Returns `true`: an object that
    /// ended is dropped by the next pass that reads its entry.
    /// - Parameter changed: The summary bits of the flagged tokens: a slot whose token's bit is not among them is
    ///   passed by without looking its flag up, the common case in a switch that changes few tokens.
    @inline(__always)
    private func setFromRecord(at index: Int, _ tokens: TokenWalk, changed: UInt64) -> Bool {
        #if DEBUG
            if let object = records[index].object {
                holdingInDebug(Unmanaged.fromOpaque(object), hasEnded: { records[index].object == nil }) { _ in
                    setRecordSlots(at: index, tokens, changed: changed)
                }
            }
        #else
            setRecordSlots(at: index, tokens, changed: changed)
        #endif
        return true
    }

    @inline(__always)
    private func setRecordSlots(at index: Int, _ tokens: TokenWalk, changed: UInt64) {
        var slot = 0
        while slot < 3, let object = records[index].object {
            let (site, tokenID) = records[index].slot(slot)
            if !site.isNone, !tokenID.isNone, changed & ObjectBindings.summaryBit(of: tokenID) != 0,
                tokens.flagged(site: site, tokenID: tokenID)
            {
                tokens.set(object, site: site, tokenID: tokenID)
            }
            slot += 1
        }
    }

    /// Moves an entry and its record to an earlier position of the list.
    private func move(from index: Int, to position: Int) {
        let entry = entries[index]
        entries[position] = entry
        summaries[position] = summaries[index]
        records[position] = records[index]
        entry.listIndex = Int32(position)
    }

    /// Drops the entries of dead objects; not during a pass.
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

    private func forget(_ entry: ObjectBindings) {
        if byObject[entry.address] === entry { byObject.removeValue(forKey: entry.address) }
    }

    #if DEBUG
        /// Checks that the list, the dictionary, the slots and the caches agree.
        func checkInvariants() {
            precondition(
                records.count == entries.count && summaries.count == entries.count,
                "binding registry: records out of step")
            for (index, entry) in entries.enumerated() {
                precondition(Int(entry.listIndex) == index, "binding registry: list index out of step")
                precondition(
                    records[index] == entry.walkRecord(summary: entry.summary) && summaries[index] == entry.summary,
                    "binding registry: stale walk record")
                guard let object = entry.object else { continue }
                if let reporting = object as? any LifetimeReporting {
                    precondition(
                        entry.liveness == .reported, "binding registry: a reporting object's entry holds it weakly")
                    precondition(
                        reporting.bindingLifetime.entry(in: ObjectIdentifier(self)) === entry,
                        "binding registry: live entry missing from its object's lifetime")
                } else {
                    precondition(byObject[entry.address] === entry, "binding registry: live entry missing from index")
                }
                let slots = (0..<Int(entry.count)).map { entry[$0] }
                for slot in slots {
                    precondition(!slot.site.isNone && slot.site.index < sites.count, "binding registry: unknown site")
                    precondition(
                        !slot.tokenID.isNone || slot.binding != nil, "binding registry: slot without a source")
                    if !slot.tokenID.isNone {
                        let site = sites[slot.site.index]
                        precondition(
                            site.apply != nil && !site.cache.isNone, "binding registry: token slot cannot apply")
                    }
                    if let binding = slot.binding {
                        precondition(binding.soleTokenID == slot.tokenID, "binding registry: slot and binding disagree")
                    }
                }
                let keys = slots.map { sites[$0.site.index].keyID }
                precondition(Set(keys).count == keys.count, "binding registry: duplicate binding keys on one object")
            }
            let listed = Set(entries.map(ObjectIdentifier.init))
            for (address, entry) in byObject {
                precondition(entry.address == address, "binding registry: index key out of step")
                precondition(
                    listed.contains(ObjectIdentifier(entry)), "binding registry: indexed entry not in the list")
            }
            keys.checkInvariants()
            siteKeys.checkInvariants()
            precondition(siteKeys.elements.count == sites.count, "binding registry: sites out of step")
            for cache in caches { cache.checkInvariants() }
        }
    #endif
}

/// The position of the first summary from `start` that shares a bit with `mask`, or `end`: a tight loop over the
/// summaries (8 bytes an entry). Nonisolated, so that the closure it hands the standard library is not checked for
/// its executor; the caller fetches the array anew for each call, since a setter may grow it between calls.
@inline(__always)
private func firstSummary(in summaries: ContiguousArray<UInt64>, from start: Int, upTo end: Int, matching mask: UInt64)
    -> Int
{
    summaries.withUnsafeBufferPointer { summaries in
        guard let base = summaries.baseAddress, start < end else { return end }
        var position = start
        while position < end, base[position] & mask == 0 { position += 1 }
        return position
    }
}

/// How one property is bound through one static object type (`label.livery.textColor` on `Label`): the canonical
/// binding key, the value type's conversion cache, and the token setter made the first time it was bound. Every
/// later binding of the property shares them, so binding allocates no closure.
struct BindingSite {
    /// The interned canonical key.
    let keyID: KeyID
    /// The conversion cache of the property's value type; ``CacheID/none`` until the first binding.
    var cache: CacheID = .none
    /// Sets the property from a converted token value; `nil` until the first binding.
    var setter: TokenSetter?

    /// The setter's closure.
    var apply: TokenApply? { setter?.apply }
}

/// A slot of the registry's cache of classes that report their lifetime. (Classes are never unloaded, so an
/// identifier stays the class's.)
struct ClassConformance {
    let type: ObjectIdentifier?
    let reports: Bool
}

/// A slot of the registry's key-path site cache.
struct KeyPathSite {
    let keyPath: AnyKeyPath?
    let site: SiteID
}

/// What a site is found by: the key as the binding names it, and the static type it was bound through.
struct SiteKey: Hashable {
    let key: BindingKey
    let root: ObjectIdentifier
}
