/// The tokens of the current theme converted to one property type, each converted at most once per theme.
///
/// Every binding of that type shares the cache, so a theme with one accent color used by 10,000 labels makes
/// one `UIColor`, not 10,000. A missing token or a failed conversion is reported when the conversion is tried,
/// not once per binding.
///
/// Values live in one contiguous buffer indexed by manager token ID, so the switch hands a binding's setter a
/// base pointer and an index: the setter, specialized for its value type when the binding was made, reads the
/// value with an array read. Only tokens some binding uses are converted ("used" IDs). Before each switch
/// ``prepare(_:paths:)`` converts the used tokens whose value changed and sets a flag per token that the switch
/// reads to decide which bindings to apply; during the switch the buffer never moves.
@MainActor
final class ConversionCache {
    /// The cache's position in its registry; bindings name their cache by it.
    let index: CacheID
    /// The value type's name, for messages.
    let typeName: String

    private let stride: Int
    private let alignment: Int
    private let convertInto: (TokenValue, ThemeValueContext, UnsafeMutableRawPointer) -> Bool
    private let moveValues: (UnsafeMutableRawPointer, UnsafeMutableRawPointer, Int) -> Void

    // The buffers and what frees their values are also read by deinit, which runs when nothing else can reach
    // the cache; everything else touches them on the main actor.
    nonisolated(unsafe) private let deinitializeValue: (UnsafeMutableRawPointer) -> Void
    /// How many token IDs the buffers hold.
    nonisolated(unsafe) private(set) var capacity = 0
    /// The converted values, `capacity × stride` bytes; only IDs whose state is ``State/converted`` are
    /// initialized.
    nonisolated(unsafe) private(set) var storage: UnsafeMutableRawPointer
    /// Per token ID: whether it is used and what its value is.
    nonisolated(unsafe) private var states: UnsafeMutablePointer<State>
    /// Per token ID, during a switch: 1 when bindings of the token must be applied.
    nonisolated(unsafe) private(set) var flags: UnsafeMutablePointer<UInt8>
    /// The IDs bindings use, each once.
    private var used: [ManagerTokenID] = []
    /// IDs first used during a switch, beyond the frozen buffers: marked used by the next ``prepare(_:paths:)``.
    private var usedWhileFrozen: [ManagerTokenID] = []
    /// The snapshot the converted values belong to; -1 before the first.
    private var generation = -1
    /// Set during a switch, when the buffers must not move.
    var isFrozen = false
    /// During a switch: the summary bits (``ObjectBindings/summaryBit(of:)``) of the flagged tokens.
    private(set) var flaggedSummary: UInt64 = 0

    enum State: UInt8 {
        /// No binding of this type reads the token.
        case unused
        /// Used, not converted for the current snapshot yet.
        case pending
        /// Used and converted; the value is initialized.
        case converted
        /// Used; the token is missing or does not convert (reported).
        case failed
    }

    /// Creates the cache for values of `Value`.
    init<Value: ThemeValueConvertible>(index: CacheID, for type: Value.Type) {
        self.index = index
        typeName = String(describing: Value.self)
        stride = MemoryLayout<Value>.stride
        alignment = MemoryLayout<Value>.alignment
        convertInto = { tokenValue, context, pointer in
            guard let value = Value(themeValue: tokenValue, context: context) else { return false }
            pointer.initializeMemory(as: Value.self, to: value)
            return true
        }
        deinitializeValue = { $0.assumingMemoryBound(to: Value.self).deinitialize(count: 1) }
        moveValues = { target, source, count in
            target.assumingMemoryBound(to: Value.self).moveInitialize(
                from: source.assumingMemoryBound(to: Value.self), count: count)
        }
        storage = UnsafeMutableRawPointer.allocate(byteCount: 0, alignment: MemoryLayout<Value>.alignment)
        states = .allocate(capacity: 0)
        flags = .allocate(capacity: 0)
    }

