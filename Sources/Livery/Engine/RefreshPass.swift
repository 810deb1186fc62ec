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
}
