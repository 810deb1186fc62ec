/// A closure run on every switch with the object and the new snapshot: seed 000's selector with arguments,
/// seed 001's blocks, anything no property binding expresses.
@MainActor
final class ClosureBinding<Object: AnyObject>: PropertyBinding {
    var body: @MainActor (Object, ThemeSnapshot) -> Void

    init(body: @escaping @MainActor (Object, ThemeSnapshot) -> Void) {
        self.body = body
    }

    override func refresh(_ object: AnyObject, _ pass: RefreshPass, apply: TokenApply?) {
        body(unsafeDowncast(object, to: Object.self), pass.snapshot)
    }
}