    deinit {
        for index in 0..<capacity where states[index] == .converted {
            deinitializeValue(storage + index * stride)
        }
        storage.deallocate()
        states.deallocate()
        flags.deallocate()
    }

    // MARK: - Reading

    /// Marks token `id` used, so every switch converts it ahead when it changes.
    func use(_ id: ManagerTokenID) {
        let index = id.index
        if index >= capacity {
            if isFrozen {
                usedWhileFrozen.append(id)
                return
            }
            grow(to: index + 1)
        }
        if states[index] == .unused {
            states[index] = .pending
            used.append(id)
        }
    }

    /// The converted value of token `id` in `snapshot`, converting it now if needed; `nil` (reported) when the
    /// token is missing or does not convert. The token becomes used: later switches convert it ahead.
    ///
    /// During a switch the buffers cannot grow: a token interned since the switch began is converted into
    /// `scratch` instead, which the caller provides and deinitializes.
    func value(
        id: ManagerTokenID, in snapshot: ThemeSnapshot, paths: [String], issues: IssueLog,
        scratch: UnsafeMutableRawPointer? = nil
    ) -> UnsafeRawPointer? {
        let index = id.index
        if generation != snapshot.generation { restart(for: snapshot) }
        if index >= capacity {
            guard !isFrozen else {
                usedWhileFrozen.append(id)
                guard let scratch, let value = lookup(id, paths[index], in: snapshot, issues: issues),
                    convert(value, into: scratch, path: paths[index], in: snapshot, issues: issues)
                else { return nil }
                return UnsafeRawPointer(scratch)
            }
            grow(to: paths.count)
        }
        use(id)
        switch states[index] {
        case .converted: return UnsafeRawPointer(storage + index * stride)
        case .failed: return nil
        case .unused, .pending: return convertNow(index, path: paths[index], in: snapshot, issues: issues)
        }
    }

    /// Whether token `id` is converted for the snapshot of `generation`: binding's fast check before reading
    /// `base[id]`.
    func isConverted(_ id: ManagerTokenID, generation: Int) -> Bool {
        self.generation == generation && id.index < capacity && states[id.index] == .converted
    }

    /// The base of the value buffer, for setters that read `base[id]`.
    var base: UnsafeRawPointer { UnsafeRawPointer(storage) }

    // MARK: - Switching

    /// Converts, for `pass.snapshot`, every used token whose value changed, and flags the tokens whose
    /// bindings the switch must apply: those that changed and converted. Then freezes the buffers until
    /// ``finish()``.
    func prepare(_ pass: RefreshPass, paths: [String]) {
        if capacity < paths.count { grow(to: paths.count) }
        for id in usedWhileFrozen where states[id.index] == .unused {
            states[id.index] = .pending
            used.append(id)
        }
        usedWhileFrozen.removeAll()
        let isFirst = generation == -1 || pass.previous?.generation != generation
        generation = pass.snapshot.generation
        flaggedSummary = 0
        for id in used {
            let index = id.index
            guard isFirst || pass.tokenChanged(id) || states[index] == .pending else { continue }
            if states[index] == .converted { deinitializeValue(storage + index * stride) }
            states[index] = .pending
            let converted = convertNow(index, path: paths[index], in: pass.snapshot, issues: pass.issues) != nil
            flags[index] = converted ? 1 : 0
            if converted { flaggedSummary |= ObjectBindings.summaryBit(of: id) }
        }
        isFrozen = true
    }

    /// Clears the flags and lets the buffers grow again.
    func finish() {
        for id in used { flags[id.index] = 0 }
        flaggedSummary = 0
        isFrozen = false
    }

    // MARK: - Converting

    private func convertNow(_ index: Int, path: String, in snapshot: ThemeSnapshot, issues: IssueLog)
        -> UnsafeRawPointer?
    {
        let pointer = storage + index * stride
        guard let value = lookup(ManagerTokenID(Int32(index)), path, in: snapshot, issues: issues),
            convert(value, into: pointer, path: path, in: snapshot, issues: issues)
        else {
            states[index] = .failed
            return nil
        }
        states[index] = .converted
        return UnsafeRawPointer(pointer)
    }

