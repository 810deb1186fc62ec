// The frame clock of animated switches on UIKit systems. The animation itself (OKLab mixing, the curve, which
// bindings move) is in Livery and tested there on a manual clock; this file only ties its frames to the display.
#if canImport(UIKit) && !os(watchOS)  // watchOS has no CADisplayLink
    import Livery
    import QuartzCore
    import UIKit

    /// The frames of animated switches, from a `CADisplayLink` on the main run loop (iOS, tvOS, visionOS):
    /// one frame per screen refresh, at the time the frame will be shown, and the system's Reduce Motion setting.
    ///
    /// ```swift
    /// manager.frameClock = DisplayLinkFrameClock()
    /// try manager.switchTo("dark", animated: true)
    /// ```
    ///
    /// The display link exists only while a switch animates; it runs in the run loop's common modes, so a switch
    /// keeps animating while a scroll view tracks a finger.
    @MainActor
    public final class DisplayLinkFrameClock: FrameClock {
        private let handlers = FrameHandlers()
        private var link: CADisplayLink?

        /// Creates a clock; it starts a display link when a switch asks for frames.
        public init() {}

        isolated deinit {
            link?.invalidate()
        }

        /// The current media time (`CACurrentMediaTime()`), the clock of display-link timestamps.
        public var now: Double { CACurrentMediaTime() }

        /// Whether Reduce Motion is on in Settings › Accessibility › Motion.
        public var prefersReducedMotion: Bool { UIAccessibility.isReduceMotionEnabled }

        /// Calls `handler` once per frame while it returns `true` (see `FrameClock.requestFrames(_:)`).
        public func requestFrames(_ handler: @escaping @MainActor (Double) -> Bool) {
            handlers.append(handler)
            guard link == nil else { return }
            // The display link retains its target: a weak trampoline lets the clock go while one runs.
            let link = CADisplayLink(target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.step(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        fileprivate func step(_ link: CADisplayLink) {
            handlers.run(at: link.targetTimestamp)
            if handlers.isEmpty {
                link.invalidate()
                self.link = nil
            }
        }
    }

    /// The display link's target: forwards each frame to the clock, which it holds weakly.
    private final class DisplayLinkTarget: NSObject {
        private weak var clock: DisplayLinkFrameClock?

        init(_ clock: DisplayLinkFrameClock) {
            self.clock = clock
        }

        @objc func step(_ link: CADisplayLink) {
            // A display link added to the main run loop calls its target on the main thread.
            assumeMainActor {
                if let clock { clock.step(link) } else { link.invalidate() }
            }
        }
    }
#endif
