/// The full state of a binding that is more than one token in every theme: per-theme values, literals, a style
/// layer, the property's original value, or a closure. The switch asks it what to apply.
@MainActor
class PropertyBinding {
    /// The token read in every theme, when there is one: the switch then applies the binding from its slot
    /// without asking. ``ManagerTokenID/none`` otherwise.
    var soleTokenID: ManagerTokenID { .none }

    /// Applies what the pass requires (possibly nothing); `apply` is the slot's token setter.
    func refresh(_ object: AnyObject, _ pass: RefreshPass, apply: TokenApply?) {}

    /// Drops the per-object (inline) part of the binding, re-applies whatever is left beneath it, and says
    /// whether nothing is left, so the binding can go.
    func removeInline(from object: AnyObject, context: ApplyContext?, apply: TokenApply?) -> Bool { true }
}
