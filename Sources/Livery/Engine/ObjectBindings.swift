#if !canImport(ObjectiveC)
    internal import CLiveryRuntime
#endif

/// The bindings of one object: the object, which they never keep alive, and its slots, the first three inside
/// the entry itself (most objects bind one to three properties) and the rest in a buffer.
///
/// An object that reports its lifetime (``LifetimeReporting``) is held by its address, and its
/// ``BindingLifetime`` tells the entry when it goes: the switch reads a flag and sets the object's properties
/// without a retain. Any other object is held weakly, and the switch takes a strong reference to it once per
/// object, or learns that it is gone:
///
/// - With the Objective-C runtime (Apple platforms), through a weak reference: the object may be an Objective-C
///   object, which only the runtime's weak references can follow.
/// - Without it (Linux), every object is a native Swift object, held by an unowned reference count taken when
///   bound and given back when the entry goes: its memory stays until then (not the object: its `deinit` runs as
///   usual), so the switch can ask the runtime to retain it unless it is being destroyed (`swift_tryRetain`). A
///   Swift weak reference would give the object a side table, and from then on every retain and release of it, by
///   anyone, takes the runtime's slow path through that table: the profile of a switch of weakly held objects
///   was four-fifths loads of weak references and the retains and releases around them.
///
/// The switch reads the object, `count` and the slots without dynamic exclusivity checks: they are only mutated
/// on the main actor, and the switch reads them again after every call that could mutate them.
final class ObjectBindings {
    /// How the entry knows that its object lives.
    enum Liveness: UInt8 {
        /// Held weakly.
        case weak
        /// Held by its address; its ``BindingLifetime`` has not ended.
        case reported
        /// Gone, or no longer bound: the entry is dropped by the next pass or purge.
        case ended
    }

    /// Held weakly, one reference for two uses (an entry is 16 bytes smaller for it): the object of an entry that
    /// holds its object weakly (with the Objective-C runtime), and the registry of an entry whose object reports
    /// its lifetime.
    @exclusivity(unchecked) private weak var link: AnyObject?
    /// The object's address: its identity, and the reference itself while a reporting object lives.
    let address: UnsafeMutableRawPointer
    /// The number of slots in use.
    @exclusivity(unchecked) private(set) var count: Int32 = 0
    private var overflowCapacity: Int32 = 0
    @exclusivity(unchecked) private var slot0 = BindingSlot(site: .none, tokenID: .none)
    @exclusivity(unchecked) private var slot1 = BindingSlot(site: .none, tokenID: .none)
    @exclusivity(unchecked) private var slot2 = BindingSlot(site: .none, tokenID: .none)
    /// Slots 3 and up.
    @exclusivity(unchecked) private var overflow: UnsafeMutablePointer<BindingSlot>?
    /// The entry's position in the registry's list (and its summary's), kept up to date by the registry.
    var listIndex: Int32
    /// How the object is held.
    @exclusivity(unchecked) private(set) var liveness: Liveness
    /// The registry whose list holds the entry of an object that reports its lifetime, told when the object ends
    /// (it may have gone first); `nil` for other entries.
    var registry: BindingRegistry? {
        get { liveness == .weak ? nil : link.map { unsafeDowncast($0, to: BindingRegistry.self) } }
        set {
            precondition(liveness == .reported, "binding registry: only a reporting entry links its registry")
            link = newValue
        }
    }

    /// The number of slots kept inside the entry.
    private static let inlineCount = 3

    /// Creates the entry of an object, held weakly, or by its address when `reportsLifetime` is set (the
    /// object's ``BindingLifetime`` then calls ``objectDidEnd()``).
    init(_ object: AnyObject, listIndex: Int, reportsLifetime: Bool) {
        address = Unmanaged.passUnretained(object).toOpaque()
        self.listIndex = Int32(listIndex)
        if reportsLifetime {
            liveness = .reported
        } else {
            liveness = .weak
            #if canImport(ObjectiveC)
                link = object
            #else
                UnownedObject.retain(address)
            #endif
        }
    }

    /// The object, or `nil` once it is gone or no longer bound.
    var object: AnyObject? {
        switch liveness {
        case .weak:
            #if canImport(ObjectiveC)
                link
            #else
                UnownedObject.strongReference(address)
            #endif
        case .reported: Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue()
        case .ended: nil
        }
    }

