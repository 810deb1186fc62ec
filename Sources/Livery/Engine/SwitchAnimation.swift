import LiveryCore

/// An animated switch in progress: the committed theme's snapshot, the colors on their way to it, and the frames
/// shown so far.
///
/// The switch itself is committed before the first frame (the manager's ``ThemeManager/snapshot``, its events and
/// the stored choice already name the new theme); what animates is only what bound properties show. Each frame is
/// a snapshot of the new theme in which the colors that differ from the ones shown are replaced by their mix in
/// OKLab, and the binding engine applies it as it applies a switch: every binding of a changed color token is set
/// once, with the color converted once per property type. Nothing else changes during the frames.
@MainActor
final class SwitchAnimation {
    /// The theme switched to.
    let target: ThemeSnapshot
    /// When the animation started, on the manager's clock.
    let start: Double
    /// The transition's delay and duration in seconds, and its curve.
    let delay: Double
    let duration: Double
    let curve: CubicBezier
    /// What bound properties show now: the first frame, then the last one applied.
    private(set) var shown: ThemeSnapshot

    /// The manager token IDs of the animated colors, and the mix of each from its shown color to its new one.
    private let indices: [Int]
    private let mixes: [OKLabMix]
    /// The target's values with the animated colors at their current mix: the next frame's values.
    private var values: [TokenValue?]
    /// The animated colors' token IDs by path, for frames read by path (``ThemeSnapshot/framePaths``).
    private let framePaths: [String: Int]
    /// The progress of the last frame, so that frames at the same progress (during the delay) are skipped.
    private var lastProgress = 0.0
    /// By token ID, whether the first frame's value differs from what bound properties showed: the flags the
    /// commit's refresh applies, worked out in the same pass that finds the colors to animate.
    let firstFrameChanges: [Bool]
    /// How many tokens the committed theme changes against the one committed before (all of them without one),
    /// for the ``ThemeChange``; from the same pass.
    let changedTokenCount: Int

    /// Prepares an animation from what bound properties show to `target`; `nil` when no color moves.
    ///
    /// One pass over the tokens finds the colors to animate, the first frame's changes against what is shown,
    /// and the committed change against `committed`: a commit reads each token once.
    /// - Parameters:
    ///   - shown: The snapshot bound properties show now: a theme, or a frame of an animation in progress.
    ///   - target: The snapshot switched to.
    ///   - committed: The snapshot committed before (the theme an interrupted animation was going to); `nil`
    ///     for the first theme.
    ///   - transition: The delay, duration and curve.
    ///   - start: The clock's time now.
    ///   - generation: A generation for the first frame's snapshot.
    ///   - paths: The manager's token paths, by token ID.
    init?(
        from shown: ThemeSnapshot, to target: ThemeSnapshot, committed: ThemeSnapshot?, transition: Transition,
        start: Double, generation: Int, paths: [String]
    ) {
        var indices: [Int] = []
        var mixes: [OKLabMix] = []
        var values = target.values
        let shownCount = shown.values.count
        let targetCount = target.values.count
        let committedCount = committed?.values.count ?? 0
        // Past the shorter snapshot every token counts as changed, as `BindingEngine` counts it.
        var changes = [Bool](repeating: true, count: max(shownCount, targetCount))
        var changedTokenCount = committed == nil ? targetCount : max(committedCount, targetCount)
        for index in 0..<max(min(shownCount, targetCount), min(committedCount, targetCount)) {
            let new = target.values[index]
            if index < committedCount, let committed {
                // A token missing from both may still answer differently through each theme's fallback chain.
                let old = committed.values[index]
                if old != nil, old == new { changedTokenCount -= 1 }
            }
            guard index < shownCount else { continue }
            let old = shown.values[index]
            // Only colors in both snapshots move; a token that becomes or stops being a color changes at once.
            if case .color(let from)? = old, case .color(let to)? = new, from != to {
                indices.append(index)
                mixes.append(OKLabMix(from: from, to: to))
                values[index] = .color(from)
                changes[index] = false  // the first frame shows the color shown now
            } else {
                changes[index] = old == nil || old != new
            }
        }
        guard !indices.isEmpty else { return nil }
        firstFrameChanges = changes
        self.changedTokenCount = changedTokenCount
        self.target = target
        self.start = start
        delay = max(transition.delay.seconds, 0)
        duration = max(transition.duration.seconds, 0)
        curve = transition.timingFunction
        self.indices = indices
        self.mixes = mixes
        self.values = values
        var framePaths: [String: Int] = [:]
        for index in indices where index < paths.count { framePaths[paths[index]] = index }
        self.framePaths = framePaths
        self.shown = ThemeSnapshot(frameOf: target, values: values, generation: generation, framePaths: framePaths)
    }

    /// How many colors move.
    var colorCount: Int { indices.count }

    /// Whether the animation is over at `time`.
    func isFinished(at time: Double) -> Bool {
        !(time - start - delay < duration)
    }

    /// The frame to show at `time`, made the ``shown`` one: `nil` when it shows what the last frame showed. Past
    /// the end it is ``target`` itself.
    /// - Parameters:
    ///   - time: The frame's time on the manager's clock.
    ///   - generation: A generation for the frame's snapshot, when it needs one.
    func frame(at time: Double, generation: () -> Int) -> ThemeSnapshot? {
        if isFinished(at: time) {
            shown = target
            return target
        }
        // Before the end, a transition of no duration is still in its delay.
        let progress = duration > 0 ? curve.progress(at: max(time - start - delay, 0) / duration) : 0
        guard progress != lastProgress else { return nil }
        lastProgress = progress
        for position in indices.indices {
            values[indices[position]] = .color(mixes[position].color(at: progress))
        }
        shown = ThemeSnapshot(frameOf: target, values: values, generation: generation(), framePaths: framePaths)
        return shown
    }
}
