import Foundation
import LiveryCore

/// A gradient token worked out for `CAGradientLayer` (`colors`, `locations`, `startPoint`, `endPoint`) and
/// SwiftUI's `LinearGradient`, without the platform.
package struct GradientSpec: Sendable, Hashable {
    /// The stop colors, in order of location.
    package var colors: [Color]
    /// The stop locations, `0...1`, ascending.
    package var locations: [Double]
    /// Where the gradient starts, in the unit square (x right, y down).
    package var startX: Double
    /// Where the gradient starts, in the unit square (x right, y down).
    package var startY: Double
    /// Where the gradient ends.
    package var endX: Double
    /// Where the gradient ends.
    package var endY: Double

    /// Works out a gradient's stops and direction.
    /// - Parameters:
    ///   - stops: The token's stops; positions are clamped to `0...1` and sorted, keeping the order of equal ones.
    ///   - angle: The CSS angle in degrees: 0 to the top, 90 to the right, 180 (the default) to the bottom.
    package init(_ stops: [GradientStop], angle: Double = 180) {
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
