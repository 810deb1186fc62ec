import Foundation
import LiveryCore

// Reads the themes from this folder and prints tokens through the accessors the LiveryTokens plugin generated
// (`Tokens`): if the plugin did not run, or a token's Swift type were wrong, this file would not compile.
let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let themes = try ResolverDocument.load(contentsOf: folder.appendingPathComponent("app.resolver.json"))
    .themeSet(varying: "theme").compile()
for name in ["light", "dark"] {
    guard let table = themes[name], let background = table[Tokens.Color.background],
        let text = table[Tokens.Color.text], let gap = table[Tokens.Spacing.md]
    else {
        print("\(name): a token the accessors name is missing")
        exit(1)
    }
    print("\(name): background \(background.hexString()), text \(text.hexString()), spacing.md \(gap)")
}
