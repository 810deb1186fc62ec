import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

/// Stylesheets an app may load from a download, made the way an attacker or a careless designer would make them.
@Suite("Hostile stylesheets: bounded errors, special files refused, unknown tokens reported")
@MainActor
struct HostileStylesheetTests {
    @Test("thousands of nested braces give at most 100 errors and a line saying the rest were left out")
    func nestedBraces() throws {
        let text = String(repeating: "StyledView {", count: 50_000) + String(repeating: "}", count: 50_000)
        #expect {
            _ = try Stylesheet(parsing: text, file: "nested.lss")
        } throws: { error in
            guard let error = error as? StylesheetError else { return false }
            let last = error.diagnostics.last?.message ?? ""
            // Every caret line shows at most 160 characters of the 650,000-character line.
            let longest = error.description.split(separator: "\n").map(\.count).max() ?? 0
            return error.diagnostics.count == StylesheetError.maximumDiagnosticCount + 1
                && last.contains("stopped after 100 errors") && longest < 400
        }
    }

    @Test("a stylesheet that is a device, a FIFO or a folder is refused before it is read")
    func specialFiles() throws {
        let scratch = try TemporaryFolder("lss")
        let folder = scratch.url
        let fifo = folder.appendingPathComponent("pipe.lss")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        for (url, kind) in [(URL(fileURLWithPath: "/dev/zero"), "a device"), (fifo, "a FIFO"), (folder, "a folder")] {
            let manager = try StyleFixtures.manager("StyledView { cornerRadius: 4; }")
            #expect {
                try manager.loadStylesheet(contentsOf: url)
            } throws: { error in
                "\(error)".contains("cannot read the stylesheet: it is \(kind), not a regular file")
            }
            #expect(manager.stylesheet?.rules.count == 1, "the stylesheet in use stays")
        }
    }

    @Test("a token the theme lacks is reported with the stylesheet's file, line and column, and the closest name")
    func unknownToken() throws {
        let manager = try StyleFixtures.manager()
        var reported: [ThemeIssue] = []
        manager.issueHandler = { reported.append($0) }
        try manager.loadStylesheet(
            """
            StyledView {
                backgroundColor: {color.backgroud};
            }
            """, file: "app.lss")
        let issue = try #require(reported.first { $0.kind == .stylesheetTokenMissing })
        #expect(
            issue.message
                == "app.lss:2:5: 'backgroundColor' refers to {color.backgroud}, which theme 'light' does not define; "
                + "did you mean {color.background}?")
        #expect(manager.stylesheet != nil, "a missing token does not refuse the stylesheet")
    }
}
