/// "Did you mean …?": the known name closest to a misspelled one, for error messages and warnings (an unknown
/// token path in a binding, a type or property in a stylesheet, a command, a modifier context, an alias).
package enum Suggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if one is close enough to be a likely
    /// typo: at most a third of the name's length apart (at least 2). Names longer than 64 characters get no
    /// suggestion: the comparison costs their length times each candidate's, and a name that long is not a typo
    /// of a short one.
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        guard name.count <= 64 else { return nil }
        let limit = max(2, name.count / 3)
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name && abs(candidate.count - name.count) <= limit {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `"; did you mean 'x'?"`, or the empty string when nothing is close.
    package static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `" (did you mean 'x'?)"`, for a message that goes on after the name; the empty string when nothing is close.
    package static func aside(_ name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The Levenshtein distance, one row at a time.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
