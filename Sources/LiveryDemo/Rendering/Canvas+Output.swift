import LiveryCore

extension Canvas {
    /// The frame as lines of text with 24-bit ANSI colors (SGR `38;2`/`48;2`), one per row, each ending in a
    /// reset: colors and weight are written only where they change along a row.
    package func ansiLines() -> [String] {
        (0..<height).map { y in
            var line = ""
            var current: (fg: (Int, Int, Int), bg: (Int, Int, Int), bold: Bool)?
            for x in 0..<width {
                let cell = self[x, y]
                let fg = cell.foreground.rgb8
                let bg = cell.background.rgb8
                if current == nil || current!.fg != fg || current!.bg != bg || current!.bold != cell.bold {
                    let weight = cell.bold ? "1" : "22"
                    line += "\u{1B}[\(weight);38;2;\(fg.0);\(fg.1);\(fg.2);48;2;\(bg.0);\(bg.1);\(bg.2)m"
                    current = (fg, bg, cell.bold)
                }
                line.append(cell.character)
            }
            return line + "\u{1B}[0m"
        }
    }

    /// The frame's characters without colors, one string per row, trailing spaces removed.
    package func plainLines() -> [String] {
        (0..<height).map { y in
            var line = String((0..<width).map { self[$0, y].character })
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The frame as a standalone HTML page: a `<pre>` of colored spans, for documentation and screenshots.
    /// - Parameter title: The page title.
    package func html(title: String) -> String {
        var body = ""
        for y in 0..<height {
            var x = 0
            while x < width {
                let start = self[x, y]
                var run = ""
                while x < width, self[x, y].foreground.rgb8 == start.foreground.rgb8,
                    self[x, y].background.rgb8 == start.background.rgb8, self[x, y].bold == start.bold
                {
                    run.append(self[x, y].character)
                    x += 1
                }
                let weight = start.bold ? ";font-weight:bold" : ""
                body +=
                    "<span style=\"color:\(Self.css(start.foreground));background:\(Self.css(start.background))"
                    + "\(weight)\">\(Escaping.quoted(run, for: .html))</span>"
            }
            body += "\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(Escaping.quoted(title, for: .html))</title>
            <style>
            body { margin: 2em; background: #f4f4f5; font-family: system-ui, sans-serif; }
            pre { display: inline-block; margin: 0; line-height: 1.2; font-size: 14px;
                  font-family: "JetBrains Mono", "SF Mono", Menlo, Consolas, monospace; }
            </style>
            </head>
            <body>
            <p>\(Escaping.quoted(title, for: .html))</p>
            <pre>\(body)</pre>
            </body>
            </html>

            """
    }

    private static func css(_ color: Color) -> String {
        let (r, g, b) = color.rgb8
        return "rgb(\(r),\(g),\(b))"
    }
}
