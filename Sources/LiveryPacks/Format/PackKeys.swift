import Crypto
import Foundation

/// A public key that may sign packs: an app trusts one or more (see <doc:PublishingPacks> on key rotation).
///
/// Written as one line, `livery-ed25519-public:` and the 32-byte Ed25519 key in base64, the form `livery keygen`
/// writes to `NAME.public`.
public struct PackPublicKey: Sendable, Hashable, CustomStringConvertible {
    /// The key's bytes. An array rather than `Data`: `Data` packs its enum tag into the storage pointer, which
    /// LeakSanitizer then fails to recognize, so a key held in a global reads as a leak.
    private let bytes: [UInt8]

    /// The raw 32-byte Ed25519 public key.
    public var rawRepresentation: Data { Data(bytes) }

    static let prefix = "livery-ed25519-public:"

    /// Creates a key from its 32 raw bytes.
    /// - Throws: ``PackError/malformedKey(_:)`` when the bytes are not an Ed25519 public key.
    public init(rawRepresentation: Data) throws(PackError) {
        guard (try? Curve25519.Signing.PublicKey(rawRepresentation: rawRepresentation)) != nil else {
            throw .malformedKey("a public key must be 32 bytes of Ed25519")
        }
        bytes = Array(rawRepresentation)
    }

    /// Reads a key in its text form (`livery-ed25519-public:…`), as in a `.public` file; surrounding white space
    /// is ignored.
    /// - Throws: ``PackError/malformedKey(_:)``.
    public init(text: String) throws(PackError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(Self.prefix),
            let raw = Data(base64Encoded: String(trimmed.dropFirst(Self.prefix.count)))
        else {
            throw .malformedKey("a public key is written 'livery-ed25519-public:' followed by base64")
        }
        try self.init(rawRepresentation: raw)
    }

    /// The text form, `livery-ed25519-public:…`.
    public var text: String { Self.prefix + rawRepresentation.base64EncodedString() }

    /// A short name for the key in messages and logs: the first 8 bytes of its SHA-256, in hex.
    public var fingerprint: String {
        SHA256.hash(data: bytes).prefix(8).map { String(format: "%02x", $0) }.joined()
    }

    /// The text form.
    public var description: String { text }

    /// Whether `signature` is this key's signature of `data`.
    func isValidSignature(_ signature: Data, for data: Data) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: bytes) else { return false }
        return key.isValidSignature(signature, for: data)
    }
}

/// A private key that signs packs, kept by the pack's publisher and never shipped.
///
/// Written as one line, `livery-ed25519-private:` and the 32-byte key in base64, the form `livery keygen`
/// writes to `NAME.private` (readable by its owner only).
public struct PackSigningKey: Sendable {
    /// The raw 32-byte key (a Crypto key is not `Sendable`; this is made into one to sign). An array for the
    /// reason ``PackPublicKey`` gives.
    private let bytes: [UInt8]

    static let prefix = "livery-ed25519-private:"

    /// Makes a new random key.
    public init() {
        bytes = Array(Curve25519.Signing.PrivateKey().rawRepresentation)
    }

    private var key: Curve25519.Signing.PrivateKey {
        // The bytes came from a valid key.
        try! Curve25519.Signing.PrivateKey(rawRepresentation: bytes)
    }

    /// Reads a key in its text form, as in a `.private` file.
    /// - Throws: ``PackError/malformedKey(_:)``.
    public init(text: String) throws(PackError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(Self.prefix),
            let raw = Data(base64Encoded: String(trimmed.dropFirst(Self.prefix.count))),
            (try? Curve25519.Signing.PrivateKey(rawRepresentation: raw)) != nil
        else {
            throw .malformedKey("a private key is written 'livery-ed25519-private:' followed by base64")
        }
        bytes = Array(raw)
    }

    /// The text form, `livery-ed25519-private:…`.
    public var text: String { Self.prefix + Data(bytes).base64EncodedString() }

    /// The matching public key, for apps to trust.
    public var publicKey: PackPublicKey {
        // A key Crypto made always has a valid public key.
        try! PackPublicKey(rawRepresentation: key.publicKey.rawRepresentation)
    }

    /// Signs `data`.
    func signature(for data: Data) throws -> Data {
        try key.signature(for: data)
    }
}

/// `signature.json`: which key signed the manifest, and the Ed25519 signature of the manifest's bytes.
struct PackSignature: Codable, Hashable {
    /// Always `ed25519`.
    var algorithm: String
    /// The signing key's text form.
    var key: String
    /// The signature, base64.
    var signature: String

    /// Signs a manifest's bytes.
    init(signing manifest: Data, with signingKey: PackSigningKey) throws {
        algorithm = "ed25519"
        key = signingKey.publicKey.text
        signature = try signingKey.signature(for: manifest).base64EncodedString()
    }

    /// Reads `signature.json`.
    init(data: Data) throws(PackError) {
        do {
            self = try JSONDecoder().decode(PackSignature.self, from: data)
        } catch {
            throw .malformedSignature("not a signature document ({\"algorithm\", \"key\", \"signature\"})")
        }
        guard algorithm == "ed25519" else { throw .malformedSignature("algorithm '\(algorithm)' is not ed25519") }
    }

    /// The document's bytes.
    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Checks the signature against the trusted keys.
    /// - Returns: The key that signed.
    /// - Throws: ``PackError/untrustedKey(fingerprint:)`` or ``PackError/invalidSignature(fingerprint:)``.
    func verify(_ manifest: Data, trusting trustedKeys: [PackPublicKey]) throws(PackError) -> PackPublicKey {
        let signer = try PackPublicKey(text: key)
        guard trustedKeys.contains(signer) else { throw .untrustedKey(fingerprint: signer.fingerprint) }
        guard let bytes = Data(base64Encoded: signature), bytes.count == 64,
            signer.isValidSignature(bytes, for: manifest)
        else { throw .invalidSignature(fingerprint: signer.fingerprint) }
        return signer
    }
}
