import FuzzSupport
import LiveryTokenCommands

/// libFuzzer entry point: the first line of the input is a token path pattern (`**`, `*`, literal components, as
/// build filters and lint rules write them), the rest a token path; the linear matcher (`PathGlob`) must agree
/// with a slow reference that tries every way the pattern could match, backtracking, on every input small enough
/// for the reference (it is exponential in the number of wildcards).
func fuzzPathGlob(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, min(size, 96))
    guard let newline = text.firstIndex(of: "\n") else { return 0 }
    let pattern = String(text[..<newline])
    let path = text[text.index(after: newline)...].split(separator: ".", omittingEmptySubsequences: false)
        .map(String.init)
    guard let glob = PathGlob(pattern) else {
        precondition(pattern.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty })
        return 0
    }
    let matched = glob.matches(components: path)
    // The reference is exponential in its wildcards: it decides only inputs small enough for it (the linear
    // matcher runs on every input all the same).
    let doubleStars = glob.components.filter { $0 == "**" }.count
    let stars = glob.components.map { $0.filter { $0 == "*" }.count }.max() ?? 0
    guard doubleStars <= 4, stars <= 4, path.count <= 16, path.allSatisfy({ $0.count <= 12 }) else { return 0 }
    let expected = ReferenceGlob.match(glob.components[...], path[...])
    precondition(matched == expected, "'\(pattern)' against \(path): the reference says \(expected)")
    return 0
}

/// The matcher as first written: recursion that tries every split, and a character-by-character `*`.
enum ReferenceGlob {
    static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return path.indices.contains { match(pattern.dropFirst(), path[$0...]) } || match(pattern.dropFirst(), [])
        }
        guard let component = path.first, wildcard(Array(first)[...], Array(component)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    static func wildcard(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            return (text.startIndex...text.endIndex).contains { wildcard(pattern.dropFirst(), text[$0...]) }
        }
        guard text.first == first else { return false }
        return wildcard(pattern.dropFirst(), text.dropFirst())
    }
}

@_cdecl("FuzzPathGlob_main")
func fuzzPathGlobMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzPathGlob(data, size) }
}
