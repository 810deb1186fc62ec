/// Every binding of one manager, grouped per object, the conversion caches, and the refresh pass that applies a
/// switch.
///
/// Objects are kept in a list in binding order (the switch walks it once) and in a dictionary by object identity
/// (binding looks its object up there). Dead objects are dropped by the next pass or count.
@MainActor
@usableFromInline
final class BindingRegistry {
    // The switch reads these once per object; they are only mutated on the main actor, and never while a
    // pointer into them is held, so the dynamic exclusivity checks would only cost time.
    @exclusivity(unchecked) private(set) var entries: ContiguousArray<ObjectBindings> = []
    /// Each entry's ``ObjectBindings/summary``, by list position: the switch reads this array, not the entries,
    /// to pass by objects none of whose tokens changed.
    @exclusivity(unchecked) private var summaries: ContiguousArray<UInt64> = []
    private var byObject: [ObjectIdentifier: ObjectBindings] = [:]
    private var keys = Interner<BindingKey>()
    private(set) var sites: [BindingSite] = []
    private var siteKeys = Interner<SiteKey>()
    private(set) var caches: [ConversionCache] = []
    private var cacheIDs: [ObjectIdentifier: Int32] = [:]
    /// Whether a refresh pass is walking the entries.
    private(set) var isRefreshing = false
    /// The number of entries the last purge kept: binding purges again once the list has doubled, so the
    /// entries of dead objects that no switch touches cannot pile up.
    private var liveCountAtLastPurge = 0

    // MARK: - Keys and caches

    /// The interned ID of a binding key.
    func keyID(_ key: BindingKey) -> Int32 { keys.intern(key) }

    /// The interned ID of a binding key, or `nil` when no binding ever used it.
    func existingKeyID(_ key: BindingKey) -> Int32? { keys.id(of: key) }

    /// The site of a property bound through a static object type, made on first use with the key made
    /// canonical (``StyleTypes/canonicalKey(_:root:)``).
    @usableFromInline
    func site(_ key: BindingKey, root: AnyObject.Type) -> Int32 {
        let id = siteKeys.intern(SiteKey(key: key, root: ObjectIdentifier(root)))
        if Int(id) == sites.count { sites.append(BindingSite(keyID: keyID(StyleTypes.canonicalKey(key, root: root)))) }
        return id
    }

    /// Whether a site still needs its setter (it has never been bound).
    @usableFromInline
    func siteNeedsSetter(_ site: Int32) -> Bool { sites[Int(site)].apply == nil }

    /// A site's key, cache and setter.
    func siteParts(_ site: Int32) -> (keyID: Int32, cache: Int32, apply: TokenApply?) {
        sites.withUnsafeBufferPointer { sites in
            let site = sites[Int(site)]
            return (site.keyID, site.cache, site.apply)
        }
    }

    /// Gives a site the cache of its value type and its token setter, made once for every later binding.
    @usableFromInline
    func prepareSite(_ site: Int32, cache: Int32, apply: @escaping TokenApply) {
        sites[Int(site)].cache = cache
        sites[Int(site)].apply = apply
    }

    /// The index of the conversion cache for values of `Value`, made on first use.
    @usableFromInline
    func cacheIndex<Value: ThemeValueConvertible>(for type: Value.Type) -> Int32 {
        existingCacheIndex(ObjectIdentifier(type)) ?? makeCache(for: type)
    }

    /// The index of an existing cache, by the value type's identity.
    @usableFromInline
    func existingCacheIndex(_ type: ObjectIdentifier) -> Int32? { cacheIDs[type] }

    private func makeCache<Value: ThemeValueConvertible>(for type: Value.Type) -> Int32 {
        let index = Int32(caches.count)
        caches.append(ConversionCache(index: index, for: type))
        cacheIDs[ObjectIdentifier(type)] = index
        return index
    }

    // MARK: - Entries

    /// The bindings of `object`, created when `create` is set and there are none.
    func entry(for object: AnyObject, create: Bool) -> ObjectBindings? {
        let identifier = ObjectIdentifier(object)
        // An entry whose object died may share the identifier with a new object at the same address.
        if let entry = byObject[identifier], entry.object === object { return entry }
        guard create else { return nil }
        if !isRefreshing, entries.count >= 2 * max(liveCountAtLastPurge, 1024) { purge() }
        let entry = ObjectBindings(object, listIndex: entries.count)
        byObject[identifier] = entry
        entries.append(entry)
        summaries.append(0)
        return entry
    }

