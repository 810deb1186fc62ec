import Foundation
import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is a font file from a theme pack, whose `name` table `livery pack` and
/// `livery verify` read; reading must answer names (at least one family, none empty of records) or a typed
/// `FontFileNames.Malformed`, never trap or read out of bounds.
func fuzzFontNames(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        let names = try FontFileNames(data: bytes)
        if names.families.isEmpty { fatalError("names without a family: \(names)") }
        if Set(names.families).count != names.families.count { fatalError("a family listed twice: \(names)") }
    } catch {
        _ = error.description
    }
    return 0
}

@_cdecl("FuzzFontNames_main")
func fuzzFontNamesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzFontNames(data, size) }
}
