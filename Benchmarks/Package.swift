// swift-tools-version: 6.1
// Livery's benchmarks, kept out of the library package so apps never resolve the benchmark harness.
// Run them with `Benchmarks/run` (see Benchmarks/README.md); `.ci/run` builds them so they cannot rot.
import PackageDescription

let package = Package(
    name: "LiveryBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Livery", path: ".."),
        // ordo-one/benchmark: wall clock, malloc counts and custom metrics per benchmark. The malloc interposer
        // trait gives allocation counts on Linux.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LiveryBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Livery", package: "Livery"),
                "HeapInUse",
            ],
            path: "Benchmarks/LiveryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The heap's bytes in use, for what a structure retains (the theme-space memory benchmark).
        .target(name: "HeapInUse", path: "Benchmarks/HeapInUse"),
    ],
    swiftLanguageModes: [.v6]
)
