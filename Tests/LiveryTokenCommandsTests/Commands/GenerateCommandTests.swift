import Foundation
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryCLI
@testable import LiveryTokenCommands

@Suite("livery generate")
struct GenerateCommandTests {
    static let roleMapPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Examples/Themes/scheme-roles.json").standardized.path

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("generate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the written resolver loads as a space whose every permutation is the scheme, role for role")
    func writesAResolver() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try GenerateCommand.parse([
            "--seed", "#6750A4", "--scheme", "vibrant", "--contrast", "0,0.5,1", "--spec", "2025", "--map",
            Self.roleMapPath, "--output", folder.path,
        ])
        try command.run()
        let resolver = try ResolverDocument.load(contentsOf: folder.appendingPathComponent("material.resolver.json"))
        let space = try ThemeSpace(resolver: resolver)
        #expect(space.dimensions.map(\.name).sorted() == ["contrast", "mode"])
        let roleMap = try SchemeRoleMap(contentsOf: URL(fileURLWithPath: Self.roleMapPath))
        var checked = 0
        for (contrastName, level) in [("standard", 0.0), ("medium", 0.5), ("high", 1.0)] {
            for mode in ["light", "dark"] {
                let selection = ["mode": mode, "contrast": contrastName]
                let table = try ThemeSet(themes: [space.source(for: selection)]).compile().defaultTable
                let scheme = DynamicScheme(
                    sourceColor: HCT(argb: 0xFF67_50A4), variant: .vibrant, isDark: mode == "dark",
                    contrastLevel: level, specVersion: .spec2025)
                for role in scheme.roles {
                    let expected = try #require(scheme.color(role)).color.hexString()
                    #expect(
                        table.color("md.sys.color.\(role.tokenName)")?.hexString() == expected, "\(role) \(selection)")
                    checked += 1
                }
                for (role, paths) in roleMap.tokens {
                    for path in paths {
                        #expect(table.color(path.dotted)?.hexString() == scheme.color(role)?.color.hexString())
                    }
                }
            }
        }
        #expect(checked == 6 * SchemeRole.allCases.count)
    }

    @Test("livery lint reads the output without a finding")
    func lintsClean() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try GenerateCommand.parse(["--seed", "#006a6a", "--output", folder.path])
        try command.run()
        let lint = try LintCommand.parse([folder.appendingPathComponent("material.resolver.json").path])
        let report = try lint.render()
        #expect(!report.hasFindings, "\(report.output)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    @Test(
        "bad arguments are refused before anything is written",
        arguments: [
            (["--seed", "notacolor"], "--seed"), (["--seed", "#fff", "--scheme", "pastel"], "--scheme"),
            (["--seed", "#fff", "--spec", "2024"], "--spec"), (["--seed", "#fff", "--contrast", "2"], "--contrast"),
            (["--seed", "#fff", "--contrast", "0,0"], "twice"),
            (["--seed", "#fff", "--contrast", "nan"], "--contrast"),
            (["--seed", "#fff", "--contrast", "0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8"], "at most 8"),
            (["--seed", "#fff", "--map", "/nonexistent/roles.json"], "/nonexistent/roles.json"),
        ])
    func refusals(_ arguments: [String], _ expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            let command = try GenerateCommand.parse(arguments + ["--output", folder.path])
            try command.run()
        } throws: { error in
            "\(error)".contains(expected)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
