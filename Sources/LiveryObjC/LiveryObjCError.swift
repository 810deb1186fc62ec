import Foundation

/// An error of the Objective-C layer, raised when a binding is made (a key path that names no settable property,
/// a token whose value the property cannot take) or when a call of the Swift API it wraps fails.
///
/// Objective-C receives it as an `NSError` in the domain ``domain`` (`LVRErrorDomain`), with ``code`` as the
/// error code and ``message`` as the localized description.
public struct LiveryObjCError: Error, Equatable, CustomStringConvertible, LocalizedError, CustomNSError {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// The key path is empty, too long, or has a component that is not an identifier.
        case invalidKeyPath = 1
        /// An object on the key path has no property of that name.
        case unknownProperty = 2
        /// The property cannot be set.
        case readOnlyProperty = 3
        /// The property's type is not one a token can give (a struct, a block, `id`).
        case unsupportedPropertyType = 4
        /// The token's value is of a type the property cannot take.
        case valueMismatch = 5
        /// The control has no per-state setter of that name.
        case unknownStateProperty = 6
        /// A call of the Swift API failed; the message is that error's.
        case themeOperationFailed = 7
        /// The themes' token files were not given as the call expects (no themes, a theme without files, a
        /// default that is not one of them, a URL that is not a file's).
        case invalidThemeFiles = 8
    }

    /// The `NSError` domain of every error of the Objective-C layer.
    public static let domain = "LVRErrorDomain"

    /// What went wrong.
    public let code: Code
    /// A sentence naming the object's class, the key path and the token where they apply.
    public let message: String

    /// Makes an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// ``message``.
    public var description: String { message }
    /// ``message``, the `NSError`'s localized description.
    public var errorDescription: String? { message }
    /// ``domain``.
    public static var errorDomain: String { domain }
    /// ``code``'s raw value.
    public var errorCode: Int { code.rawValue }
    /// The message under `NSLocalizedDescriptionKey`, so every Foundation reads it as the description.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
}