    /// The object of a reporting entry while it lives, unretained; the switch's fast path.
    @inline(__always)
    var reportedObject: Unmanaged<AnyObject>? {
        liveness == .reported ? Unmanaged.fromOpaque(address) : nil
    }

    /// Called by the object's ``BindingLifetime`` as the object is destroyed, on the main thread: the switch must
    /// not set it again.
    func objectDidEnd() {
        liveness = .ended
        registry?.objectDidEnd(self)
    }

    /// Marks the entry as no longer bound; its object is left alone.
    func detach() {
        #if !canImport(ObjectiveC)
            if liveness == .weak { UnownedObject.release(address) }
        #endif
        link = nil
        liveness = .ended
    }

    deinit {
        #if !canImport(ObjectiveC)
            if liveness == .weak { UnownedObject.release(address) }
        #endif
        if let overflow {
            overflow.deinitialize(count: max(0, Int(count) - Self.inlineCount))
            overflow.deallocate()
        }
    }

    /// The slot at `index`.
    subscript(index: Int) -> BindingSlot {
        @inline(__always) get {
            switch index {
            case 0: slot0
            case 1: slot1
            case 2: slot2
            default: overflow![index - Self.inlineCount]
            }
        }
        set {
            switch index {
            case 0: slot0 = newValue
            case 1: slot1 = newValue
            case 2: slot2 = newValue
            default: overflow![index - Self.inlineCount] = newValue
            }
        }
    }

    /// The site and token of the slot at `index`, read without touching its binding (no retain on the switch's
    /// path).
    @inline(__always)
    func siteAndToken(at index: Int) -> (site: SiteID, tokenID: ManagerTokenID) {
        switch index {
        case 0: (slot0.site, slot0.tokenID)
        case 1: (slot1.site, slot1.tokenID)
        case 2: (slot2.site, slot2.tokenID)
        default: (overflow![index - Self.inlineCount].site, overflow![index - Self.inlineCount].tokenID)
        }
    }

    /// A 64-bit summary of what the slots read, for the switch to pass the entry by without loading it: the
    /// ``summaryBit(of:)`` of each token read in every theme, and bit 63 when a slot has a full binding (asked on
    /// every switch).
    var summary: UInt64 {
        var summary: UInt64 = 0
        for index in 0..<Int(count) {
            let (_, tokenID) = siteAndToken(at: index)
            summary |= tokenID.isNone ? ObjectBindings.fullBindingBit : ObjectBindings.summaryBit(of: tokenID)
        }
        return summary
    }

    /// What the switch reads of the entry without reading the entry, besides its ``summary`` (passed in
    /// by the caller that just computed it): for an object that binds at most three single tokens, the object and
    /// those tokens, when it reports its lifetime and lives, or (without the Objective-C runtime) when it is held
    /// by its unowned reference count.
    func walkRecord(summary: UInt64) -> WalkRecord {
        guard count <= Int32(Self.inlineCount), summary & Self.fullBindingBit == 0 else { return WalkRecord() }
        let slots = (slot0.site, slot0.tokenID, slot1.site, slot1.tokenID, slot2.site, slot2.tokenID)
        switch liveness {
        case .reported:
            return WalkRecord(object: address, slots: slots)
        case .weak:
            #if canImport(ObjectiveC)
                return WalkRecord()
            #else
                return WalkRecord(object: address + WalkRecord.weaklyHeldTag, slots: slots)
            #endif
        case .ended:
            return WalkRecord()
        }
    }

    /// The summary bit of a token: bit `tokenID % 64`, except that bit 63 (``fullBindingBit``) is folded onto
    /// bit 0. (No division: the switch computes it for every slot it passes.)
    @inline(__always)
    static func summaryBit(of tokenID: ManagerTokenID) -> UInt64 {
        let bit = UInt64(1) &<< UInt64(truncatingIfNeeded: tokenID.rawValue)
        return bit == fullBindingBit ? 1 : bit
    }

    /// The summary bit of entries with a full binding.
    static let fullBindingBit: UInt64 = 1 << 63

