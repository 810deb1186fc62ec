import Foundation
import Testing

@testable import Livery

/// A view that counts how often each color is set, so a test can see one set per binding per frame.
private final class FadingView: ThemeBindable {
    var backgroundSets = 0
    var textSets = 0
    var background: Color? { didSet { backgroundSets += 1 } }
    var text: Color? { didSet { textSets += 1 } }
    var size: Double?
    var closureRuns = 0
}

@Suite("Animated switches: bound colors move in OKLab along the theme's transition", .serialized)
@MainActor
struct AnimatedSwitchTests {
    /// Light and dark themes whose switch transition is 200 ms after a 50 ms delay, on Material's emphasized
    /// curve, with one color that does not change and a dimension that does.
    static func manager(store: (any ThemeStore)? = InMemoryThemeStore()) throws -> (ThemeManager, ManualFrameClock) {
        let loader = TokenLoader()
        let base = try loader.load(
            text: """
                {
                  "color": { "$type": "color",
                    "background": { "$value": "#ffffff" }, "text": { "$value": "#1d4ed8" },
                    "fixed": { "$value": "#808080" } },
                  "size": { "body": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
                  "motion": { "theme-switch": { "$type": "transition", "$value": {
                    "duration": { "value": 200, "unit": "ms" }, "delay": { "value": 50, "unit": "ms" },
                    "timingFunction": [0.2, 0, 0, 1] } } }
                }
                """, file: "base.tokens.json")
        let dark = try loader.load(
            text: """
                { "color": { "$type": "color", "background": { "$value": "#101010" }, "text": { "$value": "#fbbf24" } },
                  "size": { "body": { "$type": "dimension", "$value": { "value": 18, "unit": "px" } } } }
                """, file: "dark.tokens.json")
        let sepia = try loader.load(
            text: ##"{ "color": { "$type": "color", "background": { "$value": "#f4ecd8" } } }"##,
            file: "sepia.tokens.json")
        let set = ThemeSet(
            themes: [
                ThemeSource(name: "light", documents: [base]),
                ThemeSource(name: "dark", layers: [ThemeLayer(base), ThemeLayer(dark, level: 1)]),
                ThemeSource(name: "sepia", layers: [ThemeLayer(base), ThemeLayer(sepia, level: 1)]),
            ], defaultTheme: "light")
        let manager = ThemeManager(name: "animated", store: store)
        let clock = ManualFrameClock(now: 100)
        manager.frameClock = clock
        try manager.add(set)
        return (manager, clock)
    }

    private static func bind(_ view: FadingView, to manager: ThemeManager) {
        view.livery(manager).background = "color.background"
        view.livery(manager).text = "color.text"
        view.livery(manager).size = "size.body"
    }

    private static let white = Color(hex: "ffffff")!
    private static let black = Color(hex: "101010")!
    private static let blue = Color(hex: "1d4ed8")!
    private static let amber = Color(hex: "fbbf24")!
    private static let sepia = Color(hex: "f4ecd8")!

    /// The curve's progress at `time`, solved here by bisection on x(t), independently of `CubicBezier`'s
    /// Newton iteration.
    private static func progress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at time: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < time { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }

