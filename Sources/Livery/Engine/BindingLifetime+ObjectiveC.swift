// Compiled only where the Objective-C runtime exists (Apple platforms): the lifetime rides on an associated
// object, released when its object deallocates.
#if canImport(ObjectiveC)
    import ObjectiveC

    extension BindingLifetime {
        /// The lifetime associated with an Objective-C object, made on first use.
        ///
        /// The runtime releases an object's associated objects when it deallocates the object, so the lifetime
        /// ends with it: this is how LiveryUIKit and LiveryAppKit make every view report its lifetime. Use it for
        /// an `NSObject` subclass of your own that is released on the main thread:
        ///
        /// ```swift
        /// extension BadgeLayer: LifetimeReporting {
        ///     nonisolated public var bindingLifetime: BindingLifetime { .associated(with: self) }
        /// }
        /// ```
        /// - Parameter object: The object; it holds the lifetime strongly, and nothing else does.
        /// - Returns: The object's lifetime.
        public static func associated(with object: AnyObject) -> BindingLifetime {
            if let lifetime = objc_getAssociatedObject(object, associationKey) as? BindingLifetime { return lifetime }
            let lifetime = BindingLifetime()
            objc_setAssociatedObject(object, associationKey, lifetime, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return lifetime
        }

        /// The association's key: the address of a byte of our own, as the runtime compares keys by address.
        private static var associationKey: UnsafeRawPointer { UnsafeRawPointer(bitPattern: associationKeyAddress)! }

        /// The key's address, kept as an integer: an `Int` is `Sendable` in every standard library, while
        /// `UnsafeRawPointer` is `Sendable` in some and not in others, so a stored pointer would need
        /// `nonisolated(unsafe)` with one and draw a warning with the other.
        private static let associationKeyAddress = Int(
            bitPattern: UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    }
#endif
