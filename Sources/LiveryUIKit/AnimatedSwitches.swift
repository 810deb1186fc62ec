// Animated switches on UIKit systems: the frame clock, and the whole-window crossfade. The animation itself (OKLab
// mixing, the curve, which bindings move) is in Livery and tested there on a manual clock; the clock here only ties
// its frames to the display.
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

    extension ThemeManager {
        /// Switches with a crossfade of the whole window, an animated switch: a snapshot of the window as
        /// it is goes on top, the switch happens under it, and the snapshot fades out.
        ///
        /// The crossfade is skipped — the switch is immediate — while the window's scene is not in the
        /// foreground and active (the system captures the snapshots for the app switcher and the light/dark
        /// thumbnails then, and must not capture a half-faded screen), when `duration` is 0, and when Reduce
        /// Motion is on. It reads the scene's state, not `UIApplication.shared`, so it works in app extensions.
        /// - Parameters:
        ///   - identifier: The theme.
        ///   - window: The window to crossfade.
        ///   - duration: The crossfade's length; the `motion.theme-switch` token's duration is a good value.
        /// - Throws: What ``ThemeManager/switchTo(_:)`` throws; the snapshot is then removed and nothing changed.
        public func switchTo(_ identifier: ThemeIdentifier, crossfading window: UIWindow, duration: TimeInterval)
            throws
        {
            let animates =
                duration > 0 && window.windowScene?.activationState == .foregroundActive
                && !UIAccessibility.isReduceMotionEnabled
            guard animates, let snapshot = window.snapshotView(afterScreenUpdates: false) else {
                return try switchTo(identifier)
            }
            snapshot.frame = window.bounds
            window.addSubview(snapshot)
            do {
                try switchTo(identifier)
            } catch {
                snapshot.removeFromSuperview()
                throw error
            }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                animations: { snapshot.alpha = 0 },
                completion: { _ in snapshot.removeFromSuperview() })
        }
    }
#endif
