import Foundation
import FuzzSupport
import LiveryPacks

/// The key that signed the packs in the seed corpus (`Corpus/FuzzPackArchive/*.liverypack`), so mutations that
/// leave the manifest and signature intact reach the entry and hash checks and extraction. Its private half
/// was thrown away after signing them.
private let trustedKey = try! PackPublicKey(text: "livery-ed25519-public:eCRu2KGZss22nBh04ANuPatdcjbqwkTgHuFSAGgg9/g=")

private let scratch: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-fuzz-packs-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}()

/// libFuzzer entry point: every input is a downloaded `.liverypack`. Verifying must give a pack or a typed
/// ``PackError``; a pack that verifies must extract to exactly the files its manifest lists, each with the
/// manifest's size and SHA-256, and nothing else anywhere.
func fuzzPackArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let archive = scratch.appendingPathComponent("input.liverypack")
    let folder = scratch.appendingPathComponent("extracted")
    try! Data(bytes: data, count: size).write(to: archive)
    try? FileManager.default.removeItem(at: folder)
    let verified: VerifiedPack
    do {
        verified = try PackVerifier.verify(archiveAt: archive, trustedKeys: [trustedKey])
    } catch {
        _ = error.description
        return 0
    }
    do {
        try verified.extract(into: folder)
    } catch {
        fatalError("a verified pack does not extract: \(error)")
    }
    let expected = Set(verified.manifest.files.map(\.path) + ["manifest.json", "signature.json"])
    var found = Set<String>()
    let root = folder.standardizedFileURL.path + "/"
    for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(root) else { fatalError("extracted outside the folder: \(path)") }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            found.insert(String(path.dropFirst(root.count)))
        }
    }
    guard found == expected else { fatalError("extracted \(found.sorted()), the manifest lists \(expected.sorted())") }
    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
    guard Set(siblings) == ["input.liverypack", "extracted"] else { fatalError("wrote beside the folder: \(siblings)") }
    return 0
}

@_cdecl("FuzzPackArchive_main")
func fuzzPackArchiveMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    // The globals are made before the first input, so LeakSanitizer does not count them against it.
    _ = (trustedKey, scratch)
    return runFuzzer(argc, argv) { data, size in fuzzPackArchive(data, size) }
}
