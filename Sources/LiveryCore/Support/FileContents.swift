import Foundation

/// Reading whole files without Foundation's empty-file leak.
///
/// In swift-foundation (Swift 6.3), `Data(contentsOf:)`, `String(contentsOf:)` and `FileManager.contents(atPath:)`
/// leak their 4 KiB read buffer when the file is empty (found under LeakSanitizer by the DTCG fuzzer, and again by
/// an empty stylesheet). Token files, stylesheets, templates and generated files are empty often enough while
/// someone edits them, so every whole-file read in Livery goes through a file handle here.
package enum FileContents {
    /// The bytes of a file, at most `limit` of them.
    /// - Throws: Foundation's error when the file cannot be opened or read.
    package static func read(_ url: URL, limit: Int = .max) throws -> Data {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try (limit == .max ? handle.readToEnd() : handle.read(upToCount: limit)) ?? Data()
    }

    /// A file's text as UTF-8.
    /// - Throws: Foundation's error when the file cannot be read or is not UTF-8.
    package static func text(_ url: URL) throws -> String {
        guard let text = String(data: try read(url), encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSFilePathErrorKey: url.path])
        }
        return text
    }
}
