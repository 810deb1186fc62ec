/// The tokens of the current theme converted to one property type, each converted at most once per theme.
///
/// Every binding of that type shares the cache, so a theme with one accent color used by 10,000 labels makes
/// one `UIColor`, not 10,000. A missing token or a failed conversion is reported once per theme, not once per
/// binding.
@MainActor
@usableFromInline
final class ConversionCache<Value: ThemeValueConvertible> {
    @usableFromInline var generation = -1
    @usableFromInline var values: [Value?] = []
    @usableFromInline var states: [State] = []

    @usableFromInline
    enum State: UInt8 {
        case pending, converted, failed
    }

    init() {}

    /// The value of a token already converted for the snapshot of `generation`, or `nil` when it is not (yet):
    /// the switch's fast path, inlined into the specialized setter closures that bindings make.
    @inlinable
    func converted(id: Int32, generation: Int) -> Value? {
        let index = Int(id)
        guard self.generation == generation, index < states.count, states[index] == .converted else { return nil }
        return values[index]
    }

    /// The value of a token in `snapshot`, or `nil` (reported to `issues`) when it is missing or does not
    /// convert.
    func value(id: Int32, path: String, in snapshot: ThemeSnapshot, issues: IssueLog) -> Value? {
        if generation != snapshot.generation {
            generation = snapshot.generation
            values = [Value?](repeating: nil, count: snapshot.values.count)
            states = [State](repeating: .pending, count: snapshot.values.count)
        }
        let index = Int(id)
        if index >= states.count {
            // A token named after the snapshot was built: it is looked up by path, and cached like the others.
            let missing = index + 1 - states.count
            values.append(contentsOf: repeatElement(nil, count: missing))
            states.append(contentsOf: repeatElement(.pending, count: missing))
        }
        switch states[index] {
        case .converted: return values[index]
        case .failed: return nil
        case .pending:
            let value = convert(
                path: path, in: snapshot, issues: issues,
                value: index < snapshot.values.count ? snapshot.values[index] : nil)
            values[index] = value
            states[index] = value == nil ? .failed : .converted
            return value
        }
    }

    private func convert(path: String, in snapshot: ThemeSnapshot, issues: IssueLog, value: TokenValue? = nil)
        -> Value?
    {
        var tokenValue = value
        if tokenValue == nil {
            let lookup = snapshot.lookup(path)
            if let diagnostic = lookup.diagnostic, lookup.value != nil {
                issues.record(
                    ThemeIssue(.fallbackUsed, theme: snapshot.identifier, tokenPath: path, message: diagnostic.message))
            }
            tokenValue = lookup.value
        }
        guard let tokenValue else {
            issues.record(
                ThemeIssue(
                    .tokenMissing, theme: snapshot.identifier, tokenPath: path,
                    message:
                        "'\(path)' is missing from theme '\(snapshot.identifier)'; bound properties keep their value"))
            return nil
        }
        guard let converted = Value(themeValue: tokenValue) else {
            issues.record(
                ThemeIssue(
                    .conversionFailed, theme: snapshot.identifier, tokenPath: path,
                    message:
                        "'\(path)' is a \(tokenValue.type.rawValue), which does not convert to \(Value.self); bound properties keep their value"
                ))
            return nil
        }
        return converted
    }
}
