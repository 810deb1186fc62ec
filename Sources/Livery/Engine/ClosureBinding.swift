/// A closure run on every switch with the object and the new snapshot: a selector with arguments,
/// a block, anything no property binding expresses.
@MainActor
final class ClosureBinding<Object: AnyObject>: PropertyBinding {
    var body: @MainActor (Object, ThemeSnapshot) -> Void
    /// Whether the closure also runs on every frame of an animated switch, with the frame (whose colors read by
    /// path are the frame's mixes): a bar appearance rebuilt from colors, which no property binding reaches.
    let eachFrame: Bool

    init(eachFrame: Bool, body: @escaping @MainActor (Object, ThemeSnapshot) -> Void) {
        self.eachFrame = eachFrame
        self.body = body
    }

    override func refresh(_ object: AnyObject, _ pass: RefreshPass, apply: TokenApply?) {
        if eachFrame {
            body(unsafeDowncast(object, to: Object.self), pass.snapshot)
        } else if !pass.isFrame {
            // Run once per switch, with the theme committed, not the animation's first frame.
            body(unsafeDowncast(object, to: Object.self), pass.committedSnapshot)
        }
    }
}
