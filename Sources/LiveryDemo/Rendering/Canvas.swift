import LiveryCore

/// One character cell of the terminal: a character and its colors.
package struct Cell: Sendable, Hashable {
    /// The character shown.
    package var character: Character
    /// The text color.
    package var foreground: Color
    package var background: Color
    /// Whether the character is bold (a typography token's weight of 600 or more).
    package var bold: Bool

    package init(_ character: Character = " ", foreground: Color, background: Color, bold: Bool = false) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.bold = bold
    }
}

/// A rectangle of cells, in columns and rows.
package struct Rect: Sendable, Hashable {
    /// The left column.
    package var x: Int
    /// The top row.
    package var y: Int
    /// The width in columns.
    package var width: Int
    /// The height in rows.
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }

    /// The rectangle without `amount` cells on every side.
    func inset(by amount: Int) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The column after the last one.
    var maxX: Int { x + width }
    /// The row after the last one.
    var maxY: Int { y + height }
}

/// A frame of the terminal: what one screen shows, cell by cell. Widgets draw into it; the terminal gets it
/// as ANSI text (``ansiLines()``), documentation as HTML (``html(title:)``).
package struct Canvas: Sendable, Hashable {
    /// The width in columns.
    package let width: Int
    /// The height in rows.
    package let height: Int
    /// The cells, row by row.
    package private(set) var cells: [Cell]

    /// Creates a canvas filled with spaces of one color.
    package init(width: Int, height: Int, background: Color = .black) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(
            repeating: Cell(foreground: .white, background: background), count: self.width * self.height)
    }

    /// The cell at a column and row; reading outside the canvas gives a blank cell, writing there is ignored.
    package subscript(x: Int, y: Int) -> Cell {
        get {
            contains(x: x, y: y) ? cells[y * width + x] : Cell(foreground: .white, background: .black)
        }
        set {
            if contains(x: x, y: y) { cells[y * width + x] = newValue }
        }
    }

    private func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Paints a rectangle's background, keeping no characters: a color with alpha is laid over what is there.
    mutating func fill(_ rect: Rect, with color: Color) {
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where contains(x: x, y: y) {
                let under = self[x, y].background
                self[x, y] = Cell(foreground: self[x, y].foreground, background: color.composited(over: under))
            }
        }
    }

    /// Writes text from a column, clipped to `maxWidth` columns, over the backgrounds already painted.
    mutating func text(_ string: String, x: Int, y: Int, color: Color, bold: Bool = false, maxWidth: Int = .max) {
        var column = x
        for character in string {
            guard column - x < maxWidth else { break }
            var cell = self[column, y]
            cell.character = character
            cell.foreground = color.composited(over: cell.background)
            cell.bold = bold
            self[column, y] = cell
            column += 1
        }
    }

    /// Draws a box outline in a color, rounded or square, over the backgrounds already painted.
    mutating func box(_ rect: Rect, color: Color, rounded: Bool, heavy: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (horizontal, vertical) = heavy ? ("━", "┃") : ("─", "│")
        let corners: [Character] =
            heavy ? ["┏", "┓", "┗", "┛"] : rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        for x in rect.x + 1..<rect.maxX - 1 {
            text(horizontal, x: x, y: rect.y, color: color)
            text(horizontal, x: x, y: rect.maxY - 1, color: color)
        }
        for y in rect.y + 1..<rect.maxY - 1 {
            text(vertical, x: rect.x, y: y, color: color)
            text(vertical, x: rect.maxX - 1, y: y, color: color)
        }
        text(String(corners[0]), x: rect.x, y: rect.y, color: color)
        text(String(corners[1]), x: rect.maxX - 1, y: rect.y, color: color)
        text(String(corners[2]), x: rect.x, y: rect.maxY - 1, color: color)
        text(String(corners[3]), x: rect.maxX - 1, y: rect.maxY - 1, color: color)
    }
}

extension Color {
    /// The 8-bit sRGB channels, clamped.
    var rgb8: (Int, Int, Int) {
        let c = clampedToSRGB
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return (channel(c.red), channel(c.green), channel(c.blue))
    }
}
