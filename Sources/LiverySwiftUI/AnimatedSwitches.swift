// SwiftUI's side of animated switches. The color arithmetic (premultiplied OKLab, whose straight lines are CSS's
// color-mix paths) is PremultipliedOKLab in LiveryCore, checked there against color-mix reference values.
#if canImport(SwiftUI)
    import Livery
    import LiveryCore
    import SwiftUI

    extension SwiftUI.Animation {
        /// A transition token as a SwiftUI animation: the same cubic-Bézier curve, duration and delay.
        ///
        /// ```swift
        /// withAnimation(.livery(ThemeManager.defaultSwitchTransition)) { try? manager.switchTo("dark") }
        /// ```
        /// - Parameter transition: The transition, such as a theme's `motion.theme-switch`.
        /// - Returns: The animation.
        public static func livery(_ transition: LiveryCore.Transition) -> SwiftUI.Animation {
            let curve = transition.timingFunction
            return .timingCurve(
                curve.x1, curve.y1, curve.x2, curve.y2, duration: max(transition.duration.seconds, 0)
            )
            .delay(max(transition.delay.seconds, 0))
        }
    }

    extension ThemeManager {
        /// The animation of a switch to a theme in SwiftUI: its `ThemeManager.switchTransitionToken` as an
        /// animation (`ThemeManager.defaultSwitchTransition` without the token), so that views animate along the
        /// curve bound UIKit and AppKit properties follow in `ThemeManager.switchTo(_:animated:)`.
        ///
        /// ```swift
        /// withAnimation(manager.switchAnimation(to: "dark")) {
        ///     try? manager.switchTo("dark", animated: true)
        /// }
        /// ```
        /// - Parameter identifier: The theme switched to.
        /// - Returns: The animation.
        public func switchAnimation(to identifier: ThemeIdentifier) -> SwiftUI.Animation {
            if case .transition(let transition)? = theme(for: identifier)?.tokens?[Self.switchTransitionToken] {
                return .livery(transition)
            }
            return .livery(Self.defaultSwitchTransition)
        }
    }

    /// A foreground color that SwiftUI animates in OKLab: its animatable data is the color's premultiplied OKLab
    /// components, which SwiftUI moves in a straight line along the animation's curve, the path of
    /// `color-mix(in oklab, …)`. Without a color it sets `.primary`, without animation.
    struct OKLabForeground: ViewModifier, Animatable {
        typealias AnimatableData = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

        var animatableData: AnimatableData
        private let hasColor: Bool

        init(_ color: LiveryCore.Color?) {
            let lab = PremultipliedOKLab(color ?? .clear)
            animatableData = AnimatablePair(
                AnimatablePair(lab.lightness, lab.a), AnimatablePair(lab.b, lab.alpha))
            hasColor = color != nil
        }

        func body(content: Content) -> some View {
            let lab = PremultipliedOKLab(
                lightness: animatableData.first.first, a: animatableData.first.second,
                b: animatableData.second.first, alpha: animatableData.second.second)
            return content.foregroundStyle(hasColor ? SwiftUI.Color(lab.color) : .primary)
        }
    }
#endif
