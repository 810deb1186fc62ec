// The Swift samples of Sources/LiveryCore/Documentation.docc/Articles/MaterialColor.md, compiled by `swift build`,
// checked against the document by .ci/samples and run from the repository's folder.
// sample: material-1
import LiveryCore

let seed = HCT(argb: 0xFF67_50A4)
print(seed)  // HCT(299, 48, 40)
let lightSeed = HCT(hue: seed.hue, chroma: seed.chroma, tone: 90)
print(lightSeed.color.hexString())  // a LiveryCore Color
// end sample

// sample: material-2
let seedColor = HCT(argb: 0xFF67_50A4)
let light = DynamicScheme(sourceColor: seedColor, variant: .tonalSpot, isDark: false)
let dark = DynamicScheme(sourceColor: seedColor, variant: .tonalSpot, isDark: true, specVersion: .spec2025)
let highContrast = light.withContrastLevel(1)  // what Increase Contrast asks for

for role in [SchemeRole.primary, .onPrimary, .surface, .onSurface] {
    print(role.tokenName, light.color(role)!.color.hexString(), highContrast.color(role)!.color.hexString())
}
print(dark.roles.count)  // the 2025 spec adds the four …Dim roles
// end sample
