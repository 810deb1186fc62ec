import LiveryCore

/// A typography token worked out for a platform font, without the platform: point size, system weight, kerning,
/// line height and the Dynamic Type style to scale with. The UIKit, AppKit and SwiftUI adapters make their font
/// from it (`UIFont(descriptor:size:)`, `UIFontMetrics(forTextStyle:).scaledFont(for:)`), so the arithmetic is
/// tested here, on every platform.
package struct FontSpec: Sendable, Hashable {
    /// The font families in order of preference; the adapter takes the first one installed, else the system
    /// font.
    package var families: [String]
    /// The size in points (CSS px and points are the same length on Apple platforms).
    package var pointSize: Double
    /// The CSS weight, `1...1000` (400 regular, 700 bold).
    package var weight: Double
    /// The weight on Apple's scale, `UIFont.Weight(rawValue:)`: `-0.8` ultra light … `0` regular … `0.62` black.
    package var systemWeight: Double
    /// The letter spacing in points, for the `.kern` attribute.
    package var kern: Double
    /// The line height as a multiple of the font size, for `NSParagraphStyle.lineHeightMultiple`.
    package var lineHeightMultiple: Double
    /// The Dynamic Type style whose default size is nearest, to scale the font with the user's text size.
    package var textStyle: TextStyle
    /// Whether the token's `fontStyle` is italic or oblique (the italic trait).
    package var isItalic: Bool
    /// Whether its `textDecoration` underlines, for the `.underlineStyle` attribute.
    package var isUnderlined: Bool
    /// Whether its `textDecoration` strikes through, for the `.strikethroughStyle` attribute.
    package var isStruckThrough: Bool

    /// Works out a typography token.
    /// - Parameters:
    ///   - typography: The token's value.
    ///   - rootFontSize: The size `rem` is relative to, 16 points as in CSS.
    package init(_ typography: Typography, rootFontSize: Double = 16) {
        families = typography.fontFamily
        pointSize = Self.points(typography.fontSize, rootFontSize: rootFontSize, fontSize: rootFontSize)
        weight = typography.fontWeight
        systemWeight = Self.systemWeight(forCSSWeight: typography.fontWeight)
        kern = Self.points(typography.letterSpacing, rootFontSize: rootFontSize, fontSize: pointSize)
        lineHeightMultiple = typography.lineHeight.multiple(ofFontSize: pointSize, rootFontSize: rootFontSize)
        textStyle = TextStyle.nearest(to: pointSize, bold: typography.fontWeight >= 600)
        isItalic = typography.isItalic
        let decoration = typography.textDecoration?.lowercased() ?? ""
        isUnderlined = decoration.contains("underline")
        isStruckThrough = decoration.contains("line-through")
    }

    /// A dimension in points: `px`, `pt`, `dp` and `sp` as they are, `rem` times the root size, `em` and `%` of
    /// the font size.
    package static func points(_ dimension: TokenDimension, rootFontSize: Double = 16, fontSize: Double = 16)
        -> Double
    {
        switch dimension.unit {
        case .px, .pt, .dp, .sp: dimension.value
        case .rem: dimension.value * rootFontSize
        case .em: dimension.value * fontSize
        case .percent: dimension.value / 100 * fontSize
        }
    }

    /// Apple's weights for CSS 100, 200 … 900: ultra light, thin, light, regular, medium, semibold, bold, heavy,
    /// black (the raw values of `UIFont.Weight` and `NSFont.Weight`).
    package static let systemWeights: [Double] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]

    /// A CSS weight on Apple's scale: exact at the hundreds, interpolated between them, clamped outside
    /// 100…900.
    package static func systemWeight(forCSSWeight weight: Double) -> Double {
        guard weight.isFinite else { return 0 }
        let position = (min(max(weight, 100), 900) - 100) / 100
        let lower = Int(position.rounded(.down))
        guard lower < systemWeights.count - 1 else { return systemWeights[systemWeights.count - 1] }
        let fraction = position - Double(lower)
        return systemWeights[lower] + (systemWeights[lower + 1] - systemWeights[lower]) * fraction
    }

    /// The Dynamic Type text styles, with their default sizes (the Large content size on iOS).
    package enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title1
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt, semibold.
        case headline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 15 pt.
        case subheadline
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption1
        /// 11 pt.
        case caption2

        /// The size at the default content size.
        package var defaultPointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }

        /// The style whose default size is nearest to `pointSize` (the smaller on a tie); at 17 points, headline
        /// for bold text and body otherwise.
        package static func nearest(to pointSize: Double, bold: Bool) -> TextStyle {
            let candidates = allCases.filter { $0 != (bold ? .body : .headline) }
            return candidates.min { a, b in
                let da = abs(a.defaultPointSize - pointSize)
                let db = abs(b.defaultPointSize - pointSize)
                return da == db ? a.defaultPointSize < b.defaultPointSize : da < db
            }!
        }
    }
}
