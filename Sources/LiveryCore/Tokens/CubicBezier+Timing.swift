// MARK: - Evaluating a timing function

extension CubicBezier {
    /// The linear curve, `[0, 0, 1, 1]`.
    public static let linear = CubicBezier(0, 0, 1, 1)

    /// The progress of an animation along this curve, as CSS and Core Animation evaluate a timing function.
    ///
    /// The curve runs from `(0, 0)` to `(1, 1)` through the control points `(x1, y1)` and `(x2, y2)`; this
    /// finds the point whose x is `time` and returns its y. Times outside `0...1` are clamped, and so are
    /// control-point x values outside `0...1`, which the format does not allow.
    ///
    /// ```swift
    /// let ease = CubicBezier(0.2, 0, 0, 1)    // motion.theme-switch's curve
    /// ease.progress(at: 0.5)                   // ≈ 0.87: most of the change happens early
    /// ```
    /// - Parameter time: The fraction of the duration that has passed, `0...1`.
    /// - Returns: The fraction of the change to show; it may leave `0...1` when `y1` or `y2` do (an overshoot).
    public func progress(at time: Double) -> Double {
        guard time.isFinite else { return 1 }
        let x = min(max(time, 0), 1)
        if x == 0 || x == 1 { return x }
        let cx1 = min(max(x1, 0), 1)
        let cx2 = min(max(x2, 0), 1)
        if cx1 == y1 && cx2 == y2 { return x }
        let t = parameter(forX: x, x1: cx1, x2: cx2)
        return Self.bezier(t, y1, y2)
    }

    /// One coordinate of the curve at parameter `t`, for control values `p1` and `p2` (ends at 0 and 1).
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The parameter `t` at which the curve's x is `x`, to 1e-12: Newton's method, then bisection if it does
    /// not converge. x(t) is monotonic because both control x values are in `0...1`, so the answer is unique.
    /// (Browsers stop at 1e-6 or so, enough for a frame's geometry; a color mixed from the progress is compared
    /// exactly, so the progress is solved to near the precision of a `Double`.)
    private func parameter(forX x: Double, x1: Double, x2: Double) -> Double {
        var t = x
        for _ in 0..<12 {
            let error = Self.bezier(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let u = 1 - t
            let slope = 3 * u * u * x1 + 6 * u * t * (x2 - x1) + 3 * t * t * (1 - x2)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            let value = Self.bezier(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
