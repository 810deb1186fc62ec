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
