// swift-tools-version: 6.1
// An app that gets typed token accessors from the LiveryTokens build-tool plugin. `.ci/plugin` builds and runs it.
import PackageDescription

let package = Package(
    name: "PluginApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Livery", path: "../../..")],
    targets: [
        .executableTarget(
            name: "PluginApp",
            dependencies: [.product(name: "LiveryCore", package: "Livery")],
            plugins: [.plugin(name: "LiveryTokens", package: "Livery")]
        ),
        // The same tokens through a livery.config.json: the plugin runs `livery build` with its options.
        .executableTarget(
            name: "ConfigApp",
            dependencies: [.product(name: "LiveryCore", package: "Livery")],
            plugins: [.plugin(name: "LiveryTokens", package: "Livery")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
