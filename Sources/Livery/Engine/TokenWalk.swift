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
