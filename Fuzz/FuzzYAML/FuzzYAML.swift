import FuzzSupport
import LiveryCore
import LiveryYAML

/// libFuzzer entry point: every input is a DTCG token file written as YAML, read and resolved as one theme.
/// Each step must succeed or throw a typed error; nothing may crash.
func fuzzYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    guard let document = try? TokenLoader.withYAML().load(text: text, file: "fuzz.tokens.yaml", format: .dtcgYAML)
    else { return 0 }
    _ = try? ThemeSet(themes: [ThemeSource(name: "fuzz", documents: [document])]).compile()
    return 0
}

@_cdecl("FuzzYAML_main")
func fuzzYAMLMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzYAML(data, size) }
}
