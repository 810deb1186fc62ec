@testable import LiveryPacks

extension PackError {
    /// The case's name and its first text (the entry path, the file, the fingerprint), without the numbers a
    /// refusal measured: what a test compares when the measured part varies.
    var kind: String {
        guard let child = Mirror(reflecting: self).children.first, let label = child.label else {
            // A case without values: its name, as reflection writes it (`LiveryPacks.PackError.unsigned`).
            return String(String(reflecting: self).split(separator: ".").last ?? "")
        }
        let first = Mirror(reflecting: child.value).children.first?.value ?? child.value
        return first is String ? "\(label)(\(first))" : label
    }
}

extension Error {
    /// ``PackError/kind`` of a pack error; the description of anything else.
    var kind: String { (self as? PackError)?.kind ?? "\(self)" }
}
