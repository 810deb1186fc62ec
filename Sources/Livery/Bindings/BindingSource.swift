/// Where one binding takes its value in one theme.
@usableFromInline
enum BindingSource<Value> {
    /// A token, by the manager's token ID and its path.
    case token(id: Int32, path: String)
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

/// A binding's sources: one for every theme, and per-theme ones that win in their theme (seed 004's
/// `view.livery[theme: "night"].backgroundColor`).
struct ThemedSources<Value> {
    var everyTheme: BindingSource<Value>?
    var perTheme: [ThemeIdentifier: BindingSource<Value>] = [:]

    /// The source in effect for a theme and the key that chose it (`nil` for the every-theme source).
    func source(for theme: ThemeIdentifier) -> (source: BindingSource<Value>?, key: ThemeIdentifier?) {
        if !perTheme.isEmpty, let source = perTheme[theme] { return (source, theme) }
        return (everyTheme, nil)
    }

    var isEmpty: Bool { everyTheme == nil && perTheme.isEmpty }

    /// The token ID when every theme reads that one token, which lets a switch skip the binding unless the
    /// token changed; -1 otherwise.
    var soleTokenID: Int32 {
        guard perTheme.isEmpty, case .token(let id, _)? = everyTheme else { return -1 }
        return id
    }
}
