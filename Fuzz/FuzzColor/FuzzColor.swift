import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is a color string; parsing must answer a color or a typed error, and a
/// parsed color must survive its own hex round trip. The CSS Color 4 reader of token values (`CSSColor`) must
/// answer a DTCG object that makes a color, `nil` or a typed error, and its object must read back as itself.
func fuzzColor(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    if let css = try? CSSColor.parse(text), let color = try? css.color() {
        _ = color.hexString()
        let object = css.dtcgObject
        guard let node = try? JSONSourceReader(allowsExtensions: false, maximumDepth: 4).readText(object),
            node["colorSpace"]?.string == css.colorSpace.rawValue
        else { fatalError("the DTCG object \(object) of \(text.debugDescription) does not read back") }
    }
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
