import Foundation
import LiveryTestSupport
import Testing

@testable import Livery

/// The mistakes an app makes without a word from a lenient runtime, made loud: a misspelled token path gets a
/// "did you mean", a binding made with a manager that has no themes (while another has) is reported, and
/// without an issue handler a debug build writes each once to the console.
@Suite("Issues an app would otherwise miss: misspelled tokens, the wrong manager, the console")
@MainActor
struct IssueReportingTests {
    @Test("A misspelled token path is reported with the closest path the theme has")
    func misspelledToken() throws {
        let manager = try TestThemes.manager()
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primery"
        let issue = try #require(manager.recentIssues.first { $0.kind == .tokenMissing })
        #expect(issue.tokenPath == "color.text.primery")
        #expect(issue.message.hasSuffix("did you mean 'color.text.primary'?"))
        // A path nothing is close to gets no suggestion.
        label.livery(manager).backgroundColor = "spacing.gutter"
        let far = try #require(manager.recentIssues.last { $0.tokenPath == "spacing.gutter" })
        #expect(!far.message.contains("did you mean"))
    }

    @Test("A binding with a manager that has no themes, while another manager has some, is reported once")
    func bindingWithoutThemes() throws {
        let themed = try TestThemes.manager(name: "app")
        let empty = ThemeManager(name: "forgotten", store: nil)
        let labels = [TestLabel(), TestLabel()]
        for label in labels {
            label.livery(empty).textColor = "color.text.primary"  // the fast path: one token
            label.livery(empty)[theme: "dark"].backgroundColor = "color.background"  // the general path
        }
        let reports = empty.recentIssues.filter { $0.kind == .boundWithoutThemes }
        #expect(reports.count == 1)
        // The manager named is one with themes: this test's, or another test's alive at the same time.
        let message = try #require(reports.first?.message)
        #expect(message.contains("manager 'forgotten', which has no themes, while manager '"))
        #expect(
            message.hasSuffix("bind with object.livery(manager) for that manager, or add the themes to 'forgotten'"))
        #expect(themed.recentIssues.isEmpty)
        // Once the themes come, the bindings apply: nothing was lost.
        try empty.add(TestThemes.set())
        #expect(labels.allSatisfy { $0.textColor == TestThemes.light })
    }

    @Test("Without other managers with themes, binding before the themes are added is the normal order: no issue")
    func bindingBeforeThemesAlone() throws {
        // Managers of other tests may be alive on other threads' tests; this one only checks a manager's own
        // order of calls: bind, then add.
        let manager = ThemeManager(name: "alone", store: nil)
        let label = TestLabel()
        label.livery(manager).textColor = "color.text.primary"
        try manager.add(TestThemes.set())
        #expect(label.textColor == TestThemes.light)
        #expect(!manager.recentIssues.contains { $0.kind == .tokenMissing })
    }

    @Test("Without a handler a debug build writes each issue once to standard error; a handler takes them instead")
    func consoleInDebugBuilds() throws {
        #if DEBUG
            #expect(ThemeManager(name: "debug", store: nil).logsIssuesToConsole)
        #else
            #expect(!ThemeManager(name: "release", store: nil).logsIssuesToConsole)
        #endif
        // A real app process (LaunchHelper's `mistakes`): each mistake made on two labels, across two switches.
        let home = try TemporaryFolder("home")
        let process = Process()
        process.executableURL = try LaunchPersistenceTests.helper()
        process.arguments = [TestThemes.examplesURL("Themes").path, "mistakes"]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.url.path
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(warnings)")
        let lines = warnings.split(separator: "\n").filter { $0.hasPrefix("Livery warning: ") }
        #if DEBUG
            #expect(lines.count == 2, "\(warnings)")
            #expect(
                lines.contains {
                    $0.contains("'color.text.primery' is missing") && $0.hasSuffix("did you mean 'color.text.primary'?")
                })
            #expect(
                lines.contains {
                    $0.contains("with manager 'default', which has no themes, while manager 'app' has some")
                })
        #else
            #expect(lines.isEmpty)
        #endif
        // Every occurrence is still kept for the app to read: two labels, two themes, one switch back.
        #expect(printed.contains("issues: "))
    }
}
