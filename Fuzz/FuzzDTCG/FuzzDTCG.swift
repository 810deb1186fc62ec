import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is a DTCG JSON token file, read leniently and strictly and then resolved
/// as one theme. Each step must succeed or throw a typed error; nothing may crash.
func fuzzDTCG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    for options in [TokenReadOptions.lenient, .strict] {
        guard
            let document = try? TokenLoader(options: options).load(text: text, file: "fuzz.tokens.json", format: .dtcg)
        else { continue }
        let set = ThemeSet(themes: [ThemeSource(name: "fuzz", documents: [document])])
        if let compiled = try? set.compile() {
            for id in compiled.vocabulary.allIDs { _ = compiled.defaultTable[id]?.resolvedJSON.jsonText() }
        }
    }
    return 0
}

@_cdecl("FuzzDTCG_main")
func fuzzDTCGMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzDTCG(data, size) }
}
