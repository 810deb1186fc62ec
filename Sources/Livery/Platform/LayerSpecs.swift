import Foundation
import LiveryCore

/// A shadow token worked out for `CALayer` (`shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`) and
/// `NSShadow`, without the platform.
public struct LayerShadowSpec: Sendable, Hashable {
    /// The color, opaque: Core Animation takes the alpha as ``opacity``.
    public var color: Color
    /// The token color's alpha.
    public var opacity: Double
    /// The offset in points.
    public var offsetX: Double
    /// The offset in points (positive is down, as in CSS and UIKit).
    public var offsetY: Double
    /// Core Animation's blur radius: half of CSS's blur length, which is about twice the Gaussian's deviation.
    public var radius: Double
    /// What the layer cannot show: a spread, an inset shadow, or more than one shadow. Empty when exact.
    public var approximations: [String]

    /// Works out the first shadow of a token (layers have one shadow); `nil` for no shadows.
    public init?(_ shadows: [Shadow]) {
        guard let shadow = shadows.first else { return nil }
        color = shadow.color.withAlpha(1)
        opacity = shadow.color.alpha
        offsetX = FontSpec.points(shadow.offsetX)
        offsetY = FontSpec.points(shadow.offsetY)
        radius = FontSpec.points(shadow.blur) / 2
        var approximations: [String] = []
        if FontSpec.points(shadow.spread) != 0 { approximations.append("spread is ignored") }
        if shadow.inset { approximations.append("inset shadows are drawn outside") }
        if shadows.count > 1 { approximations.append("only the first of \(shadows.count) shadows is drawn") }
        self.approximations = approximations
    }
}

/// A gradient token worked out for `CAGradientLayer` (`colors`, `locations`, `startPoint`, `endPoint`) and
/// SwiftUI's `LinearGradient`, without the platform.
public struct GradientSpec: Sendable, Hashable {
    /// The stop colors, in order of location.
    public var colors: [Color]
    /// The stop locations, `0...1`, ascending.
    public var locations: [Double]
    /// Where the gradient starts, in the unit square (x right, y down).
    public var startX: Double
    /// Where the gradient starts, in the unit square (x right, y down).
    public var startY: Double
    /// Where the gradient ends.
    public var endX: Double
    /// Where the gradient ends.
    public var endY: Double

    /// Works out a gradient's stops and direction.
    /// - Parameters:
    ///   - stops: The token's stops; positions are clamped to `0...1` and sorted, keeping the order of equal ones.
    ///   - angle: The CSS angle in degrees: 0 to the top, 90 to the right, 180 (the default) to the bottom.
    public init(_ stops: [GradientStop], angle: Double = 180) {
        struct Placed {
            let order: Int
            let color: Color
            let location: Double
        }
        let placed = stops.enumerated().map { index, stop in
            Placed(order: index, color: stop.color, location: min(max(stop.position, 0), 1))
        }
        let sorted = placed.sorted { a, b in
            a.location == b.location ? a.order < b.order : a.location < b.location
        }
        colors = sorted.map(\.color)
        locations = sorted.map(\.location)
        let radians = angle * .pi / 180
        let dx = sin(radians)
        let dy = -cos(radians)
        // The line through the centre in the angle's direction, scaled to reach the square's edge.
        let scale = 0.5 / max(abs(dx), abs(dy))
        startX = Self.rounded(0.5 - dx * scale)
        startY = Self.rounded(0.5 - dy * scale)
        endX = Self.rounded(0.5 + dx * scale)
        endY = Self.rounded(0.5 + dy * scale)
    }

    private static func rounded(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }
}

/// Which status bar content (or keyboard appearance) reads best over a background: the one whose text color
/// has the higher WCAG contrast against it. The adapters map it to `UIStatusBarStyle.darkContent` /
/// `.lightContent` and `UIKeyboardAppearance.light` / `.dark`.
public enum ContentTone: Sendable, Hashable {
    /// Dark text and symbols, for light backgrounds.
    case dark
    /// Light text and symbols, for dark backgrounds.
    case light

    /// The tone for a background color (composited over black when translucent, as a bar over a dark window).
    public init(background: Color) {
        let opaque = background.composited(over: .black)
        self = Color.black.contrastRatio(against: opaque) >= Color.white.contrastRatio(against: opaque) ? .dark : .light
    }
}
