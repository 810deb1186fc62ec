/// A resolved token value: no aliases left, every field typed.
public enum TokenValue: Sendable, Hashable {
    /// A color.
    case color(Color)
    /// A length.
    case dimension(TokenDimension)
    /// A number.
    case number(Double)
    /// A time span.
    case duration(TokenDuration)
    /// Font families, most preferred first.
    case fontFamily([String])
    /// A numeric font weight.
    case fontWeight(Double)
    /// A timing curve.
    case cubicBezier(CubicBezier)
    /// A line style.
    indirect case strokeStyle(StrokeStyle)
    /// A border.
    indirect case border(Border)
    /// Shadow layers (one for a single shadow).
    case shadow([Shadow])
    /// Gradient stops.
    case gradient([GradientStop])
    /// A transition.
    indirect case transition(Transition)
    /// A text style.
    indirect case typography(Typography)
    /// Text.
    case string(String)
    /// An asset name or path.
    case asset(String)

    /// The type of the value.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .duration: .duration
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .cubicBezier: .cubicBezier
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .shadow: .shadow
        case .gradient: .gradient
        case .transition: .transition
        case .typography: .typography
        case .string: .string
        case .asset: .asset
        }
    }

    /// The color, when this is a color.
    public var color: Color? {
        if case .color(let value) = self { return value }
        return nil
    }

    /// The dimension, when this is a dimension.
    public var dimension: TokenDimension? {
        if case .dimension(let value) = self { return value }
        return nil
    }

    /// The number, when this is a number or a font weight.
    public var number: Double? {
        switch self {
        case .number(let value), .fontWeight(let value): return value
        default: return nil
        }
    }

    /// The text, when this is a string or an asset.
    public var string: String? {
        switch self {
        case .string(let value), .asset(let value): return value
        default: return nil
        }
    }
}
