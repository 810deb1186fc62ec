/// Collects the issues a manager reports: keeps the last ones and forwards each to the app's handler.
@MainActor
final class IssueLog {
    var handler: (@MainActor (ThemeIssue) -> Void)?
    private(set) var recent: [ThemeIssue] = []
    /// How many issues ``recent`` keeps.
    static let capacity = 200

    func record(_ issue: ThemeIssue) {
        if recent.count == Self.capacity { recent.removeFirst() }
        recent.append(issue)
        handler?(issue)
    }

    func removeAll() { recent.removeAll() }
}
