// Compiled only where UIKit exists. Some declared properties set the platform through a value that cannot be read
// back from it: a keyboard appearance worked out from a background color, a background image drawn from a color,
// a glass style UIKit does not expose. Their getters cannot answer with the app's own value, so it is kept here,
// on the object, the first time Livery changes it, and put back when a theme gives the property no value (the
// declarations say `default: nil`, which their setters read as "the app's own value").
#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import UIKit

    @MainActor
    enum OwnValues {
        /// The object's own value for `key`. When `changing` (Livery is about to set a value of its own), the
        /// value `read` answers is kept first, unless one is kept already; otherwise (a theme without a value is
        /// putting the app's back) the kept value is answered and forgotten, so a later change keeps whatever
        /// the app has then.
        /// - Returns: The kept value; `nil` when Livery never changed the property, which then still has the
        ///   app's own value.
        static func keep<Value>(_ key: String, of object: NSObject, changing: Bool, _ read: () -> Value) -> Value? {
            let store = Store.of(object)
            if changing {
                if store.values[key] == nil { store.values[key] = read() }
                return nil
            }
            return store.values.removeValue(forKey: key) as? Value
        }

        /// The kept values of one object, associated with it, so they go when it goes.
        private final class Store {
            var values: [String: Any] = [:]

            static func of(_ object: NSObject) -> Store {
                if let store = objc_getAssociatedObject(object, key) as? Store { return store }
                let store = Store()
                objc_setAssociatedObject(object, key, store, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                return store
            }

            /// The association's key: the address of a byte of our own (kept as an `Int`, which is `Sendable`
            /// in every standard library, as in `BindingLifetime`).
            private static var key: UnsafeRawPointer { UnsafeRawPointer(bitPattern: keyAddress)! }
            private static let keyAddress = Int(
                bitPattern: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
        }
    }
#endif
