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

// MARK: - TokenClosureBinding

/// The token a ``TokenClosureBinding`` reads: one in every theme, or one per theme by the theme's raw identifier
/// (a theme not named reads none, and the property keeps its value).
enum ClosureToken {
    case every(ManagerTokenID)
    case perTheme([String: ManagerTokenID])

    /// The token read in a theme; `nil` when the theme names none.
    func id(in theme: ThemeIdentifier) -> ManagerTokenID? {
        switch self {
        case .every(let id): id
        case .perTheme(let ids): ids[theme.rawValue]
        }
    }
}

/// A closure that sets one property from one token named by a string, not through a key path the compiler
/// checks: Objective-C key-path and per-state bindings. A ``ClosureBinding`` runs on every switch; this one runs
/// when what it would read differs from what it read last time it ran: another token, or another value of it
/// (a token whose value is the same converts to the same object, unless a system change alters the conversion,
/// which the pass forces; a token without a value in the snapshot may still answer through a fallback, so it
/// always runs). A switch that leaves its token alone so costs it a comparison, as it costs a Swift
/// binding, instead of a key-value-coding call per bound object.
///
/// It compares with what it last ran with, not with the snapshot shown before: during an animated switch the
/// shown snapshot is a frame, whose colors are on their way, while the closure ran once with the theme
/// committed.
final class TokenClosureBinding<Object: AnyObject>: PropertyBinding {
    let token: ClosureToken
    let body: @MainActor (Object, ThemeSnapshot) -> Void
    /// The token and its value when the closure last ran; ``ManagerTokenID/none`` before it ran.
    private var lastID = ManagerTokenID.none
    private var lastValue: TokenValue?

    init(token: ClosureToken, body: @escaping @MainActor (Object, ThemeSnapshot) -> Void) {
        self.token = token
        self.body = body
    }

    /// Runs the closure with `theme`, remembering what it read.
    func run(_ object: Object, in theme: ThemeSnapshot) {
        if let id = token.id(in: theme.identifier) {
            lastID = id
            lastValue = id.index < theme.values.count ? theme.values[id.index] : nil
        }
        body(object, theme)
    }

    override func refresh(_ object: AnyObject, _ pass: RefreshPass, apply: TokenApply?) {
        // Like a closure that does not follow frames: once per switch, with the theme committed.
        guard !pass.isFrame else { return }
        let committed = pass.committedSnapshot
        guard let id = token.id(in: committed.identifier) else { return }
        if id == lastID, id.index < committed.values.count, let value = committed.values[id.index],
            value == lastValue, !pass.isForced(id)
        {
            return
        }
        run(unsafeDowncast(object, to: Object.self), in: committed)
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
