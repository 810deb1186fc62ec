import Foundation
import Livery
import Testing

@testable import LiveryPacks

/// The version a refused install must leave in use: the installer tests install it first, then check it is
/// still the one in use, whole, after each refusal.
extension PackInstaller {
    /// Installs version 1.0.0 of the fixture pack.
    func installFirstVersion() async throws -> InstalledPack {
        try install(from: PackFixtures.archive(version: "1.0.0"))
    }

    /// Checks that version 1.0.0 is still what is installed and loads, and that nothing else is on disk.
    func expectFirstVersionIntact(_ comment: Comment? = nil) async throws {
        let pack = try #require(try installedPack(id: "com.example.autumn"), comment)
        #expect(pack.version == SemanticVersion(1, 0, 0), comment)
        let versions = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("com.example.autumn/versions").path)
        #expect(versions.count == 1, "only the active version is on disk: \(versions)")
        let staging = directory.appendingPathComponent("com.example.autumn/staging").path
        let staged = (try? FileManager.default.contentsOfDirectory(atPath: staging)) ?? []
        #expect(staged.isEmpty, "nothing left in staging: \(staged)")
        let manager = await MainActor.run { ThemeManager(name: "check", store: nil) }
        let accent = try await MainActor.run {
            try pack.register(in: manager)
            return manager.snapshot?.color("color.accent")
        }
        #expect(accent?.red == 0, comment)
    }
}
