import Foundation
import FuzzSupport
import LiveryCore
import LiveryTokenCommands

/// libFuzzer entry point: every input is a `livery build` config, in JSON or (when it starts with `#` or `-`) in
/// YAML, read as `livery build` reads it; a config that reads is then rendered (never written) with its sources
/// replaced by a small token file, so that every platform's transforms, filters, names and formats run. Each
/// step must succeed or throw a typed error.
func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let yaml = bytes.first == UInt8(ascii: "#") || bytes.first == UInt8(ascii: "-")
    let url = FuzzConfigFiles.folder.appendingPathComponent(yaml ? "livery.config.yaml" : "livery.config.json")
    do {
        try bytes.write(to: url)
        var config = try BuildConfig.load(contentsOf: url)
        config.sources = [FuzzConfigFiles.tokens]
        // Templates would read files the config names anywhere: they have their own target (FuzzTemplate).
        for index in config.platforms.indices {
            config.platforms[index].files.removeAll {
                if case .template = $0.format { return true }
                return false
            }
        }
        _ = try Builder(config: config).render()
    } catch is BuildConfigError {
    } catch is TokenFileError {
    } catch is ResolutionError {
    } catch is CLIError {
    } catch is WorkBudgetError {
    } catch {
        preconditionFailure("untyped error: \(error)")
    }
    return 0
}

/// A folder holding the token file every config is rendered with.
enum FuzzConfigFiles {
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-fuzz-config-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()
    static let tokens: URL = {
        let url = folder.appendingPathComponent("tokens.json")
        let json = """
            {"color": {"$type": "color", "text": {"$value": "#1a1a1f"}, "accent": {"$value": "{color.text}"}},
             "space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}},
             "font": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px",
               "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px"}}}}
            """
        try? Data(json.utf8).write(to: url)
        return url
    }()
}

@_cdecl("FuzzConfig_main")
func fuzzConfigMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzConfig(data, size) }
}
