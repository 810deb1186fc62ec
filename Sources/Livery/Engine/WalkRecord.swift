/// What the switch reads of an entry whose summary says it has work (32 bytes, in list order beside the entries):
/// for a live object that reports its lifetime and binds at most three single tokens, the object's address and the
/// slots' sites and tokens, so a switch sets the object without reading its entry; otherwise empty, and the walk
/// reads the entry. Kept up to date by the registry whenever the entry's slots or liveness change.
struct WalkRecord: Equatable {
    /// The object while it lives, when the record alone can set it; `nil` otherwise (the walk reads the entry).
    var object: UnsafeMutableRawPointer?
    /// Three (site, token) pairs of raw IDs, packed; a site of -1 (``SiteID/none``) is an empty slot.
    var slots: (Int32, Int32, Int32, Int32, Int32, Int32)

    init(
        object: UnsafeMutableRawPointer? = nil,
        slots: (Int32, Int32, Int32, Int32, Int32, Int32) = (-1, -1, -1, -1, -1, -1)
    ) {
        self.object = object
        self.slots = slots
    }

    /// The site and token of slot 0, 1 or 2.
    @inline(__always)
    func slot(_ index: Int) -> (site: SiteID, tokenID: ManagerTokenID) {
        switch index {
        case 0: (SiteID(slots.0), ManagerTokenID(slots.1))
        case 1: (SiteID(slots.2), ManagerTokenID(slots.3))
        default: (SiteID(slots.4), ManagerTokenID(slots.5))
        }
    }

    static func == (lhs: WalkRecord, rhs: WalkRecord) -> Bool {
        lhs.object == rhs.object && lhs.slots == rhs.slots
    }
}
