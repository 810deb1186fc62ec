/// A unified diff (`diff -u`, `git diff`'s hunks) between two versions of a text file: what an edit changes, shown
/// before it is written and after.
enum UnifiedDiff {
    /// Lines of context around each change, as `diff -u` gives.
    static let context = 3
    /// The most line pairs the exact line matching compares (a quadratic table); a larger middle is shown as one
    /// replaced block, which is still a correct diff, only not the shortest.
    static let maximumComparisons = 1_000_000

    /// The diff of `old` into `new` under the names `a/path` and `b/path`; empty when they are equal.
    static func render(old: String, new: String, path: String) -> String {
        let a = lines(old)
        let b = lines(new)
        guard a != b else { return "" }
        let operations = self.operations(a, b)
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        // Group the operations into hunks: each change with `context` equal lines around it, hunks closer than
        // twice that merged.
        var index = 0
        while index < operations.count {
            guard operations[index].kind != .equal else {
                index += 1
                continue
            }
            var start = index
            var equalsBefore = 0
            while start > 0, operations[start - 1].kind == .equal, equalsBefore < context {
                start -= 1
                equalsBefore += 1
            }
            var end = index
            var trailing = 0
            while end < operations.count {
                if operations[end].kind == .equal {
                    trailing += 1
                    if trailing > 2 * context { break }
                } else {
                    trailing = 0
                }
                end += 1
            }
            // Keep at most `context` equal lines after the hunk's last change.
            var last = end - 1
            while last > index, operations[last].kind == .equal { last -= 1 }
            end = min(operations.count, last + 1 + context)
            let hunk = operations[start..<end]
            let oldStart = hunk.first!.oldLine
            let newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in hunk {
                let marker = operation.kind == .equal ? " " : operation.kind == .delete ? "-" : "+"
                let line = operation.line
                text += marker + (line.hasSuffix("\n") ? line : line + "\n\\ No newline at end of file\n")
            }
            index = end
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // `diff -u` names an empty range by the line before it.
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" {
            lines.append(text[start...index])
            start = text.index(after: index)
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }

    private struct Operation {
        enum Kind { case equal, delete, insert }
        let kind: Kind
        let line: Substring
        /// The line's number in the old file (for a deletion or an equal line) or the next old line (insertion).
        let oldLine: Int
        let newLine: Int
    }

    /// The lines kept, deleted and inserted, in order: the common head and tail, and between them a longest common
    /// subsequence when the middle is small enough to compare, else the old middle deleted and the new inserted.
    private static func operations(_ a: [Substring], _ b: [Substring]) -> [Operation] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var operations: [Operation] = []
        for index in 0..<head {
            operations.append(.init(kind: .equal, line: a[index], oldLine: index + 1, newLine: index + 1))
        }
        let oldMiddle = Array(a[head..<(a.count - tail)])
        let newMiddle = Array(b[head..<(b.count - tail)])
        var oldLine = head + 1
        var newLine = head + 1
        if oldMiddle.count * newMiddle.count <= maximumComparisons {
            let n = oldMiddle.count
            let m = newMiddle.count
            // lengths[i][j]: the longest common subsequence of oldMiddle[i...] and newMiddle[j...].
            var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i][j] =
                        oldMiddle[i] == newMiddle[j]
                        ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < n || j < m {
                if i < n, j < m, oldMiddle[i] == newMiddle[j] {
                    operations.append(.init(kind: .equal, line: oldMiddle[i], oldLine: oldLine, newLine: newLine))
                    i += 1
                    j += 1
                    oldLine += 1
                    newLine += 1
                } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                    // Deletions before insertions where either keeps the subsequence longest, as `diff -u` shows.
                    operations.append(.init(kind: .delete, line: oldMiddle[i], oldLine: oldLine, newLine: newLine))
                    i += 1
                    oldLine += 1
                } else {
                    operations.append(.init(kind: .insert, line: newMiddle[j], oldLine: oldLine, newLine: newLine))
                    j += 1
                    newLine += 1
                }
            }
        } else {
            for line in oldMiddle {
                operations.append(.init(kind: .delete, line: line, oldLine: oldLine, newLine: newLine))
                oldLine += 1
            }
            for line in newMiddle {
                operations.append(.init(kind: .insert, line: line, oldLine: oldLine, newLine: newLine))
                newLine += 1
            }
        }
        for index in (a.count - tail)..<a.count {
            let offset = index - (a.count - tail)
            operations.append(
                .init(kind: .equal, line: a[index], oldLine: oldLine + offset, newLine: newLine + offset))
        }
        return operations
    }
}
