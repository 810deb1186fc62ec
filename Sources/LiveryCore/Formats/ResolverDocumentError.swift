/// Why a DTCG resolver document could not be read or applied.
public enum ResolverDocumentError: Error, Sendable, Hashable {
    /// The document does not follow the resolver format (2025.10).
    case invalidDocument(FileLocation, message: String)
    /// A `$ref` that cannot be followed: a missing file or pointer, a forbidden target, a remote URL, a cycle.
    case invalidReference(FileLocation, reference: String, reason: String)
    /// An input names a modifier the document does not have.
    case unknownModifier(String, available: [String])
    /// An input names a context the modifier does not have.
    case unknownContext(String, modifier: String, available: [String])
    /// A modifier without a default was given no input.
    case missingInput(modifier: String)

    /// Where the problem is, when it is at a place in the document.
    public var location: FileLocation? {
        switch self {
        case .invalidDocument(let location, _), .invalidReference(let location, _, _): location
        default: nil
        }
    }
}

extension ResolverDocumentError: CustomStringConvertible {
    /// A sentence a person can act on, with the location first when there is one.
    ///
    /// Each line is at most 1,000 characters: what the input quotes (a value, a reference, a name) is cut in the
    /// middle past that, keeping the location in front and the reason at the end.
    public var description: String { Escaping.excerpt(fullDescription) }

    private var fullDescription: String {
        let place = location.map { "\($0): " } ?? ""
        switch self {
        case .invalidDocument(_, let message): return place + message
        case .invalidReference(_, let reference, let reason): return place + "$ref '\(reference)': \(reason)"
        case .unknownModifier(let name, let available):
            return "no modifier named '\(name)'\(Suggestion.aside(name, in: available)); modifiers: "
                + available.joined(separator: ", ")
        case .unknownContext(let context, let modifier, let available):
            return "modifier '\(modifier)' has no context '\(context)'\(Suggestion.aside(context, in: available)); "
                + "contexts: \(available.joined(separator: ", "))"
        case .missingInput(let modifier):
            return "modifier '\(modifier)' has no default; give it an input (--input \(modifier)=CONTEXT)"
        }
    }
}
