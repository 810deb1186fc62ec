/// The type of a token: the DTCG types, plus `string` and `asset` for text and images.
public enum TokenType: String, Sendable, CaseIterable, Codable {
    /// A color.
    case color
    /// A length with a unit (`16px`, `1.5rem`).
    case dimension
    /// A plain number (opacity, line height, z-index…).
    case number
    /// A time with a unit (`200ms`).
    case duration
    /// One font family or a list of fallbacks.
    case fontFamily
    /// A numeric font weight `1...1000`, or its DTCG keyword.
    case fontWeight
    /// A cubic Bézier timing function `[x1, y1, x2, y2]`.
    case cubicBezier
    /// A line style: a keyword or a dash pattern.
    case strokeStyle
    /// A border: color, width and style.
    case border
    /// One shadow or a list of shadows.
    case shadow
    /// A list of color stops.
    case gradient
    /// A transition: duration, delay and timing function.
    case transition
    /// A text style: family, size, weight, letter spacing and line height.
    case typography
    /// Text (a label, a format, a CSS value Livery does not interpret).
    case string
    /// The name or path of an image or other asset.
    case asset
}

extension TokenType {
    /// Whether the DTCG 2025.10 Format defines the type: every one but Livery's own `string` and `asset`, which
    /// strict reading refuses.
    public var isInFormat: Bool { self != .string && self != .asset }
}
