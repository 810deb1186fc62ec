/// A token as a file declares it: its path, declared type, the raw `$value` (which may hold aliases), and its
/// metadata. Resolution turns definitions into ``TokenValue``s.
public struct TokenDefinition: Sendable, Hashable {
    /// How a token is marked deprecated.
    public enum Deprecation: Sendable, Hashable {
        /// `"$deprecated": true`.
        case deprecated
        /// `"$deprecated": "use color.text.primary"`: deprecated, with advice.
        case deprecatedWithMessage(String)
    }

    /// The token's path.
    public var path: TokenPath
    /// The `$type` of the token or of its nearest typed group in the same file; `nil` when neither has one
    /// (the type then comes from groups in other layers, from an alias, or from the value's shape).
    public var declaredType: TokenType?
    /// The raw `$value`.
    public var value: SourceNode
    /// `$description`.
    public var description: String?
    /// `$deprecated`, from the token or its groups.
    public var deprecation: Deprecation?
    /// `$extensions`, preserved as written.
    public var extensions: SourceNode?
    /// Where the token's name stands in its file.
    public var location: FileLocation
    /// The JSON pointer of the token object within its file (`/color/text/primary`), so tools can address it.
    public var jsonPointer: String
    /// Whether the file's reader decoded this literal `$value` (no alias anywhere in it) with ``declaredType``
    /// and recorded what it noticed in the document's diagnostics: resolution then decodes it without
    /// recording the same diagnostics again for every theme that uses the file. Not part of equality.
    var isLiteralCheckedAtRead = false
    /// Whether ``declaredType`` is the token's own `$type`, not its group's. A token a group inherits through
    /// `$extends` keeps its own type, but one it took from its group takes the extending group's (2025.10 Groups
    /// § Type Inheritance: the resolved group's `$type`, after extension, comes before the parent's). Not part of
    /// equality.
    var hasOwnType = true

    /// Creates a definition.
    /// - Parameters:
    ///   - path: The token's path.
    ///   - declaredType: Its `$type`, or its group's; `nil` when neither has one.
    ///   - value: The raw `$value`.
    ///   - description: `$description`.
    ///   - deprecation: `$deprecated`.
    ///   - extensions: `$extensions`, as written.
    ///   - location: Where the token's name stands.
    ///   - jsonPointer: The token's JSON pointer in its file; by default derived from the path.
    public init(
        path: TokenPath, declaredType: TokenType?, value: SourceNode, description: String? = nil,
        deprecation: Deprecation? = nil, extensions: SourceNode? = nil, location: FileLocation,
        jsonPointer: String? = nil
    ) {
        self.jsonPointer = jsonPointer ?? JSONPointer.make(prefix: "", path: path)
        self.path = path
        self.declaredType = declaredType
        self.value = value
        self.description = description
        self.deprecation = deprecation
        self.extensions = extensions
        self.location = location
    }

    /// Where the `$value` stands in its file.
    public var valueLocation: FileLocation { FileLocation(file: location.file, position: value.position) }

    /// Equal when every public property is: how the definition was read does not count.
    public static func == (lhs: TokenDefinition, rhs: TokenDefinition) -> Bool {
        lhs.path == rhs.path && lhs.declaredType == rhs.declaredType && lhs.value == rhs.value
            && lhs.description == rhs.description && lhs.deprecation == rhs.deprecation
            && lhs.extensions == rhs.extensions && lhs.location == rhs.location && lhs.jsonPointer == rhs.jsonPointer
    }

    /// Hashes every public property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(declaredType)
        hasher.combine(value)
        hasher.combine(description)
        hasher.combine(deprecation)
        hasher.combine(extensions)
        hasher.combine(location)
        hasher.combine(jsonPointer)
    }
}

/// Builds RFC 6901 JSON pointers for token paths.
enum JSONPointer {
    static func escape(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        var escaped = ""
        for character in key {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    static func make(prefix: String, path: TokenPath) -> String {
        let needsEscaping = path.dotted.utf8.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }
        guard needsEscaping else {
            // Names cannot contain '.', so every dot separates two names.
            return prefix + "/"
                + String(
                    decoding: path.dotted.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "/") : $0 }, as: UTF8.self)
        }
        return prefix + path.components.map { "/" + escape($0) }.joined()
    }
}

/// A group as a file declares it.
public struct TokenGroup: Sendable, Hashable {
    /// The group's path (empty for the root of a file).
    public var path: TokenPath
    /// The group's own `$type`, inherited by tokens inside that have none.
    public var type: TokenType?
    /// `$description`.
    public var description: String?
    /// `$extensions`, preserved as written.
    public var extensions: SourceNode?
    /// `$extends`: the group whose tokens and groups this group inherits (its own override them).
    public var extends: TokenPath?
    /// Where the group's name stands.
    public var location: FileLocation

    /// Creates a group.
    public init(
        path: TokenPath, type: TokenType?, description: String? = nil, extensions: SourceNode? = nil,
        extends: TokenPath? = nil, location: FileLocation
    ) {
        self.extends = extends
        self.path = path
        self.type = type
        self.description = description
        self.extensions = extensions
        self.location = location
    }
}
