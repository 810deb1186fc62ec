import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is a Tokens Studio (or Style Dictionary) token file, `value` and `type`
/// without `$`, read leniently and strictly and resolved as one theme: type mapping, arithmetic, color
/// modifiers and `rgba({ref}, a)` all run. Each step must succeed or throw a typed error; nothing may crash.
func fuzzTokensStudio(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    for options in [TokenReadOptions.lenient, .strict] {
        guard
            let document = try? TokenLoader(options: options).load(
                text: text, file: "fuzz.json", format: .tokensStudio)
        else { continue }
        let theme = ThemeSource(name: "fuzz", documents: [document])
        if let resolved = try? TokenResolver(options: ResolutionOptions(isStrict: options.isStrict)).resolve(theme) {
            for token in resolved.tokens { _ = token.value.resolvedJSON.jsonText() }
        }
        _ = FigmaVariables.themes(modesInTokens: [document])
    }
    return 0
}

@_cdecl("FuzzTokensStudio_main")
func fuzzTokensStudioMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzTokensStudio(data, size) }
}
