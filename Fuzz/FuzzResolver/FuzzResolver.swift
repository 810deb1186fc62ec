import Foundation
import FuzzSupport
import LiveryCore

/// The example themes, copied once into a scratch folder where each input is written as a resolver document,
/// so `$ref`s in the input reach real token files.
private let workspace: URL = {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Themes")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-fuzz-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try! FileManager.default.copyItem(at: examples, to: folder)
    return folder
}()

/// libFuzzer entry point: every input is a DTCG resolver document next to the example token files; it is read,
/// its inputs validated, and each context of its first modifier composed and compiled. Each step must succeed
/// or throw a typed error; nothing may crash.
func fuzzResolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let url = workspace.appendingPathComponent("fuzz.resolver.json")
    try! Data(bytes: data, count: size).write(to: url)
    guard let document = try? ResolverDocument.load(contentsOf: url) else { return 0 }
    _ = try? document.theme()
    if let modifier = document.modifiers.first {
        _ = try? document.themeSet(varying: modifier.name).compile()
    }
    return 0
}

@_cdecl("FuzzResolver_main")
func fuzzResolverMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzResolver(data, size) }
}