    /// Records what an entry's slots now read; call after changing them.
    func updateSummary(of entry: ObjectBindings) {
        let index = entry.listIndex
        if index < summaries.count, entries[index] === entry { summaries[index] = entry.summary }
    }

    /// Removes every binding of `object`.
    func removeAll(of object: AnyObject) {
        guard let entry = entry(for: object, create: false) else { return }
        entry.removeAll()
        updateSummary(of: entry)
        entry.object = nil
        byObject.removeValue(forKey: entry.identifier)
    }

    /// Removes the slot at `index` of an entry; an entry left empty is dropped.
    func remove(at index: Int, of entry: ObjectBindings) {
        entry.remove(at: index)
        updateSummary(of: entry)
        if entry.count == 0 {
            entry.object = nil
            if byObject[entry.identifier] === entry { byObject.removeValue(forKey: entry.identifier) }
        }
    }

    // MARK: - Refresh

    /// Applies a pass to every live object and drops the dead ones.
    ///
    /// Each cache first converts the used tokens that changed and flags them. Then, per object, one weak load;
    /// per slot with one token, one flag read and, when set, the setter made at bind time; other slots ask their
    /// binding. Bindings made by closures during the pass are appended after the walked range and survive the
    /// compaction; they were applied when made.
    func refresh(_ pass: RefreshPass, paths: [String]) {
        for cache in caches { cache.prepare(pass, paths: paths) }
        isRefreshing = true
        // The caches' buffers do not move until `finish()`: the walk reads them through plain pointers.
        let cacheCount = caches.count
        let bases = UnsafeMutablePointer<UnsafeRawPointer>.allocate(capacity: max(cacheCount, 1))
        let flags = UnsafeMutablePointer<UnsafePointer<UInt8>>.allocate(capacity: max(cacheCount, 1))
        for (index, cache) in caches.enumerated() {
            (bases + index).initialize(to: cache.base)
            (flags + index).initialize(to: UnsafePointer(cache.flags))
        }
        defer {
            bases.deallocate()
            flags.deallocate()
            isRefreshing = false
            for cache in caches { cache.finish() }
        }
        // Per site, for the walk: the cache its slots read and the setter they call. (In a struct: a closure
        // stored straight in generic memory would be stored, and called, through a reabstraction thunk.)
        let siteCount = sites.count
        let walkSites = UnsafeMutablePointer<BindingSite>.allocate(capacity: max(siteCount, 1))
        for (index, site) in sites.enumerated() {
            var site = site
            if site.cache >= Int32(cacheCount) { site.cache = -1 }
            (walkSites + index).initialize(to: site)
        }
        defer {
            walkSites.deinitialize(count: siteCount)
            walkSites.deallocate()
        }
        let walk = Walk(pass: pass, siteCount: siteCount, sites: walkSites, bases: bases, flags: flags)
        var mask = ObjectBindings.fullBindingBit
        for cache in caches { mask |= cache.flaggedSummary }
        let count = entries.count
        var kept = 0
        for index in 0..<count {
            // An entry whose summary shares no bit with the changed tokens is kept without being read.
            if summaries[index] & mask != 0 {
                // The list keeps the entry alive: nothing removes or replaces a position the walk has not passed.
                unowned(unsafe) let entry = entries[index]
                guard walk.apply(to: entry) else {
                    forget(entry)
                    continue
                }
            }
            if kept != index { move(from: index, to: kept) }
            kept += 1
        }
        guard kept < count else { return }
        entries.removeSubrange(kept..<count)
        summaries.removeSubrange(kept..<count)
        // Entries made during the pass moved down with the compaction.
        for index in kept..<entries.count { entries[index].listIndex = index }
    }

    /// Moves an entry and its summary to an earlier position of the list.
    private func move(from index: Int, to position: Int) {
        let entry = entries[index]
        entries[position] = entry
        summaries[position] = summaries[index]
        entry.listIndex = position
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
        if byObject[entry.identifier] === entry { byObject.removeValue(forKey: entry.identifier) }
    }

