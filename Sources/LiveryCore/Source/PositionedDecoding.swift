import Foundation

/// Decoding a small `Codable` document (a pack's `pack.json`, its manifest) with errors a person can act on: the
/// file, the line and column, the key path and what was expected, where `JSONDecoder` alone says
/// `DecodingError.keyNotFound: … CodingKeys(stringValue: "displayName", intValue: nil)` with no position at all.
///
/// The text is read first by ``JSONSourceReader`` (strict JSON: no comments, trailing commas or repeated keys,
/// which would let the later value win without a word), so a syntax error has its position; then decoded, and a
/// decoding error is placed at the value its coding path names (for a missing key, the object that lacks it).
package enum PositionedDecoding {
    /// A document that is not JSON, or not the shape its type reads.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The file, as the caller names it.
        package var file: String
        /// Where the problem is.
        package var position: SourcePosition
        /// The key path (`themes[1].files`), empty at the top.
        package var keyPath: String
        /// What is wrong: `'displayName' is missing`, `expected a string`.
        package var message: String

        /// `pack.json:3:14: themes[0].files: expected a list`.
        package var description: String { "\(file):\(located)" }

        /// The description without the file: `3:14: themes[0].files: expected a list`, for an error that names
        /// the file itself (`PackError.malformedManifest` says `manifest.json: …`).
        package var located: String {
            "\(position.line):\(position.column): " + (keyPath.isEmpty ? "" : "\(keyPath): ") + message
        }
    }

    /// Decodes `data` as a `T`.
    /// - Parameters:
    ///   - file: The file's name for errors.
    ///   - maximumDepth: The deepest nesting read (the reader refuses deeper text before decoding it).
    /// - Throws: ``Failure``.
    package static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, file: String, maximumDepth: Int = 32
    ) throws(Failure) -> T {
        var reader = JSONSourceReader(allowsExtensions: false, maximumDepth: maximumDepth)
        let root: SourceNode
        do {
            root = try reader.read([UInt8](data))
        } catch {
            throw Failure(file: file, position: error.position, keyPath: "", message: error.message)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            let (path, message) = describe(error)
            var node = root
            var keys: [String] = []
            for key in path {
                let next =
                    if let index = key.intValue, case .array(let items) = node.value, items.indices.contains(index) {
                        items[index]
                    } else {
                        node[key.stringValue]
                    }
                guard let next else { break }
                node = next
                keys.append(key.intValue.map { "[\($0)]" } ?? (keys.isEmpty ? "" : ".") + key.stringValue)
            }
            throw Failure(file: file, position: node.position, keyPath: keys.joined(), message: message)
        } catch {
            throw Failure(file: file, position: root.position, keyPath: "", message: "\(error)")
        }
    }

    /// The coding path of a decoding error and what it says, in words.
    private static func describe(_ error: DecodingError) -> ([any CodingKey], String) {
        func expected(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "a string"
            case is Bool.Type: "true or false"
            case is Int.Type, is Int64.Type, is Double.Type: "a number"
            default:
                "\(type)".hasPrefix("Array") ? "a list" : "\(type)".hasPrefix("Dictionary") ? "an object" : "\(type)"
            }
        }
        switch error {
        case .keyNotFound(let key, let context): return (context.codingPath, "'\(key.stringValue)' is missing")
        case .typeMismatch(let type, let context): return (context.codingPath, "expected \(expected(type))")
        case .valueNotFound(let type, let context):
            return (context.codingPath, "expected \(expected(type)), found null")
        case .dataCorrupted(let context): return (context.codingPath, context.debugDescription)
        @unknown default: return ([], "\(error)")
        }
    }
}
