import Foundation
import LiveryCore

/// A font file that ships with the tokens (a theme pack's `fonts`), with the names it declares.
package struct ShippedFont: Sendable {
    /// The file's path as the pack lists it (`fonts/LobsterTwo-BoldItalic.otf`).
    package let path: String
    /// Its names.
    package let names: FontFileNames

    /// The largest font file read: 64 MiB, above the largest font collections (Noto's CJK collections are about
    /// 40 MB) and below what a pack may hold in all (`PackLimits`, 128 MiB expanded).
    package static let maximumSize = 64 << 20

    /// Reads the font at `path` under `folder` (a pack's source or extracted folder): a regular file of at most
    /// ``maximumSize`` bytes (a FIFO would block the read, a device never end it).
    /// - Throws: `FileContents.Failure` ("it is a FIFO, not a regular file"), or `FontFileNames.Malformed`
    ///   (LiveryCore).
    package init(path: String, in folder: URL) throws {
        self.path = path
        names = try FontFileNames(data: FileContents.read(folder.appendingPathComponent(path), limit: Self.maximumSize))
    }
}

extension Linter {
    /// Font families in tokens that name a shipped font by something other than its family: its PostScript or
    /// full name, or its family in another case or spacing. Platforms look fonts up by exact family (UIKit's
    /// `familyNames`, a CSS `font-family`), so such a token silently gets its fallback; the finding says which
    /// family to write. Each written name is reported once, at a `fontFamily` token holding it when there is
    /// one (typography tokens that alias it then need no change of their own), else at the first typography
    /// token, by path.
    func fontFamilyFindings(in resolved: [(name: String, theme: ResolvedTheme)]) -> [LintFinding] {
        guard !fonts.isEmpty else { return [] }
        // Per written name, the token to report it at: `fontFamily` tokens first, then by path.
        var sites: [String: (rank: Int, path: String, token: ResolvedToken)] = [:]
        for (_, theme) in resolved {
            for token in theme.tokens {
                let families: [String]
                switch token.value {
                case .fontFamily(let names): families = names
                case .typography(let typography): families = typography.fontFamily
                default: continue
                }
                let candidate = (rank: token.type == .fontFamily ? 0 : 1, path: token.path.dotted, token: token)
                for family in families {
                    if let site = sites[family], (site.rank, site.path) <= (candidate.rank, candidate.path) { continue }
                    sites[family] = candidate
                }
            }
        }
        var findings: [LintFinding] = []
        for (family, site) in sites {
            guard let problem = problem(naming: family) else { continue }
            findings.append(
                LintFinding(
                    kind: .fontFamily, theme: nil, tokenPath: site.token.path.dotted,
                    location: site.token.definition.location, message: problem))
        }
        return findings.sorted { ($0.tokenPath ?? "", $0.message) < ($1.tokenPath ?? "", $1.message) }
    }

    /// What is wrong with a family name that is close to a shipped font's, or `nil` when it is a shipped
    /// family exactly or unrelated to every shipped font (a system font such as Georgia).
    private func problem(naming family: String) -> String? {
        if fonts.contains(where: { $0.names.families.contains(family) }) { return nil }
        func squeezed(_ name: String) -> String {
            String(name.lowercased().filter { !" -_".contains($0) })
        }
        for font in fonts {
            let expected = font.names.families.map { "'\($0)'" }.joined(separator: " or ")
            let what: String
            if font.names.postScriptNames.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) {
                what = "the PostScript name of \(font.path)"
            } else if font.names.fullNames.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) {
                what = "the full name of \(font.path)"
            } else if font.names.families.contains(where: { squeezed($0) == squeezed(family) }) {
                what = "the family of \(font.path) written in another case or spacing"
            } else {
                continue
            }
            return "names the font '\(family)', \(what); platforms look fonts up by family name, so this gets "
                + "the fallback font: write \(expected)"
        }
        return nil
    }
}
