/// Renders rows as left-aligned columns separated by two spaces.
enum TextTable {
    /// - Parameters:
    ///   - header: The first row, or `nil` for none.
    ///   - rows: The rows; all have as many cells as the widest.
    ///   - indent: Put before every line.
    static func render(header: [String]?, rows: [[String]], indent: String = "") -> String {
        let all = (header.map { [$0] } ?? []) + rows
        let columns = all.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return all.map { row in
            indent
                + row.enumerated().map { column, cell in
                    column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
