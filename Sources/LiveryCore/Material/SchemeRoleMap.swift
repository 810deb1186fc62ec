import Foundation

/// Which of an app's tokens take which role of a generated scheme: `surface → color.background.canvas`.
///
/// A map comes from code, from a JSON file, or from the tokens themselves:
///
/// ```json
/// { "surface": "color.background.canvas", "on-surface": ["color.text.primary", "color.icon"] }
/// ```
///
/// ```json
/// "canvas": { "$value": "#ffffff", "$type": "color", "$extensions": { "org.livery.scheme-role": "surface" } }
/// ```
///
/// Role names may be written as Material's tokens (`on-surface`), as material-color-utilities (`on_surface`) or
/// as in Swift (`onSurface`). A role may feed several tokens; a token takes one role.
public struct SchemeRoleMap: Sendable, Hashable {
    /// The tokens each role feeds.
    public private(set) var tokens: [SchemeRole: [TokenPath]]

    /// The `$extensions` key a token names its role with.
    public static let extensionKey = "org.livery.scheme-role"
    /// The largest role map file read: 1 MiB (a map of every role to a few tokens is a few KiB).
    public static let maximumFileSize = 1 << 20
    /// The most tokens one map may assign: 4,096.
    public static let maximumTokenCount = 4_096
    /// The most components a mapped token path may have: 64. The generated token files nest a group per
    /// component, and a file nested past ``TokenReadOptions/maximumNestingDepth`` would be one Livery itself
    /// refuses to read back (a map path of 10,000 components wrote 190 MiB of indentation).
    public static let maximumPathDepth = 64

    /// A map from code.
    /// - Parameter tokens: The tokens of each role.
    public init(_ tokens: [SchemeRole: [TokenPath]]) {
        self.tokens = tokens
    }

    /// The roles tokens name in their `$extensions` (``extensionKey``), in the order the documents are given.
    /// - Parameter documents: Token documents, as read by ``TokenLoader``.
    /// - Throws: ``SchemeRoleMapError`` for a value that is not a role name, or more than ``maximumTokenCount``
    ///   tokens.
    public init(extensionsOf documents: [TokenDocument]) throws(SchemeRoleMapError) {
        var tokens: [SchemeRole: [TokenPath]] = [:]
        var count = 0
        for document in documents {
            for definition in document.tokens {
                guard let node = definition.extensions?[Self.extensionKey] else { continue }
                let location = FileLocation(file: definition.location.file, position: node.position)
                guard let name = node.string else {
                    throw .invalidEntry(location, message: "the role must be a string, not \(node.kindDescription)")
                }
                guard let role = SchemeRole(name: name) else { throw .unknownRole(location, name: name) }
                count += 1
                guard count <= Self.maximumTokenCount else {
                    throw .tooManyTokens(location, limit: Self.maximumTokenCount)
                }
                tokens[role, default: []].append(definition.path)
            }
        }
        self.tokens = tokens
    }

    /// Reads a role map file: a JSON object from role names to a token path or an array of token paths.
    /// - Parameter url: The file.
    /// - Throws: ``SchemeRoleMapError`` naming the file, line and column.
    public init(contentsOf url: URL) throws(SchemeRoleMapError) {
        let data: Data
        do {
            data = try FileContents.read(url, limit: Self.maximumFileSize)
        } catch {
            throw .unreadable(file: url.path, reason: error.description)
        }
        try self.init(json: [UInt8](data), file: url.path)
    }

