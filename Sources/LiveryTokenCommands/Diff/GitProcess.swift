import Foundation
import LiveryCore

/// git run as a child process whose standard output is read under a bound: what a repository holds is input, and a
/// small repository can make git print gigabytes (one large blob named many times), so no answer is taken whole
/// into memory before it is checked.
///
/// Only plumbing commands are run (`cat-file`, `ls-tree`): they read the object database and change nothing in
/// the working copy, the index or the references.
struct GitProcess {
    /// The folder git runs in (`git -C`).
    let repository: String
    /// What the answer is about, for errors (`v1:tokens`).
    let what: String

    /// The most bytes of git's standard error kept for a message; the rest is read and dropped.
    static let errorLimit = 64 << 10

    /// Runs git and returns its standard output, at most `limit` bytes.
    /// - Throws: ``CLIError/badInput(_:)`` when git cannot be run, fails (its message), or prints more than
    ///   `limit` bytes (git is stopped; `tooLarge` says what that means).
    func output(_ arguments: [String], limit: Int, tooLarge: String) throws -> Data {
        var data = Data()
        try stream(arguments) { reader in
            while let chunk = try reader.chunk() {
                guard data.count + chunk.count <= limit else {
                    throw CLIError.badInput("\(what): \(tooLarge)")
                }
                data.append(chunk)
            }
        }
        return data
    }

    /// Runs git with the file `input` as its standard input and hands its output to `body` as it arrives. When
    /// `body` throws, git is stopped and the error passes through; when git fails, its message is the error.
    /// (A file, not a pipe written from here: git may exit before reading all of it, and a write to a pipe
    /// nobody reads kills the writer with SIGPIPE.)
    func stream(_ arguments: [String], input: URL? = nil, _ body: (inout GitOutputReader) throws -> Void) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repository] + arguments
        let output = Pipe()
        let errors = Pipe()
        let standardInput = try input.map { try FileHandle(forReadingFrom: $0) }
        defer { try? standardInput?.close() }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput ?? FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CLIError.badInput("\(what): git could not be run (\(error))")
        }
        // Standard error on a thread of its own: git may fill that pipe while this thread reads the other.
        let errorText = LockedValue(Data())
        let helpers = DispatchGroup()
        DispatchQueue.global().async(group: helpers) {
            let handle = errors.fileHandleForReading
            while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                errorText.withLock { text in
                    if text.count < Self.errorLimit { text.append(chunk.prefix(Self.errorLimit - text.count)) }
                }
            }
        }
        var reader = GitOutputReader(handle: output.fileHandleForReading)
        var failure: (any Error)?
        do {
            try body(&reader)
        } catch {
            failure = error
            process.terminate()
        }
        // Whatever the body left unread is drained, so that git can exit.
        while (try? reader.chunk()) ?? nil != nil {}
        process.waitUntilExit()
        helpers.wait()
        if let failure { throw failure }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText.withLock { $0 }, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw CLIError.badInput("\(what): \(message.isEmpty ? "git failed" : message)")
        }
    }
}

/// git's standard output as it arrives: chunks, lines and runs of bytes of a known length, each read under the
/// bound its caller gives.
package struct GitOutputReader {
    private let source: @Sendable () throws -> Data?
    private var buffer = Data()
    private var ended = false

    package init(handle: FileHandle) {
        source = {
            let chunk = try handle.read(upToCount: 1 << 16)
            return chunk.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// A reader over bytes already in memory (the fuzz target's and the tests' git output).
    package init(data: Data) {
        buffer = data
        source = { nil }
    }

    /// The next bytes, or `nil` at the end.
    package mutating func chunk() throws -> Data? {
        if !buffer.isEmpty {
            defer { buffer = Data() }
            return buffer
        }
        guard !ended, let next = try source() else {
            ended = true
            return nil
        }
        return next
    }

    /// The bytes up to the next newline (without it), or `nil` at the end; a line longer than `limit` is an error.
    package mutating func line(limit: Int) throws -> Data? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                guard line.count <= limit else { throw GitOutputError.lineTooLong }
                buffer = Data(buffer[(newline + 1)...])
                return Data(line)
            }
            guard buffer.count <= limit else { throw GitOutputError.lineTooLong }
            guard !ended, let next = try source() else {
                ended = true
                if buffer.isEmpty { return nil }
                throw GitOutputError.endedEarly
            }
            buffer.append(next)
        }
    }

    /// Exactly `count` bytes (the caller has checked `count` against its limits).
    package mutating func bytes(_ count: Int) throws -> Data {
        while buffer.count < count {
            guard !ended, let next = try source() else {
                ended = true
                throw GitOutputError.endedEarly
            }
            buffer.append(next)
        }
        let result = Data(buffer.prefix(count))
        buffer = Data(buffer.dropFirst(count))
        return result
    }
}

/// git's output was not what its command prints.
package enum GitOutputError: Error {
    /// The output ended in the middle of a record.
    case endedEarly
    /// A line was longer than any the command prints.
    case lineTooLong
}
