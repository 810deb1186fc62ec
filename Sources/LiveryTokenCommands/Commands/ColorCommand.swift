import ArgumentParser
import Foundation
import LiveryCore

/// `livery color`: a color in every notation and space Livery knows, its luminance and its contrast ratios.
package struct ColorCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "color",
        abstract: "Show colors in every notation and space, with luminance and WCAG contrast.",
        discussion: """
            VALUE is any color Livery reads: #rgb, #rgba, #rrggbb, #rrggbbaa, 0xrrggbb, bare hex (ff5073), \
            rgb()/rgba(), hsl()/hsla() or transparent. Quote values with spaces or '#'.

            JSON output is an array with one object per value: input, hex (#rrggbbaa), srgb, displayP3, hsl, \
            oklab, oklch (arrays of numbers: components 0-1, hues in degrees), luminance (WCAG 2 relative \
            luminance) and contrast (an object with white, black and, with --against, against). Numbers are \
            rounded to 4 decimals. Exit status: 0 shown, 2 a value that is not a color.
            """)

    package enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// One JSON array.
        case json
        /// A block of aligned lines per color.
        case text
    }

    /// The colors.
    @Argument(help: "Colors, such as '#ff5073', 'rgb(10 20 30 / 50%)' or 'hsl(200 40% 30%)'.")
    package var values: [String]

    /// `--against VALUE`.
    @Option(help: "A background color to compute the contrast against, besides white and black.")
    package var against: String?

    /// `--format json|text`.
    @Option(help: "Output format: text or json.")
    package var format: Format = .text

    /// Creates the command (used by the argument parser).
    package init() {}

    /// Checks the arguments before running.
    package func validate() throws {
        guard !values.isEmpty else { throw ValidationError("give at least one color") }
    }

    /// The text to print, for tests and `run()`.
    /// - Throws: `ValidationError` naming a value that is not a color.
    package func render() throws -> String {
        let colors = try values.map { ($0, try Self.parse($0, what: "VALUE")) }
        let background = try against.map { try Self.parse($0, what: "--against") }
        let reports = colors.map { ColorReport(input: $0.0, color: $0.1, against: background) }
        switch format {
        case .json: return SourceValue.array(reports.map(\.json)).jsonText() + "\n"
        case .text: return reports.map(\.text).joined(separator: "\n")
        }
    }

    /// Prints the colors.
    package func run() throws {
        printOutput(try render(), terminator: "")
    }

    private static func parse(_ text: String, what: String) throws -> Color {
        do {
            return try Color(parsing: text)
        } catch {
            throw ValidationError("\(what): \(error)")
        }
    }
}

/// One color in every notation, for ``ColorCommand``.
struct ColorReport {
    let input: String
    let color: Color
    let against: Color?

    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    private static func numbers(_ values: [Double]) -> SourceValue {
        .array(values.map { .number(rounded($0)) })
    }

    private static func text(_ values: [Double]) -> String {
        values.map { NumberFormatting.shortest(rounded($0)) }.joined(separator: " ")
    }

    private var contrasts: [(String, Double)] {
        var pairs = [("white", color.contrastRatio(against: .white)), ("black", color.contrastRatio(against: .black))]
        if let against { pairs.append(("against", color.contrastRatio(against: against))) }
        return pairs
    }

    var json: SourceValue {
        .object(ordered: [
            ("input", .string(input)),
            ("hex", .string(color.hexString(alwaysIncludeAlpha: true))),
            ("srgb", Self.numbers([color.red, color.green, color.blue])),
            ("displayP3", Self.numbers(color.displayP3.array)),
            ("hsl", Self.numbers(color.hsl.array)),
            ("oklab", Self.numbers(color.oklab.array)),
            ("oklch", Self.numbers(color.oklch.array)),
            ("luminance", .number(Self.rounded(color.relativeLuminance))),
            ("contrast", .object(ordered: contrasts.map { ($0.0, .number(Self.rounded($0.1))) })),
        ])
    }

    var text: String {
        let hsl = color.hsl
        let alpha = color.alpha < 1 ? " / \(NumberFormatting.shortest(Self.rounded(color.alpha)))" : ""
        var rows: [[String]] = [
            ["hex", color.hexString(alwaysIncludeAlpha: true)],
            [
                "rgb",
                "rgb(\([color.red, color.green, color.blue].map { NumberFormatting.shortest(($0 * 255).rounded()) }.joined(separator: " "))\(alpha))",
            ],
            [
                "hsl",
                "hsl(\(NumberFormatting.shortest(Self.rounded(hsl.hue))) \(NumberFormatting.shortest(Self.rounded(hsl.saturation * 100)))% \(NumberFormatting.shortest(Self.rounded(hsl.lightness * 100)))%\(alpha))",
            ],
            ["display-p3", "color(display-p3 \(Self.text(color.displayP3.array))\(alpha))"],
            ["oklab", "oklab(\(Self.text(color.oklab.array))\(alpha))"],
            ["oklch", "oklch(\(Self.text(color.oklch.array))\(alpha))"],
            ["luminance", NumberFormatting.shortest(Self.rounded(color.relativeLuminance))],
        ]
        let ratios = contrasts.map { name, ratio in
            let label = name == "against" ? (against.map { "against \($0.hexString())" } ?? name) : "on \(name)"
            return "\(String(format: "%.2f", ratio)):1 \(label)"
        }
        rows.append(["contrast", ratios.joined(separator: ", ")])
        return "\(input)\n" + TextTable.render(header: nil, rows: rows, indent: "  ")
    }
}
