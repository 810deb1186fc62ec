// An app's launches, each in its own process, for LiveryTests' persistence test: the default manager of
// ThemeCenter.shared (saving to UserDefaults.standard, the default store) with the example themes.
//
//   livery-launch-helper THEMES_FOLDER save THEME ACCENT_HEX   switches and sets the accent, then exits
//   livery-launch-helper THEMES_FOLDER restore                  restores and prints "THEME ACCENT_HEX"
import Foundation
import Livery

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: livery-launch-helper THEMES_FOLDER save|restore …\n".utf8))
    exit(2)
}
let accent = "color.accent.default"
do {
    try MainActor.assumeIsolated {
        let manager = ThemeCenter.shared.defaultManager
        let resolver = try ResolverDocument.load(
            contentsOf: URL(fileURLWithPath: arguments[0]).appendingPathComponent("themes.resolver.json"))
        try manager.add(resolver.themeSet(varying: "theme"))
        switch arguments[1] {
        case "save" where arguments.count == 4:
            try manager.switchTo(ThemeIdentifier(arguments[2]))
            try manager.setOverride(.color(try Color(parsing: arguments[3])), for: accent)
        case "restore":
            try manager.restore()
            let color = manager.snapshot?.color(accent)?.hexString() ?? "none"
            print("\(manager.currentIdentifier?.rawValue ?? "none") \(color)")
        default:
            FileHandle.standardError.write(Data("unknown command \(arguments[1])\n".utf8))
            exit(2)
        }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
