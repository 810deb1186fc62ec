/// Formats numbers the way token files write them: `16`, not `16.0`; `0.5`; shortest round-trip digits.
package enum NumberFormatting {
    package static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
