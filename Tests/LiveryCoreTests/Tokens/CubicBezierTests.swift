import Testing

@testable import LiveryCore

@Suite("Cubic Bézier timing functions")
struct CubicBezierTests {
    @Test("linear returns the time itself")
    func linear() {
        for time in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(CubicBezier.linear.progress(at: time) - time) < 1e-12)
        }
    }

    /// CSS `ease` is `cubic-bezier(0.25, 0.1, 0.25, 1)`; these values are the curve solved independently
    /// by bisection (x(t) = 0.5 at t ≈ 0.6996, where y ≈ 0.8024).
    @Test("CSS ease matches its solved values")
    func cssEase() {
        let ease = CubicBezier(0.25, 0.1, 0.25, 1)
        #expect(abs(ease.progress(at: 0.5) - 0.802403387584857) < 1e-6)
        #expect(abs(ease.progress(at: 0.25) - 0.40851059) < 1e-5)
    }

    @Test("ends, clamping and monotony")
    func endsAndClamping() {
        let curve = CubicBezier(0.2, 0, 0, 1)
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0)
        #expect(curve.progress(at: 7) == 1)
        #expect(curve.progress(at: .nan) == 1)
        var previous = 0.0
        for step in 1...100 {
            let value = curve.progress(at: Double(step) / 100)
            #expect(value >= previous)
            previous = value
        }
        #expect(curve.progress(at: 0.5) > 0.8)
    }

    @Test("a steep curve where Newton's method stalls still converges")
    func steep() {
        let curve = CubicBezier(1, 0, 1, 0)  // flat start: the slope of x(t) is 0 at t = 0
        let value = curve.progress(at: 0.001)
        #expect(value >= 0 && value < 0.01)
        let x = 0.9
        let y = curve.progress(at: x)
        #expect(y > 0 && y < 1)
    }
}
