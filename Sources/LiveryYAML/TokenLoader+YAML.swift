import Foundation
import LiveryCore
import Yams

extension TokenLoader {
    /// A loader that also reads DTCG token files written as YAML (`.yaml`, `.yml`), with Yams.
    ///
    /// YAML files hold the same structure as DTCG JSON; every node keeps its line and column, so errors point
    /// into the YAML file. Remember to quote hex colors in YAML (`"#ff0000"`): `#` starts a comment.
    /// - Parameter options: How files are read.
    /// - Returns: The loader.
    public static func withYAML(options: TokenReadOptions = .lenient) -> TokenLoader {
        var loader = TokenLoader(options: options)
        loader.syntaxReaders["yaml"] = YAMLSourceReader.read
        loader.syntaxReaders["yml"] = YAMLSourceReader.read
        return loader
    }
}

/// Converts YAML, through Yams' composed node tree, into LiveryCore's located ``SourceNode`` tree.
enum YAMLSourceReader {
    @Sendable static func read(_ bytes: [UInt8], file: String, options: TokenReadOptions) throws
        -> (root: SourceNode, diagnostics: [Diagnostic])
    {
        // Anchors and aliases are refused before Yams composes the text: an aliased key is hashed once per
        // repetition inside the composer, so a few lines could keep it busy for hours (YAMLAliasScan says why).
        if let (position, isAnchor) = YAMLAliasScan.firstIndicator(in: bytes) {
            throw TokenFileError.syntax(
                FileLocation(file: file, position: position),
                message: "YAML \(isAnchor ? "anchors (&name)" : "aliases (*name)") are not supported: token files "
                    + "and configs refer to tokens with {references}, and aliases can expand a few lines into "
                    + "billions of values; quote the text if it is not meant as one")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw TokenFileError.syntax(location(of: error, file: file), message: message(of: error))
        }
        guard let composed else {
            throw TokenFileError.syntax(
                FileLocation(file: file, position: .start), message: "the YAML file holds no document")
        }
        var diagnostics: [Diagnostic] = []
        // Without aliases a YAML text holds fewer values than twice its bytes; more means an alias the scan above
        // did not see was expanded, and the conversion stops instead of following it.
        var budget = 2 * bytes.count + 2
        let root = try convert(
            composed, file: file, depth: 0, limit: options.maximumNestingDepth, isStrict: options.isStrict,
            budget: &budget, diagnostics: &diagnostics)
        return (root, diagnostics)
    }

    static func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return .start }
        return SourcePosition(line: mark.line, column: mark.column)
    }

    static func convert(
        _ node: Node, file: String, depth: Int, limit: Int, isStrict: Bool, budget: inout Int,
        diagnostics: inout [Diagnostic]
    ) throws -> SourceNode {
        let at = position(node.mark)
        budget -= 1
        guard budget >= 0 else {
            throw TokenFileError.syntax(
                FileLocation(file: file, position: at), message: "YAML aliases are not supported in token files")
        }
        guard depth <= limit else {
            throw TokenFileError.syntax(
                FileLocation(file: file, position: at), message: "nesting deeper than \(limit) levels")
        }
        switch node {
        case .scalar:
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case Tag.Name.null: return SourceNode(.null, at: at)
            case Tag.Name.bool: return SourceNode(.bool(node.bool ?? false), at: at)
            case Tag.Name.int, Tag.Name.float:
                if let number = node.float ?? node.int.map(Double.init), number.isFinite {
                    return SourceNode(.number(number), at: at)
                }
                return SourceNode(.string(node.string ?? ""), at: at)
            default: return SourceNode(.string(node.string ?? ""), at: at)
            }
        case .sequence(let sequence):
            return SourceNode(
                .array(
                    try sequence.map {
                        try convert(
                            $0, file: file, depth: depth + 1, limit: limit, isStrict: isStrict, budget: &budget,
                            diagnostics: &diagnostics)
                    }), at: at)
        case .mapping(let mapping):
            var members: [SourceMember] = []
            var seen = Set<String>()
            for (key, value) in mapping {
                guard let name = key.string else {
                    throw TokenFileError.syntax(
                        FileLocation(file: file, position: position(key.mark)), message: "mapping keys must be strings")
                }
                let member = SourceMember(
                    key: name, keyPosition: position(key.mark),
                    value: try convert(
                        value, file: file, depth: depth + 1, limit: limit, isStrict: isStrict, budget: &budget,
                        diagnostics: &diagnostics))
                // Yams refuses duplicate keys itself; this stays for keys that differ only in their YAML form.
                if seen.contains(name), let earlier = members.firstIndex(where: { $0.key == name }) {
                    let diagnostic = Diagnostic(
                        .warning, .nonStandardJSON, "duplicate key '\(name)'; the last one is used",
                        location: FileLocation(file: file, position: member.keyPosition))
                    if isStrict { throw TokenFileError.strictModeViolation(diagnostic) }
                    diagnostics.append(diagnostic)
                    members.remove(at: earlier)
                }
                members.append(member)
                seen.insert(name)
            }
            return SourceNode(.object(members), at: at)
        case .alias:
            throw TokenFileError.syntax(
                FileLocation(file: file, position: at), message: "YAML aliases are not supported in token files")
        }
    }

    static func location(of error: YamlError, file: String) -> FileLocation {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return FileLocation(file: file, position: position(mark))
        case .duplicatedKeysInMapping(_, let context):
            return FileLocation(file: file, position: position(context.mark))
        default:
            return FileLocation(file: file, position: .start)
        }
    }

    static func message(of error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
            .composer(let context, let problem, _, _):
            return [context?.text, problem].compactMap { $0 }.joined(separator: " ")
        case .duplicatedKeysInMapping(let duplicates, _):
            return "duplicate keys: \(duplicates.joined(separator: ", "))"
        default:
            return "\(error)"
        }
    }
}
