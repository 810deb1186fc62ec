import LiveryCore

extension SwitchAnimation {
    /// How a switch was asked to animate: along the new theme's transition token, or a given transition.
    enum Request {
        case token
        case transition(Transition)

        /// The transition to follow into `snapshot`.
        func transition(in snapshot: ThemeSnapshot) -> Transition {
            switch self {
            case .transition(let transition):
                return transition
            case .token:
                if case .transition(let transition)? = snapshot[ThemeManager.switchTransitionToken] {
                    return transition
                }
                return ThemeManager.defaultSwitchTransition
            }
        }
    }
}

extension ThemeManager {
    // MARK: - Animated switches

    /// The token whose transition ``switchTo(_:animated:)`` follows: `motion.theme-switch`, read from the theme
    /// switched to.
    public nonisolated static let switchTransitionToken = "motion.theme-switch"

    /// The longest an animated switch lasts, delay included: 10 seconds. A theme (from a pack, say) whose
    /// transition is longer would leave bound colors between two themes for that long; its delay and then its
    /// duration are shortened to fit, and a ``ThemeIssue/Kind/transitionShortened`` issue says so.
    public nonisolated static let maximumTransitionSeconds = 10.0

    /// The transition of an animated switch into a theme without a ``switchTransitionToken``: 250 ms along CSS's
    /// `ease-in-out` curve, `cubic-bezier(0.42, 0, 0.58, 1)`.
    public nonisolated static let defaultSwitchTransition = Transition(
        duration: TokenDuration(250), delay: TokenDuration(0), timingFunction: CubicBezier(0.42, 0, 0.58, 1))

    /// Switches like ``switchTo(_:)`` and, when `animated`, moves every bound color that changes from the color
    /// it shows to the new theme's over the new theme's `motion.theme-switch` transition (its delay, duration and
    /// cubic-Bézier curve; ``defaultSwitchTransition`` without the token).
    ///
    /// The switch itself happens now, all at once: ``snapshot``, ``currentIdentifier``, Observation, the change
    /// events and the stored choice name the new theme before this returns. The animation only changes what
    /// bound properties show, frame by frame on ``frameClock``:
    ///
    /// - Colors are mixed in OKLab (as CSS `color-mix(in oklab, …)` mixes them), each changed color token once
    ///   per frame and per property type, and every property bound to it is set once per frame. A color's
    ///   progress follows the curve, clamped to `0...1`: a curve that overshoots does not overshoot colors.
    /// - Everything else — numbers, fonts, images, gradients and shadows, a token that becomes or stops being a
    ///   color, literal per-theme values — changes at the start, with the commit. Closures
    ///   (``ThemeBindings/apply(key:eachFrame:fileID:line:_:)``) and group handlers run once then, with the new
    ///   theme; a closure bound with `eachFrame` runs on every frame instead, reading the frame's colors.
    /// - A property bound during the animation shows the frame in progress and moves with the others.
    /// - Another animated switch (or animated override) during the animation starts from the colors shown; a
    ///   switch or override without animation, a reload or ``refresh(_:)`` ends it, and bound properties show the
    ///   new state at once, as does ``finishAnimation()``.
    /// - Scopes that follow this manager animate alike.
    ///
    /// The switch is instant when `animated` is `false`, when the ``frameClock`` reports Reduce Motion, when the
    /// transition's delay and duration are both zero, when no bound color changes, and for the first theme. A
    /// transition longer than ``maximumTransitionSeconds`` is shortened to it (and reported).
    /// - Throws: What ``switchTo(_:)`` throws; nothing changes then, and an animation in progress goes on.
    public func switchTo(_ identifier: ThemeIdentifier, animated: Bool) throws {
        try switchTo(identifier, animation: animated ? .token : nil)
    }

    /// Switches like ``switchTo(_:animated:)``, along a given transition instead of the theme's token.
    /// - Parameters:
    ///   - identifier: The theme.
    ///   - transition: The delay, duration and curve of the animation.
    /// - Throws: What ``switchTo(_:)`` throws; nothing changes then.
    public func switchTo(_ identifier: ThemeIdentifier, transition: Transition) throws {
        try switchTo(identifier, animation: .transition(transition))
    }

    /// Whether an animated switch is in progress: bound colors are still on their way to the current theme.
    public var isAnimating: Bool { switchAnimation != nil }

    /// The animated switch in progress, if any (``switchTo(_:animated:)``), which the engine keeps.
    var switchAnimation: SwitchAnimation? { engine.animation }

    /// Ends an animated switch in progress: bound properties show the current theme now. It does nothing when
    /// no switch is animating.
    public func finishAnimation() {
        guard let animation = switchAnimation else { return }
        engine.animation = nil
        engine.currentSnapshot = animation.target
        engine.refresh(from: animation.shown, to: animation.target, forcing: nil, isFrame: true)
    }

    /// Starts animating bound colors from `shown` to `snapshot`, which the caller is committing, and applies
    /// nothing: returns the animation, whose ``SwitchAnimation/shown`` first frame the caller applies; `nil` when
    /// the switch is to be instant.
    func startAnimation(
        _ request: SwitchAnimation.Request, from shown: ThemeSnapshot, to snapshot: ThemeSnapshot,
        committed: ThemeSnapshot?
    ) -> SwitchAnimation? {
        let clock = frameClock
        let transition = limited(request.transition(in: snapshot), in: snapshot)
        guard !clock.prefersReducedMotion, transition.duration.seconds + transition.delay.seconds > 0,
            let animation = SwitchAnimation(
                from: shown, to: snapshot, committed: committed, transition: transition, start: clock.now,
                generation: snapshots.nextGeneration(), paths: engine.tokenIndex.paths)
        else { return nil }
        engine.animation = animation
        clock.requestFrames { [weak self, weak animation] time in
            guard let self, let animation, self.switchAnimation === animation else { return false }
            return self.showFrame(of: animation, at: time)
        }
        return animation
    }

    /// The transition within ``maximumTransitionSeconds``: delay first, then duration; reported when shortened.
    private func limited(_ transition: Transition, in snapshot: ThemeSnapshot) -> Transition {
        let limit = Self.maximumTransitionSeconds
        let delay = transition.delay.seconds
        let duration = transition.duration.seconds
        if delay.isFinite, duration.isFinite, max(delay, 0) + max(duration, 0) <= limit { return transition }
        var result = transition
        let shortenedDelay = delay.isFinite ? min(max(delay, 0), limit) : 0
        result.delay = TokenDuration(shortenedDelay, .s)
        result.duration = TokenDuration(duration.isFinite ? min(max(duration, 0), limit - shortenedDelay) : 0, .s)
        record(
            ThemeIssue(
                .transitionShortened, theme: snapshot.identifier, tokenPath: Self.switchTransitionToken,
                message:
                    "the switch transition (delay \(transition.delay), duration \(transition.duration)) is longer "
                    + "than \(Int(limit)) s; it runs with delay \(result.delay) and duration \(result.duration)"))
        return result
    }

    /// Applies the frame of `animation` at `time`; returns whether more frames are needed.
    private func showFrame(of animation: SwitchAnimation, at time: Double) -> Bool {
        let previous = animation.shown
        guard let frame = animation.frame(at: time, generation: { snapshots.nextGeneration() }) else { return true }
        let isLast = frame === animation.target
        if isLast { engine.animation = nil }
        engine.currentSnapshot = frame
        engine.refresh(from: previous, to: frame, forcing: nil, isFrame: true)
        return !isLast
    }
}
