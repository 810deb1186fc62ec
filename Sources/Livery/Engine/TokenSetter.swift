/// A site's token setter, boxed so that the switch calls it through an unretained reference: a property set then
/// costs no retain and release of the box or of the closure's context.
final class TokenSetter {
    /// Sets the property: (object, base of the value buffer, token ID).
    let apply: TokenApply
    /// The same closure with its main-actor isolation erased, for ``TokenWalk``, which runs on the main actor
    /// (inside ``BindingRegistry/refresh(_:paths:)``) but is not isolated to it, so that the closures it hands
    /// `_withUnsafeGuaranteedRef` are not checked for their executor on every call. Global-actor isolation is
    /// not part of a synchronous function's representation, so the two closures are one value.
    let applyOnMainActor: (AnyObject, UnsafeRawPointer, Int) -> Void

    init(_ apply: @escaping TokenApply) {
        self.apply = apply
        // Through structs: a closure read back through a generic pointer would come wrapped in reabstraction
        // thunks, one more call per set.
        struct Isolated { let apply: TokenApply }
        struct Unisolated { let apply: (AnyObject, UnsafeRawPointer, Int) -> Void }
        var isolated = Isolated(apply: apply)
        applyOnMainActor = withUnsafePointer(to: &isolated) {
            $0.withMemoryRebound(to: Unisolated.self, capacity: 1) { $0.pointee.apply }
        }
    }
}

/// Sets a property from a converted token value: (object, base of the value buffer, token ID). Built the first
/// time a property is bound through a static type (its ``BindingSite``), by the `@inlinable` binding subscripts, so
/// it is specialized for the object and value types and reads the value with an array read: `set(object, base[id])`.
@usableFromInline
typealias TokenApply = @MainActor (AnyObject, UnsafeRawPointer, Int) -> Void
