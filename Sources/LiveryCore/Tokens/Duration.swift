/// A unit for a ``TokenDuration``.
public enum DurationUnit: String, Sendable, CaseIterable, Codable {
    /// Milliseconds.
    case ms
    /// Seconds.
    case s
}

/// A time span with a unit, as in a DTCG duration token.
public struct TokenDuration: Sendable, Hashable, CustomStringConvertible {
    /// The number.
    public var value: Double
    /// The unit.
    public var unit: DurationUnit

    /// Creates a duration.
    public init(_ value: Double, _ unit: DurationUnit = .ms) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value : value / 1000 }

    /// `200ms`, `0.3s`.
    public var description: String { NumberFormatting.shortest(value) + unit.rawValue }

    /// Reads `200ms` or `0.3s`; `nil` for anything else.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("ms"), let value = Double(trimmed.dropLast(2)) {
            self.init(value, .ms)
        } else if trimmed.hasSuffix("s"), let value = Double(trimmed.dropLast()) {
            self.init(value, .s)
        } else {
            return nil
        }
    }
}
