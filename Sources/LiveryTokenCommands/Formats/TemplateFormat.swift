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
    /// Renders the template at `url` with the input's tokens.
    /// - Throws: `BuildConfigError` for a template that cannot be read or parsed, nests sections more than
    ///   ``maximumSectionDepth`` deep, or could render more than `budget` allows (see ``renderings(of:lists:)``).
    static func render(_ input: FormatInput, template url: URL, budget: WorkBudget = .standard) throws -> String {
        let text: String
        do { text = try FileContents.text(url) } catch {
            throw BuildConfigError(
                file: url.path, position: .start, keyPath: "",
                message: "cannot read the template: \(error)")
        }
        // The tags are read once, for the two checks made before the library parses or renders anything.
        let characters = Array(text)
        let tags = Self.tags(in: characters)
        if let (start, depth) = Self.firstSectionBeyondLimit(in: tags) {
            throw BuildConfigError(
                file: url.path, position: position(of: start, in: characters), keyPath: "",
                message: "template sections nested \(depth) deep, more than the limit of \(maximumSectionDepth)")
        }
        let template: MustacheTemplate
        do { template = try MustacheTemplate(string: text) } catch let error as MustacheTemplate.ParserError {
            throw BuildConfigError(
                file: url.path,
                position: SourcePosition(line: error.context.lineNumber, column: max(error.context.columnNumber, 1)),
                keyPath: "", message: "template syntax: \(error.error)")
        }
        let lists = [
            "themes": input.themes.count, "tokens": input.themes.map(\.tokens.count).max() ?? 0,
        ]
        let (count, deepest) = renderings(of: tags, lists: lists)
        var meter = WorkMeter(budget)
        do {
            try meter.charge(
                count.flatMap { WorkMeter.product($0, unitsPerRendering) } ?? .max,
                for: "rendering \(url.lastPathComponent)")
        } catch {
            throw BuildConfigError(
                file: url.path, position: deepest.map { position(of: $0.start, in: characters) } ?? .start,
                keyPath: "",
                message: "\(error); its sections repeat over the themes and tokens inside each other (the deepest "
                    + "starts here)")
        }
        return template.render(context(input))
    }

    /// The deepest nesting of sections (`{{#…}}`, `{{^…}}`, blocks and parents) a template may have. The template
    /// library parses and renders sections recursively, so thousands of nested sections would exhaust the stack;
    /// real templates nest a few levels.
    static let maximumSectionDepth = 64

    /// A tag of a template: its sigil (`#`, `^`, `/`, `$`, `<`, `{`, `=`, or another character for the other
    /// tags; a space for a variable), its name, and where it starts.
    struct Tag {
        let sigil: Character
        let name: Substring
        let start: Int
    }

    /// The tags of a template, read as swift-mustache reads them, set-delimiter tags (`{{=<% %>=}}`) included,
    /// so the checks below see the sections the library will see; they may count a section the library would
    /// refuse, never miss one.
    static func tags(in characters: [Character]) -> [Tag] {
        var open = Array("{{")
        var close = Array("}}")
        var index = 0
        var tags: [Tag] = []
        func matches(_ delimiter: [Character], at position: Int) -> Bool {
            position + delimiter.count <= characters.count
                && characters[position..<position + delimiter.count].elementsEqual(delimiter)
        }
        func skip(past delimiter: [Character]) -> Substring {
            let start = index
            while index < characters.count, !matches(delimiter, at: index) { index += 1 }
            let content = Substring(String(characters[start..<index]))
            index += delimiter.count
            return content
        }
        while index < characters.count {
            guard matches(open, at: index) else {
                index += 1
                continue
            }
            let tagStart = index
            index += open.count
            guard index < characters.count else { break }
            let sigil = characters[index]
            switch sigil {
            case "{":
                index += 1
                tags.append(Tag(sigil: sigil, name: skip(past: ["}"] + close), start: tagStart))
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
                _ = skip(past: close)
                tags.append(Tag(sigil: sigil, name: "", start: tagStart))
                guard !start.isEmpty, !end.isEmpty else { continue }
                open = start
                close = end
            case "#", "^", "$", "<", "/", "&", "!", ">":
                index += 1
                tags.append(Tag(sigil: sigil, name: skip(past: close), start: tagStart))
            default:
                tags.append(Tag(sigil: " ", name: skip(past: close), start: tagStart))
            }
        }
        return tags
    }

    /// Where the tag that opens a section past ``maximumSectionDepth`` starts, and its depth.
    static func firstSectionBeyondLimit(in tags: [Tag]) -> (start: Int, depth: Int)? {
        var depth = 0
        for tag in tags {
            switch tag.sigil {
            case "#", "^", "$", "<":
                depth += 1
                if depth > maximumSectionDepth { return (tag.start, depth) }
            case "/": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    /// The line and column of a character offset.
    static func position(of offset: Int, in characters: [Character]) -> SourcePosition {
        let before = characters[..<offset]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = offset - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
        return SourcePosition(line: line, column: column)
    }

    /// What rendering one tag (with the text before it) costs against a `WorkBudget`: a token's value is a few
    /// dozen bytes, so the default budget allows about a million renderings, some tens of megabytes.
    static let unitsPerRendering = 4

    /// The most tags (each with the text before it) the template can render, or `nil` when that is more than an
    /// `Int` holds: a section repeats what it holds as often as the longest list its name can stand for
    /// (`themes`, `tokens`; 1 for the rest), and a section inside a section multiplies. It is an upper bound,
    /// found before rendering: a few nested sections over the token list would render billions of tags, and the
    /// library renders into one string without a limit.
    /// - Parameter lists: The longest list each name can stand for.
    static func renderings(of tags: [Tag], lists: [String: Int]) -> (count: Int?, deepest: Tag?) {
        var repeats = [1]
        var total = 0
        var deepest: (tag: Tag, repeats: Int)?
        for tag in tags {
            let current = repeats.last!
            let (sum, overflow) = total.addingReportingOverflow(current)
            guard !overflow else { return (nil, deepest?.tag) }
            total = sum
            switch tag.sigil {
            case "#", "^", "$", "<":
                let name = tag.name.split(separator: ".").last.map { String($0.trimmingCharacters(in: .whitespaces)) }
                let length = tag.sigil == "#" ? max(1, lists[name ?? ""] ?? 1) : 1
                guard let product = WorkMeter.product(current, length) else { return (nil, tag) }
                if product > deepest?.repeats ?? 1 { deepest = (tag, product) }
                repeats.append(product)
            case "/":
                if repeats.count > 1 { repeats.removeLast() }
            default: break
            }
        }
        let (withEnd, overflow) = total.addingReportingOverflow(repeats.last!)
        return (overflow ? nil : withEnd, deepest?.tag)
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
