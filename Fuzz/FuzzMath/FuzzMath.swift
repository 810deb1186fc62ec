import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is an arithmetic expression as token values hold them
/// (`{spacing.base} * 2`, `roundTo(10 / 3, 2)`). Parsing and evaluating, with each reference standing for a
/// length or a number, must succeed or throw `TokenExpression.Failure`; nothing may crash or loop.
func fuzzMath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    guard let expression = try? TokenExpression(parsing: text) else { return 0 }
    _ = expression.isComputed
    var count = 0
    _ = try? expression.evaluate { path in
        count += 1
        // References alternate between a length and a plain number, so unit checks run both ways.
        return count % 2 == 0
            ? TokenExpression.Quantity(Double(path.dotted.utf8.count), "px") : TokenExpression.Quantity(0.5)
    }
    return 0
}

@_cdecl("FuzzMath_main")
func fuzzMathMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzMath(data, size) }
}
