import Foundation
import PropertyBased
import Testing

@testable import Livery

/// Livery's one promise, checked as an invariant over random worlds and random sequences of steps (see
/// `Support/SwitchModel.swift`): after every switch, animated switch (run out, finished, or interrupted by another
/// step), override, reload, pack install, stylesheet load and identifier change, every property the objects bind
/// is what a manager made fresh with the same state, which applied the current theme once, sets on new objects
/// bound the same way. Properties no binding or style sets in the current theme have the objects' own starting
/// values there too, so a value a theme leaves behind is caught.
///
/// Seeds are drawn per run; a failure prints the world, every step up to the failing one and what differs, with
/// the `.fixedSeed(…)` trait that reruns it. `LIVERY_MODEL_SEQUENCES` sets how
/// many sequences run (the default runs more than 10,000 steps).
@Suite("Every switch exact: a model of themes, overrides, reloads, packs, stylesheets and bindings")
@MainActor
struct SwitchInvariantTests {
    static let sequences = ProcessInfo.processInfo.environment["LIVERY_MODEL_SEQUENCES"].flatMap(Int.init) ?? 260
    static let stepsPerSequence = 40...50

    // Not shrunk: each candidate reruns a whole sequence with a fresh manager per step, minutes for one failure,
    // and the report already ends at the first step that fails. Add `.shrinking` locally for a shorter one.
    @Test(
        "After every step, every bound property is what a fresh manager that applied the current theme once sets",
        .shrinking(false))
    func everyStepMatchesAFreshApply() async throws {
        var steps = 0
        var drawn = 0
        var sequences = 0
        // Key-path sites that learned to store at an offset (the models' final stored properties) and that
        // apply their key path (properties with observers): both setters ran under the model.
        var storedAtOffset = 0
        var throughKeyPath = 0
        await propertyCheck(
            count: Self.sequences, input: Gen.int(in: 0...Int.max),
            Gen.int(in: 0...Int.max).array(of: Self.stepsPerSequence)
        ) { worldSeed, stepSeeds in
            sequences += 1
            drawn += stepSeeds.count
            // propertyCheck discards an error the body throws (it counts recorded issues only), so every error is
            // recorded here, with the steps that led to it.
            var run: SwitchModelRun?
            do {
                let model = try SwitchModelRun(world: SwitchWorld(seed: UInt64(worldSeed)))
                run = model
                var differences = try model.differences()
                for seed in stepSeeds where differences.isEmpty {
                    try model.perform(ModelStep(seed: UInt64(seed), objects: model.objects.count))
                    steps += 1
                    differences = try model.differences()
                }
                if !differences.isEmpty { Issue.record(Comment(rawValue: model.report(differences))) }
                let stores = model.manager.engine.registry.keyPathStores.values
                storedAtOffset += stores.filter { $0.offset > 0 }.count
                throughKeyPath += stores.filter { $0.offset == 0 }.count
            } catch {
                let report = run.map { $0.report(["the step threw \(error)"]) } ?? "the world threw \(error)"
                Issue.record(Comment(rawValue: report))
            }
        }
        // The runs happened: every sequence, each to its end (when nothing failed).
        #expect(sequences >= Self.sequences)
        #expect(steps == drawn)
        #expect(storedAtOffset > 0)
        #expect(throughKeyPath > 0)
    }
}
