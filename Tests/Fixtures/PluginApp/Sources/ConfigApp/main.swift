import LiveryCore

// Palette comes from livery.config.json: the plugin ran `livery build`, so the config's filter (colors only) and
// type name apply.
let references: [TokenReference<Color>] = [Palette.Color.background, Palette.Color.text]
print(references.map(\.path).joined(separator: ", "))
