import ArgumentParser
import Foundation
import LiveryCore
import LiveryPacks
import LiveryTokenCommands

/// `livery verify`: checks a pack as an app installing it would.
package struct VerifyCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a .liverypack's signature, manifest, entries and themes, as an app installing it would.",
        discussion: """
            Checks, in order: the archive's entries (paths, kinds, duplicates, count, sizes, compression ratio), \
            the Ed25519 signature over the manifest against the trusted keys, the manifest, every entry against \
            it (present, listed, size, SHA-256), and last that the themes compile. The limits are \
            PackInstaller's defaults. Nothing is installed.

            --trust takes a NAME.public file from 'livery keygen' or the key's text \
            (livery-ed25519-public:…); give it more than once while rotating keys.

            Exit status: 0 the pack is good, 1 the pack is refused (the reason is one line on standard error), \
            2 bad invocation or input (no such pack, an unreadable key).
            """)

    /// The archive.
    @Argument(help: ArgumentHelp("The pack archive.", valueName: "PACK"))
    package var pack: String

    /// `--trust`.
    @Option(
        help: ArgumentHelp(
            "A trusted public key: a .public file or the key's text. Repeat for several.", valueName: "PUBKEY"))
    package var trust: [String]

    /// Creates the command (used by the argument parser).
    package init() {}

    /// Verifies the pack and returns what to print.
    /// - Throws: `PackError` when the pack is refused; an input error for bad input.
    package func verify() throws -> String {
        let keys = try trust.map(Self.readPublicKey)
        guard FileManager.default.fileExists(atPath: pack) else { throw CLIError.badInput("\(pack): no such file") }
        if let kind = FileContents.nonRegularKind(at: URL(fileURLWithPath: pack).resolvingSymlinksInPath()) {
            throw CLIError.badInput("\(pack): it is \(kind), not a pack archive")
        }
        let verified = try PackVerifier.verify(archiveAt: URL(fileURLWithPath: pack), trustedKeys: keys)
        let manifest = verified.manifest
        let scratch = CommandScratch(prefix: "livery-verify-")
        defer { scratch.remove() }
        try verified.extract(into: scratch.url)
        let compiled: CompiledThemeSet
        do {
            compiled = try manifest.themeSet(in: scratch.url).compile()
        } catch let error as PackError {
            throw error
        } catch {
            throw PackError.themesFailed(id: manifest.id, reason: "\(error)")
        }
        let themes = compiled.themeNames.map { $0 == compiled.defaultTheme ? "\($0) (default)" : $0 }
        let size = manifest.files.reduce(0) { $0 + $1.size }
        // The family each font declares is what typography tokens must name.
        var fonts: [ShippedFont] = []
        for path in manifest.fonts ?? [] {
            do {
                fonts.append(try ShippedFont(path: path, in: scratch.url))
            } catch {
                throw PackError.fontFailed(id: manifest.id, path: path, reason: "\(error)")
            }
        }
        return """
            verified \(manifest.id) \(manifest.version) (\(manifest.displayName)), for Livery \
            \(manifest.minimumLiveryVersion) or later
              signed by key \(verified.signer.fingerprint), which is trusted
              \(manifest.files.count) files, \(size) bytes, every size and SHA-256 as the manifest says
              themes: \(themes.joined(separator: ", ")); they compile
            \(fonts.isEmpty ? "" : "  " + PackCommand.fontsLine(fonts))
            """
    }

    /// Verifies; exits with 1 when the pack is refused.
    package func run() throws {
        try reportingInputErrors {
            do {
                printReport(try verify(), terminator: "")
            } catch let error as PackError {
                printError("refused: \(error)")
                throw ExitCode(1)
            }
        }
    }

    /// A key from a `.public` file, or its text given directly.
    static func readPublicKey(_ argument: String) throws -> PackPublicKey {
        let text =
            argument.hasPrefix("livery-ed25519-public:")
            ? argument : try readKeyFile(argument, what: "key (a .public file or livery-ed25519-public:…)")
        do {
            return try PackPublicKey(text: text)
        } catch {
            throw CLIError.badInput("\(argument): \(error)")
        }
    }

    /// A key file's text: a regular file of at most 64 KiB (a key is one line of about 70 characters).
    static func readKeyFile(_ path: String, what: String) throws -> String {
        do {
            return try FileContents.text(URL(fileURLWithPath: path), limit: 64 << 10)
        } catch {
            throw CLIError.badInput("\(path): cannot read the \(what): \(error)")
        }
    }
}
