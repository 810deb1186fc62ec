/// One bound property (or closure) of an object, as the switch reads it: 16 bytes.
///
/// A binding whose value in every theme is one token (`label.livery.textColor = "color.text"`, or a style that
/// sets one token) is applied straight from its slot: the token, and the site's cache and setter. Anything else
/// (per-theme values, literals, closures) keeps its state in `binding`, which the switch asks.
struct BindingSlot {
    /// The ``BindingSite`` it was bound through: its key, cache and setter.
    var site: SiteID
    /// The token read in every theme, or ``ManagerTokenID/none`` when `binding` decides.
    var tokenID: ManagerTokenID
    /// The binding's full state, when it is more than one token.
    var binding: PropertyBinding?
}

// MARK: - PropertyBinding

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

// MARK: - ClosureBinding

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

// MARK: - BindingSource

/// Where one binding takes its value in one theme.
@usableFromInline
enum BindingSource<Value> {
    /// A token, by the manager's token ID and its path.
    case token(id: ManagerTokenID, path: String)
    /// A literal value.
    case literal(Value)

    /// The public form.
    var bindingValue: ThemeBindingValue<Value> {
        switch self {
        case .token(_, let path): .token(path)
        case .literal(let value): .value(value)
        }
    }
}

/// A binding's sources: one for every theme, and per-theme ones that win in their theme
/// (`view.livery[theme: "night"].backgroundColor`).
struct ThemedSources<Value> {
    var everyTheme: BindingSource<Value>?
    var perTheme: [ThemeIdentifier: BindingSource<Value>] = [:]

    var isEmpty: Bool { everyTheme == nil && perTheme.isEmpty }
}