    /// The position of the slot bound through one of the sites whose key is `keyID`.
    func index(ofKey keyID: KeyID, sites: [BindingSite]) -> Int? {
        for index in 0..<Int(count) where sites[self[index].site.index].keyID == keyID { return index }
        return nil
    }

    /// Appends a slot.
    func append(_ slot: BindingSlot) {
        let index = Int(count)
        if index < Self.inlineCount {
            self[index] = slot
            count += 1
            return
        }
        let position = index - Self.inlineCount
        if position == Int(overflowCapacity) {
            let capacity = max(4, Int(overflowCapacity) * 2)
            let larger = UnsafeMutablePointer<BindingSlot>.allocate(capacity: capacity)
            if let overflow {
                larger.moveInitialize(from: overflow, count: position)
                overflow.deallocate()
            }
            overflow = larger
            overflowCapacity = Int32(capacity)
        }
        (overflow! + position).initialize(to: slot)
        count += 1
    }

    /// Removes the slot at `index`, keeping the others in order.
    func remove(at index: Int) {
        let last = Int(count) - 1
        for position in index..<last { self[position] = self[position + 1] }
        if last >= Self.inlineCount {
            (overflow! + (last - Self.inlineCount)).deinitialize(count: 1)
        } else {
            self[last] = BindingSlot(site: .none, tokenID: .none)
        }
        count -= 1
    }

    /// Removes every slot.
    func removeAll() {
        while count > 0 { remove(at: Int(count) - 1) }
    }
}

// MARK: - WalkRecord

/// What the switch reads of an entry whose summary says it has work (32 bytes, in list order beside the entries):
/// for an object that binds at most three single tokens, the object's address and the slots' sites and tokens, so
/// a switch sets the object without reading its entry; otherwise empty, and the walk reads the entry. Kept up to
/// date by the registry whenever the entry's slots or liveness change.
///
/// The object is one that reports its lifetime, while it lives, or (without the Objective-C runtime) one held by
/// its unowned reference count, whose address is then tagged with ``weaklyHeldTag``: the switch takes a strong
/// reference to it first, or learns that it is gone (see ``ObjectBindings``).
struct WalkRecord: Equatable {
    /// The object, when the record alone can set it, its address tagged when it is weakly held; `nil` otherwise
    /// (the walk reads the entry).
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

    /// Added to a weakly held object's address in ``object``: objects are aligned to 16 bytes, so bit 0 of an
    /// address is free.
    static let weaklyHeldTag = 1

    /// Whether ``object`` holds a weakly held object's address, tagged.
    @inline(__always)
    static func isWeaklyHeld(_ object: UnsafeMutableRawPointer) -> Bool {
        UInt(bitPattern: object) & UInt(weaklyHeldTag) != 0
    }

    /// The address in ``object``, untagged.
    @inline(__always)
    static func address(_ object: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: object) & ~UInt(weaklyHeldTag))!
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

#if !canImport(ObjectiveC)
    // MARK: - UnownedObject

    /// A native Swift object held by its unowned reference count, which keeps its memory (not the object) until
    /// released, so that the object's reference count can be read after it is destroyed: the Swift runtime's own
    /// entry points for unowned references, which `unowned` variables compile to (through CLiveryRuntime). Not
    /// with the Objective-C runtime, where an object may be an Objective-C one.
    enum UnownedObject {
        /// Takes an unowned reference: the object's memory stays until ``release(_:)``.
        static func retain(_ object: UnsafeMutableRawPointer) { livery_unowned_retain(object) }

        /// Gives the unowned reference back.
        static func release(_ object: UnsafeMutableRawPointer) { livery_unowned_release(object) }

        /// A strong reference to the object, `nil` once it is being destroyed; the object must be held by an
        /// unowned reference (``retain(_:)``).
        @inline(__always)
        static func strongReference(_ object: UnsafeMutableRawPointer) -> AnyObject? {
            // A successful try adds a strong reference, which the returned reference takes over.
            retainStrongly(object)?.takeRetainedValue()
        }

        /// Adds a strong reference to the object, which the caller gives back; `nil` once it is being destroyed.
        @inline(__always)
        static func retainStrongly(_ object: UnsafeMutableRawPointer) -> Unmanaged<AnyObject>? {
            livery_try_retain(object).map { Unmanaged<AnyObject>.fromOpaque($0) }
        }
    }
#endif
