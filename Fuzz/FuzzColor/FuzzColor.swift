import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is a color string; parsing must answer a color or a typed error, and a
/// parsed color must survive its own hex round trip.
func fuzzColor(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    guard let color = try? Color(parsing: text) else { return 0 }
    let hex = color.hexString(alwaysIncludeAlpha: true)
    guard let again = try? Color(parsing: hex) else {
        fatalError("\(hex) (from \(text.debugDescription)) does not parse")
    }
    if color.isInSRGBGamut, (0...1).contains(color.alpha), again.hexString(alwaysIncludeAlpha: true) != hex {
        fatalError("hex round trip of \(text.debugDescription) changed \(hex)")
    }
    _ = color.oklch
    _ = color.contrastRatio(against: .white)
    _ = color.mixed(with: .black, amount: 0.5)
    return 0
}

@_cdecl("FuzzColor_main")
func fuzzColorMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzColor(data, size) }
}
