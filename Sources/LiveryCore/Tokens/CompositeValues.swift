/// A cubic Bézier timing function, `[x1, y1, x2, y2]`, with `x1` and `x2` in `0...1`.
public struct CubicBezier: Sendable, Hashable {
    /// First control point x, `0...1`.
    public var x1: Double
    /// First control point y.
    public var y1: Double
    /// Second control point x, `0...1`.
    public var x2: Double
    /// Second control point y.
    public var y2: Double

    /// Creates the curve.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

/// A line style: one of the CSS keywords, or a dash pattern.
public enum StrokeStyle: Sendable, Hashable {
    /// The keywords the DTCG format allows for a stroke style.
    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps the DTCG format allows for a dash pattern.
    public static let lineCaps = ["round", "butt", "square"]

    /// A keyword such as `solid` or `dashed`.
    case keyword(String)
    /// Alternating dash and gap lengths, and the shape of the dash ends.
    case dashed(dashArray: [TokenDimension], lineCap: String)
}

/// A border: color, width and style.
public struct Border: Sendable, Hashable {
    /// The color.
    public var color: Color
    /// The width.
    public var width: TokenDimension
    /// The style.
    public var style: StrokeStyle

    /// Creates a border.
    public init(color: Color, width: TokenDimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}

/// One shadow layer.
public struct Shadow: Sendable, Hashable {
    /// The shadow color.
    public var color: Color
    /// Horizontal offset.
    public var offsetX: TokenDimension
    /// Vertical offset.
    public var offsetY: TokenDimension
    /// Blur radius.
    public var blur: TokenDimension
    /// Spread distance.
    public var spread: TokenDimension
    /// Whether the shadow is drawn inside the shape.
    public var inset: Bool

    /// Creates a shadow.
    public init(
        color: Color, offsetX: TokenDimension, offsetY: TokenDimension, blur: TokenDimension, spread: TokenDimension,
        inset: Bool = false
    ) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}

/// One stop of a gradient.
public struct GradientStop: Sendable, Hashable {
    /// The color at the stop.
    public var color: Color
    /// Where the stop lies, `0...1` (values outside are clamped when read).
    public var position: Double

    /// Creates a stop.
    public init(color: Color, position: Double) {
        self.color = color
        self.position = position
    }
}

/// A transition: how long, after what delay, along which curve.
public struct Transition: Sendable, Hashable {
    /// How long the transition runs.
    public var duration: TokenDuration
    /// How long to wait before it starts.
    public var delay: TokenDuration
    /// The timing function.
    public var timingFunction: CubicBezier

    /// Creates a transition.
    public init(duration: TokenDuration, delay: TokenDuration, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}

/// A text style.
public struct Typography: Sendable, Hashable {
    /// Font families, most preferred first.
    public var fontFamily: [String]
    /// Font size.
    public var fontSize: TokenDimension
    /// Numeric font weight, `1...1000`.
    public var fontWeight: Double
    /// Extra space between letters.
    public var letterSpacing: TokenDimension
    /// Line height: a multiple of the font size (the DTCG form), or a length as many design tools export it.
    /// A number literal makes a multiple, so `lineHeight: 1.5` reads as before.
    public var lineHeight: LineHeight

    // Properties design tools export beside the DTCG five, which Terrazzo keeps and writes. Lenient reading keeps
    // them (with a warning: the format does not define them); `nil` when the file does not give them.

    /// `fontStyle`, as CSS `font-style` takes it: `normal`, `italic` or `oblique`.
    public var fontStyle: String?
    /// `fontVariant`, as CSS `font-variant` takes it (`small-caps`…).
    public var fontVariant: String?
    /// `textDecoration`, as CSS `text-decoration` takes it (`underline`, `line-through`…).
    public var textDecoration: String?
    /// `textTransform`, as CSS `text-transform` takes it (`uppercase`, `lowercase`, `capitalize`).
    public var textTransform: String?
    /// `paragraphSpacing`: space after a paragraph (Figma's and Tokens Studio's property).
    public var paragraphSpacing: TokenDimension?

    /// Creates a text style.
    public init(
        fontFamily: [String], fontSize: TokenDimension, fontWeight: Double, letterSpacing: TokenDimension,
        lineHeight: LineHeight, fontStyle: String? = nil, fontVariant: String? = nil, textDecoration: String? = nil,
        textTransform: String? = nil, paragraphSpacing: TokenDimension? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.fontStyle = fontStyle
        self.fontVariant = fontVariant
        self.textDecoration = textDecoration
        self.textTransform = textTransform
        self.paragraphSpacing = paragraphSpacing
    }

    /// Whether the style is italic or oblique (``fontStyle``).
    public var isItalic: Bool {
        guard let style = fontStyle?.lowercased() else { return false }
        return style.hasPrefix("italic") || style.hasPrefix("oblique")
    }
}

/// The line height of a ``Typography`` value.
///
/// The DTCG format gives it as a number, a multiple of the font size. Figma, Tokens Studio and many published
/// token sets give a length instead (`24px`, `1.5rem`); Livery keeps such a value as the length it is, so an
/// exporter can write it unchanged, and works out the multiple only where a platform needs one.
public enum LineHeight: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    /// A multiple of the font size (`1.5`).
    case multiple(Double)
    /// A length (`24px`, `1.5rem`, `150%`).
    case length(TokenDimension)

    /// A multiple, from a literal.
    public init(floatLiteral value: Double) { self = .multiple(value) }

    /// A multiple, from a literal.
    public init(integerLiteral value: Int) { self = .multiple(Double(value)) }

    /// The line height as a multiple of a font size.
    /// - Parameters:
    ///   - fontSize: The font size, in the same absolute unit as `rootFontSize` (points or CSS px).
    ///   - rootFontSize: What `rem` is relative to (16 as in CSS).
    /// - Returns: The multiple; a length is divided by the font size (`em` and `%` are already relative to it).
    public func multiple(ofFontSize fontSize: Double, rootFontSize: Double = 16) -> Double {
        switch self {
        case .multiple(let factor): return factor
        case .length(let length):
            switch length.unit {
            case .em: return length.value
            case .percent: return length.value / 100
            case .rem: return fontSize > 0 ? length.value * rootFontSize / fontSize : 1
            case .px, .pt, .dp, .sp: return fontSize > 0 ? length.value / fontSize : 1
            }
        }
    }

    /// `1.5`, or the length as written (`24px`).
    public var description: String {
        switch self {
        case .multiple(let factor): NumberFormatting.shortest(factor)
        case .length(let length): length.description
        }
    }
}

/// The DTCG font-weight keywords and their numeric values.
public enum FontWeightKeyword {
    /// Keyword → weight, as the DTCG format lists them.
    public static let values: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]
}