    /// Reads a role map from JSON text.
    /// - Parameters:
    ///   - json: The bytes.
    ///   - file: The name errors give.
    /// - Throws: ``SchemeRoleMapError``.
    public init(json: [UInt8], file: String) throws(SchemeRoleMapError) {
        var reader = JSONSourceReader(allowsExtensions: true, maximumDepth: 8)
        let root: SourceNode
        do {
            root = try reader.read(json)
        } catch {
            throw .invalidEntry(FileLocation(file: file, position: error.position), message: error.message)
        }
        guard let members = root.members else {
            throw .invalidEntry(
                FileLocation(file: file, position: root.position),
                message: "a role map is an object from role names to token paths, not \(root.kindDescription)")
        }
        var tokens: [SchemeRole: [TokenPath]] = [:]
        var assigned: [TokenPath: SchemeRole] = [:]
        // Every group the mapped paths pass through, with one mapped token inside it.
        var groupsByPath: [TokenPath: TokenPath] = [:]
        for member in members {
            let location = FileLocation(file: file, position: member.keyPosition)
            guard let role = SchemeRole(name: member.key) else { throw .unknownRole(location, name: member.key) }
            let entries: [SourceNode]
            if case .array(let items) = member.value.value { entries = items } else { entries = [member.value] }
            for entry in entries {
                let entryLocation = FileLocation(file: file, position: entry.position)
                guard let text = entry.string else {
                    throw .invalidEntry(
                        entryLocation,
                        message: "a token path is a string such as \"color.background\", not \(entry.kindDescription)")
                }
                let path = TokenPath(alias: text) ?? TokenPath(text)
                if let problem = path.components.lazy.compactMap(TokenPath.problem(withName:)).first
                    ?? (path.components.isEmpty ? "it is empty" : nil)
                {
                    throw .invalidEntry(entryLocation, message: "'\(text)' is not a token path: \(problem)")
                }
                guard path.components.count <= Self.maximumPathDepth else {
                    throw .invalidEntry(
                        entryLocation,
                        message: "'\(Escaping.excerpt(text, limit: 120))' is \(path.components.count) components "
                            + "deep; a mapped token path may have at most \(Self.maximumPathDepth), so that the "
                            + "generated files read back")
                }
                if let other = assigned[path], other != role {
                    throw .invalidEntry(
                        entryLocation, message: "'\(path.dotted)' already takes the role '\(other.tokenName)'")
                }
                // A token cannot hold tokens: `color.accent` and `color.accent.light` cannot both be written,
                // and the generated file would silently keep only one of them.
                if let inner = groupsByPath[path] {
                    throw .invalidEntry(
                        entryLocation,
                        message: "'\(path.dotted)' is a group of the mapped token '\(inner.dotted)'; a token cannot "
                            + "also be a group")
                }
                var ancestor = path.parent
                while let group = ancestor, groupsByPath[group] == nil {
                    if assigned[group] != nil {
                        throw .invalidEntry(
                            entryLocation,
                            message: "'\(path.dotted)' is inside the mapped token '\(group.dotted)'; a token cannot "
                                + "hold tokens")
                    }
                    groupsByPath[group] = path
                    ancestor = group.parent
                }
                assigned[path] = role
                guard assigned.count <= Self.maximumTokenCount else {
                    throw .tooManyTokens(entryLocation, limit: Self.maximumTokenCount)
                }
                tokens[role, default: []].append(path)
            }
        }
        self.tokens = tokens
    }

    /// Every mapped token's color in a scheme.
    /// - Parameter scheme: The scheme.
    /// - Returns: Token path → color; roles the scheme lacks (a `…Dim` role before 2025) give nothing.
    public func colors(in scheme: DynamicScheme) -> [TokenPath: Color] {
        var result: [TokenPath: Color] = [:]
        for (role, paths) in tokens {
            guard let color = scheme.color(role)?.color else { continue }
            for path in paths { result[path] = color }
        }
        return result
    }

    /// Whether no role is mapped.
    public var isEmpty: Bool { tokens.values.allSatisfy(\.isEmpty) }
}

/// Why a role map could not be read.
public enum SchemeRoleMapError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read (missing, not a regular file, larger than ``SchemeRoleMap/maximumFileSize``).
    case unreadable(file: String, reason: String)
    /// A key or `$extensions` value that is no scheme role.
    case unknownRole(FileLocation, name: String)
    /// Malformed JSON, a value that is not a token path, or a token given two roles.
    case invalidEntry(FileLocation, message: String)
    /// More tokens than ``SchemeRoleMap/maximumTokenCount``.
    case tooManyTokens(FileLocation, limit: Int)

    /// The error as `file:line:column: message`.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "\(file): cannot read the role map: \(reason)"
        case .unknownRole(let location, let name):
            "\(location): '\(name)' is not a scheme role (roles are named like 'primary', 'on-surface', "
                + "'surface-container-high')"
        case .invalidEntry(let location, let message): "\(location): \(message)"
        case .tooManyTokens(let location, let limit):
            "\(location): the role map assigns more than \(limit) tokens (the limit, SchemeRoleMap.maximumTokenCount)"
        }
    }
}
