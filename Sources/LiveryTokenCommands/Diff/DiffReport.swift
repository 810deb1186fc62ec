import LiveryCore

/// A ``TokenDiff`` written for people (text for a terminal, Markdown for a pull-request comment) or for tools
/// (JSON). Every name and value from the token files passes through the escaping of the output it lands in.
struct DiffReport {
    let diff: TokenDiff
    /// What was compared, as the user named it (paths or `REV:PATH`).
    let oldName: String
    let newName: String
    /// Turns a location in a temporary copy of a git revision back into `REV:PATH`.
    var locationText: (FileLocation) -> String = { $0.description }

    /// The kinds in the order reports list them: what breaks first.
    static let kindOrder: [TokenChange.Kind] = [.removed, .renamed, .typeChanged, .deprecated, .added, .valueChanged]

    /// The most rows a Markdown section lists: a pull-request comment holds at most 65,536 characters.
    static let maximumMarkdownRows = 200
    /// The most UTF-8 bytes the Markdown report has: 65,536, the most characters a GitHub pull-request comment
    /// holds (bytes are never fewer than characters, so the report fits however they are counted).
    static let maximumMarkdownLength = 65_536

    // MARK: - Text

    func text(style: TerminalStyle) -> String {
        var lines: [String] = []
        for name in diff.removedThemes { lines.append(style.failure("theme removed: \(name)") + " (breaking)") }
        for name in diff.addedThemes { lines.append("theme added: " + Escaping.terminal(name)) }
        for kind in Self.kindOrder {
            let changes = diff.changes(kind)
            guard !changes.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            let heading = "\(Self.title(kind)) (\(changes.count))"
            lines.append(kind.bump == .major ? style.failure(heading + ", breaking") : heading)
            for change in changes {
                var line = "  " + Escaping.terminal(Escaping.excerpt(summary(change)))
                if let themes = themesNote(change) { line += "  [" + Escaping.terminal(themes) + "]" }
                lines.append(line)
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(verdict(colored: style))
        return lines.joined(separator: "\n") + "\n"
    }

    private func summary(_ change: TokenChange) -> String {
        switch change.kind {
        case .removed: return "\(change.path)  \(Self.value(change.oldValue))"
        case .renamed: return "\(change.oldPath?.dotted ?? "?") → \(change.path)  \(Self.value(change.newValue))"
        case .typeChanged:
            return "\(change.path)  \(Self.typed(change.oldValue)) → \(Self.typed(change.newValue))"
        case .deprecated: return "\(change.path)" + (Self.advice(change).map { "  (\($0))" } ?? "")
        case .added: return "\(change.path)  \(Self.value(change.newValue))"
        case .valueChanged:
            var text = "\(change.path)  \(Self.value(change.oldValue)) → \(Self.value(change.newValue))"
            if let distance = Self.colorDistance(change) { text += "  ΔE OK \(distance)" }
            return text
        }
    }

    private func verdict(colored style: TerminalStyle) -> String {
        let counts = Self.kindOrder.compactMap { kind -> String? in
            let count = diff.changes(kind).count
            return count == 0 ? nil : "\(count) \(Self.title(kind).lowercased())"
        }
        let themes = diff.comparedThemes.count
        let compared = "\(themes) theme\(themes == 1 ? "" : "s") compared"
        guard diff.bump != .none else { return style.success("no changes (\(compared))") }
        let text =
            "\(counts.joined(separator: ", "))\(counts.isEmpty ? "" : "; ")\(compared): a \(diff.bump) release"
            + (diff.isBreaking ? " (breaking)" : "")
        return diff.isBreaking ? style.failure(text) : style.success(text)
    }

    // MARK: - JSON

    func json() -> String {
        var counts: [(String, SourceValue)] = Self.kindOrder.map {
            ($0.rawValue, .number(Double(diff.changes($0).count)))
        }
        counts.append(("themesRemoved", .number(Double(diff.removedThemes.count))))
        counts.append(("themesAdded", .number(Double(diff.addedThemes.count))))
        let object = SourceValue.object(ordered: [
            ("old", .string(oldName)),
            ("new", .string(newName)),
            ("bump", .string(diff.bump.description)),
            ("breaking", .bool(diff.isBreaking)),
            (
                "themes",
                .object(ordered: [
                    ("compared", .array(diff.comparedThemes.map { .string($0) })),
                    ("removed", .array(diff.removedThemes.map { .string($0) })),
                    ("added", .array(diff.addedThemes.map { .string($0) })),
                ])
            ),
            ("counts", .object(ordered: counts)),
            ("changes", .array(diff.changes.map(changeJSON))),
        ])
        return object.jsonText() + "\n"
    }

    private func changeJSON(_ change: TokenChange) -> SourceValue {
        var members: [(String, SourceValue)] = [
            ("kind", .string(change.kind.rawValue)),
            ("breaking", .bool(change.isBreaking)),
            ("path", .string(change.path.dotted)),
        ]
        if let oldPath = change.oldPath { members.append(("oldPath", .string(oldPath.dotted))) }
        if let value = change.oldValue {
            members.append(("oldType", .string(value.type.rawValue)))
            members.append(("oldValue", value.resolvedJSON))
        }
        if let value = change.newValue {
            members.append(("newType", .string(value.type.rawValue)))
            members.append(("newValue", value.resolvedJSON))
        }
        if let distance = change.deltaEOK { members.append(("deltaEOK", .number(distance))) }
        if change.kind == .deprecated {
            members.append(("deprecated", Self.advice(change).map { .string($0) } ?? .bool(true)))
        }
        members.append(("themes", .array(change.themes.map { .string($0) })))
        if let location = change.location { members.append(("location", .string(locationText(location)))) }
        return .object(ordered: members)
    }

    // MARK: - Markdown

    func markdown() -> String {
        var lines: [String] = []
        let verdict =
            diff.bump == .none
            ? "no changes"
            : "a **\(diff.bump)** release" + (diff.isBreaking ? " (breaking)" : "")
        lines.append("### Token changes: \(verdict)")
        lines.append("")
        lines.append("\(Escaping.markdownCode(oldName)) → \(Escaping.markdownCode(newName)), \(themeCount()).")
        lines.append("")
        lines.append("| change | count | breaking |")
        lines.append("|---|---:|---|")
        if !diff.removedThemes.isEmpty { lines.append("| themes removed | \(diff.removedThemes.count) | yes |") }
        if !diff.addedThemes.isEmpty { lines.append("| themes added | \(diff.addedThemes.count) | no |") }
        for kind in Self.kindOrder {
            lines.append(
                "| \(Self.title(kind).lowercased()) | \(diff.changes(kind).count) | \(kind.bump == .major ? "yes" : "no") |"
            )
        }
        // What follows is bounded: rows stop where the next would pass the length a comment holds, less room for
        // the line that says how much was left out.
        var length = lines.reduce(0) { $0 + $1.utf8.count + 1 }
        let room = Self.maximumMarkdownLength - 400
        var left = 0
        func add(_ line: String) -> Bool {
            guard left == 0, length + line.utf8.count + 1 <= room else { return false }
            lines.append(line)
            length += line.utf8.count + 1
            return true
        }
        func names(_ title: String, _ themes: [String]) {
            var line = title
            for (index, theme) in themes.enumerated() {
                let name = (index == 0 ? "" : ", ") + Escaping.markdownCode(Escaping.excerpt(theme, limit: 200))
                guard length + line.utf8.count + name.utf8.count + 1 <= room - 100 else {
                    line += " … and \(themes.count - index) more"
                    break
                }
                line += name
            }
            _ = add(line)
        }
        if !diff.removedThemes.isEmpty || !diff.addedThemes.isEmpty {
            _ = add("")
            if !diff.removedThemes.isEmpty { names("Themes removed: ", diff.removedThemes) }
            if !diff.addedThemes.isEmpty {
                if !diff.removedThemes.isEmpty { _ = add("") }
                names("Themes added: ", diff.addedThemes)
            }
        }
        for kind in Self.kindOrder {
            let changes = diff.changes(kind)
            guard !changes.isEmpty else { continue }
            let columns = Self.markdownColumns(kind)
            let heading = [
                "", "#### \(Self.title(kind))" + (kind.bump == .major ? " (breaking)" : ""), "",
                "| " + columns.joined(separator: " | ") + " |",
                "|" + columns.map { $0 == "ΔE OK" ? "---:" : "---" }.joined(separator: "|") + "|",
            ]
            guard left == 0, length + heading.reduce(0, { $0 + $1.utf8.count + 1 }) <= room else {
                left += changes.count
                continue
            }
            heading.forEach { _ = add($0) }
            let shown = changes.prefix(Self.maximumMarkdownRows)
            for (index, change) in shown.enumerated()
            where !add("| " + markdownCells(change).joined(separator: " | ") + " |") {
                left += changes.count - index
                break
            }
            if left == 0 && changes.count > Self.maximumMarkdownRows {
                lines.append("")
                lines.append(
                    "… and \(changes.count - Self.maximumMarkdownRows) more (`livery diff --format json` lists every one)."
                )
                length += 80
            }
        }
        if left > 0 {
            lines.append("")
            lines.append(
                "… and \(left) more change\(left == 1 ? "" : "s") not shown: a pull-request comment holds "
                    + "\(Self.maximumMarkdownLength) characters (`livery diff --format json` lists every one).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func markdownColumns(_ kind: TokenChange.Kind) -> [String] {
        switch kind {
        case .removed: ["token", "value", "themes"]
        case .renamed: ["old token", "new token", "value", "themes"]
        case .typeChanged: ["token", "before", "after", "themes"]
        case .deprecated: ["token", "advice", "themes"]
        case .added: ["token", "value", "themes"]
        case .valueChanged: ["token", "before", "after", "ΔE OK", "themes"]
        }
    }

    private func markdownCells(_ change: TokenChange) -> [String] {
        let code = { (text: String) in Escaping.markdownCode(Escaping.excerpt(text, limit: 200)) }
        let themes = themesNote(change).map(code) ?? "all"
        switch change.kind {
        case .removed: return [code(change.path.dotted), code(Self.value(change.oldValue)), themes]
        case .renamed:
            return [
                code(change.oldPath?.dotted ?? ""), code(change.path.dotted), code(Self.value(change.newValue)), themes,
            ]
        case .typeChanged:
            return [
                code(change.path.dotted), code(Self.typed(change.oldValue)), code(Self.typed(change.newValue)), themes,
            ]
        case .deprecated: return [code(change.path.dotted), Self.advice(change).map(code) ?? "", themes]
        case .added: return [code(change.path.dotted), code(Self.value(change.newValue)), themes]
        case .valueChanged:
            return [
                code(change.path.dotted), code(Self.value(change.oldValue)), code(Self.value(change.newValue)),
                Self.colorDistance(change) ?? "", themes,
            ]
        }
    }

    // MARK: - Shared

    private func themeCount() -> String {
        let count = diff.comparedThemes.count
        return "\(count) theme\(count == 1 ? "" : "s") compared"
    }

    /// The themes a change occurs in, or `nil` when it occurs in every theme compared.
    private func themesNote(_ change: TokenChange) -> String? {
        change.themes.count == diff.comparedThemes.count ? nil : change.themes.joined(separator: ", ")
    }

    static func title(_ kind: TokenChange.Kind) -> String {
        switch kind {
        case .removed: "Removed"
        case .renamed: "Renamed"
        case .typeChanged: "Type changed"
        case .deprecated: "Deprecated"
        case .added: "Added"
        case .valueChanged: "Value changed"
        }
    }

    private static func value(_ value: TokenValue?) -> String { value?.displayText ?? "" }

    private static func typed(_ value: TokenValue?) -> String {
        guard let value else { return "" }
        return "\(value.type.rawValue) \(value.displayText)"
    }

    private static func advice(_ change: TokenChange) -> String? {
        if case .deprecatedWithMessage(let message) = change.deprecation { return message }
        return nil
    }

    /// ΔE OK to three decimals, enough to tell a noticeable change (0.02) from a rounding, and the change of
    /// opacity when there is one (ΔE leaves alpha out: a border from 7 % to 12 % white is ΔE 0).
    private static func colorDistance(_ change: TokenChange) -> String? {
        guard let distance = change.deltaEOK, let old = change.oldValue?.color, let new = change.newValue?.color
        else { return nil }
        var text = NumberFormatting.shortest((distance * 1_000).rounded() / 1_000)
        if old.alpha != new.alpha {
            func percent(_ alpha: Double) -> String { NumberFormatting.shortest((alpha * 1_000).rounded() / 10) + "%" }
            text += ", alpha \(percent(old.alpha)) → \(percent(new.alpha))"
        }
        return text
    }
}
