/// A named set of objects whose handler gets all of them, live, after every switch: a reload of an
/// image pool, or any batch update that is cheaper done once than per object.
@MainActor
final class BindingGroup {
    private var members: [(identifier: ObjectIdentifier, reference: WeakReference)] = []
    var handler: (@MainActor ([AnyObject], ThemeSnapshot) -> Void)?

    /// Adds an object (once).
    func insert(_ object: AnyObject) {
        let identifier = ObjectIdentifier(object)
        members.removeAll { $0.reference.object == nil }
        guard !members.contains(where: { $0.identifier == identifier }) else { return }
        members.append((identifier, WeakReference(object)))
    }

    /// Removes an object.
    func remove(_ object: AnyObject) {
        members.removeAll { $0.reference.object == nil || $0.reference.object === object }
    }

    /// The members still alive, in the order they joined.
    var liveObjects: [AnyObject] {
        members.removeAll { $0.reference.object == nil }
        return members.compactMap(\.reference.object)
    }

    /// Calls the handler, if any, with the live members.
    func notify(_ snapshot: ThemeSnapshot) {
        guard let handler else { return }
        handler(liveObjects, snapshot)
    }
}
