internal import CLiveryRuntime

/// One refresh of the bindings: the snapshot to apply, the one applied before, and which tokens differ.
@MainActor
struct RefreshPass {
    /// The snapshot to apply, with the caches.
    let context: ApplyContext
    /// The snapshot applied before; `nil` applies every binding.
    let previous: ThemeSnapshot?
    /// By manager token ID: whether the token's value differs between the two snapshots.
    let changed: [Bool]
    /// Whether the pass is a frame of an animated switch: only colors moved, towards a theme already committed
    /// and announced, so closures and group handlers (which ran at the commit) are not run again.
    var isFrame = false
    /// During an animated switch, the snapshot committed, for the closures that do not follow frames; `nil`
    /// otherwise.
    var committed: ThemeSnapshot?

    /// What a closure that does not follow the frames of an animated switch gets: the theme committed.
    var committedSnapshot: ThemeSnapshot { committed ?? context.snapshot }

    /// The snapshot to apply.
    var snapshot: ThemeSnapshot { context.snapshot }
    /// Where missing tokens and failed conversions are reported.
    var issues: IssueLog { context.issues }

    /// Whether bindings of token `id` must be applied again.
    @inline(__always)
    func tokenChanged(_ id: ManagerTokenID) -> Bool {
        previous == nil || id.index >= changed.count || changed[id.index]
    }

    /// Whether token `id` is flagged although its value is the same in both snapshots: a system change alters
    /// what it converts to (the refresh's `forcing`).
    func isForced(_ id: ManagerTokenID) -> Bool {
        let index = id.index
        guard let previous, index < changed.count, changed[index], index < previous.values.count,
            index < snapshot.values.count, let old = previous.values[index]
        else { return false }
        return old == snapshot.values[index]
    }
}

// MARK: - BindingRegistry+Refresh

extension BindingRegistry {
    // MARK: - Refresh

