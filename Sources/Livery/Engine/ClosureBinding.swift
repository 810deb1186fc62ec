/// A closure run on every switch with the object and the new snapshot: a selector with arguments,
/// a block, anything no property binding expresses.
@MainActor
final class ClosureBinding<Object: AnyObject>: PropertyBinding {
    var body: @MainActor (Object, ThemeSnapshot) -> Void

    init(body: @escaping @MainActor (Object, ThemeSnapshot) -> Void) {
        self.body = body
    }

    override func refresh(_ object: AnyObject, _ pass: RefreshPass, apply: TokenApply?) {
        // A closure ran with the new theme when the animated switch was committed; frames only move colors.
        guard !pass.isFrame else { return }
        body(unsafeDowncast(object, to: Object.self), pass.snapshot)
    }
}
