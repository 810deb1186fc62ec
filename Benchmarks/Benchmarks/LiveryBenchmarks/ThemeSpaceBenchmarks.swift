import Benchmark
import Foundation
import HeapInUse
import Livery

// Issue 38's figures for theme spaces, over a four-dimension space of 2,000 tokens (3 brands × 2 modes ×
// 2 contrasts × 3 densities, 36 permutations, aliases from each dimension into the ones before it):
// - selecting one dimension when the permutation is kept, against a plain switch between two registered themes
//   with the same tokens and the same bindings (target ≤ 1.2×);
// - the first visit of a permutation (compiled, laid out, applied) against compiling it alone;
// - the heap that 36 kept permutations hold, against 36 permutations each registered as its own theme set.

enum SpaceFixtures {
    static let brands = ["acme", "globex", "initech"]
    static let densities = ["compact", "regular", "spacious"]

    /// The space: 1,600 palette colors; per brand 150 `brand.*` colors aliasing the palette; per mode 200
    /// `color.*` colors, half aliasing the brand's; per contrast 40 `contrast.*` colors (the high contrast's
    /// aliasing the mode's); per density 10 `space.*` dimensions. 2,000 tokens in every permutation.
    static func space() throws -> ThemeSpace {
        let loader = TokenLoader()
        func colors(_ group: String, _ members: [String]) throws -> TokenDocument {
            try loader.load(
                text: "{\"\(group)\": {\"$type\": \"color\", \(members.joined(separator: ", "))}}",
                file: "\(group)-\(members.count)-\(members.first ?? "").tokens.json")
        }
        let palette = try colors("palette", (0..<1_600).map { "\"p\($0)\": {\"$value\": \"\(Fixtures.hex($0))\"}" })
        let brands = try brands.enumerated().map { seed, name in
            (
                name,
                [
                    try colors(
                        "brand",
                        (0..<150).map { "\"t\($0)\": {\"$value\": \"{palette.p\(($0 * 7 + seed * 131) % 1_600)}\"}" })
                ]
            )
        }
        let modes = try ["light", "dark"].enumerated().map { seed, name in
            (
                name,
                [
                    try colors(
                        "color",
                        (0..<200).map { index in
                            index % 2 == 0
                                ? "\"m\(index)\": {\"$value\": \"{brand.t\(index % 150)}\"}"
                                : "\"m\(index)\": {\"$value\": \"{palette.p\((index * 13 + seed * 400) % 1_600)}\"}"
                        })
                ]
            )
        }
        let contrasts = try ["standard", "high"].map { name in
            (
                name,
                [
                    try colors(
                        "contrast",
                        (0..<40).map { index in
                            name == "high"
                                ? "\"x\(index)\": {\"$value\": \"{color.m\(index * 5)}\"}"
                                : "\"x\(index)\": {\"$value\": \"{palette.p\(index * 11)}\"}"
                        })
                ]
            )
        }
        let densities = try densities.enumerated().map { scale, name in
            let members = (0..<10).map {
                "\"s\($0)\": {\"$value\": {\"value\": \(($0 + 1) * (scale + 1) * 2), \"unit\": \"px\"}}"
            }
            let text = "{\"space\": {\"$type\": \"dimension\", \(members.joined(separator: ", "))}}"
            return (name, [try loader.load(text: text, file: "\(name).tokens.json")])
        }
        return try ThemeSpace(
            base: [palette],
            dimensions: [
                .init(name: "brand", contexts: brands), .init(name: "mode", contexts: modes),
                .init(name: "contrast", contexts: contrasts), .init(name: "density", contexts: densities),
            ])
    }

    /// Every selection, one dimension changing between neighbours (brand slowest, density fastest, each
    /// inner dimension running back and forth).
    static func walk(_ space: ThemeSpace) -> [[String: String]] {
        var result: [[String: String]] = [[:]]
        for dimension in space.dimensions {
            var next: [[String: String]] = []
            for (index, partial) in result.enumerated() {
                let contexts = index % 2 == 0 ? dimension.contexts : dimension.contexts.reversed()
                next += contexts.map { partial.merging([dimension.name: $0]) { $1 } }
            }
            result = next
        }
        return result
    }

    /// 10,000 views whose three colors are bound to tokens of the mode, brand and contrast dimensions.
    @MainActor
    static func boundViews(_ manager: ThemeManager) -> [PlainView] {
        (0..<10_000).map { index in
            let view = PlainView()
            let bindings = view.livery(manager)
            bindings.background = .token("color.m\(index % 200)")
            bindings.text = .token("brand.t\(index % 150)")
            bindings.border = .token("contrast.x\(index % 40)")
            return view
        }
    }

    /// Whether every view holds its tokens' colors in `manager`'s current theme.
    @MainActor
    static func hold(_ views: [PlainView], _ manager: ThemeManager) -> Bool {
        guard let table = manager.snapshot?.tokens else { return false }
        return views.enumerated().allSatisfy { index, view in
            view.background == table.color("color.m\(index % 200)")
                && view.text == table.color("brand.t\(index % 150)")
                && view.border == table.color("contrast.x\(index % 40)")
        }
    }
}