    #if DEBUG
        /// Checks that the list, the dictionary, the slots and the caches agree.
        func checkInvariants() {
            precondition(summaries.count == entries.count, "binding registry: summaries out of step")
            for (index, entry) in entries.enumerated() {
                precondition(entry.listIndex == index, "binding registry: list index out of step")
                precondition(summaries[index] == entry.summary, "binding registry: stale summary")
                guard entry.object != nil else { continue }
                precondition(byObject[entry.identifier] === entry, "binding registry: live entry missing from index")
                let slots = (0..<Int(entry.count)).map { entry[$0] }
                for slot in slots {
                    precondition(slot.site >= 0 && Int(slot.site) < sites.count, "binding registry: unknown site")
                    precondition(slot.tokenID >= 0 || slot.binding != nil, "binding registry: slot without a source")
                    if slot.tokenID >= 0 {
                        let site = sites[Int(slot.site)]
                        precondition(site.apply != nil && site.cache >= 0, "binding registry: token slot cannot apply")
                    }
                    if let binding = slot.binding {
                        precondition(binding.soleTokenID == slot.tokenID, "binding registry: slot and binding disagree")
                    }
                }
                let keys = slots.map { sites[Int($0.site)].keyID }
                precondition(Set(keys).count == keys.count, "binding registry: duplicate binding keys on one object")
            }
            let listed = Set(entries.map(ObjectIdentifier.init))
            for (identifier, entry) in byObject {
                precondition(entry.identifier == identifier, "binding registry: index key out of step")
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

/// How one property is bound through one static object type (`label.livery.textColor` on `Label`): the canonical
/// binding key, the value type's conversion cache, and the token setter made the first time it was bound. Every
/// later binding of the property shares them, so binding allocates no closure.
struct BindingSite {
    /// The interned canonical key.
    let keyID: Int32
    /// The conversion cache of the property's value type; -1 until the first binding.
    var cache: Int32 = -1
    /// Sets the property from a converted token value; `nil` until the first binding.
    var apply: TokenApply?
}

/// What a site is found by: the key as the binding names it, and the static type it was bound through.
struct SiteKey: Hashable {
    let key: BindingKey
    let root: ObjectIdentifier
}

/// What the switch's walk reads, laid out in plain memory for one pass: per site its cache and setter (a cache of
/// -1 for sites made after the caches were prepared), per cache its value buffer and flags.
@MainActor
private struct Walk {
    let pass: RefreshPass
    let siteCount: Int
    let sites: UnsafePointer<BindingSite>
    let bases: UnsafePointer<UnsafeRawPointer>
    let flags: UnsafePointer<UnsafePointer<UInt8>>

    /// Whether the slot's token changed in this pass (sites made during the pass were applied when bound).
    @inline(__always)
    func flagged(site: Int32, tokenID: Int32) -> Bool {
        guard Int(site) < siteCount else { return false }
        let cache = sites[Int(site)].cache
        return cache >= 0 && flags[Int(cache)][Int(tokenID)] != 0
    }

    /// Applies the pass to one object's slots; `false` when the object is gone.
    ///
    /// An object none of whose bindings has work in this pass is not even loaded: a switch that changes few
    /// tokens costs little more than a read of each object's slots. Its entry, if the object died, goes at the
    /// next pass that touches it or at the next purge.
    @inline(__always)
    func apply(to entry: ObjectBindings) -> Bool {
        var first = 0
        while first < Int(entry.count) {
            let (site, tokenID) = entry.siteAndToken(at: first)
            if tokenID >= 0 ? flagged(site: site, tokenID: tokenID) : true { break }
            first += 1
        }
        guard first < Int(entry.count) else { return true }
        guard let object = entry.object else { return false }
        var position = first
        // The count and the slots are read again after each call: a closure may bind or unbind on its own object.
        while position < Int(entry.count) {
            let (site, tokenID) = entry.siteAndToken(at: position)
            if tokenID >= 0 {
                if flagged(site: site, tokenID: tokenID) {
                    sites[Int(site)].apply?(object, bases[Int(sites[Int(site)].cache)], Int(tokenID))
                }
            } else if let binding = entry[position].binding {
                binding.refresh(object, pass, apply: Int(site) < siteCount ? sites[Int(site)].apply : nil)
            }
            position += 1
        }
        return true
    }
}