    private static func expectClose(
        _ color: Color?, _ expected: Color, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let color else {
            Issue.record("no color", sourceLocation: sourceLocation)
            return
        }
        let distance =
            zip(
                [color.red, color.green, color.blue, color.alpha],
                [expected.red, expected.green, expected.blue, expected.alpha]
            ).map { abs($0 - $1) }.max() ?? 0
        #expect(distance < 1e-9, "\(color) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test("colors at the start, in the delay, halfway and at the end are OKLab mixes along the token's curve")
    func framesFollowTheCurve() throws {
        let (manager, clock) = try Self.manager()
        let view = FadingView()
        Self.bind(view, to: manager)
        #expect(view.background == Self.white)

        try manager.switchTo("dark", animated: true)
        #expect(manager.isAnimating && clock.isRunning)
        #expect(view.background == Self.white && view.text == Self.blue)  // t = 0 shows the old colors
        #expect(view.size == 18)  // non-colors change at the start

        clock.advance(by: 0.04)  // inside the 50 ms delay
        #expect(view.background == Self.white)

        for elapsed in [0.05, 0.1, 0.15, 0.19] {
            clock.advance(to: 100 + 0.05 + elapsed)
            let progress = Self.progress(0.2, 0, 0, 1, at: elapsed / 0.2)
            Self.expectClose(view.background, Self.white.mixed(with: Self.black, amount: progress))
            Self.expectClose(view.text, Self.blue.mixed(with: Self.amber, amount: progress))
            #expect(view.background != Self.white && view.background != Self.black)
        }
        clock.advance(to: 100.25)
        #expect(view.background == Self.black && view.text == Self.amber)
        #expect(!manager.isAnimating && !clock.isRunning)
        manager.checkInvariants()
    }

    @Test("the switch is committed at the start: snapshot, identifier, event and stored choice")
    func committedAtStart() async throws {
        let store = InMemoryThemeStore()
        let (manager, clock) = try Self.manager(store: store)
        let view = FadingView()
        Self.bind(view, to: manager)
        let stream = manager.changes()
        var iterator = stream.makeAsyncIterator()

        try manager.switchTo("dark", animated: true)
        #expect(manager.currentIdentifier == "dark")
        #expect(manager.snapshot?.identifier == "dark")
        #expect(manager.snapshot?.color("color.background") == Self.black)
        #expect(store.loadState(forManager: "animated")?.identifier == "dark")
        let change = await iterator.next()
        #expect(change?.current == "dark" && change?.previous == "light")
        #expect(change?.changedTokenCount == 3)  // background, text and size.body
        #expect(view.background == Self.white)  // only what is shown still moves
        clock.advance(by: 1)
        #expect(view.background == Self.black)
    }

    @Test("an interrupting switch counts its changes against the theme committed, not the frame shown")
    func interruptedCount() async throws {
        let (manager, clock) = try Self.manager()
        let view = FadingView()
        Self.bind(view, to: manager)
        let stream = manager.changes()
        var iterator = stream.makeAsyncIterator()

        try manager.switchTo("dark", animated: true)
        #expect(await iterator.next()?.changedTokenCount == 3)
        // Still at the first frame: the colors show light's, the size dark's. Sepia changes dark's background,
        // text and size; against the frame shown, its text (light's blue) is the same.
        try manager.switchTo("sepia", animated: true)
        #expect(manager.isAnimating)
        #expect(await iterator.next()?.changedTokenCount == 3)
        #expect(view.size == 16)
        clock.advance(by: 1)
        #expect(view.background == Self.sepia && view.text == Self.blue)
        // Without an animation, an interrupting switch counts the same way.
        try manager.switchTo("dark", animated: true)
        #expect(await iterator.next()?.changedTokenCount == 3)
        try manager.switchTo("light")
        #expect(await iterator.next()?.changedTokenCount == 3)
        #expect(view.background == Self.white && view.text == Self.blue && view.size == 16)
        manager.checkInvariants()
    }

    @Test("each frame sets each bound color once; unchanged colors and closures are not touched again")
    func oneSetPerFrame() throws {
        let (manager, clock) = try Self.manager()
        let views = (0..<5).map { _ in FadingView() }
        for view in views {
            Self.bind(view, to: manager)
            view.livery(manager).apply { view, _ in view.closureRuns += 1 }
        }
        let fixed = TestSwatch()
        fixed.livery(manager).fill = "color.fixed"
        let before = views.map { ($0.backgroundSets, $0.textSets, $0.closureRuns) }

        try manager.switchTo("dark", animated: true)
        for (view, counts) in zip(views, before) {
            #expect(view.backgroundSets == counts.0 && view.textSets == counts.1)  // t = 0 shows the same colors
            #expect(view.closureRuns == counts.2 + 1)  // closures run once, with the commit
        }
        let frames = 6
        for frame in 1...frames { clock.advance(to: 100.05 + 0.2 * Double(frame) / Double(frames)) }
        for (view, counts) in zip(views, before) {
            #expect(view.backgroundSets == counts.0 + frames)
            #expect(view.textSets == counts.1 + frames)
            #expect(view.closureRuns == counts.2 + 1)
        }
        #expect(fixed.fill?.color == Color(hex: "808080"))
        #expect(!manager.isAnimating)
    }

    @Test("a switch in the middle of an animation starts from the colors shown")
    func switchDuringAnimation() throws {
        let (manager, clock) = try Self.manager()
        let view = FadingView()
        Self.bind(view, to: manager)
        try manager.switchTo("dark", animated: true)
        clock.advance(to: 100.15)
        let shown = try #require(view.background)
        let shownText = try #require(view.text)
        #expect(shown != Self.white && shown != Self.black)

        try manager.switchTo("sepia", animated: true)  // starts at 100.15 from what is shown
        #expect(manager.snapshot?.identifier == "sepia")
        #expect(view.background == shown)
        clock.advance(to: 100.15 + 0.05 + 0.1)
        let progress = Self.progress(0.2, 0, 0, 1, at: 0.5)
        Self.expectClose(view.background, shown.mixed(with: Self.sepia, amount: progress))
        Self.expectClose(view.text, shownText.mixed(with: Self.blue, amount: progress))
        clock.advance(by: 1)
        #expect(view.background == Self.sepia && view.text == Self.blue)
        manager.checkInvariants()
    }

    @Test("objects that die during an animation are dropped, the others go on")
    func deadObjects() throws {
        let (manager, clock) = try Self.manager()
        let survivor = FadingView()
        Self.bind(survivor, to: manager)
        var doomed: [FadingView]? = (0..<3).map { _ in FadingView() }
        for view in doomed! { Self.bind(view, to: manager) }
        #expect(manager.boundObjectCount == 4)

        try manager.switchTo("dark", animated: true)
        clock.advance(to: 100.1)
        doomed = nil
        clock.advance(to: 100.15)
        #expect(manager.boundObjectCount == 1)
        clock.advance(by: 1)
        #expect(survivor.background == Self.black)
        #expect(doomed == nil)
        manager.checkInvariants()
    }

    @Test("finishing, an instant switch or an override ends the animation at once; a failed switch changes nothing")
    func cancellation() throws {
        let (manager, clock) = try Self.manager()
        let view = FadingView()
        Self.bind(view, to: manager)

        try manager.switchTo("dark", animated: true)
        clock.advance(to: 100.1)
        manager.finishAnimation()
        #expect(view.background == Self.black && !manager.isAnimating)
        clock.advance(by: 0.01)
        #expect(!clock.isRunning)  // the clock's handler let go

        try manager.switchTo("light", animated: true)
        clock.advance(by: 0.1)
        #expect(throws: ThemeError.self) { try manager.switchTo("missing", animated: true) }
        #expect(manager.isAnimating && manager.currentIdentifier == "light")
        try manager.switchTo("sepia")  // not animated: shows sepia now
        #expect(view.background == Self.sepia && !manager.isAnimating)
        manager.checkInvariants()

        try manager.switchTo("dark", animated: true)
        clock.advance(by: 0.1)
        try manager.setOverride(.color(Color(hex: "00ff00")!), for: "color.background")
        #expect(view.background == Color(hex: "00ff00") && view.text == Self.amber && !manager.isAnimating)
        manager.checkInvariants()
    }

    @Test("Reduce Motion, a zero transition and the first theme switch at once")
    func instantSwitches() throws {
        let (manager, clock) = try Self.manager()
        let view = FadingView()
        Self.bind(view, to: manager)
        clock.prefersReducedMotion = true
        try manager.switchTo("dark", animated: true)
        #expect(view.background == Self.black && !manager.isAnimating && !clock.isRunning)

        clock.prefersReducedMotion = false
        let none = Transition(duration: TokenDuration(0), delay: TokenDuration(0), timingFunction: .linear)
        try manager.switchTo("light", transition: none)
        #expect(view.background == Self.white && !manager.isAnimating)

        try manager.switchTo("dark", animated: false)
        #expect(view.background == Self.black && !manager.isAnimating)

        // A manager's first theme, made by its generator: nothing was shown before, so nothing animates.
        let compiled = try TestThemes.set().compile()
        let empty = ThemeManager(name: "first", store: nil)
        empty.frameClock = clock
        empty.themeGenerator = { identifier in compiled[identifier.rawValue].map { Theme(tokens: $0) } }
        let first = FadingView()
        first.livery(empty).text = "color.text.primary"
        try empty.switchTo("night", animated: true)
        #expect(first.text == TestThemes.night && !empty.isAnimating && !clock.isRunning)
    }

    @Test("a given transition, a property bound mid-way and a following scope all move together")
    func transitionBindingAndScope() throws {
        let (manager, clock) = try Self.manager()
        let scope = manager.makeScope(named: "card")
        let inScope = FadingView()
        Self.bind(inScope, to: scope)
        let linear = Transition(duration: TokenDuration(1, .s), delay: TokenDuration(0), timingFunction: .linear)

        try manager.switchTo("dark", transition: linear)
        #expect(scope.isAnimating && scope.currentIdentifier == "dark")
        clock.advance(to: 100.5)
        Self.expectClose(inScope.background, Self.white.mixed(with: Self.black, amount: 0.5))

        let late = FadingView()
        Self.bind(late, to: manager)  // bound now: shows the frame in progress
        Self.expectClose(late.background, Self.white.mixed(with: Self.black, amount: 0.5))
        clock.advance(to: 100.75)
        Self.expectClose(late.background, Self.white.mixed(with: Self.black, amount: 0.75))
        clock.advance(to: 101)
        #expect(late.background == Self.black && inScope.background == Self.black)
        #expect(!scope.isAnimating)
        scope.checkInvariants()
    }

    @Test("closures run once with the new theme, or on every frame with its colors when they ask; groups once")
    func closuresAndGroups() throws {
        let (manager, clock) = try Self.manager()
        let view = FadingView()
        var once: [Color?] = []
        var framed: [Color?] = []
        var grouped: [Color?] = []
        view.livery(manager).apply { _, theme in once.append(theme.color("color.background")) }
        view.livery(manager).apply(eachFrame: true) { _, theme in
            framed.append(theme[TokenReference<Color>("color.background")])
        }
        view.livery(manager).join("swatches")
        manager.setGroupHandler("swatches") { _, theme in grouped.append(theme.color("color.background")) }
        once.removeAll()
        framed.removeAll()
        grouped.removeAll()

        try manager.switchTo(
            "dark",
            transition: Transition(
                duration: TokenDuration(1, .s), delay: TokenDuration(0), timingFunction: .linear))
        #expect(once == [Self.black] && grouped == [Self.black])  // the committed theme, once
        #expect(framed == [Self.white])  // the first frame: the colors shown
        let late = FadingView()
        var lateFramed: [Color?] = []
        clock.advance(to: 100.5)
        late.livery(manager).apply(eachFrame: true) { _, theme in lateFramed.append(theme.color("color.background")) }
        clock.advance(to: 101)
        #expect(once == [Self.black] && grouped == [Self.black])
        #expect(framed.count == 3 && framed.last == Self.black)
        Self.expectClose(framed[1], Self.white.mixed(with: Self.black, amount: 0.5))
        Self.expectClose(lateFramed.first ?? nil, Self.white.mixed(with: Self.black, amount: 0.5))
        #expect(lateFramed.last == Self.black)
        #expect(manager.snapshot?.color("color.background") == Self.black)  // the published snapshot is the theme
    }

    @Test("a theme without the transition token animates along the default transition")
    func defaultTransition() throws {
        let manager = try TestThemes.manager()
        let clock = ManualFrameClock()
        manager.frameClock = clock
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primary"
        try manager.switchTo("night", animated: true)
        let transition = ThemeManager.defaultSwitchTransition
        clock.advance(to: transition.duration.seconds / 4)
        let progress = Self.progress(0.42, 0, 0.58, 1, at: 0.25)
        Self.expectClose(label.textColor, TestThemes.light.mixed(with: TestThemes.night, amount: progress))
        clock.advance(to: transition.duration.seconds)
        #expect(label.textColor == TestThemes.night)
    }

    @Test("a transition longer than the limit is shortened, delay first, and reported")
    func longTransition() throws {
        let (manager, clock) = try Self.manager()
        let view = FadingView()
        Self.bind(view, to: manager)
        let hour = Transition(
            duration: TokenDuration(3_600, .s), delay: TokenDuration(4_000, .ms), timingFunction: .linear)
        try manager.switchTo("dark", transition: hour)
        let limit = ThemeManager.maximumTransitionSeconds
        clock.advance(to: 100 + 4 + (limit - 4) / 2)  // halfway through the shortened duration
        Self.expectClose(view.background, Self.white.mixed(with: Self.black, amount: 0.5))
        clock.advance(to: 100 + limit)
        #expect(view.background == Self.black && !manager.isAnimating)
        let issue = try #require(manager.recentIssues.last)
        #expect(issue.kind == .transitionShortened && issue.tokenPath == ThemeManager.switchTransitionToken)
        #expect(issue.message.contains("4000ms") && issue.message.contains("3600s"))
    }
}

@Suite("Frame clocks: handlers, manual time and the timer")
@MainActor
struct FrameClockTests {
    @Test("a manual clock calls each handler per frame until it declines; one added during a frame starts next")
    func manualHandlers() {
        let clock = ManualFrameClock(now: 5)
        var times: [String] = []
        var added = false
        clock.requestFrames { time in
            times.append("a\(time)")
            if !added {
                added = true
                clock.requestFrames { time in
                    times.append("b\(time)")
                    return false
                }
            }
            return time < 7
        }
        #expect(clock.isRunning)
        clock.advance(by: 1)
        clock.advance(to: 4)  // never back: the frame is drawn at 6 again
        clock.advance(by: .nan)
        clock.advance(to: 7)
        clock.advance(to: 8)
        #expect(times == ["a6.0", "a6.0", "b6.0", "a6.0", "a7.0"])
        #expect(!clock.isRunning && clock.now == 8)
    }

    @Test("the timer clock ticks on the main queue with rising times and stops when no handler is left")
    func timer() async {
        let clock = TimerFrameClock(framesPerSecond: 240)
        let times = await withCheckedContinuation { (continuation: CheckedContinuation<[Double], Never>) in
            var times: [Double] = []
            clock.requestFrames { time in
                times.append(time)
                guard times.count == 3 else { return true }
                continuation.resume(returning: times)
                return false
            }
        }
        #expect(times.count == 3 && times == times.sorted() && Set(times).count == 3)
        #expect(times.allSatisfy { $0 <= clock.now })
        #expect(!clock.isRunning)  // the last handler declined: the timer is cancelled
    }
}
