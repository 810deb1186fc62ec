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
