import FuzzSupport
import LiveryCore

/// libFuzzer entry point: every input is stylesheet text. Parsing must give rules or a `StylesheetError` whose
/// every diagnostic points inside the text; parsed rules written back out must parse to the same rules.
func fuzzStylesheet(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    let sheet: Stylesheet
    do {
        sheet = try Stylesheet(parsing: text, file: "fuzz.lss")
    } catch {
        let lineCount = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count
        for diagnostic in error.diagnostics where !(1...max(lineCount, 1)).contains(diagnostic.location.line) {
            fatalError("diagnostic outside the text: \(diagnostic) for \(text.debugDescription)")
        }
        _ = error.description
        return 0
    }
    let written = sheet.rules.map(write).joined(separator: "\n")
    guard let again = try? Stylesheet(parsing: written, file: "again.lss") else {
        fatalError("written rules do not parse: \(written.debugDescription) from \(text.debugDescription)")
    }
    guard again.rules.map(summary) == sheet.rules.map(summary) else {
        fatalError("rules changed when written out: \(written.debugDescription) from \(text.debugDescription)")
    }
    return 0
}

/// A rule as stylesheet text.
func write(_ rule: StyleRule) -> String {
    let body = rule.declarations.map { "\($0.property): \($0.value);" }.joined(separator: " ")
    let text = "\(rule.selector) { \(body) }"
    guard let themes = rule.themes else { return text }
    return "@theme \(themes.map(\.rawValue).joined(separator: ", ")) { \(text) }"
}

/// What must survive writing a rule out: its selector, themes and declarations (source order and positions
/// change; colors are compared by their hex form, which is what is written).
func summary(_ rule: StyleRule) -> String {
    "\(rule.selector)|\(rule.themes?.map(\.rawValue) ?? [])|"
        + rule.declarations.map { "\($0.property)=\($0.value)" }.joined(separator: ";")
}

@_cdecl("FuzzStylesheet_main")
func fuzzStylesheetMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzStylesheet(data, size) }
}
