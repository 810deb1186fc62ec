/// Why a token file could not be read. Every case names the file and, where there is one, the token path and
/// the line and column.
public enum TokenFileError: Error, Sendable, Hashable {
    /// The file could not be opened or read.
    case unreadable(file: String, reason: String)
    /// The file is larger than ``TokenReadOptions/maximumFileSize``.
    case tooLarge(file: String, size: Int, limit: Int)
    /// The text is not valid JSON (or YAML).
    case syntax(FileLocation, message: String)
    /// The structure is not a token file: a group or token that is not an object, a `$type` that is not a string…
    case invalidStructure(FileLocation, path: TokenPath, message: String)
    /// A token or group name that the format forbids.
    case invalidName(FileLocation, path: TokenPath, name: String, reason: String)
    /// A `$type` that is not one of the known types.
    case unknownType(FileLocation, path: TokenPath, type: String)
    /// A token whose type cannot be told: no `$type` on it or its groups, not an alias, and an ambiguous value.
    case missingType(FileLocation, path: TokenPath)
    /// A `$value` that does not fit its `$type`.
    case invalidValue(FileLocation, path: TokenPath, type: TokenType, reason: String)
    /// In strict mode: something lenient mode accepts with a warning.
    case strictModeViolation(Diagnostic)
    /// The file's format could not be recognised.
    case unknownFormat(file: String, reason: String)

    /// Where the problem is, when it is at a place in a file.
    public var location: FileLocation? {
        switch self {
        case .unreadable, .tooLarge, .unknownFormat: nil
        case .syntax(let location, _), .invalidStructure(let location, _, _), .invalidName(let location, _, _, _),
            .unknownType(let location, _, _), .missingType(let location, _),
            .invalidValue(let location, _, _, _):
            location
        case .strictModeViolation(let diagnostic): diagnostic.location
        }
    }

    /// The file concerned.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .tooLarge(let file, _, _), .unknownFormat(let file, _): file
        default: location?.file ?? ""
        }
    }

    /// The token or group concerned, when there is one.
    public var tokenPath: TokenPath? {
        switch self {
        case .invalidStructure(_, let path, _), .invalidName(_, let path, _, _),
            .unknownType(_, let path, _), .missingType(_, let path), .invalidValue(_, let path, _, _):
            path
        case .strictModeViolation(let diagnostic): diagnostic.tokenPath
        default: nil
        }
    }
}

extension TokenFileError: CustomStringConvertible {
    /// `file:line:column: token.path: what is wrong`.
    ///
    /// Each line is at most 1,000 characters: what the input quotes (a value, a reference, a name) is cut in the
    /// middle past that, keeping the location in front and the reason at the end.
    public var description: String { Escaping.excerpt(fullDescription) }

    private var fullDescription: String {
        let place = location.map { "\($0): " } ?? "\(file): "
        let token = tokenPath.map { $0.dotted.isEmpty ? "" : "\($0): " } ?? ""
        switch self {
        case .unreadable(_, let reason): return place + "cannot read the file: \(reason)"
        case .tooLarge(_, let size, let limit):
            return place
                + "the file has \(size) bytes, more than the limit of \(limit) (TokenReadOptions.maximumFileSize)"
        case .syntax(_, let message): return place + message
        case .invalidStructure(_, _, let message): return place + token + message
        case .invalidName(_, _, let name, let reason): return place + token + "invalid name '\(name)': \(reason)"
        case .unknownType(_, _, let type):
            let known = TokenType.allCases.map(\.rawValue)
            return place + token + "unknown $type '\(type)'" + Suggestion.didYouMean(type, in: known)
                + " (known types: " + known.joined(separator: ", ") + ")"
        case .missingType:
            return place + token + "no $type on the token or its groups, and the value's type cannot be told"
        case .invalidValue(_, _, let type, let reason):
            return place + token + "invalid \(type.rawValue) value: \(reason)"
        case .strictModeViolation(let diagnostic):
            return place + token + diagnostic.message + " (not allowed in strict mode)"
        case .unknownFormat(_, let reason): return place + reason
        }
    }
}
