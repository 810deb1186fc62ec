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
        let root = try convert(
            composed, file: file, depth: 0, limit: options.maximumNestingDepth, isStrict: options.isStrict,
            diagnostics: &diagnostics)
        return (root, diagnostics)
    }

    static func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return .start }
        return SourcePosition(line: mark.line, column: mark.column)
    }

    static func convert(
        _ node: Node, file: String, depth: Int, limit: Int, isStrict: Bool, diagnostics: inout [Diagnostic]
    ) throws -> SourceNode {
        let at = position(node.mark)
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
                            $0, file: file, depth: depth + 1, limit: limit, isStrict: isStrict,
                            diagnostics: &diagnostics)
                    }), at: at)
        case .mapping(let mapping):
            var members: [SourceMember] = []
            for (key, value) in mapping {
                guard let name = key.string else {
                    throw TokenFileError.syntax(
                        FileLocation(file: file, position: position(key.mark)), message: "mapping keys must be strings")
                }
                let member = SourceMember(
                    key: name, keyPosition: position(key.mark),
                    value: try convert(
                        value, file: file, depth: depth + 1, limit: limit, isStrict: isStrict, diagnostics: &diagnostics
                    ))
                if let earlier = members.firstIndex(where: { $0.key == name }) {
                    let diagnostic = Diagnostic(
                        .warning, .nonStandardJSON, "duplicate key '\(name)'; the last one is used",
                        location: FileLocation(file: file, position: member.keyPosition))
                    if isStrict { throw TokenFileError.strictModeViolation(diagnostic) }
                    diagnostics.append(diagnostic)
                    members.remove(at: earlier)
                }
                members.append(member)
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
