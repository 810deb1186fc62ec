import Foundation
import LiveryCore

/// A shadow token worked out for `CALayer` (`shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`) and
/// `NSShadow`, without the platform.
package struct LayerShadowSpec: Sendable, Hashable {
    /// The color, opaque: Core Animation takes the alpha as ``opacity``.
    package var color: Color
    /// The token color's alpha.
    package var opacity: Double
    /// The offset in points.
    package var offsetX: Double
    /// The offset in points (positive is down, as in CSS and UIKit).
    package var offsetY: Double
    /// Core Animation's blur radius: half of CSS's blur length, which is about twice the Gaussian's deviation.
    package var radius: Double
    /// What the layer cannot show: a spread, an inset shadow, or more than one shadow. Empty when exact.
    package var approximations: [String]

    /// Works out the first shadow of a token (layers have one shadow); `nil` for no shadows.
    package init?(_ shadows: [Shadow]) {
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