    /// Applies a pass to every live object and drops the dead ones.
    ///
    /// Each cache first converts the used tokens that changed and flags them. Then each object none of whose
    /// tokens changed is passed by on its summary alone; an object whose bindings are all single tokens takes the
    /// fast walk (``TokenWalk``), and one with a full binding the general walk (``BindingWalk``). Bindings made
    /// by closures during the pass are appended after the walked range and survive the compaction; they were
    /// applied when made.
    func refresh(_ pass: RefreshPass, paths: [String]) {
        if !learningSites.isEmpty, !isRefreshing { settleLearnedSetters() }
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
            prefetchObject(at: hit + Self.prefetchDistance, count: count)
            let isAlive: Bool
            if let object = records[hit].object {
                #if canImport(ObjectiveC)
                    isAlive = setFromRecord(at: hit, object, tokens, changed: mask)
                #else
                    isAlive =
                        WalkRecord.isWeaklyHeld(object)
                        ? setWeaklyHeldFromRecord(at: hit, object, tokens, changed: mask)
                        : setFromRecord(at: hit, object, tokens, changed: mask)
                #endif
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

    /// How many entries ahead of the one it sets the walk asks for an object's memory.
    static let prefetchDistance = 8

    /// Asks the processor for the memory of the object at list position `index` (its header, which a retain
    /// touches, and the first properties), so that it arrives while the walk sets the objects before it.
    @inline(__always)
    private func prefetchObject(at index: Int, count: Int) {
        guard index < count else { return }
        if let object = records[index].object {
            livery_prefetch_object(WalkRecord.address(object))
        } else {
            livery_prefetch_object(withGuaranteed(Unmanaged.passUnretained(entries[index])) { $0.address })
        }
    }

    /// The position of the first entry from `start` whose summary shares a bit with `mask`, or `end`.
    @inline(__always)
    private func nextEntry(from start: Int, upTo end: Int, matching mask: UInt64) -> Int {
        firstSummary(in: summaries, from: start, upTo: end, matching: mask)
    }

    /// Sets the flagged slots of the object a record holds, `object`, which reports its lifetime, without reading
    /// its entry. The record is read again after each set: a setter may bind or unbind on its object, or end it.
    /// Returns `true`: an object that ended is dropped by the next pass that reads its entry.
    /// - Parameter changed: The summary bits of the flagged tokens: a slot whose token's bit is not among them is
    ///   passed by without looking its flag up, the common case in a switch that changes few tokens.
    @inline(__always)
    private func setFromRecord(at index: Int, _ object: UnsafeMutableRawPointer, _ tokens: TokenWalk, changed: UInt64)
        -> Bool
    {
        #if DEBUG
            holdingInDebug(Unmanaged.fromOpaque(object), hasEnded: { records[index].object == nil }) { _ in
                setRecordSlots(at: index, holding: object, address: object, tokens, changed: changed)
            }
        #else
            setRecordSlots(at: index, holding: object, address: object, tokens, changed: changed)
        #endif
        return true
    }

    #if !canImport(ObjectiveC)
        /// Sets the flagged slots of a weakly held object from its record, `tagged` (its address, tagged), holding a
        /// strong reference meanwhile; `false` when the object is gone.
        @inline(__always)
        private func setWeaklyHeldFromRecord(
            at index: Int, _ tagged: UnsafeMutableRawPointer, _ tokens: TokenWalk, changed: UInt64
        ) -> Bool {
            let address = WalkRecord.address(tagged)
            // Released by hand: a closure kept alive around the sets would be checked for its executor.
            guard let retained = UnownedObject.retainStrongly(address) else { return false }
            setRecordSlots(at: index, holding: tagged, address: address, tokens, changed: changed)
            retained.release()
            return true
        }
    #endif

    /// Sets the flagged slots of the object at `address`, which the caller keeps alive, while its record still
    /// holds it (`held`: the record's ``WalkRecord/object``).
    @inline(__always)
    private func setRecordSlots(
        at index: Int, holding held: UnsafeMutableRawPointer, address: UnsafeMutableRawPointer, _ tokens: TokenWalk,
        changed: UInt64
    ) {
        var slot = 0
        while slot < 3, records[index].object == held {
            let (site, tokenID) = records[index].slot(slot)
            if !site.isNone, !tokenID.isNone, changed & ObjectBindings.summaryBit(of: tokenID) != 0,
                tokens.flagged(site: site, tokenID: tokenID)
            {
                tokens.set(address, site: site, tokenID: tokenID)
            }
            slot += 1
        }
    }

    /// Moves an entry and its record to an earlier position of the list.
    func move(from index: Int, to position: Int) {
        let entry = entries[index]
        entries[position] = entry
        summaries[position] = summaries[index]
        records[position] = records[index]
        entry.listIndex = Int32(position)
    }

    /// Drops the entries of dead objects; not during a pass.
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

// MARK: - BindingWalk

/// The general walk of a switch, for objects with a full binding (per-theme values, literals, styles, closures):
/// it holds the object strongly while it asks each full binding what to apply, since closures run arbitrary code.
@MainActor
struct BindingWalk {
    let pass: RefreshPass
    let tokens: TokenWalk

    /// Applies the pass to one object's slots; `false` when the object is gone.
    func apply(to entry: ObjectBindings) -> Bool {
        guard let object = entry.object else { return false }
        var position = 0
        // The count and the slots are read again after each call: a closure may bind or unbind on its own object.
        while position < Int(entry.count) {
            let (site, tokenID) = entry.siteAndToken(at: position)
            if !tokenID.isNone {
                if tokens.flagged(site: site, tokenID: tokenID) { tokens.set(object, site: site, tokenID: tokenID) }
            } else if let binding = entry[position].binding {
                binding.refresh(object, pass, apply: tokens.apply(ofSite: site))
            }
            position += 1
        }
        return true
    }
}

// MARK: - TokenWalk

/// Calls `body` with the object `reference` points to, without retaining it; the caller keeps the object alive.
/// (A nonisolated function of this module: a main-actor closure handed straight to the standard library's
/// `_withUnsafeGuaranteedRef` would be checked for its executor on every call.)
@inline(__always)
func withGuaranteed<Instance: AnyObject, Result>(_ reference: Unmanaged<Instance>, _ body: (Instance) -> Result)
    -> Result
{
    reference._withUnsafeGuaranteedRef(body)
}

#if DEBUG
    /// Runs a walk's sets on an object the walk does not retain (it reports its lifetime), holding it meanwhile:
    /// debug builds catch a setter that releases its own object, which then ends the moment the walk lets go.
    func holdingInDebug<Result>(
        _ object: Unmanaged<AnyObject>, hasEnded: () -> Bool, _ sets: (AnyObject) -> Result
    ) -> Result {
        let result: Result
        let endedDuringSets: Bool
        do {
            let held = object.takeUnretainedValue()
            result = sets(held)
            endedDuringSets = hasEnded()
            withExtendedLifetime(held) {}
        }
        precondition(
            endedDuringSets || !hasEnded(),
            "Livery: a property's setter released its own object, which reports its lifetime "
                + "(LifetimeReporting); the switch does not retain such objects while it sets them")
        return result
    }
#endif

/// A site as the walks read it: the cache its slots read (none for a site made after the caches were prepared), how
/// many token IDs that cache's frozen flags cover, and its setter, unretained (the registry's sites keep it).
struct WalkSite {
    let cache: CacheID
    /// A token first used during the pass may lie beyond the frozen flags; it was applied when bound.
    let limit: UInt32
    let setter: Unmanaged<TokenSetter>?
}

/// The fast walk of a switch, for objects whose bindings are all single tokens: per site its cache and setter,
/// per cache its value buffer and flags, in plain memory for one pass. Per object it reads the entry's slots and
/// sets the flagged ones through the sites' setters; nothing is retained, and an object that reports its
/// lifetime is not even retained itself.
///
/// Made and used by ``BindingRegistry/refresh(_:paths:)`` on the main actor, within one call.
struct TokenWalk {
    let siteCount: Int
    private let sites: UnsafeMutablePointer<WalkSite>
    private let bases: UnsafeMutablePointer<UnsafeRawPointer>
    private let flags: UnsafeMutablePointer<UnsafePointer<UInt8>>
    private let cacheCount: Int

    /// Lays the sites and the caches' buffers out for the walk; they must not move until ``deallocate()``.
    @MainActor
    init(sites: [BindingSite], caches: [ConversionCache]) {
        cacheCount = caches.count
        bases = .allocate(capacity: max(cacheCount, 1))
        flags = .allocate(capacity: max(cacheCount, 1))
        for (index, cache) in caches.enumerated() {
            (bases + index).initialize(to: cache.base)
            (flags + index).initialize(to: UnsafePointer(cache.flags))
        }
        siteCount = sites.count
        self.sites = .allocate(capacity: max(siteCount, 1))
        for (index, site) in sites.enumerated() {
            let known = !site.cache.isNone && site.cache.index < cacheCount
            (self.sites + index).initialize(
                to: WalkSite(
                    cache: known ? site.cache : .none, limit: known ? UInt32(caches[site.cache.index].capacity) : 0,
                    setter: site.setter.map { Unmanaged.passUnretained($0) }))
        }
    }

    /// Frees the walk's memory.
    func deallocate() {
        sites.deallocate()
        bases.deallocate()
        flags.deallocate()
    }

    /// Whether the slot's token changed in this pass (sites made during the pass, and tokens first used during it,
    /// were applied when bound).
    @inline(__always)
    func flagged(site: SiteID, tokenID: ManagerTokenID) -> Bool {
        guard site.index < siteCount else { return false }
        let walkSite = sites[site.index]
        return UInt32(bitPattern: tokenID.rawValue) < walkSite.limit && flags[walkSite.cache.index][tokenID.index] != 0
    }

    /// Sets a flagged token slot's property.
    @inline(__always)
    func set(_ object: AnyObject, site: SiteID, tokenID: ManagerTokenID) {
        guard let setter = sites[site.index].setter else { return }
        let base = bases[sites[site.index].cache.index]
        withGuaranteed(setter) { $0.applyOnMainActor(object, base, tokenID.index) }
    }

    /// Sets a flagged token slot's property on an object known by its address, which the caller keeps alive.
    @inline(__always)
    func set(_ address: UnsafeMutableRawPointer, site: SiteID, tokenID: ManagerTokenID) {
        withGuaranteed(Unmanaged<AnyObject>.fromOpaque(address)) { set($0, site: site, tokenID: tokenID) }
    }

    /// A site's setter closure, as the general walk hands it to full bindings.
    @MainActor
    func apply(ofSite site: SiteID) -> TokenApply? {
        guard site.index < siteCount else { return nil }
        return sites[site.index].setter?.takeUnretainedValue().apply
    }

    /// Applies the pass to an object whose slots are all single tokens; `false` when the object is gone.
    ///
    /// An object none of whose slots has work in this pass is not even loaded: a switch that changes few
    /// tokens costs little more than a read of each object's slots.
    @inline(__always)
    func apply(to entry: ObjectBindings) -> Bool {
        var first = 0
        while first < Int(entry.count) {
            let (site, tokenID) = entry.siteAndToken(at: first)
            if !tokenID.isNone, flagged(site: site, tokenID: tokenID) { break }
            first += 1
        }
        guard first < Int(entry.count) else { return entry.liveness != .ended }
        if let object = entry.reportedObject {
            #if DEBUG
                return holdingInDebug(object, hasEnded: { entry.liveness == .ended }) {
                    setSlots(of: entry, on: $0, from: first)
                }
            #else
                return withGuaranteed(object) { setSlots(of: entry, on: $0, from: first) }
            #endif
        }
        guard let object = entry.object else { return false }
        return setSlots(of: entry, on: object, from: first)
    }

    /// Sets the flagged slots from `first` on. The count and the slots are read again after each set: a setter
    /// may bind or unbind on its own object. (A slot bound with more than a token during the pass was applied
    /// when bound.) Stops when the entry ends, which it does if a setter unbinds every property.
    @inline(__always)
    private func setSlots(of entry: ObjectBindings, on object: AnyObject, from first: Int) -> Bool {
        var position = first
        while position < Int(entry.count), entry.liveness != .ended {
            let (site, tokenID) = entry.siteAndToken(at: position)
            if !tokenID.isNone, flagged(site: site, tokenID: tokenID) { set(object, site: site, tokenID: tokenID) }
            position += 1
        }
        return true
    }
}
