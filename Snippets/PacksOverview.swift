// The Swift sample of Sources/LiveryPacks/Documentation.docc/LiveryPacks.md, compiled by `swift build` and checked
// against the document by .ci/samples. It downloads, so it is compiled, not run (the README's pack sample runs).
// sample: packs-1
import Foundation
import Livery
import LiveryPacks

func installFromCDN(publisherKey: String, packURL: URL) async throws -> [ThemeIdentifier] {
    let installer = PackInstaller(
        directory: FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appending(path: "ThemePacks"),
        trustedKeys: [try PackPublicKey(text: publisherKey)])  // the text of publisher.public, from livery keygen

    let pack = try await installer.install(downloadingFrom: packURL)  // an https URL of a .liverypack
    return try await MainActor.run { try pack.register(in: ThemeCenter.shared.defaultManager) }
}
// end sample
