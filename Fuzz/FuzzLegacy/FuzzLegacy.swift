import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is a legacy (seed 002) token file, layered over itself as a night pack
/// and resolved. Each step must succeed or throw a typed error; nothing may crash.
func fuzzLegacy(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    guard let document = try? TokenLoader().load(text: text, file: "colors.json", format: .legacy) else { return 0 }
    let theme = ThemeSource(name: "night", layers: [ThemeLayer(document), ThemeLayer(document, level: 1)])
    if let compiled = try? ThemeSet(themes: [theme]).compile() {
        for path in compiled.vocabulary.paths { _ = compiled.defaultTable.lookup(path.dotted) }
    }
    return 0
}

@_cdecl("FuzzLegacy_main")
func fuzzLegacyMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzLegacy(data, size) }
}
