import Foundation
import FuzzSupport
import LiveryPacks

/// libFuzzer entry point: every input is a pack's `manifest.json` (and, as text, a public key). Reading must
/// give a manifest or a typed ``PackError``; a manifest that reads must pass its own checks and survive its
/// canonical form unchanged, since signatures cover those bytes. A key that reads must round-trip its text.
func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        let manifest = try PackManifest.read(bytes)
        do {
            try manifest.validate()
        } catch {
            fatalError("a manifest that reads does not validate: \(error)")
        }
        let canonical: Data
        do {
            canonical = try manifest.canonicalData()
        } catch {
            fatalError("a manifest that reads has no canonical form: \(error)")
        }
        let again: PackManifest
        do {
            again = try PackManifest.read(canonical)
        } catch {
            fatalError("the canonical form does not read: \(error) for \(String(decoding: canonical, as: UTF8.self))")
        }
        guard again == manifest, (try? again.canonicalData()) == canonical else {
            fatalError("the canonical form changed the manifest: \(String(decoding: canonical, as: UTF8.self))")
        }
    } catch {
        _ = error.description
    }
    if let key = try? PackPublicKey(text: fuzzText(data, size)) {
        guard (try? PackPublicKey(text: key.text)) == key else { fatalError("a key's text does not read back") }
    }
    return 0
}

@_cdecl("FuzzManifest_main")
func fuzzManifestMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzManifest(data, size) }
}
