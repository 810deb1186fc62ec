import ArgumentParser
import Foundation
import LiveryCore

/// `livery generate`: a Material dynamic color scheme from a seed color, written as DTCG token files.
package struct GenerateCommand: ParsableCommand {
    /// The command's name and help.
    package static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate a Material color scheme from a seed color as DTCG token files.",
        discussion: """
            Writes to --output (default: generated) a DTCG resolver document, material.resolver.json, with two \
            modifiers: mode (light, dark) and contrast (one context per --contrast level: reduced for -1, \
            standard for 0, medium for 0.5, high for 1, level-N otherwise). Every permutation defines \
            md.sys.color.ROLE for each of Material's color roles (primary, on-primary, surface-container-high…), \
            computed as material-color-utilities does. With --map ROLES.json (an object from role names to token \
            paths, such as {"surface": "color.background.canvas"}), the base set also gives the app's tokens as \
            aliases of their roles.

            The files load with 'livery lint', 'livery resolve' and 'livery build' like any resolver document, \
            and at run time as a ThemeSpace. Exit status: 0 written, 2 bad arguments or an unreadable map.

            Examples:
              livery generate --seed '#6750A4'
              livery generate --seed '#6750A4' --scheme vibrant --contrast 0,0.5,1 --spec 2025 \\
                --map Examples/Themes/scheme-roles.json --output Theme/Generated
            """)

    /// The seed color.
    @Option(help: "The seed color: #rrggbb or any color 'livery color' reads.")
    package var seed: String

    /// `--scheme`.
    @Option(
        help: ArgumentHelp(
            "The scheme variant.",
            discussion: SchemeVariant.allCases.map(\.rawValue).joined(separator: ", ")))
    package var scheme: String = SchemeVariant.tonalSpot.rawValue

    /// `--contrast`.
    @Option(help: "Contrast levels from -1 to 1, comma-separated; the first is the default context.")
    package var contrast: String = "0,1"

    /// `--spec`.
    @Option(
        help: "The Material color spec: 2021 or 2025 (2025 exists for neutral, tonal-spot, vibrant and expressive).")
    package var spec: String = DynamicScheme.SpecVersion.spec2021.rawValue

    /// `--map`.
    @Option(help: "A role map: JSON from role names to the app's token paths, written as aliases of their roles.")
    package var map: String?

    /// `--output`.
    @Option(name: .shortAndLong, help: "The folder to write the token files and the resolver document to.")
    package var output: String = "generated"

    /// The most contrast levels one command writes.
    package static let maximumContrastLevels = 8

    /// Creates the command (used by the argument parser).
    package init() {}

    /// The files (``MaterialTokenFiles``), for tests and `run()`.
    /// - Throws: `ValidationError` for bad arguments, ``CLIError`` for a role map that cannot be read.
    package func render() throws -> [MaterialTokenFiles.File] {
        let seedColor: Color
        do {
            seedColor = try Color(parsing: seed)
        } catch {
            throw ValidationError("--seed: \(error)")
        }
        guard let variant = SchemeVariant(rawValue: scheme) else {
            throw ValidationError(
                "--scheme: '\(scheme)' is not a variant; use one of \(SchemeVariant.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        guard let specVersion = DynamicScheme.SpecVersion(rawValue: spec) else {
            throw ValidationError("--spec: '\(spec)' is not a spec version; use 2021 or 2025")
        }
        // The library falls back to the 2021 colours for a variant the 2025 spec does not define, as the
        // reference does; files labelled 2025 would then say what they are not.
        guard specVersion != .spec2025 || variant.hasSpec2025 else {
            throw ValidationError(
                "--spec 2025: the 2025 spec defines neutral, tonal-spot, vibrant and expressive; '\(variant.rawValue)' "
                    + "has the 2021 spec only (drop --spec, or choose one of those)")
        }
        let levels = try Self.contrastLevels(contrast)
        let roleMap: SchemeRoleMap?
        do {
            roleMap = try map.map { try SchemeRoleMap(contentsOf: URL(fileURLWithPath: $0)) }
        } catch {
            throw CLIError.badInput("\(error)")
        }
        return MaterialTokenFiles(
            seed: seedColor, variant: variant, spec: specVersion, contrastLevels: levels, roleMap: roleMap
        ).files()
    }

    /// Writes the files.
    package func run() throws {
        let folder = URL(fileURLWithPath: output)
        let files = try render()
        // The role map is read before anything is written, and is never written over: `--map app.tokens.json -o .`
        // (or a map named like a generated file) would replace it with its own aliases.
        if let map {
            let input = OutputGuard.real(URL(fileURLWithPath: map))
            for file in files where OutputGuard.real(folder.appendingPathComponent(file.name)) == input {
                throw CLIError.badInput(
                    "\(output)/\(file.name) is the --map file; livery generate never writes over its inputs: "
                        + "write to another --output folder")
            }
        }
        try OutputFile.checkSizes(files.map { (folder.appendingPathComponent($0.name), $0.contents) })
        for file in files {
            try OutputFile.write(file.contents, to: folder.appendingPathComponent(file.name))
        }
        printReport("wrote \(files.count) files to \(output) (\(files.map(\.name).joined(separator: ", ")))")
    }

    // MARK: - Parts

    /// `--contrast`: finite levels in −1...1, no repeats, at most ``maximumContrastLevels``.
    static func contrastLevels(_ text: String) throws -> [Double] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard items.count <= maximumContrastLevels else {
            throw ValidationError("--contrast: at most \(maximumContrastLevels) levels")
        }
        var levels: [Double] = []
        for item in items {
            guard let level = Double(item), level.isFinite, (-1...1).contains(level) else {
                throw ValidationError("--contrast: '\(item)' is not a level from -1 to 1")
            }
            guard !levels.contains(level) else { throw ValidationError("--contrast: \(item) is given twice") }
            levels.append(level)
        }
        return levels
    }
}
