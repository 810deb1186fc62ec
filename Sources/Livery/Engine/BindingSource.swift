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
