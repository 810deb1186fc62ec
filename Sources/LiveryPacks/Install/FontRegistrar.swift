import Foundation

#if canImport(CoreText)
    import CoreText
#endif

/// Registers a pack's font files for the process, so that typography tokens can name their families. The
/// ``PackInstaller`` calls it: fonts of a new version are registered before the version becomes active, the old
/// version's are unregistered first, and a font that fails undoes the whole step.
///
/// ``SystemFontRegistrar`` is the default. Give the installer another one to register fonts elsewhere (a
/// text engine of your own) or to observe the calls in tests.
public protocol FontRegistrar: Sendable {
    /// Registers one font file for the process.
    /// - Throws: Anything; the installer refuses the pack with ``PackError/fontFailed(id:path:reason:)``
    ///   carrying the error's description.
    func register(_ font: URL) throws
    /// Unregisters a font file this registrar registered. Failing to unregister is not an error worth refusing a
    /// pack for (the font is then left registered until the process ends), so this does not throw.
    func unregister(_ font: URL)
}

/// The system's font registration: Core Text, process scope, on Apple platforms. Elsewhere there is no
/// process-wide font registry, so it checks only that each file is a font.
///
/// On every platform it first checks the file's header (TrueType, OpenType/CFF or a font collection), so a pack
/// whose "font" is something else is refused with that reason rather than with Core Text's code.
public struct SystemFontRegistrar: FontRegistrar {
    /// Creates the registrar.
    public init() {}

    /// Checks the file and registers it with Core Text (process scope) where Core Text exists.
    public func register(_ font: URL) throws {
        try Self.checkHeader(font)
        #if canImport(CoreText)
            var error: Unmanaged<CFError>?
            guard CTFontManagerRegisterFontsForURL(font as CFURL, .process, &error) else {
                let reason = error.map { CFErrorCopyDescription($0.takeRetainedValue()) as String } ?? "unknown error"
                throw FontFileError(reason: "Core Text did not register it: \(reason)")
            }
        #endif
    }

    /// Unregisters the file from Core Text (process scope) where Core Text exists.
    public func unregister(_ font: URL) {
        #if canImport(CoreText)
            CTFontManagerUnregisterFontsForURL(font as CFURL, .process, nil)
        #endif
    }

    /// The first four bytes of the font formats Apple's and other systems load: TrueType (`00 01 00 00` and
    /// `true`), OpenType with CFF outlines (`OTTO`) and collections (`ttcf`).
    static let signatures: [[UInt8]] = [[0, 1, 0, 0], Array("true".utf8), Array("OTTO".utf8), Array("ttcf".utf8)]

    /// Throws unless the file starts like a font.
    static func checkHeader(_ font: URL) throws {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: font)
        } catch {
            throw FontFileError(reason: "it cannot be read: \(error.localizedDescription)")
        }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        guard signatures.contains(head) else {
            throw FontFileError(reason: "it is not a TrueType, OpenType or font collection file")
        }
    }
}

/// Why a font file did not register.
public struct FontFileError: Error, CustomStringConvertible, Sendable {
    /// What was wrong.
    public let reason: String
    /// The reason.
    public var description: String { reason }
}
