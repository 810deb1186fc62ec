/// A small deterministic generator (SplitMix64) for tests that draw their cases: a seed reruns a failure as it
/// failed, on any machine.
package struct SplitMix64: RandomNumberGenerator {
    /// The generator's state; the first value drawn depends on it alone.
    package var state: UInt64

    /// A generator whose sequence is fixed by `state`.
    package init(state: UInt64) { self.state = state }

    /// The next value of the sequence.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
