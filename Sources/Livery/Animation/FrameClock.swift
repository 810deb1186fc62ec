import Dispatch

/// What drives an animated switch: the time, a call once per display frame, and whether the system asks for
/// reduced motion.
///
/// A ``ThemeManager`` asks its ``ThemeManager/frameClock`` for frames while a switch animates
/// (``ThemeManager/switchTo(_:animated:)``), and reads the time from it. The platform adapters provide clocks tied
/// to the display: `DisplayLinkFrameClock` in LiveryUIKit (a `CADisplayLink`, on iOS, tvOS and visionOS) and
/// `ViewDisplayLinkFrameClock` in LiveryAppKit (the view's display link on macOS 14 and later, a timer before).
/// ``TimerFrameClock`` ticks 60 times a second on the main queue anywhere; ``ManualFrameClock`` ticks only when
/// told, for tests and for apps that draw their own frames (Livery's terminal demo).
///
/// A clock serves any number of managers at once: each frame it calls every handler asked for, and keeps
/// calling those that return `true`. It should stop its timer or display link while no handler is left.
@MainActor
public protocol FrameClock: AnyObject {
    /// The current time in seconds, on a clock that never goes back; only differences matter.
    var now: Double { get }

    /// Whether the system's Reduce Motion setting is on: an animated switch is then instant.
    var prefersReducedMotion: Bool { get }

    /// Calls `handler` on the main actor once per frame, with the frame's time (on the scale of ``now``), for as
    /// long as it returns `true`.
    /// - Parameter handler: Draws a frame at the given time; returns whether it wants the next one.
    func requestFrames(_ handler: @escaping @MainActor (Double) -> Bool)
}

/// The frame handlers of a clock: the ones asking for frames, called in the order they asked.
///
/// Shared by the clocks of every module, so that a handler added or ended during a frame is treated alike. A
/// class, so that a handler that asks the same clock for frames while it is being called (starting another
/// animation) appends to the list while ``run(at:)`` is between two of its own accesses to it, not inside one.
@MainActor
package final class FrameHandlers {
    private var handlers: [@MainActor (Double) -> Bool] = []

    package init() {}

    /// Whether no handler wants frames: the clock can stop.
    package var isEmpty: Bool { handlers.isEmpty }

    /// Adds a handler.
    package func append(_ handler: @escaping @MainActor (Double) -> Bool) {
        handlers.append(handler)
    }

    /// Calls every handler with the frame's time and keeps those that want more. A handler added during the
    /// frame gets its first call at the next frame.
    package func run(at time: Double) {
        let current = handlers
        handlers = []
        var kept: [@MainActor (Double) -> Bool] = []
        kept.reserveCapacity(current.count)
        for handler in current where handler(time) { kept.append(handler) }
        handlers = kept + handlers
    }
}

// MARK: - A clock moved by hand

/// A clock whose time moves only when told: tests use it to look at an animation at exact times, and an app that
/// draws its own frames (a terminal, a game loop) moves it to each frame's time.
///
/// ```swift
/// let clock = ManualFrameClock()
/// manager.frameClock = clock
/// try manager.switchTo("dark", animated: true)
/// clock.advance(by: 0.1)    // bound colors are now 0.1 s into the switch
/// ```
@MainActor
public final class ManualFrameClock: FrameClock {
    /// The current time in seconds; it starts where ``init(now:prefersReducedMotion:)`` put it.
    public private(set) var now: Double
    /// Whether the clock reports Reduce Motion; set it to check that animated switches are then instant.
    public var prefersReducedMotion: Bool

    private let handlers = FrameHandlers()

    /// Creates a clock.
    /// - Parameters:
    ///   - now: The starting time in seconds.
    ///   - prefersReducedMotion: Whether it reports Reduce Motion.
    public init(now: Double = 0, prefersReducedMotion: Bool = false) {
        self.now = now
        self.prefersReducedMotion = prefersReducedMotion
    }

    /// Whether a handler is waiting for the next frame (an animation is running).
    public var isRunning: Bool { !handlers.isEmpty }

    /// Moves the time forward and draws one frame at the new time. A negative or non-finite step is ignored, as
    /// the time never goes back.
    /// - Parameter seconds: How far to move.
    public func advance(by seconds: Double) {
        advance(to: now + seconds)
    }

    /// Moves the time to `time` and draws one frame there; a time before ``now`` (or not finite) draws the frame
    /// at ``now``.
    /// - Parameter time: The frame's time in seconds.
    public func advance(to time: Double) {
        if time.isFinite, time > now { now = time }
        handlers.run(at: now)
    }

    /// Calls `handler` once per frame while it returns `true` (see ``FrameClock/requestFrames(_:)``).
    public func requestFrames(_ handler: @escaping @MainActor (Double) -> Bool) {
        handlers.append(handler)
    }
}

// MARK: - A clock on a timer

/// A clock that ticks 60 times a second on the main queue while a handler wants frames, on any system.
///
/// It is a manager's clock until the app sets another. It knows nothing of the display's refresh, nor of the
/// system's Reduce Motion setting: on Apple systems prefer the adapters' display-link clocks, which know both, or
/// set ``prefersReducedMotion`` from the system's setting.
@MainActor
public final class TimerFrameClock: FrameClock {
    /// Whether the clock reports Reduce Motion (it cannot read the system's setting itself).
    public var prefersReducedMotion: Bool
    /// The time between frames, in seconds.
    public let interval: Double

    private let handlers = FrameHandlers()
    private var timer: (any DispatchSourceTimer)?

    /// Creates a clock.
    /// - Parameters:
    ///   - framesPerSecond: How often it ticks while running; at least 1.
    ///   - prefersReducedMotion: Whether it reports Reduce Motion.
    public init(framesPerSecond: Double = 60, prefersReducedMotion: Bool = false) {
        interval = 1 / min(max(framesPerSecond.isFinite ? framesPerSecond : 60, 1), 1000)
        self.prefersReducedMotion = prefersReducedMotion
    }

    isolated deinit {
        timer?.cancel()
    }

    /// The time in seconds since the system started (monotonic).
    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Calls `handler` once per frame while it returns `true` (see ``FrameClock/requestFrames(_:)``).
    public func requestFrames(_ handler: @escaping @MainActor (Double) -> Bool) {
        handlers.append(handler)
        guard timer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let nanoseconds = Int((interval * 1e9).rounded())
        timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
        timer.setEventHandler { [weak self] in
            assumeMainActor { self?.tick() }
        }
        self.timer = timer
        timer.resume()
    }

    /// Whether the timer runs: a handler still wants frames.
    var isRunning: Bool { timer != nil }

    private func tick() {
        handlers.run(at: now)
        if handlers.isEmpty {
            timer?.cancel()
            timer = nil
        }
    }
}
