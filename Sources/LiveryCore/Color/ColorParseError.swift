/// Why a string or a DTCG color object could not be read as a ``Color``.
public enum ColorParseError: Error, Sendable, Equatable {
    /// The text is not a color in any supported notation.
    case unrecognizedNotation(String)
    /// A hex color has the wrong number of digits or a character that is not a hex digit.
    case invalidHex(String)
    /// A functional notation such as `rgb()` has the wrong number of arguments or an argument that is not a number.
    case invalidFunction(String, reason: String)
    /// A DTCG color object names a color space Livery does not support.
    case unsupportedColorSpace(String)
    /// A DTCG color object has the wrong number of components or a component that is not a number.
    case invalidComponents(colorSpace: String, reason: String)
    /// The color lies so far outside any display gamut that one of its sRGB components is beyond ±`limit`
    /// (``Color/componentLimit``) or not finite.
    case outOfRange(String, limit: Double)
}

extension ColorParseError: CustomStringConvertible {
    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case .unrecognizedNotation(let text):
            return "'\(text)' is not a color: expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, 0xRRGGBB, bare hex, "
                + "rgb(), rgba(), hsl() or hsla()"
        case .invalidHex(let text):
            return "'\(text)' is not a valid hex color: expected 3, 4, 6 or 8 hex digits"
        case .invalidFunction(let text, let reason):
            return "'\(text)' is not a valid color function: \(reason)"
        case .unsupportedColorSpace(let space):
            return "color space '\(space)' is not supported; supported: "
                + DTCGColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        case .invalidComponents(let space, let reason):
            return "invalid components for color space '\(space)': \(reason)"
        case .outOfRange(let text, let limit):
            return "'\(text)' lies too far outside any gamut: its sRGB components must be finite and within "
                + "±\(NumberFormatting.shortest(limit)) (Color.componentLimit)"
        }
    }
}
