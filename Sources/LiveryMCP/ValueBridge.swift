import Foundation
import LiveryCore
import MCP

/// Between LiveryCore's JSON values (what the workspace answers) and the MCP SDK's.
enum ValueBridge {
    /// `value` as the SDK's value; whole numbers become integers, as JSON readers on the other side expect.
    static func mcp(_ value: SourceValue) -> Value {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            if number.isFinite, number.rounded() == number, abs(number) < 9e15 { return .int(Int(number)) }
            return number.isFinite ? .double(number) : .null
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map { mcp($0.value) })
        case .object(let members):
            var object: [String: Value] = [:]
            for member in members { object[member.key] = mcp(member.value.value) }
            return .object(object)
        }
    }

    /// The SDK's value as a token value (`$value`), refusing binary data, which JSON token files cannot hold.
    static func source(_ value: Value, depth: Int = 0) throws -> SourceValue {
        guard depth < Limits.maximumDepth else {
            throw ToolError("the value is nested more than \(Limits.maximumDepth) deep")
        }
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .number(Double(number))
        case .double(let number):
            guard number.isFinite else { throw ToolError("a token value cannot be NaN or infinite") }
            return .number(number)
        case .string(let text): return .string(text)
        case .data: throw ToolError("binary data cannot be a token value")
        case .array(let items):
            return .array(try items.map { SourceNode(try source($0, depth: depth + 1), at: .start) })
        case .object(let object):
            return .object(
                try object.keys.sorted().map {
                    SourceMember(
                        key: $0, keyPosition: .start,
                        value: SourceNode(try source(object[$0]!, depth: depth + 1), at: .start))
                })
        }
    }
}

/// A tool's input that cannot be used: answered as a tool error (`isError`), which a model can read and correct.
struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The bounds on every request, checked before any work: a request past them is refused with a message naming
/// the bound, never read further.
enum Limits {
    /// The most bytes of a request's arguments (as JSON).
    static let maximumArgumentBytes = 1 << 20
    /// The longest string argument.
    static let maximumStringLength = 64 << 10
    /// The most elements of an array argument.
    static let maximumArrayCount = 1_000
    /// The deepest nesting of an argument.
    static let maximumDepth = 32

    static func check(_ arguments: [String: Value]?) throws {
        guard let arguments else { return }
        let size = (try? JSONEncoder().encode(arguments).count) ?? Int.max
        guard size <= maximumArgumentBytes else {
            throw ToolError("the arguments are \(size) bytes; at most \(maximumArgumentBytes) are read")
        }
        for (key, value) in arguments { try check(value, at: key, depth: 0) }
    }

    private static func check(_ value: Value, at path: String, depth: Int) throws {
        guard depth < maximumDepth else { throw ToolError("\(path): nested more than \(maximumDepth) deep") }
        switch value {
        case .string(let text) where text.utf8.count > maximumStringLength:
            throw ToolError("\(path): a string of \(text.utf8.count) bytes; at most \(maximumStringLength)")
        case .array(let items):
            guard items.count <= maximumArrayCount else {
                throw ToolError("\(path): \(items.count) elements; at most \(maximumArrayCount)")
            }
            for (index, item) in items.enumerated() { try check(item, at: "\(path)[\(index)]", depth: depth + 1) }
        case .object(let object):
            guard object.count <= maximumArrayCount else {
                throw ToolError("\(path): \(object.count) members; at most \(maximumArrayCount)")
            }
            for (key, item) in object { try check(item, at: "\(path).\(key)", depth: depth + 1) }
        default: break
        }
    }
}

/// Reading a tool's arguments, each with a message naming the argument when it has the wrong kind.
struct Arguments {
    let values: [String: Value]

    init(_ values: [String: Value]?) { self.values = values ?? [:] }

    func string(_ key: String) throws -> String? {
        guard let value = values[key], value != .null else { return nil }
        guard let text = value.stringValue else { throw ToolError("'\(key)' must be a string") }
        return text
    }

    func required(_ key: String) throws -> String {
        guard let text = try string(key), !text.isEmpty else { throw ToolError("'\(key)' is required") }
        return text
    }

    func bool(_ key: String, default fallback: Bool) throws -> Bool {
        guard let value = values[key], value != .null else { return fallback }
        guard let flag = value.boolValue else { throw ToolError("'\(key)' must be true or false") }
        return flag
    }

    func int(_ key: String, default fallback: Int) throws -> Int {
        guard let value = values[key], value != .null else { return fallback }
        if let number = value.intValue { return number }
        if let number = value.doubleValue, number.rounded() == number, abs(number) < 1e15 { return Int(number) }
        throw ToolError("'\(key)' must be a whole number")
    }

    func double(_ key: String) throws -> Double? {
        guard let value = values[key], value != .null else { return nil }
        if let number = value.doubleValue { return number }
        if let number = value.intValue { return Double(number) }
        throw ToolError("'\(key)' must be a number")
    }

    func strings(_ key: String) throws -> [String] {
        guard let value = values[key], value != .null else { return [] }
        guard let items = value.arrayValue else { throw ToolError("'\(key)' must be an array of strings") }
        return try items.map {
            guard let text = $0.stringValue else { throw ToolError("'\(key)' must be an array of strings") }
            return text
        }
    }

    /// A selection: an object from modifier names to context names.
    func selection(_ key: String) throws -> [String: String] {
        guard let value = values[key], value != .null else { return [:] }
        return try Self.selection(value, key)
    }

    func selections(_ key: String) throws -> [[String: String]] {
        guard let value = values[key], value != .null else { return [] }
        guard let items = value.arrayValue else { throw ToolError("'\(key)' must be an array of selections") }
        return try items.map { try Self.selection($0, key) }
    }

    private static func selection(_ value: Value, _ key: String) throws -> [String: String] {
        guard let object = value.objectValue else {
            throw ToolError("'\(key)' must be an object from modifier names to contexts, such as {\"theme\": \"dark\"}")
        }
        return try object.mapValues {
            guard let context = $0.stringValue else { throw ToolError("'\(key)': each context must be a string") }
            return context
        }
    }
}
