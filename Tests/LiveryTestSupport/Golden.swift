import Foundation
import Testing

/// Comparison with golden files: expected outputs kept in the repository, byte for byte.
///
/// Set `LIVERY_UPDATE_GOLDENS=1` to write the current outputs over the golden files instead of comparing (then
/// review the diff before committing).
package enum Golden {
    /// Whether this run rewrites golden files instead of comparing.
    package static var isUpdating: Bool { ProcessInfo.processInfo.environment["LIVERY_UPDATE_GOLDENS"] == "1" }

    /// Records an issue naming the first line where `text` differs from the golden file at `url`; when updating,
    /// writes `text` there instead.
    /// - Parameters:
    ///   - text: The output.
    ///   - url: The golden file.
    ///   - name: How the issue names the file.
    package static func expect(
        _ text: String, matches url: URL, named name: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if isUpdating {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        guard golden != text else { return }
        let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first =
            zip(goldenLines, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(goldenLines.count, lines.count)
        let file = name ?? url.lastPathComponent
        Issue.record(
            "\(file) differs from the golden file from line \(first + 1) (LIVERY_UPDATE_GOLDENS=1 rewrites it)",
            sourceLocation: sourceLocation)
    }
}
