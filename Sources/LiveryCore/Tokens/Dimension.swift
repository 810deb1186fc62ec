/// A unit for a ``TokenDimension``.
public enum DimensionUnit: String, Sendable, CaseIterable, Codable {
    /// CSS pixels; points on Apple platforms, dp on Android.
    case px
    /// Multiples of the root font size.
    case rem
    /// Multiples of the current font size (not in the DTCG format; accepted with a warning).
    case em
    /// Percent (not in the DTCG format; accepted with a warning).
    case percent = "%"
    /// Typographic points (not in the DTCG format; accepted with a warning).
    case pt
    /// Android density-independent pixels (not in the DTCG format; accepted with a warning).
    case dp
    /// Android scale-independent pixels (not in the DTCG format; accepted with a warning).
    case sp

    /// Whether the DTCG format (2025.10) defines the unit.
    public var isStandard: Bool { self == .px || self == .rem }
}

/// A length: a number and a unit.
public struct TokenDimension: Sendable, Hashable, CustomStringConvertible {
    /// The number.
    public var value: Double
    /// The unit.
    public var unit: DimensionUnit

    /// Creates a dimension.
    public init(_ value: Double, _ unit: DimensionUnit = .px) {
        self.value = value
        self.unit = unit
    }

    /// `16px`, `1.5rem`, `50%`.
    public var description: String { NumberFormatting.shortest(value) + unit.rawValue }

    /// Reads `16px`, `1.5rem`, `-2em`, `50%`; `nil` for anything else.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let unitStart = trimmed.firstIndex(where: { !"0123456789.+-".contains($0) }) else { return nil }
        guard let value = Double(trimmed[..<unitStart]),
            let unit = DimensionUnit(rawValue: String(trimmed[unitStart...]))
        else { return nil }
        self.init(value, unit)
    }
}
