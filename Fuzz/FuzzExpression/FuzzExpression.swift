import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is the value of a number token and of a dimension token in a token file
/// whose other tokens it may refer to (`{base} * 2`, `roundTo({half} + 1rem, 2)`), read and resolved as an app
/// reads a downloaded theme. Where `FuzzMath` feeds the expression parser alone, this follows the value through
/// the reader's tests (a CSS expression kept as text, a plain literal, arithmetic) and resolution. Each step must
/// succeed or throw a typed error; a value that resolves is a finite number; past the expression limits the
/// error names the limit.
func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let value = fuzzText(data, size)
    // The value as a JSON string, so any text reaches the expression reader.
    let literal = SourceValue.string(value).jsonText(pretty: false)
    let json = """
        {"base": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}},
         "half": {"$type": "number", "$value": 0.5},
         "n": {"$type": "number", "$value": \(literal)},
         "d": {"$type": "dimension", "$value": \(literal)}}
        """
    for options in [TokenReadOptions.lenient, .strict] {
        do {
            let document = try TokenLoader(options: options).load(text: json, file: "fuzz.tokens.json")
            let theme = try TokenResolver(options: ResolutionOptions(isStrict: options.isStrict))
                .resolve(ThemeSource(name: "fuzz", documents: [document]))
            for token in theme.tokens {
                switch token.value {
                case .number(let number): precondition(number.isFinite, "\(value) gave \(number)")
                case .dimension(let length): precondition(length.value.isFinite, "\(value) gave \(length)")
                default: break
                }
            }
        } catch is TokenFileError {
        } catch is ResolutionError {
        } catch {
            preconditionFailure("untyped error for \(value): \(error)")
        }
    }
    return 0
}

@_cdecl("FuzzExpression_main")
func fuzzExpressionMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzExpression(data, size) }
}
