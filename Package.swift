// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Livery",
    platforms: [
        .iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
    ],
    products: [
        .library(name: "LiveryCore", targets: ["LiveryCore"]),
        .library(name: "LiveryYAML", targets: ["LiveryYAML"]),
        .library(name: "Livery", targets: ["Livery"]),
        .library(name: "LiveryPacks", targets: ["LiveryPacks"]),
        .library(name: "LiveryUIKit", targets: ["LiveryUIKit"]),
        .library(name: "LiveryAppKit", targets: ["LiveryAppKit"]),
        .library(name: "LiverySwiftUI", targets: ["LiverySwiftUI"]),
        .executable(name: "livery", targets: ["livery"]),
        .plugin(name: "LiveryTokens", targets: ["LiveryTokensPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        // Values only: colors, tokens, token files, resolution, compiled tables. Foundation only.
        .target(name: "LiveryCore"),
        // DTCG token files written as YAML. Kept out of LiveryCore so the core stays dependency-free.
        .target(name: "LiveryYAML", dependencies: ["LiveryCore", "Yams"]),
        // The runtime: theme managers, bindings, styles.
        .target(name: "Livery", dependencies: ["LiveryCore"]),
        // Theme pack archives.
        .target(name: "LiveryPacks", dependencies: ["LiveryCore"]),
        // Thin Apple-platform adapters; their sources are guarded by `#if canImport(...)`.
        .target(name: "LiveryUIKit", dependencies: ["Livery"]),
        .target(name: "LiveryAppKit", dependencies: ["Livery"]),
        .target(name: "LiverySwiftUI", dependencies: ["Livery"]),
        // The commands of the `livery` tool, as a library so tests can call them.
        .target(
            name: "LiveryCLI",
            dependencies: [
                "LiveryCore", "LiveryYAML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "livery", dependencies: ["LiveryCLI"]),
        // Generates typed token accessors (`livery export --format swift`) for a target at build time.
        .plugin(name: "LiveryTokensPlugin", capability: .buildTool(), dependencies: ["livery"]),
        .testTarget(name: "LiveryCoreTests", dependencies: ["LiveryCore"]),
        .testTarget(name: "LiveryYAMLTests", dependencies: ["LiveryYAML"]),
        .testTarget(name: "LiveryTests", dependencies: ["Livery"]),
        .testTarget(name: "LiveryCLITests", dependencies: ["LiveryCLI"]),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (libFuzzer), built only by `.ci/fuzz` with LIVERY_FUZZ=1 and `-sanitize=fuzzer,address`; an app
// that depends on Livery never sees them.
if Context.environment["LIVERY_FUZZ"] != nil {
    for (name, dependencies) in [
        ("FuzzColor", ["LiveryCore"]), ("FuzzDTCG", ["LiveryCore"]), ("FuzzLegacy", ["LiveryCore"]),
        ("FuzzResolver", ["LiveryCore"]), ("FuzzYAML", ["LiveryCore", "LiveryYAML"]),
        ("FuzzStylesheet", ["Livery"]),
    ] {
        package.targets.append(
            .executableTarget(
                name: name, dependencies: (dependencies + ["FuzzSupport"]).map { .target(name: $0) },
                path: "Fuzz/\(name)", swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    }
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"))
}
