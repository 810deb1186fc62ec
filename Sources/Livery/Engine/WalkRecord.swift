/// What the switch reads of an entry whose summary says it has work (32 bytes, in list order beside the entries):
/// for a live object that reports its lifetime and binds at most three single tokens, the object's address and the
/// slots' sites and tokens, so a switch sets the object without reading its entry; otherwise empty, and the walk
/// reads the entry. Kept up to date by the registry whenever the entry's slots or liveness change.
struct WalkRecord: Equatable {
    /// The object while it lives, when the record alone can set it; `nil` otherwise (the walk reads the entry).
    var object: UnsafeMutableRawPointer?
    /// Three (site, token) pairs, packed; a site of ``SiteID/none`` is an empty slot. Each ID is the `Int32` it
    /// wraps, so the record is as small as six raw integers would make it (a test checks the 32 bytes).
    var slots: (SiteID, ManagerTokenID, SiteID, ManagerTokenID, SiteID, ManagerTokenID)

    init(
        object: UnsafeMutableRawPointer? = nil,
        slots: (SiteID, ManagerTokenID, SiteID, ManagerTokenID, SiteID, ManagerTokenID) = (
            .none, .none, .none, .none, .none, .none
        )
    ) {
        self.object = object
        self.slots = slots
    }

    /// The site and token of slot 0, 1 or 2.
    @inline(__always)
    func slot(_ index: Int) -> (site: SiteID, tokenID: ManagerTokenID) {
        switch index {
        case 0: (slots.0, slots.1)
        case 1: (slots.2, slots.3)
        default: (slots.4, slots.5)
        }
    }

    static func == (lhs: WalkRecord, rhs: WalkRecord) -> Bool {
        lhs.object == rhs.object && lhs.slots == rhs.slots
    }
}
