/// The dotted path of a token, such as `color.text.primary`, as written inside an alias (`{color.text.primary}`).
///
/// DTCG names may not contain `.`, `{` or `}`, so the dotted string is the path's canonical form.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The dotted form, `color.text.primary`.
    public let dotted: String

    /// Creates a path from its dotted form.
    public init(_ dotted: String) {
        self.dotted = dotted
    }

    /// Creates a path from its dotted form.
    public init(stringLiteral value: String) {
        self.dotted = value
    }

    /// Creates a path from its components.
    public init(components: [String]) {
        self.dotted = components.joined(separator: ".")
    }

    /// The names along the path, `["color", "text", "primary"]`.
    public var components: [String] { dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    /// The path of the group that holds this token, or `nil` at the top level.
    public var parent: TokenPath? {
        guard let dot = dotted.lastIndex(of: ".") else { return nil }
        return TokenPath(String(dotted[..<dot]))
    }

    /// The path with one more name appended.
    public func appending(_ name: String) -> TokenPath {
        TokenPath(dotted.isEmpty ? name : dotted + "." + name)
    }

    /// The path as an alias, `{color.text.primary}`.
    public var alias: String { "{\(dotted)}" }

    /// The dotted form.
    public var description: String { dotted }

    /// Orders paths by their dotted form.
    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.dotted < rhs.dotted }

    /// Why `name` cannot be a token or group name, or `nil` when it can.
    ///
    /// Names may not be empty, start with `$` (reserved for properties; `$root` is allowed), or contain
    /// `{`, `}` or `.`.
    public static func problem(withName name: String) -> String? {
        let bytes = name.utf8
        guard let first = bytes.first else { return "names may not be empty" }
        if first == UInt8(ascii: "$") && name != "$root" { return "names may not start with '$'" }
        for byte in bytes {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return "names may not contain '{' or '}'" }
            if byte == UInt8(ascii: ".") { return "names may not contain '.'" }
        }
        return nil
    }

    /// Reads an alias such as `{color.brand}`; `nil` when the text is not exactly one alias.
    public init?(alias text: String) {
        // On the bytes: resolution reads every alias of every theme through here.
        var text = text
        let dotted: String? = text.withUTF8 { bytes in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else {
                return nil
            }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
            return String(decoding: inner, as: UTF8.self)
        }
        guard let dotted else { return nil }
        self.dotted = dotted
    }
}
