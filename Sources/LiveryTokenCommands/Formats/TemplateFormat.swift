import Foundation
import LiveryCore
import Mustache

/// A custom format: a Mustache template (hummingbird-project/swift-mustache) rendered with the platform's
/// tokens, so a team adds an output without writing Swift.
///
/// The template sees:
/// - `platform`: the platform's name;
/// - `defaultTheme`: the default theme (below); `dark`, `highContrast`: those themes, when the sources have them;
/// - `themes`: every theme, each with `name`, `isDefault`, `isDark`, `isHighContrast` and `tokens`;
/// - each token: `name` (after the name transform; kebab case unless the config chooses), `path` (dotted),
///   `type`, `value` (the CSS text of the value, in the config's color notation), `json` (the value as `livery
///   resolve` prints it), `description` (absent when none), `reference` (the referenced token's name, present
///   with `outputReferences` for an alias), a flag per type (`isColor`, `isDimension`, …), and for colors `hex`
///   (`#rrggbbaa`), `argb` (`AARRGGBB`, as Android writes colors), `red`, `green`, `blue`, `alpha` (0–1);
///   for dimensions `number` and `unit`.
///
/// Mustache escapes `{{value}}` for HTML; write `{{{value}}}`, or start the template with
/// `{{% CONTENT_TYPE: TEXT}}` to turn escaping off.
enum TemplateFormat {
    static func render(_ input: FormatInput, template url: URL) throws -> String {
        let text: String
        do { text = try FileContents.text(url) } catch {
            throw BuildConfigError(
                file: url.path, position: .start, keyPath: "",
                message: "cannot read the template: \(error)")
        }
        if let (position, depth) = Self.firstSectionBeyondLimit(in: text) {
            throw BuildConfigError(
                file: url.path, position: position, keyPath: "",
                message: "template sections nested \(depth) deep, more than the limit of \(maximumSectionDepth)")
        }
        let template: MustacheTemplate
        do { template = try MustacheTemplate(string: text) } catch let error as MustacheTemplate.ParserError {
            throw BuildConfigError(
                file: url.path,
                position: SourcePosition(line: error.context.lineNumber, column: max(error.context.columnNumber, 1)),
                keyPath: "", message: "template syntax: \(error.error)")
        }
        return template.render(context(input))
    }

    /// The deepest nesting of sections (`{{#…}}`, `{{^…}}`, blocks and parents) a template may have. The template
    /// library parses and renders sections recursively, so thousands of nested sections would exhaust the stack;
    /// real templates nest a few levels.
    static let maximumSectionDepth = 64

    /// The tag that opens a section past ``maximumSectionDepth``, found before the library parses the text.
    ///
    /// The scan reads tags as swift-mustache does, set-delimiter tags (`{{=<% %>=}}`) included, so it sees the
    /// sections the library will see; it may count a section the library would refuse, never miss one.
    static func firstSectionBeyondLimit(in text: String) -> (position: SourcePosition, depth: Int)? {
        let characters = Array(text)
        var open = Array("{{")
        var close = Array("}}")
        var index = 0
        var depth = 0
        func matches(_ delimiter: [Character], at position: Int) -> Bool {
            position + delimiter.count <= characters.count
                && characters[position..<position + delimiter.count].elementsEqual(delimiter)
        }
        func skip(past delimiter: [Character]) {
            while index < characters.count, !matches(delimiter, at: index) { index += 1 }
            index += delimiter.count
        }
        while index < characters.count {
            guard matches(open, at: index) else {
                index += 1
                continue
            }
            let tagStart = index
            index += open.count
            guard index < characters.count else { break }
            switch characters[index] {
            case "#", "^", "$", "<":
                depth += 1
                if depth > maximumSectionDepth {
                    let before = characters[..<tagStart]
                    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                    let column = tagStart - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
                    return (SourcePosition(line: line, column: column), depth)
                }
                skip(past: close)
            case "/":
                depth = max(0, depth - 1)
                skip(past: close)
            case "{":
                skip(past: ["}"] + close)
            case "=":
                // `{{=start end=}}`: the new delimiters apply after this tag.
                index += 1
                while index < characters.count, characters[index].isWhitespace { index += 1 }
                var start: [Character] = []
                while index < characters.count, !characters[index].isWhitespace {
                    start.append(characters[index])
                    index += 1
                }
                while index < characters.count, characters[index].isWhitespace { index += 1 }
                var end: [Character] = []
                while index < characters.count, !characters[index].isWhitespace, characters[index] != "=" {
                    end.append(characters[index])
                    index += 1
                }
                skip(past: close)
                guard !start.isEmpty, !end.isEmpty else { continue }
                open = start
                close = end
            default:
                skip(past: close)
            }
        }
        return nil
    }

    /// The values the template sees, as dictionaries and arrays (what swift-mustache reads).
    static func context(_ input: FormatInput) -> [String: Any] {
        let colors = CSSColors(notation: input.colorNotation)
        func token(_ token: ResolvedToken, in theme: ExportTheme) -> [String: Any] {
            var fields: [String: Any] = [
                "name": input.name(token.path), "path": token.path.dotted, "type": token.type.rawValue,
                "value": colors.fallback(token.value), "json": token.value.resolvedJSON.jsonText(pretty: false),
                "is" + token.type.rawValue.prefix(1).uppercased() + token.type.rawValue.dropFirst(): true,
            ]
            if let description = token.definition.description { fields["description"] = description }
            if let target = input.references[theme.name]?[token.path] { fields["reference"] = input.name(target) }
            if case .color(let color) = token.value {
                let hex = color.hexString(alwaysIncludeAlpha: true)
                fields["hex"] = hex
                fields["argb"] = (hex.suffix(2) + hex.dropFirst().prefix(6)).uppercased()
                fields["red"] = color.red
                fields["green"] = color.green
                fields["blue"] = color.blue
                fields["alpha"] = color.alpha
            }
            if case .dimension(let dimension) = token.value {
                fields["number"] = NumberFormatting.shortest(dimension.value)
                fields["unit"] = dimension.unit.rawValue
            }
            return fields
        }
        func theme(_ theme: ExportTheme) -> [String: Any] {
            [
                "name": theme.name, "isDefault": theme.name == input.defaultTheme.name,
                "isDark": theme.name == input.roles.dark, "isHighContrast": theme.name == input.roles.highContrast,
                "tokens": theme.tokens.map { token($0, in: theme) },
            ]
        }
        var context: [String: Any] = [
            "platform": input.platform, "defaultTheme": theme(input.defaultTheme), "themes": input.themes.map(theme),
        ]
        if let dark = input.dark { context["dark"] = theme(dark) }
        if let contrast = input.highContrast { context["highContrast"] = theme(contrast) }
        return context
    }
}
