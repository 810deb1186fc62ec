import Foundation
import FuzzSupport
import LiveryCore
import LiveryTokenCommands

/// libFuzzer entry point: every input is a Mustache template of a `livery build` custom format, rendered with a
/// small token set as the build renders it (swift-mustache parses and renders it). The template library recurses
/// once per nested section, so the build refuses templates nested past its limit before handing them over: that
/// scan must see every section the library will see, or deep nesting would overflow the stack here. Each input
/// must render or end in a typed error.
func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        try Data(UnsafeBufferPointer(start: data, count: size)).write(to: FuzzTemplateFiles.template)
        // Read for each input: a config held in a global is reported as a leak at exit (LeakSanitizer does not
        // see through the tagged pointers of its URLs' storage).
        _ = try Builder(config: BuildConfig.load(contentsOf: FuzzTemplateFiles.config)).render()
    } catch is BuildConfigError {
    } catch {
        preconditionFailure("untyped error: \(error)")
    }
    return 0
}

/// A folder with a token file and a config whose one output is the template the fuzzer writes.
enum FuzzTemplateFiles {
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-fuzz-template-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tokens = """
            {"color": {"$type": "color", "text": {"$value": "#1a1a1f", "$description": "Body text."}},
             "space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}}
            """
        try? Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens.json"))
        let config = """
            {"source": "tokens.json", "platforms": {"docs": {"template": "t.mustache", "destination": "out.txt"}}}
            """
        try? Data(config.utf8).write(to: folder.appendingPathComponent("livery.config.json"))
        return folder
    }()
    static let template = folder.appendingPathComponent("t.mustache")
    static let config = folder.appendingPathComponent("livery.config.json")
}

@_cdecl("FuzzTemplate_main")
func fuzzTemplateMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzTemplate(data, size) }
}
