// A theme pack with a font: the Autumn pack (Examples/Packs/Autumn) ships the Lobster Two font file, and both of
// its themes' `typography.title` tokens name that family. Installing registers the font for the app's process
// before the pack's themes are added, so anything bound to `typography.title` is set in Lobster Two while an
// Autumn theme is current (and in the system font in the app's own themes).
import Foundation
import Livery
import LiveryPacks

@MainActor
enum AutumnPack {
    static let id = "com.example.autumn"

    /// Installs the Autumn pack bundled with the app (`autumn.liverypack`, trusted through `publisher.public`;
    /// see README.md), or, when that version is installed already, registers its font again (fonts are
    /// registered per process), then adds its themes to `manager`. The pack is optional: without the two files
    /// in the bundle the app has its own themes only.
    static func load(into manager: ThemeManager) async {
        guard let archive = Bundle.main.url(forResource: "autumn", withExtension: "liverypack"),
            let keyFile = Bundle.main.url(forResource: "publisher", withExtension: "public"),
            let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first,
            let keyText = try? String(contentsOf: keyFile, encoding: .utf8)
        else { return }
        do throws(PackError) {
            let installer = PackInstaller(
                directory: support.appendingPathComponent("Packs"), trustedKeys: [try PackPublicKey(text: keyText)])
            let pack: InstalledPack
            do {
                // A newer bundled version (an app update) replaces the installed one; its font is registered
                // before it becomes active, and a font that does not register leaves the old version active.
                pack = try await installer.install(from: archive)
            } catch .downgrade {
                try await installer.registerFonts(id: id)
                guard let installed = try await installer.installedPack(id: id) else { throw .notInstalled(id) }
                pack = installed
            }
            _ = try pack.register(in: manager)
        } catch {
            print("the Autumn pack was not added: \(error)")  // the app keeps its own themes
        }
    }
}
