import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is a `.json5` token file, read leniently and strictly and then resolved as one
/// theme; each step must succeed or throw a typed error. The JSON5 reader must also agree with the JSON reader
/// on JSON: a text strict JSON5 reading accepts (it uses nothing JSON lacks) reads to the same value as JSON.
func fuzzJSON5(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var strictJSON5 = JSONSourceReader(allowsExtensions: false, maximumDepth: 64, dialect: .json5)
    var strictJSON = JSONSourceReader(allowsExtensions: false, maximumDepth: 64, dialect: .json)
    let asJSON5 = try? strictJSON5.read(bytes)
    let asJSON = try? strictJSON.read(bytes)
    if (asJSON5 == nil) != (asJSON == nil) || asJSON5.map({ !same($0, asJSON!) }) == true {
        preconditionFailure("JSON5 and JSON read a JSON text differently: \(String(decoding: bytes, as: UTF8.self))")
    }
    var lenient = JSONSourceReader(allowsExtensions: true, maximumDepth: 64, dialect: .json5)
    _ = try? lenient.read(bytes)
    let text = fuzzText(data, size)
    for options in [TokenReadOptions.lenient, .strict] {
        guard let document = try? TokenLoader(options: options).load(text: text, file: "fuzz.tokens.json5") else {
            continue
        }
        let set = ThemeSet(themes: [ThemeSource(name: "fuzz", documents: [document])])
        if let compiled = try? set.compile() {
            for id in compiled.vocabulary.allIDs { _ = compiled.defaultTable[id]?.resolvedJSON.jsonText() }
        }
    }
    return 0
}

/// Equal values, positions aside (a NaN equals a NaN).
func same(_ a: SourceNode, _ b: SourceNode) -> Bool {
    switch (a.value, b.value) {
    case (.object(let x), .object(let y)):
        x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
    case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.number(let x), .number(let y)): x == y || (x.isNaN && y.isNaN)
    default: a.value == b.value
    }
}

@_cdecl("FuzzJSON5_main")
func fuzzJSON5Main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzJSON5(data, size) }
}
