import ArgumentParser
import Foundation
import LiveryPacks
import LiveryTokenCommands

/// `livery keygen`: a new Ed25519 key pair for signing theme packs.
package struct KeygenCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Make a key pair for signing theme packs.",
        discussion: """
            Writes NAME.private, the signing key (readable by its owner only; keep it out of the app and out of \
            version control), and NAME.public, the key apps trust (PackInstaller's trustedKeys, 'livery verify \
            --trust'). Each is one line of text: livery-ed25519-private: or livery-ed25519-public: and the \
            32-byte key in base64. Existing files are never overwritten.

            Exit status: 0 written, 2 bad invocation, or a file exists or cannot be written.
            """)

    /// `-o/--output NAME`.
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "The key files' path without extension: writes NAME.private and NAME.public.",
            valueName: "NAME"))
    package var output: String

    /// `--quiet`.
    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    package var quiet = false

    /// Creates the command (used by the argument parser).
    package init() {}

    /// Writes the two files and returns what to print.
    /// - Throws: an input error when a file exists or cannot be written.
    package func generate() throws -> String {
        var base = output
        for suffix in [".private", ".public"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        let privatePath = base + ".private"
        let publicPath = base + ".public"
        for path in [privatePath, publicPath] where FileManager.default.fileExists(atPath: path) {
            throw CLIError.badInput("\(path) exists; keys are never overwritten (remove it or choose another NAME)")
        }
        let key = PackSigningKey()
        try Self.createExclusively(privatePath, contents: key.text + "\n", permissions: 0o600)
        do {
            try Self.createExclusively(publicPath, contents: key.publicKey.text + "\n", permissions: 0o644)
        } catch {
            // Both or neither.
            try? FileManager.default.removeItem(atPath: privatePath)
            throw error
        }
        return """
            wrote \(privatePath) (the signing key: keep it secret) and \(publicPath) (for apps to trust)
            key fingerprint: \(key.publicKey.fingerprint)

            """
    }

    /// Writes the key files.
    package func run() throws {
        try reportingInputErrors {
            let report = try generate()
            if !quiet { printReport(report, terminator: "") }
        }
    }

    /// Creates a file that must not exist yet, with its permissions set at creation, so a private key is never
    /// readable by others, not even for a moment.
    static func createExclusively(_ path: String, contents: String, permissions: mode_t) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, permissions)
        guard descriptor >= 0 else {
            throw CLIError.badInput("\(path): \(String(cString: strerror(errno)))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: Data(contents.utf8))
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            throw CLIError.badInput("cannot write \(path): \(DurableFiles.reason(of: error))")
        }
        // The umask may have taken bits away from the public key's permissions; never adds any to the private one.
        _ = chmod(path, permissions)
    }
}