func themeSpaceBenchmarks() {
    Benchmark(
        "theme space: select a kept permutation ÷ plain switch (2,000 tokens, 30,000 bound colors)",
        configuration: .init(
            metrics: [
                ratio("select one dimension, kept ÷ plain switch"), figure("plain switch (µs)"),
                figure("select (µs)"),
            ], maxDuration: .seconds(30),
            maxIterations: 40)
    ) { benchmark in
        try await onMainActor(benchmark) { benchmark in
            let space = try SpaceFixtures.space()
            let light = ["mode": "light"]
            let dark = ["mode": "dark"]
            let spaceManager = ThemeManager(name: "space", store: nil)
            try spaceManager.setThemeSpace(space)
            let plainManager = ThemeManager(name: "plain", store: nil)
            try plainManager.add(
                ThemeSet(
                    themes: [
                        ThemeSource(name: "light", layers: try space.source(for: light).layers),
                        ThemeSource(name: "dark", layers: try space.source(for: dark).layers),
                    ]))
            let plainViews = SpaceFixtures.boundViews(plainManager)
            let spaceViews = SpaceFixtures.boundViews(spaceManager)
            // Both permutations kept before measuring.
            try spaceManager.select("dark", for: "mode")
            try spaceManager.select("light", for: "mode")
            var toDark = true
            for _ in benchmark.scaledIterations {
                // Each measured switch follows an unmeasured one of the same manager the other way: checking
                // every view between iterations (below) leaves the processor's caches full of views, and the
                // first switch after it would pay for that (2-4× in trials), whichever manager it belongs to.
                let (from, to) = toDark ? ("light", "dark") : ("dark", "light")
                try plainManager.switchTo(ThemeIdentifier(to))
                try plainManager.switchTo(ThemeIdentifier(from))
                let plain = try nanoseconds { try plainManager.switchTo(ThemeIdentifier(to)) }
                try spaceManager.select(to, for: "mode")
                try spaceManager.select(from, for: "mode")
                let selected = try nanoseconds { try spaceManager.select(to, for: "mode") }
                guard SpaceFixtures.hold(spaceViews, spaceManager), SpaceFixtures.hold(plainViews, plainManager),
                    spaceManager.snapshot?.tokens?["color.m0"] == plainManager.snapshot?.tokens?["color.m0"]
                else {
                    benchmark.error("after the switch, the views do not hold the theme's colors")
                    return
                }
                toDark.toggle()
                benchmark.measurement(
                    ratio("select one dimension, kept ÷ plain switch"), Int((selected / plain * 100).rounded()))
                benchmark.measurement(figure("plain switch (µs)"), Int((plain / 1_000).rounded()))
                benchmark.measurement(figure("select (µs)"), Int((selected / 1_000).rounded()))
            }
            blackHole(spaceViews)
            blackHole(plainViews)
        }
    }

    Benchmark(
        "theme space: first visit of a permutation ÷ compiling it alone (2,000 tokens)",
        configuration: .init(
            metrics: [ratio("first visit ÷ compile alone"), figure("first visit (µs)")],
            maxDuration: .seconds(30), maxIterations: 36)
    ) { benchmark in
        try await onMainActor(benchmark) { benchmark in
            let space = try SpaceFixtures.space()
            let manager = ThemeManager(name: "space", store: nil)
            // A cache of one: every select below compiles its permutation.
            try manager.setThemeSpace(space, options: ThemeSpaceOptions(cacheLimit: 1))
            let walk = SpaceFixtures.walk(space)
            var step = 1
            for _ in benchmark.scaledIterations {
                let selection = walk[step % walk.count]
                step += 1
                let visit = try nanoseconds { try manager.select(selection) }
                let source = try space.source(for: selection)
                let alone = try nanoseconds { blackHole(try ThemeSet(themes: [source]).compile()) }
                guard manager.selection == selection else {
                    benchmark.error("the manager did not reach \(selection)")
                    return
                }
                benchmark.measurement(ratio("first visit ÷ compile alone"), Int((visit / alone * 100).rounded()))
                benchmark.measurement(figure("first visit (µs)"), Int((visit / 1_000).rounded()))
            }
        }
    }

    Benchmark(
        "theme space: heap held by 36 kept permutations vs 36 separately registered ones (2,000 tokens)",
        configuration: .init(
            metrics: [
                figure("36 kept permutations (KiB)"), figure("36 theme sets of one permutation (KiB)"),
                ratio("separate ÷ kept"),
            ], maxIterations: 3)
    ) { benchmark in
        try await onMainActor(benchmark) { benchmark in
            let space = try SpaceFixtures.space()
            let walk = SpaceFixtures.walk(space)
            // One compile before measuring, so the allocator's arenas already hold a compile's temporaries.
            blackHole(try ThemeSet(themes: [space.source(for: walk[0])]).compile())
            for _ in benchmark.scaledIterations {
                let start = livery_heap_bytes_in_use()
                let kept = ThemeManager(name: "kept", store: nil)
                try kept.setThemeSpace(space, options: ThemeSpaceOptions(cacheLimit: 36))
                for selection in walk { try kept.select(selection) }
                let keptBytes = Int(livery_heap_bytes_in_use()) - Int(start)
                guard kept.themeIdentifiers.count == 36 else {
                    benchmark.error("the space manager keeps \(kept.themeIdentifiers.count) permutations, not 36")
                    return
                }

                let middle = livery_heap_bytes_in_use()
                let separate = ThemeManager(name: "separate", store: nil)
                for selection in walk {
                    let source = try space.source(for: selection)
                    try separate.add(ThemeSet(themes: [source]))
                    try separate.switchTo(ThemeIdentifier(source.name))
                }
                let separateBytes = Int(livery_heap_bytes_in_use()) - Int(middle)
                guard separate.themeIdentifiers.count == 36 else {
                    benchmark.error("the separate manager holds \(separate.themeIdentifiers.count) themes, not 36")
                    return
                }
                benchmark.measurement(figure("36 kept permutations (KiB)"), keptBytes / 1_024)
                benchmark.measurement(figure("36 theme sets of one permutation (KiB)"), separateBytes / 1_024)
                benchmark.measurement(
                    ratio("separate ÷ kept"), Int((Double(separateBytes) / Double(keptBytes) * 100).rounded()))
                blackHole(kept)
                blackHole(separate)
            }
        }
    }
}
