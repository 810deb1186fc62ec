// An app's launches, each in its own process, for LiveryTests' persistence test: the default manager of
// ThemeCenter.shared (saving to UserDefaults.standard, the default store) with the example themes.
//
//   livery-launch-helper THEMES_FOLDER save THEME ACCENT_HEX   switches and sets the accent, then exits
//   livery-launch-helper THEMES_FOLDER restore                  restores and prints "THEME ACCENT_HEX"
//
// And, for LiveryTests' issue tests, an app's two common mistakes, with no issue handler (the warnings go to
// standard error in a debug build):
//
//   livery-launch-helper THEMES_FOLDER mistakes   a misspelled token, and a binding made with the default manager
//                                                 while the app's own manager has the themes
import Foundation
import Livery

/// A view of the app's own.
final class Label: ThemeBindable {
    var textColor: Color?
}

/// The mistakes, each made twice and across two switches: each warning must still be written once.
@MainActor
func makeMistakes(themes: URL) throws {
    let manager = ThemeManager(name: "app", store: nil)
    let resolver = try ResolverDocument.load(contentsOf: themes.appendingPathComponent("themes.resolver.json"))
    try manager.add(resolver.themeSet(varying: "theme"))
    let labels = [Label(), Label()]
    for label in labels {
        label.livery(manager).textColor = "color.text.primery"
        label.livery.textColor = "color.text.secondary"  // the default manager, which has no themes
    }
    try manager.switchTo("dark")
    try manager.switchTo("light")
    print("issues: \(manager.recentIssues.count) app, \(ThemeCenter.shared.defaultManager.recentIssues.count) default")
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: livery-launch-helper THEMES_FOLDER save|restore …\n".utf8))
    exit(2)
}
let accent = "color.accent.default"
if arguments[1] == "mistakes" {
    do {
        try MainActor.assumeIsolated { try makeMistakes(themes: URL(fileURLWithPath: arguments[0])) }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
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
