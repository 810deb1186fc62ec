/// What applying a binding needs: the snapshot, the conversion caches and token paths, and where to report.
@MainActor
struct ApplyContext {
    /// The snapshot to apply.
    let snapshot: ThemeSnapshot
    /// The manager's conversion caches, by index.
    let caches: [ConversionCache]
    /// The manager's token paths, by ID.
    let paths: [String]
    /// Where missing tokens and failed conversions are reported.
    let issues: IssueLog

    /// Calls `body` with the converted value of token `id` as `(base, index)`, for a ``TokenApply``; does
    /// nothing (the cache reported why) when the token is missing or does not convert.
    func withValue(of id: ManagerTokenID, cache: CacheID, _ body: (UnsafeRawPointer, Int) -> Void) {
        let cache = caches[cache.index]
        if !cache.isFrozen || id.index < cache.capacity {
            if cache.value(id: id, in: snapshot, paths: paths, issues: issues) != nil { body(cache.base, id.index) }
            return
        }
        // A token interned during a switch: converted into scratch memory, the frozen buffers stay put.
        let scratch = cache.allocateScratch()
        defer { scratch.deallocate() }
        if cache.value(id: id, in: snapshot, paths: paths, issues: issues, scratch: scratch) != nil {
            body(UnsafeRawPointer(scratch), 0)
            cache.deinitializeScratch(scratch)
        }
    }
}
