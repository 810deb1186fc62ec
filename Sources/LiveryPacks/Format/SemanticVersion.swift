/// A semantic version, `MAJOR.MINOR.PATCH` with an optional pre-release (`1.4.0-beta.2`), ordered as
/// Semantic Versioning 2.0 orders them: a pre-release comes before its release; build metadata (`+…`) is kept
/// but does not order.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int
    /// The patch version.
    public var patch: Int
    /// The pre-release identifiers (`["beta", "2"]`), empty for a release.
    public var preRelease: [String]
    /// The build metadata (`+…`), which does not take part in ordering.
    public var buildMetadata: String?

    /// Creates a version.
    public init(_ major: Int, _ minor: Int, _ patch: Int, preRelease: [String] = [], buildMetadata: String? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.preRelease = preRelease
        self.buildMetadata = buildMetadata
    }

    /// Reads `1.2.3`, `1.2.3-rc.1` or `1.2.3+build.5`; `nil` for anything else.
    public init?(_ text: String) {
        var rest = Substring(text)
        if let plus = rest.firstIndex(of: "+") {
            buildMetadata = String(rest[rest.index(after: plus)...])
            rest = rest[..<plus]
            guard let buildMetadata, Self.identifiersAreValid(buildMetadata, numericMayLeadWithZero: true) else {
                return nil
            }
        }
        if let dash = rest.firstIndex(of: "-") {
            let tail = String(rest[rest.index(after: dash)...])
            guard Self.identifiersAreValid(tail, numericMayLeadWithZero: false) else { return nil }
            preRelease = tail.split(separator: ".").map(String.init)
            rest = rest[..<dash]
        } else {
            preRelease = []
        }
        let numbers = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3 else { return nil }
        var values: [Int] = []
        for number in numbers {
            guard !number.isEmpty, number.allSatisfy(\.isASCIIDigit), number == "0" || number.first != "0",
                let value = Int(number)
            else { return nil }
            values.append(value)
        }
        (major, minor, patch) = (values[0], values[1], values[2])
    }

    /// `1.2.3-rc.1+build.5`.
    public var description: String {
        var text = "\(major).\(minor).\(patch)"
        if !preRelease.isEmpty { text += "-" + preRelease.joined(separator: ".") }
        if let buildMetadata { text += "+" + buildMetadata }
        return text
    }

    /// Orders by major, minor, patch, then pre-release (a release is greater than its pre-releases; numeric
    /// identifiers compare as numbers and are lower than alphanumeric ones; more identifiers win on a tie).
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.preRelease, rhs.preRelease) where left != right {
            switch (Int(left), Int(right)) {
            case let (left?, right?): return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.preRelease.count < rhs.preRelease.count
    }

    /// Versions are equal when they order equally: build metadata does not count.
    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch) && lhs.preRelease == rhs.preRelease
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(preRelease)
    }

    /// Reads the version from a string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = SemanticVersion(text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a semantic version (1.2.3)"))
        }
        self = version
    }

    /// Writes the version as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func identifiersAreValid(_ text: String, numericMayLeadWithZero: Bool) -> Bool {
        let identifiers = text.split(separator: ".", omittingEmptySubsequences: false)
        return identifiers.allSatisfy { identifier in
            guard !identifier.isEmpty, identifier.allSatisfy({ $0.isASCIILetterOrDigit || $0 == "-" }) else {
                return false
            }
            let isNumeric = identifier.allSatisfy(\.isASCIIDigit)
            return numericMayLeadWithZero || !isNumeric || identifier == "0" || identifier.first != "0"
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isASCIILetterOrDigit: Bool { isASCII && (isLetter || isNumber) }
}
