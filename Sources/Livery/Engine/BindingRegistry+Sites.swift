extension BindingRegistry {
    // MARK: - Keys and caches

    /// The interned ID of a binding key.
    func keyID(_ key: BindingKey) -> KeyID { KeyID(keys.intern(key)) }

    /// The interned ID of a binding key, or `nil` when no binding ever used it.
    func existingKeyID(_ key: BindingKey) -> KeyID? { keys.id(of: key).map(KeyID.init) }

    /// The site of a property bound through a static object type, made on first use with the key made
    /// canonical.
    @usableFromInline
    func site(_ key: BindingKey, root: AnyObject.Type, value: Any.Type) -> SiteID {
        let id = SiteID(
            siteKeys.intern(SiteKey(key: key, root: ObjectIdentifier(root), value: ObjectIdentifier(value))))
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

    /// A site: its key, its cache and its setter.
    subscript(site id: SiteID) -> BindingSite { sites[id.index] }

    /// Gives a site the cache of its value type and its token setter, made once for every later binding; for a
    /// key-path site, also what its setter learns of the property's storage.
    @usableFromInline
    func prepareSite(_ site: SiteID, cache: CacheID, apply: @escaping TokenApply, keyPathStore: KeyPathStore? = nil) {
        sites[site.index].cache = cache
        sites[site.index].setter = TokenSetter(apply)
        if let keyPathStore {
            keyPathStores[site] = keyPathStore
            learningSites.append(site)
        }
    }

    /// Gives each key-path site that has learned where its property lives the setter it learned, in place of the
    /// learning one. Called before a switch walks the bindings, never during it: the walk holds the sites' setters
    /// unretained.
    func settleLearnedSetters() {
        learningSites.removeAll { site in
            guard let store = keyPathStores[site], let apply = store.learnedSetter() else { return false }
            sites[site.index].setter = TokenSetter(apply)
            store.setters = nil
            return true
        }
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
}