    /// The token's value in the snapshot: by ID, or through the fallback chain by path (reporting the fallback
    /// taken) when the snapshot lacks it; `nil`, reported, when neither answers.
    private func lookup(_ id: ManagerTokenID, _ path: String, in snapshot: ThemeSnapshot, issues: IssueLog)
        -> TokenValue?
    {
        let index = id.index
        if index < snapshot.values.count, let value = snapshot.values[index] { return value }
        let lookup = snapshot.lookup(path)
        if let diagnostic = lookup.diagnostic, lookup.value != nil {
            issues.record(
                ThemeIssue(.fallbackUsed, theme: snapshot.identifier, tokenPath: path, message: diagnostic.message))
        }
        guard let value = lookup.value else {
            issues.recordMissing(path, in: snapshot)
            return nil
        }
        return value
    }

    private func convert(
        _ value: TokenValue, into pointer: UnsafeMutableRawPointer, path: String,
        in snapshot: ThemeSnapshot, issues: IssueLog
    ) -> Bool {
        if convertInto(value, snapshot.context, pointer) { return true }
        issues.record(
            ThemeIssue(
                .conversionFailed, theme: snapshot.identifier, tokenPath: path,
                message:
                    "'\(path)' is a \(value.type.rawValue), which does not convert to \(typeName); bound properties keep their value"
            ))
        return false
    }

    /// Deinitializes a value converted into scratch memory by ``value(id:in:paths:issues:scratch:)``.
    func deinitializeScratch(_ pointer: UnsafeMutableRawPointer) {
        deinitializeValue(pointer)
    }

    /// Allocates scratch memory for one value.
    func allocateScratch() -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer.allocate(byteCount: stride, alignment: alignment)
    }

    // MARK: - Storage

    /// Forgets every converted value (the cache missed a snapshot: its values may be stale).
    private func restart(for snapshot: ThemeSnapshot) {
        for id in used {
            let index = id.index
            if states[index] == .converted { deinitializeValue(storage + index * stride) }
            states[index] = .pending
        }
        generation = snapshot.generation
    }

    private func grow(to minimum: Int) {
        precondition(!isFrozen, "conversion cache: the buffers cannot move during a switch")
        let newCapacity = max(minimum, capacity * 2, 16)
        let newStorage = UnsafeMutableRawPointer.allocate(byteCount: newCapacity * stride, alignment: alignment)
        let newStates = UnsafeMutablePointer<State>.allocate(capacity: newCapacity)
        let newFlags = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        for index in 0..<capacity where states[index] == .converted {
            moveValues(newStorage + index * stride, storage + index * stride, 1)
        }
        newStates.moveInitialize(from: states, count: capacity)
        newStates.advanced(by: capacity).initialize(repeating: .unused, count: newCapacity - capacity)
        newFlags.moveInitialize(from: flags, count: capacity)
        newFlags.advanced(by: capacity).initialize(repeating: 0, count: newCapacity - capacity)
        storage.deallocate()
        states.deallocate()
        flags.deallocate()
        storage = newStorage
        states = newStates
        flags = newFlags
        capacity = newCapacity
    }

    #if DEBUG
        /// Checks that the used list and the states agree (called from tests through the manager).
        func checkInvariants() {
            precondition(Set(used).count == used.count, "conversion cache: an ID is used twice")
            for id in used { precondition(states[id.index] != .unused, "conversion cache: used ID marked unused") }
            let usedCount = (0..<capacity).filter { states[$0] != .unused }.count
            precondition(usedCount == used.count, "conversion cache: states and used list out of step")
            if !isFrozen { precondition((0..<capacity).allSatisfy { flags[$0] == 0 }, "conversion cache: stale flags") }
        }
    #endif
}
