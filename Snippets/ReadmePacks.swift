// sample: readme-packs
import Foundation
import Livery
import LiveryPacks

// Where installed packs live: an app uses its Application Support folder.
let packs = FileManager.default.temporaryDirectory.appendingPathComponent("packs-\(UUID())")
let publisher = try String(contentsOfFile: "/tmp/livery/publisher.public", encoding: .utf8)
let installer = PackInstaller(directory: packs, trustedKeys: [try PackPublicKey(text: publisher)])
let pack = try await installer.install(from: URL(fileURLWithPath: "/tmp/livery/autumn.liverypack"))
let themes = try await MainActor.run { try pack.register(in: ThemeCenter.shared.defaultManager) }
print("installed \(pack.id) \(pack.version): \(themes)")
// end sample
// A Swift sample of README.md, compiled by `swift build` and checked against the README by .ci/samples, which makes
// the key and the pack in /tmp/livery as the README's shell commands do before it runs this.
