import Foundation
import LiveryTestSupport
import Testing

@testable import LiveryCore

@Suite("DurableFiles: writes and renames that survive a crash")
struct DurableFilesTests {
    @Test("A write creates the file, a second replaces it, and no temporary file stays")
    func writeAndReplace() throws {
        let scratch = try TemporaryFolder("durable")
        let folder = scratch.url
        let file = folder.appendingPathComponent("state.json")
        try DurableFiles.write(Data("first".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "first")
        try DurableFiles.write(Data("second, longer".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "second, longer")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
    }

    @Test("A write that cannot happen throws an error naming the path and step, and keeps the old file")
    func failedWriteKeepsTheOldFile() throws {
        let scratch = try TemporaryFolder("durable")
        let folder = scratch.url
        let file = folder.appendingPathComponent("missing-folder/state.json")
        #expect {
            try DurableFiles.write(Data("x".utf8), to: file)
        } throws: { error in
            guard let error = error as? DurableFileError else { return false }
            return error.step == "create" && error.path.contains("missing-folder/.state.json.")
                && "\(error)".contains("create failed: No such file or directory")
        }
        // A rename onto a folder that is not empty fails: the destination stays, the temporary file goes.
        let target = folder.appendingPathComponent("target")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: target.appendingPathComponent("kept"))
        #expect(throws: DurableFileError.self) { try DurableFiles.write(Data("x".utf8), to: target) }
        #expect(try String(contentsOf: target.appendingPathComponent("kept"), encoding: .utf8) == "inside")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["target"])
    }

    @Test("Leftovers of a crashed write are removed, and only the written file's own")
    func leftovers() throws {
        let scratch = try TemporaryFolder("durable")
        let folder = scratch.url
        let file = folder.appendingPathComponent("store.json")
        try DurableFiles.write(Data("{}".utf8), to: file)
        let names = [".store.json.1B2C.tmp", ".store.json.9F00.tmp", ".other.json.1B2C.tmp", "notes.tmp"]
        for name in names { try Data("partial".utf8).write(to: folder.appendingPathComponent(name)) }
        #expect(Set(DurableFiles.removeLeftovers(of: file)) == [".store.json.1B2C.tmp", ".store.json.9F00.tmp"])
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
                == ["store.json", ".other.json.1B2C.tmp", "notes.tmp"])
    }

    @Test("A tree is flushed file by file and folder by folder, then renamed into place")
    func treeAndRename() throws {
        let scratch = try TemporaryFolder("durable")
        let folder = scratch.url
        let staging = folder.appendingPathComponent("staging/one")
        try FileManager.default.createDirectory(
            at: staging.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try Data("a".utf8).write(to: staging.appendingPathComponent("tokens/a.json"))
        try Data("b".utf8).write(to: staging.appendingPathComponent("b.png"))
        try DurableFiles.flushTree(staging)
        let versions = folder.appendingPathComponent("versions")
        try FileManager.default.createDirectory(at: versions, withIntermediateDirectories: true)
        try DurableFiles.renameDurably(staging, to: versions.appendingPathComponent("1.0.0"))
        #expect(
            try String(contentsOf: versions.appendingPathComponent("1.0.0/tokens/a.json"), encoding: .utf8) == "a")
        #expect(!FileManager.default.fileExists(atPath: staging.path))
        #expect(throws: DurableFileError.self) { try DurableFiles.flushTree(folder.appendingPathComponent("gone")) }
    }
}
