/// Checks a stylesheet against the registered types and their declared properties.
@MainActor
enum StyleValidator {
    static func validate(_ stylesheet: Stylesheet) -> [StylesheetDiagnostic] {
        var diagnostics: [StylesheetDiagnostic] = []
        let names = StyleTypes.registeredNames
        for rule in stylesheet.rules {
            var typesKnown = true
            for compound in rule.selector.compounds {
                guard let typeName = compound.typeName, StyleTypes.type(named: typeName) == nil else { continue }
                typesKnown = false
                let hint =
                    StyleTypes.closest(to: typeName, in: names).map { "; did you mean '\($0)'?" }
                    ?? (names.isEmpty
                        ? "; no types are registered (StyleTypes.register)"
                        : " (registered: \(names.joined(separator: ", ")))")
                diagnostics.append(
                    stylesheet.diagnostic(at: rule.location, "unknown type '\(typeName)' in '\(rule.selector)'\(hint)"))
            }
            guard typesKnown, let typeName = rule.selector.subject.typeName,
                let type = StyleTypes.type(named: typeName)
            else { continue }
            let declarations = StyleTypes.declarations(of: type)
            let state = rule.selector.subject.state
            for declaration in rule.declarations {
                guard let property = declarations.properties[declaration.property] else {
                    diagnostics.append(
                        stylesheet.diagnostic(
                            at: declaration.location,
                            "unknown property '\(declaration.property)' for \(typeName)"
                                + StyleEngine.suggestion(declaration.property, in: declarations.names)))
                    continue
                }
                if state != .normal && !property.isStateful {
                    let states = StyleSelector.stateNames(state).map { ":" + $0 }.joined()
                    diagnostics.append(
                        stylesheet.diagnostic(
                            at: declaration.location,
                            "'\(declaration.property)' of \(typeName) takes no per-state values; it cannot follow "
                                + "'\(states)'"))
                }
                if case .literal(let literal) = declaration.value, !property.accepts(literal) {
                    diagnostics.append(
                        stylesheet.diagnostic(
                            at: declaration.location,
                            "'\(declaration.property)' of \(typeName) takes \(property.typeName), not "
                                + "\(declaration.value) (a \(literal.type.rawValue))"))
                }
            }
        }
        return diagnostics.sorted { $0.location.position < $1.location.position }
    }
}

extension Stylesheet {
    /// Checks the stylesheet against the registered types (``StyleTypes/register(_:)``) as
    /// ``ThemeManager/setStylesheet(_:)`` does, without using it: to validate before a change that must not
    /// half-happen, such as reloading themes and stylesheet together.
    /// - Throws: `StylesheetError` listing every unknown type, undeclared property, misplaced state and literal
    ///   of the wrong type.
    @MainActor
    public func check() throws(StylesheetError) {
        let diagnostics = StyleValidator.validate(self)
        if !diagnostics.isEmpty { throw StylesheetError(file: file, diagnostics: diagnostics) }
    }
}
