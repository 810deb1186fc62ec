// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Livery",
    // The oldest systems Livery supports. Nothing in the libraries needs a newer one: Observation, which needs
    // iOS 17 / macOS 14, is used where the system has it (Sources/Livery/Manager/ChangeObservation.swift).
    platforms: [
        .iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        .library(name: "LiveryCore", targets: ["LiveryCore"]),
        .library(name: "LiveryYAML", targets: ["LiveryYAML"]),
        .library(name: "Livery", targets: ["Livery"]),
        .library(name: "LiveryPacks", targets: ["LiveryPacks"]),
        .library(name: "LiveryUIKit", targets: ["LiveryUIKit"]),
        .library(name: "LiveryAppKit", targets: ["LiveryAppKit"]),
        .library(name: "LiverySwiftUI", targets: ["LiverySwiftUI"]),
        .library(name: "LiveryObjC", targets: ["LiveryObjC"]),
        .executable(name: "livery", targets: ["livery"]),
        .plugin(name: "LiveryTokens", targets: ["LiveryTokensPlugin"]),
    ],
    // Lower bounds, not exact versions, so an app resolves Livery beside its own copies of these packages.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Pack signatures: Ed25519 (CryptoKit on Apple platforms, BoringSSL elsewhere) and SHA-256.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // Pack archives: zip reading with per-entry streaming, so limits hold while extracting.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // `livery build` custom formats: a team's own output format as a Mustache template, without Swift.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // `livery mcp`: the Model Context Protocol's official Swift SDK. It is before 1.0 and breaks on minor
        // releases, so it is pinned exactly; only the `livery` tool links it (LiveryMCP), no library product and
        // not the build plugin's tool.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        // Tests only: a real HTTP server on 127.0.0.1 for pack downloads.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Tests only: property and model-based tests (the switch model), with seeds to rerun and shrinking.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Values and file formats: colors, tokens, token files, stylesheets (.lss), resolution, compiled tables.
        // Foundation only.
        .target(
            name: "LiveryCore",
            // The Material color port's notes and the Apache-2.0 license of the code it ports.
            exclude: ["Material/README.md", "Material/LICENSE-material-color-utilities"]),
        // DTCG token files written as YAML. Kept out of LiveryCore so the core stays dependency-free.
        .target(name: "LiveryYAML", dependencies: ["LiveryCore", "Yams"]),
        // The Swift runtime's entry points for unowned references, called by the runtime's registry of bound
        // objects where there is no Objective-C runtime (Linux). C, so that the calls are ordinary C calls.
        .target(name: "CLiveryRuntime"),
        // The runtime: theme managers, bindings, styles applied to objects.
        .target(name: "Livery", dependencies: ["LiveryCore", "CLiveryRuntime"]),
        // Theme pack archives: signed, checked, installed atomically, loaded into a manager.
        .target(
            name: "LiveryPacks",
            dependencies: [
                "Livery", .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        // Thin Apple-platform adapters; their sources are guarded by `#if canImport(...)`.
        .target(name: "LiveryUIKit", dependencies: ["Livery"]),
        .target(name: "LiveryAppKit", dependencies: ["Livery"]),
        // The platform adapters load images for SwiftUI's views as they do for their own. Unconditional: each
        // adapter compiles to an empty module where its framework is missing, and a platform-conditional
        // dependency left LiveryAppKit unbuilt on Linux, where the documentation stage needs its module.
        .target(name: "LiverySwiftUI", dependencies: ["Livery", "LiveryUIKit", "LiveryAppKit"]),
        // The Objective-C interface (UIKit): a thin layer over the Swift API for Objective-C and mixed apps.
        // Its own product, so Swift apps carry no Objective-C metadata and no pack code they do not use.
        .target(name: "LiveryObjC", dependencies: ["Livery", "LiveryUIKit", "LiveryPacks"]),
        // `livery demo`: a themed terminal app (widgets, renderer, raw-mode terminal) on the Livery runtime.
        .target(name: "LiveryDemo", dependencies: ["Livery"]),
        // The token commands of the `livery` tool (lint, resolve, color, convert, export, preview), as a library
        // so tests can call them. File formats only, no runtime and no pack dependencies, so the build-tool
        // plugin's tool stays small.
        .target(
            name: "LiveryTokenCommands",
            dependencies: [
                "LiveryCore", "LiveryYAML",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // `livery mcp`: the token workspace of LiveryTokenCommands served over the Model Context Protocol.
        .target(
            name: "LiveryMCP",
            dependencies: [
                "LiveryTokenCommands", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The `livery` command: the token commands, the pack commands (keygen, pack, verify), the demo and the
        // MCP server.
        .target(
            name: "LiveryCLI",
            dependencies: [
                "LiveryTokenCommands", "LiveryPacks", "LiveryDemo", "LiveryMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "livery", dependencies: ["LiveryCLI"]),
        // The plugin's tool: `livery export` alone, built without swift-crypto and ZIPFoundation.
        .executableTarget(name: "livery-tokens", dependencies: ["LiveryTokenCommands"]),
        // Generates typed token accessors (`livery export --format swift`) for a target at build time.
        .plugin(name: "LiveryTokensPlugin", capability: .buildTool(), dependencies: ["livery-tokens"]),
        // What several test targets share: temporary folders, the repository's paths, golden files. Foundation
        // only, so the core and runtime tests build without the tool (the thread-sanitizer stage builds just them).
        .target(name: "LiveryTestSupport", path: "Tests/LiveryTestSupport"),
        // The `livery` tool run in-process, its output collected: for the tests of the tool's commands.
        .target(
            name: "LiveryToolTestSupport", dependencies: ["LiveryCLI", "LiveryTokenCommands", "LiveryTestSupport"],
            path: "Tests/LiveryToolTestSupport"),
        .testTarget(name: "LiveryCoreTests", dependencies: ["LiveryCore", "LiveryTestSupport"]),
        .testTarget(name: "LiveryYAMLTests", dependencies: ["LiveryYAML"]),
        .testTarget(name: "LiveryObjCTests", dependencies: ["LiveryObjC", "LiveryTestSupport"]),
        .testTarget(
            name: "LiveryTests",
            dependencies: [
                "Livery", "LiveryTestSupport", "livery-launch-helper",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        // Compiled with optimization in every configuration: the key-path subscripts take another route when the
        // optimizer specializes their closures for literal key paths, and these tests check that route.
        .testTarget(
            name: "LiveryOptimizedTests", dependencies: ["Livery"], swiftSettings: [.unsafeFlags(["-O"])]),
        .testTarget(
            name: "LiveryCLITests",
            dependencies: [
                "Livery", "LiveryCLI", "LiveryTokenCommands", "LiveryPacks", "LiveryTestSupport",
                "LiveryToolTestSupport",
            ]),
        .testTarget(
            name: "LiveryTokenCommandsTests",
            dependencies: ["LiveryTokenCommands", "LiveryCLI", "LiveryTestSupport", "LiveryToolTestSupport"]),
        // Goldens/ holds the expected frames, read from the source tree by path (not bundled).
        .testTarget(
            name: "LiveryDemoTests", dependencies: ["LiveryDemo", "LiveryCLI", "LiveryTestSupport"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "LiveryPacksTests",
            dependencies: [
                "LiveryPacks", "livery-crash-helper", .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The killed-process test's helper (LiveryPacksTests/Install/KilledProcessTests): installs packs and writes a
        // store in a loop until SIGKILL. Not a product: apps never see it.
        .executableTarget(name: "livery-crash-helper", dependencies: ["LiveryPacks"], path: "Tests/CrashHelper"),
        // Two launches of an app in two processes (LiveryTests/Persistence/PersistenceTests): the first saves a choice
        // with the default store, the second restores it. Not a product.
        .executableTarget(name: "livery-launch-helper", dependencies: ["Livery"], path: "Tests/LaunchHelper"),
    ],
    swiftLanguageModes: [.v6]
)

// Fuzz targets (libFuzzer), built only by `.ci/fuzz` with LIVERY_FUZZ=1 and `-sanitize=fuzzer,address`; an app
// that depends on Livery never sees them.
if Context.environment["LIVERY_FUZZ"] != nil {
    for (name, dependencies) in [
        ("FuzzColor", ["LiveryCore"]), ("FuzzDTCG", ["LiveryCore"]), ("FuzzLegacy", ["LiveryCore"]),
        ("FuzzResolver", ["LiveryCore"]), ("FuzzYAML", ["LiveryCore", "LiveryYAML"]), ("FuzzFontNames", ["LiveryCore"]),
        ("FuzzStylesheet", ["LiveryCore"]), ("FuzzManifest", ["LiveryPacks"]),
        ("FuzzPackArchive", ["LiveryPacks"]), ("FuzzTokensStudio", ["LiveryCore"]), ("FuzzMath", ["LiveryCore"]),
        ("FuzzExpression", ["LiveryCore"]), ("FuzzTemplate", ["LiveryTokenCommands"]),
        ("FuzzConfig", ["LiveryTokenCommands"]), ("FuzzPathGlob", ["LiveryTokenCommands"]),
        ("FuzzRevision", ["LiveryTokenCommands"]), ("FuzzJSON5", ["LiveryCore"]),
    ] {
        package.targets.append(
            .executableTarget(
                name: name, dependencies: (dependencies + ["FuzzSupport"]).map { .target(name: $0) },
                path: "Fuzz/\(name)", swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    }
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"))
}

// LIVERY_TEST_TARGETS=A,B keeps only those test targets and what they depend on. `swift test` builds every target
// of the package, so without it the thread-sanitizer stage of .ci/run, which runs tests of two targets, would build
// the whole tool and its dependencies (BoringSSL among them) instrumented, for tests that never reach them.
if let names = Context.environment["LIVERY_TEST_TARGETS"] {
    let targets = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set<String>()
    var pending = names.split(separator: ",").map(String.init)
    while let name = pending.popLast() {
        guard let target = targets[name], kept.insert(name).inserted else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            case .productItem: break
            @unknown default: break
            }
        }
    }
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { product in
        let targets =
            (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets
            ?? (product as? Product.Plugin)?.targets ?? []
        return !targets.allSatisfy(kept.contains)
    }
}

// LIVERY_WITHOUT_PLUGIN=1 leaves the build-tool plugin out. SwiftPM builds a plugin's tool for the host as a
// second copy of the modules it needs (the `-tool` modules: LiveryCore, Livery, LiveryYAML, the token commands and
// their dependencies, compiled twice). CI's release and address-sanitizer builds, which compile those sources once
// already, set it; the debug build, `swift test` and .ci/plugin build the plugin.
if Context.environment["LIVERY_WITHOUT_PLUGIN"] != nil {
    package.products.removeAll { $0 is Product.Plugin }
    package.targets.removeAll { $0.type == .plugin }
}
