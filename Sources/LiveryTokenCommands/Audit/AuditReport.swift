import Foundation
import LiveryCore

/// `livery audit`'s output: a line per pair, JSON, or an HTML page with swatches.
extension ContrastAudit {
    var failureCount: Int { results.filter(\.isFailure).count }

    /// `7:1`, `4.5:1`: rounded down, so a ratio just under a minimum never prints as the minimum.
    static func ratio(_ value: Double) -> String { Linter.ratio(value) }

    // MARK: - Text

    func text() -> String {
        var lines: [String] = []
        for result in results {
            let cvd = result.simulated.map { "\($0.deficiency.rawValue.prefix(4)) \(Self.ratio($0.ratio))" }
                .joined(separator: ", ")
            var line =
                "\(result.isFailure ? "FAIL" : "ok  ") \(result.theme): \(result.pair.foreground.dotted) on "
                + "\(result.pair.background.dotted) \(Self.ratio(result.ratio)) (minimum \(Self.ratio(result.pair.minimum)); \(cvd))"
            if !result.passes {
                line += " below the minimum"
            } else if !result.failingDeficiencies.isEmpty {
                line += " below the minimum for \(result.failingDeficiencies.map(\.rawValue).joined(separator: ", "))"
            }
            if !result.indistinguishableDeficiencies.isEmpty {
                line +=
                    "; indistinguishable for \(result.indistinguishableDeficiencies.map(\.rawValue).joined(separator: ", "))"
            }
            if result.isFailure {
                if let suggestion = result.suggestion {
                    let ratio = ContrastDeclaration.ratio(foreground: suggestion, background: result.background)
                    line += "; suggest \(suggestion.hexString()) (\(Self.ratio(ratio)))"
                } else if result.foreground.alpha < 1 {
                    line +=
                        "; no tone of its hue and chroma reaches the minimum at its opacity "
                        + "(\(Int((result.foreground.alpha * 100).rounded()))%)"
                } else {
                    line += "; no tone of its hue and chroma reaches the minimum"
                }
            }
            lines.append(line)
        }
        lines += skipped.map { "skipped \($0)" }
        lines.append(summary)
        // Theme names and token paths come from the input: for a person, so shown with their controls escaped.
        return lines.map(Escaping.terminal).joined(separator: "\n") + "\n"
    }

    /// The closing line: how many pairs in how many themes, and how many fail.
    var summary: String {
        failureCount == 0
            ? "no failures: \(results.count) pairs in \(themeCount) themes, for normal vision and 3 simulated deficiencies"
            : "\(failureCount) of \(results.count) pairs fail in \(themeCount) themes"
    }

    // MARK: - JSON

    func json() -> String {
        let entries: [SourceValue] = results.map { result in
            var members: [(String, SourceValue)] = [
                ("theme", .string(result.theme)),
                ("foreground", .string(result.pair.foreground.dotted)),
                ("background", .string(result.pair.background.dotted)),
                ("declaredAt", .string(result.pair.declaredAt)),
                ("minimum", .number(result.pair.minimum)),
                ("foregroundColor", .string(result.foreground.hexString(alwaysIncludeAlpha: true))),
                ("backgroundColor", .string(result.background.hexString(alwaysIncludeAlpha: true))),
                ("ratio", .number(Self.rounded(result.ratio))),
                ("passes", .bool(result.passes)),
                (
                    "simulated",
                    .object(
                        ordered: result.simulated.map {
                            (
                                $0.deficiency.rawValue,
                                .object(ordered: [
                                    ("ratio", .number(Self.rounded($0.ratio))),
                                    ("passes", .bool($0.ratio >= result.pair.minimum)),
                                    ("distance", .number((($0.distance * 1000).rounded()) / 1000)),
                                    ("indistinguishable", .bool($0.distance < ContrastAudit.justNoticeableDistance)),
                                ])
                            )
                        })
                ),
            ]
            if let suggestion = result.suggestion {
                members.append(
                    (
                        "suggestion",
                        .object(ordered: [
                            ("value", .string(suggestion.hexString())),
                            (
                                "ratio",
                                .number(
                                    Self.rounded(
                                        ContrastDeclaration.ratio(foreground: suggestion, background: result.background)
                                    ))
                            ),
                        ])
                    ))
            } else {
                members.append(("suggestion", .null))
            }
            return .object(ordered: members)
        }
        return SourceValue.object(ordered: [
            ("pairs", .number(Double(results.count))),
            ("failures", .number(Double(failureCount))),
            ("results", .array(entries)),
            ("skipped", .array(skipped.map { .string($0) })),
        ]).jsonText() + "\n"
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded(.down) / 100 }

    // MARK: - HTML

    func html(title: String) -> String {
        func swatch(_ foreground: Color, _ background: Color) -> String {
            "<span class=\"swatch\" style=\"color:\(foreground.hexString(alwaysIncludeAlpha: true));"
                + "background:\(background.hexString(alwaysIncludeAlpha: true))\">Aa</span>"
        }
        var rows = ""
        for result in results {
            let cvd = result.simulated.map { entry in
                let fg = result.foreground.simulating(entry.deficiency).clampedToSRGB
                let bg = result.background.simulating(entry.deficiency).clampedToSRGB
                let merged = entry.distance < ContrastAudit.justNoticeableDistance
                let verdict = entry.ratio >= result.pair.minimum && !merged ? "" : " class=\"fail\""
                return
                    "<td\(verdict)>\(swatch(fg, bg)) \(Self.ratio(entry.ratio))\(merged ? " indistinguishable" : "")</td>"
            }.joined()
            let suggestion =
                result.suggestion.map {
                    "\(swatch($0, result.background)) <code>\($0.hexString())</code> "
                        + Self.ratio(ContrastDeclaration.ratio(foreground: $0, background: result.background))
                } ?? (result.isFailure ? "none" : "")
            rows += """
                <tr\(result.isFailure ? " class=\"failing\"" : "")><td>\(SourceText.xml(result.theme))</td>\
                <td><code>\(SourceText.xml(result.pair.foreground.dotted))</code> on \
                <code>\(SourceText.xml(result.pair.background.dotted))</code></td>\
                <td>\(swatch(result.foreground, result.background))</td>\
                <td\(result.passes ? "" : " class=\"fail\"")>\(Self.ratio(result.ratio)) / \(Self.ratio(result.pair.minimum))</td>\
                \(cvd)<td>\(suggestion)</td></tr>

                """
        }
        let summary =
            failureCount == 0
            ? "No failures: \(results.count) pairs, normal vision and three simulated deficiencies."
            : "\(failureCount) of \(results.count) pairs fail."
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(SourceText.xml(title))</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 2em; }
            table { border-collapse: collapse; } td, th { padding: 4px 8px; border-bottom: 1px solid #ddd; text-align: left; }
            .swatch { display: inline-block; padding: 2px 8px; border: 1px solid #ccc; font-weight: 600; }
            .fail { color: #b00020; font-weight: 600; } tr.failing { background: #fff4f4; }
            </style></head><body>
            <h1>\(SourceText.xml(title))</h1>
            <p>\(summary) Ratios are WCAG 2 contrast; deficiencies are simulated at full severity (Machado et al. 2009). \
            A suggestion keeps the foreground's HCT hue and chroma at the nearest tone that passes everywhere.</p>
            <table><thead><tr><th>Theme</th><th>Pair</th><th>Colors</th><th>Ratio / minimum</th>\
            <th>Protanopia</th><th>Deuteranopia</th><th>Tritanopia</th><th>Suggestion</th></tr></thead><tbody>
            \(rows)</tbody></table>
            </body></html>

            """
    }
}
