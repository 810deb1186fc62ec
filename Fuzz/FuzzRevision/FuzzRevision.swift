import Foundation
import FuzzSupport
import LiveryTokenCommands

/// libFuzzer entry point: a git revision as `livery diff REV:PATH` reads it, from bytes that stand for git's own
/// output — up to the first byte 0xFF, a `git ls-tree -r -z -l` listing; after it, `git cat-file --batch` output.
/// The listing must be refused with a typed error or give entries whose paths are plain relative paths under the
/// limits; the copy must be refused with a typed error or write exactly those files, under the folder it is given
/// and nowhere else (the folder's parent holds nothing else afterwards).
func fuzzRevision(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.firstIndex(of: 0xFF) ?? bytes.endIndex
    let listing = bytes[..<split]
    let batch = split < bytes.endIndex ? bytes[(split + 1)...] : Data()
    let limits = RevisionTree.Limits(fileSize: 4_096, totalSize: 16_384, fileCount: 32)
    let tree: RevisionTree
    do {
        tree = try RevisionTree(listing: Data(listing), revision: "fuzz", limits: limits)
    } catch is CLIError {
        return 0
    } catch {
        preconditionFailure("untyped error: \(error)")
    }
    var total = 0
    for entry in tree.entries {
        let components = entry.path.split(separator: "/", omittingEmptySubsequences: false)
        precondition(!entry.path.hasPrefix("/") && components.allSatisfy { !["", ".", ".."].contains($0) })
        precondition(entry.size <= limits.fileSize)
        total += entry.size
    }
    precondition(total <= limits.totalSize && tree.entries.count <= limits.fileCount)
    let folder = FuzzRevisionFiles.parent.appendingPathComponent("copy")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var reader = GitOutputReader(data: Data(batch))
        try tree.write(from: &reader, to: folder, revision: "fuzz")
        for entry in tree.entries {
            precondition(FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry.path).path))
        }
    } catch is CLIError {
    } catch {
        preconditionFailure("untyped error: \(error)")
    }
    let beside = (try? FileManager.default.contentsOfDirectory(atPath: FuzzRevisionFiles.parent.path)) ?? []
    precondition(beside == ["copy"], "written beside the copy's folder: \(beside)")
    return 0
}

/// The folder every copy is made in, one per process.
enum FuzzRevisionFiles {
    static let parent: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livery-fuzz-revision-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()
}

@_cdecl("FuzzRevision_main")
func fuzzRevisionMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzRevision(data, size) }
}
