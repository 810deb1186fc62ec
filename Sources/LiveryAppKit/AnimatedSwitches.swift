// The frame clock of animated switches on macOS. The animation itself (OKLab mixing, the curve, which bindings
// move) is in Livery and tested there on a manual clock; this file only ties its frames to a view's display.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import Livery
    import QuartzCore

    /// The frames of animated switches on macOS: from the display link of a view (macOS 14 and later), which
    /// follows the refresh rate of the screen the view is on, or from a 60 Hz timer before macOS 14 and once the
    /// view is gone; and the system's Reduce Motion setting.
    ///
    /// ```swift
    /// manager.frameClock = ViewDisplayLinkFrameClock(view: window.contentView!)
    /// try manager.switchTo("dark", animated: true)
    /// ```
    ///
    /// The display link or timer exists only while a switch animates, in the run loop's common modes.
    @MainActor
    public final class ViewDisplayLinkFrameClock: FrameClock {
        /// The view whose display paces the frames, held weakly.
        public private(set) weak var view: NSView?

        private let handlers = FrameHandlers()
        /// The view's `CADisplayLink` (macOS 14 and later), typed loosely: the type is newer than macOS 13.
        private var link: AnyObject?
        private var timer: Timer?

        /// Creates a clock paced by a view's display.
        /// - Parameter view: A view in the window whose screen paces the frames; a window's content view is a
        ///   good choice.
        public init(view: NSView) {
            self.view = view
        }

        isolated deinit {
            invalidateLink()
            timer?.invalidate()
        }

        private func invalidateLink() {
            if #available(macOS 14, *) { (link as? CADisplayLink)?.invalidate() }
            link = nil
        }

        /// The current media time (`CACurrentMediaTime()`), the clock of display-link timestamps.
        public var now: Double { CACurrentMediaTime() }

        /// Whether Reduce Motion is on in System Settings › Accessibility › Display.
        public var prefersReducedMotion: Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }

        /// Calls `handler` once per frame while it returns `true` (see `FrameClock.requestFrames(_:)`).
        public func requestFrames(_ handler: @escaping @MainActor (Double) -> Bool) {
            handlers.append(handler)
            guard link == nil, timer == nil else { return }
            if #available(macOS 14, *), let view {
                // The display link retains its target: a weak trampoline lets the clock go while one runs.
                let link = view.displayLink(
                    target: ViewDisplayLinkTarget(self), selector: #selector(ViewDisplayLinkTarget.step(_:)))
                link.add(to: .main, forMode: .common)
                self.link = link
            } else {
                let timer = Timer(timeInterval: 1.0 / 60, repeats: true) { [weak self] _ in
                    // A timer in the main run loop fires on the main thread.
                    assumeMainActor { self?.step(at: CACurrentMediaTime()) }
                }
                RunLoop.main.add(timer, forMode: .common)
                self.timer = timer
            }
        }

        fileprivate func step(at time: Double) {
            handlers.run(at: time)
            guard handlers.isEmpty else { return }
            invalidateLink()
            timer?.invalidate()
            timer = nil
        }
    }

    /// The display link's target: forwards each frame to the clock, which it holds weakly.
    private final class ViewDisplayLinkTarget: NSObject {
        private weak var clock: ViewDisplayLinkFrameClock?

        init(_ clock: ViewDisplayLinkFrameClock) {
            self.clock = clock
        }

        @available(macOS 14, *)
        @objc func step(_ link: CADisplayLink) {
            // A display link added to the main run loop calls its target on the main thread.
            assumeMainActor {
                if let clock { clock.step(at: link.targetTimestamp) } else { link.invalidate() }
            }
        }
    }
#endif
