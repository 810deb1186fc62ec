/// The bindings of one object: held weakly, so the object's lifetime is the app's business; the switch loads
/// the weak reference once per object, not once per property.
@MainActor
final class ObjectBindings {
    weak var object: AnyObject?
    let identifier: ObjectIdentifier
    var bindings: [PropertyBinding] = []

    init(_ object: AnyObject) {
        self.object = object
        self.identifier = ObjectIdentifier(object)
    }

    /// The position of the binding with this key.
    func index(of key: BindingKey) -> Int? {
        bindings.firstIndex { $0.key == key }
    }
}
