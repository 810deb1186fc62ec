import Foundation
import LiveryCore

/// A change to a token set, as an agent or the studio asks for it.
package enum TokenEdit: Sendable {
    /// A new `$value` for a token, in the file that defines it (`file` chooses one when several do).
    case setValue(path: String, value: SourceValue, file: String?)
    /// A new token (with the groups it needs), in `file`, or the file that holds its closest group.
    case add(path: String, value: SourceValue, type: String?, description: String?, file: String?)
    /// A token removed from every file that defines it (or from `file` alone).
    case delete(path: String, file: String?)
    /// A token moved to a new path in every file that defines it, and every alias `{from}` in the set's
    /// writable files rewritten to `{to}`.
    case rename(from: String, to: String)
}

/// Why an edit was not made. Nothing was written.
package struct EditRefusal: Error, CustomStringConvertible, Sendable {
    package let description: String
    /// The findings the edit would have added (lint errors in some permutation), as JSON.
    package let findings: [SourceValue]

    package init(_ description: String, findings: [SourceValue] = []) {
        self.description = description
        self.findings = findings
    }
}

/// An edit worked out and checked, not yet written: the new bytes of each file it changes and their diff.
package struct EditPlan: Sendable {
    /// One file's change.
    package struct Change: Sendable {
        /// The file as it was read.
        package let file: TokenWorkspace.File
        /// Its new bytes.
        package let bytes: [UInt8]
        /// The unified diff from the old bytes to the new.
        package let diff: String
    }

    /// The revision the edit was planned against: it is written only onto that revision.
    package let revision: String
    /// The files it changes.
    package let changes: [Change]
    /// The permutations it was checked in.
    package let permutationsChecked: [String]

    /// Every file's diff, one after the other.
    package var diff: String { changes.map(\.diff).joined() }
}

extension TokenWorkspace {
    /// Every token document the set was read from, once each.
    var documents: [TokenDocument] {
        var seen = Set<String>()
        let all: [TokenDocument]
        switch input {
        case .layers(let documents): all = documents
        case .themes(let themes): all = themes.flatMap { $0.layers.map(\.document) }
        case .resolver(let document):
            all = document.steps.flatMap { step -> [TokenDocument] in
                switch step {
                case .set(_, let sources): sources
                case .modifier(let modifier): modifier.contextNames.flatMap { modifier.contexts[$0] ?? [] }
                }
            }
        }
        return all.filter { seen.insert(URL(fileURLWithPath: $0.file).standardizedFileURL.path).inserted }
    }

    /// Where `path` is defined: each file and the definition in it.
    func definitions(of path: TokenPath) -> [(file: File, definition: TokenDefinition)] {
        documents.compactMap { document in
            guard let definition = document.tokens.last(where: { $0.path == path }), let file = file(document.file)
            else { return nil }
            return (file, definition)
        }
    }

    /// Works `edit` out against this revision and checks the edited set in every permutation: it must read,
    /// and no permutation may gain a lint error (a rule at `error` the set did not already break).
    /// - Throws: ``EditRefusal`` naming what stands in the way; nothing is written either way.
    package func plan(_ edit: TokenEdit) throws -> EditPlan {
        var contents: [String: [UInt8]] = [:]
        func bytes(_ file: File) -> [UInt8] { contents[file.path] ?? file.bytes }
        func writable(_ file: File) throws -> File {
            guard file.isWritable else {
                throw EditRefusal(
                    Self.isEditableFormat(file.path)
                        ? "\(file.name) is outside the project root \(root.path): edits write only inside it"
                        : "\(file.name) is not JSON: edits rewrite JSON token files only (YAML is read only here)")
            }
            return file
        }
        func chosen(_ path: TokenPath, _ fileName: String?) throws -> [(file: File, definition: TokenDefinition)] {
            let found = definitions(of: path)
            guard !found.isEmpty else {
                let near = nearestPaths(to: path)
                throw EditRefusal(
                    "no token '\(path.dotted)' in the set"
                        + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
            }
            guard let fileName else { return found }
            guard let wanted = file(fileName), let match = found.first(where: { $0.file.path == wanted.path }) else {
                throw EditRefusal(
                    "'\(path.dotted)' is not defined in \(fileName); it is in \(found.map(\.file.name).joined(separator: ", "))"
                )
            }
            return [match]
        }
        switch edit {
        case .setValue(let path, let value, let fileName):
            let found = try chosen(TokenPath(path), fileName)
            guard found.count == 1 else {
                throw EditRefusal(
                    "'\(path)' is defined in \(found.count) files (\(found.map(\.file.name).joined(separator: ", "))): "
                        + "name the one to change with 'file'")
            }
            let file = try writable(found[0].file)
            contents[file.path] = try JSONTextEdit.setValue(
                in: bytes(file), pointer: found[0].definition.jsonPointer, to: value, file: file.name)
        case .add(let path, let value, let type, let description, let fileName):
            let tokenPath = TokenPath(path)
            if let problem = TokenPath.problem(withName: tokenPath.components.last ?? "") {
                throw EditRefusal("'\(path)': \(problem)")
            }
            if let existing = definitions(of: tokenPath).first {
                throw EditRefusal(
                    "'\(path)' is already defined in \(existing.file.name) (line \(existing.definition.location.line)): "
                        + "set its value instead")
            }
            let file = try writable(try addTarget(for: tokenPath, fileName))
            var members: [(String, SourceValue)] = [("$value", value)]
            if let type { members.append(("$type", .string(type))) }
            if let description { members.append(("$description", .string(description))) }
            contents[file.path] = try JSONTextEdit.add(
                SourceValue.object(ordered: members).jsonText(), at: tokenPath.components, in: bytes(file),
                file: file.name)
        case .delete(let path, let fileName):
            for (file, definition) in try chosen(TokenPath(path), fileName) {
                let file = try writable(file)
                contents[file.path] = try JSONTextEdit.delete(
                    pointer: definition.jsonPointer, in: bytes(file), file: file.name)
            }
        case .rename(let from, let to):
            let old = TokenPath(from)
            let new = TokenPath(to)
            guard old != new else { throw EditRefusal("'\(from)' is already named so") }
            if let existing = definitions(of: new).first {
                throw EditRefusal(
                    "'\(to)' is already defined in \(existing.file.name): choose another name, or delete it first")
            }
            for (file, definition) in try chosen(old, nil) {
                let file = try writable(file)
                let (removed, text) = try JSONTextEdit.take(
                    pointer: definition.jsonPointer, in: bytes(file), file: file.name)
                contents[file.path] = try JSONTextEdit.add(text, at: new.components, in: removed, file: file.name)
            }
            // Every writable file of the set: token files, and a resolver document's inline sets. Pointers are
            // rewritten in token files only: a resolver document's own (`#/sets/base`) name its sets, not tokens.
            let tokenFiles = Set(documents.compactMap { self.file($0.file)?.path })
            for file in files where file.isWritable {
                let rewritten = try JSONTextEdit.rewriteReferences(
                    from: old, to: new, in: bytes(file), file: file.name,
                    rewritingPointers: tokenFiles.contains(file.path))
                if rewritten != bytes(file) { contents[file.path] = rewritten }
            }
        }
        let changes = files.compactMap { file -> EditPlan.Change? in
            guard let new = contents[file.path], new != file.bytes else { return nil }
            return .init(
                file: file, bytes: new,
                diff: UnifiedDiff.render(
                    old: String(decoding: file.bytes, as: UTF8.self), new: String(decoding: new, as: UTF8.self),
                    path: file.name))
        }
        guard !changes.isEmpty else { throw EditRefusal("the edit changes nothing") }
        let checked = try validate(changes)
        return EditPlan(revision: revision, changes: changes, permutationsChecked: checked)
    }

    private func isTokenFile(_ file: File) -> Bool { documents.contains { file.path == self.file($0.file)?.path } }

    /// The file a new token goes to: `fileName`, else the writable file defining the longest group prefix of
    /// `path`, else the only writable token file.
    private func addTarget(for path: TokenPath, _ fileName: String?) throws -> File {
        if let fileName {
            guard let file = file(fileName), isTokenFile(file) else {
                throw EditRefusal("\(fileName) is not a token file of this set; its files are \(tokenFileNames)")
            }
            return file
        }
        let components = path.components
        var best: (file: File, depth: Int)?
        for document in documents {
            guard let file = file(document.file), file.isWritable else { continue }
            for group in document.groups {
                let groupComponents = group.path.dotted.isEmpty ? [] : group.path.components
                guard groupComponents.count < components.count,
                    Array(components.prefix(groupComponents.count)) == groupComponents,
                    groupComponents.count > (best?.depth ?? 0)
                else { continue }
                best = (file, groupComponents.count)
            }
        }
        if let best { return best.file }
        let writable = documents.compactMap { file($0.file) }.filter(\.isWritable)
        guard writable.count == 1 else {
            throw EditRefusal(
                "no group of '\(path.dotted)' exists yet: name the file to add it to with 'file' (\(tokenFileNames))")
        }
        return writable[0]
    }

    private var tokenFileNames: String { documents.compactMap { file($0.file)?.name }.joined(separator: ", ") }

    /// Reads the edited set from a copy of its files in a temporary folder (every file at its own absolute path
    /// under it, so every reference between them reads as it does in the project) and lints it in every
    /// permutation. The folder is removed before returning.
    /// - Returns: The permutations checked.
    private func validate(_ changes: [EditPlan.Change]) throws -> [String] {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "livery-edit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let edited = Dictionary(uniqueKeysWithValues: changes.map { ($0.file.path, $0.bytes) })
        func mirrored(_ path: String) -> String { scratch.path + URL(fileURLWithPath: path).standardizedFileURL.path }
        for file in files {
            let target = URL(fileURLWithPath: mirrored(file.path))
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(edited[file.path] ?? file.bytes).write(to: target)
        }
        func unmirrored(_ text: String) -> String { text.replacingOccurrences(of: scratch.path, with: "") }
        let after: LintReport
        do {
            let workspace = try TokenWorkspace(
                paths: paths.map { mirrored(URL(fileURLWithPath: $0).standardizedFileURL.path) },
                root: URL(fileURLWithPath: mirrored(root.path)), settings: settings)
            after = try workspace.lintReport()
        } catch {
            throw EditRefusal("the edited set does not read: \(unmirrored(String(describing: error)))")
        }
        let before = Set(try lintReport().findings.filter { $0.severity == .error }.map(Self.findingKey))
        let added = after.findings.filter { $0.severity == .error && !before.contains(Self.findingKey($0)) }
        guard added.isEmpty else {
            let json = added.prefix(20).map { Self.mapStrings(in: $0.json, unmirrored) }
            throw EditRefusal(
                "the edit would add \(added.count) lint error\(added.count == 1 ? "" : "s"), first: "
                    + unmirrored(added[0].message)
                    + " (\(added[0].kind.rawValue), in \(added[0].theme ?? added[0].themes.first ?? "the set"))",
                findings: json)
        }
        return after.themes
    }

    /// `value` with `transform` applied to every string in it.
    static func mapStrings(in value: SourceValue, _ transform: (String) -> String) -> SourceValue {
        switch value {
        case .string(let text): .string(transform(text))
        case .array(let items): .array(items.map { SourceNode(mapStrings(in: $0.value, transform), at: $0.position) })
        case .object(let members):
            .object(
                members.map {
                    SourceMember(
                        key: $0.key, keyPosition: $0.keyPosition,
                        value: SourceNode(mapStrings(in: $0.value.value, transform), at: $0.value.position))
                })
        default: value
        }
    }

    private static func findingKey(_ finding: LintFinding) -> String {
        "\(finding.kind.rawValue)|\(finding.tokenPath ?? "")|\(finding.message)"
    }

    /// Writes `plan` if every file it changes still holds the bytes it was planned on; each file is replaced
    /// whole (written beside it, then renamed over it), so a reader never sees half an edit.
    /// - Returns: The names of the files written.
    /// - Throws: ``EditRefusal`` when the revision moved on, a file changed on disk since it was read, or a file
    ///   is no longer inside the root; nothing is written then.
    package func apply(_ plan: EditPlan) throws -> [String] {
        guard plan.revision == revision else {
            throw EditRefusal(
                "the edit was planned on revision \(plan.revision); the set is at \(revision) now: plan it again")
        }
        for change in plan.changes {
            guard (try? Self.read(change.file.path)) == change.file.bytes else {
                throw EditRefusal(
                    "\(change.file.name) changed on disk since revision \(revision) was read: nothing written; read the "
                        + "token again and retry")
            }
            guard Self.isInside(change.file.path, root: root.path) else {
                throw EditRefusal("\(change.file.name) now leads outside the project root: nothing written")
            }
        }
        for change in plan.changes { try Self.replace(change.file.path, with: change.bytes) }
        return plan.changes.map(\.file.name)
    }

    /// Writes `bytes` to a new file beside `path`, with its permissions, and renames it over `path`.
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appending(
            path: ".\(url.lastPathComponent).livery-\(UUID().uuidString)")
        do {
            try Data(bytes).write(to: temporary)
            if let mode = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] {
                try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, path) == 0 else {
                throw EditRefusal("\(path): cannot be replaced: \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}

/// Edits of JSON text that keep every byte they do not change.
enum JSONTextEdit {
    static func scan(_ bytes: [UInt8], file: String) throws -> JSONSpan {
        do { return try JSONSpanScanner.scan(bytes) } catch { throw EditRefusal("\(file): \(error)") }
    }

    /// The span at a JSON pointer (`/color/bg`), and the object member it is, if any.
    static func locate(_ pointer: String, in root: JSONSpan, file: String) throws -> (
        span: JSONSpan, parent: JSONSpan?, member: Int?
    ) {
        var node = root
        var parent: JSONSpan?
        var memberIndex: Int?
        let components = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for component in components {
            let key = component.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let members = node.members, let index = members.lastIndex(where: { $0.key == key }) {
                parent = node
                memberIndex = index
                node = members[index].value
            } else if case .array(let items) = node.kind, let index = Int(key), items.indices.contains(index) {
                parent = nil
                memberIndex = nil
                node = items[index]
            } else {
                throw EditRefusal("\(file): nothing at \(pointer) (the file changed since it was read?)")
            }
        }
        return (node, parent, memberIndex)
    }

    static func splice(_ bytes: [UInt8], _ range: Range<Int>, _ text: String) -> [UInt8] {
        var result = bytes
        result.replaceSubrange(range, with: Array(text.utf8))
        return result
    }

    /// The white space that starts the line holding `offset`.
    static func indentation(at offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `text` (pretty JSON whose lines start at column 0) with its lines after the first indented by `indent`.
    static func indented(_ text: String, _ indent: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\n" + indent)
    }

    static func setValue(in bytes: [UInt8], pointer: String, to value: SourceValue, file: String) throws -> [UInt8] {
        let (token, _, _) = try locate(pointer, in: try scan(bytes, file: file), file: file)
        let target: JSONSpan
        if token.members != nil {
            guard let member = token.member("$value") ?? token.member("value") else {
                throw EditRefusal("\(file): the token at \(pointer) has no $value")
            }
            target = member.value
        } else {
            target = token  // the legacy format: the value itself
        }
        return splice(
            bytes, target.start..<target.end, indented(value.jsonText(), indentation(at: target.start, in: bytes)))
    }

    /// Adds the token `objectText` at `components`, inside the deepest group of the path the file has, with the
    /// groups it lacks.
    static func add(_ objectText: String, at components: [String], in bytes: [UInt8], file: String) throws -> [UInt8] {
        var node = try scan(bytes, file: file)
        guard node.members != nil else { throw EditRefusal("\(file): its top level is not an object") }
        var depth = 0
        while depth < components.count - 1, let member = node.member(components[depth]), member.value.members != nil {
            node = member.value
            depth += 1
        }
        if node.member(components[depth]) != nil {
            throw EditRefusal(
                "\(file): '\(components[...depth].joined(separator: "."))' already exists there and is not a group")
        }
        // The new member's value: the token, wrapped in the groups the file lacks.
        var valueText = objectText
        for key in components[(depth + 1)...].reversed() {
            valueText = "{\n  " + SourceValue.string(key).jsonText() + ": " + indented(valueText, "  ") + "\n}"
        }
        let members = node.members!
        let memberIndent =
            members.first.map { indentation(at: $0.keyStart, in: bytes) } ?? indentation(at: node.start, in: bytes)
            + "  "
        let memberText = SourceValue.string(components[depth]).jsonText() + ": " + indented(valueText, memberIndent)
        guard let last = members.last else {
            let closing = indentation(at: node.start, in: bytes)
            return splice(bytes, (node.start + 1)..<(node.end - 1), "\n" + memberIndent + memberText + "\n" + closing)
        }
        // After the last member, or after its trailing comma (JSON5) when it has one.
        var after = last.value.end
        var hasTrailingComma = false
        var cursor = after
        while cursor < node.end - 1 {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ",") {
                hasTrailingComma = true
                after = cursor + 1
                break
            }
            if byte == UInt8(ascii: "/") { break }  // a comment: insert before it
            cursor += 1
        }
        let text = hasTrailingComma ? "\n" + memberIndent + memberText + "," : ",\n" + memberIndent + memberText
        return splice(bytes, after..<after, text)
    }

    /// Removes the member at `pointer` with its separating comma.
    static func delete(pointer: String, in bytes: [UInt8], file: String) throws -> [UInt8] {
        try take(pointer: pointer, in: bytes, file: file).remaining
    }

    /// Removes the member at `pointer` and returns the file without it and the member's value text.
    static func take(pointer: String, in bytes: [UInt8], file: String) throws -> (remaining: [UInt8], value: String) {
        let (span, parent, index) = try locate(pointer, in: try scan(bytes, file: file), file: file)
        guard let parent, let index, let members = parent.members else {
            throw EditRefusal("\(file): the token at \(pointer) is not an object member")
        }
        let value = String(decoding: bytes[span.start..<span.end], as: UTF8.self)
        // Re-indent the value's later lines to start at column 0, so that it can be inserted at any depth.
        let indent = indentation(at: members[index].keyStart, in: bytes)
        let text = value.replacingOccurrences(of: "\n" + indent, with: "\n")
        let range: Range<Int>
        if index > 0 {
            range = members[index - 1].value.end..<span.end
        } else if members.count > 1 {
            range = members[index].keyStart..<members[index + 1].keyStart
        } else {
            var end = span.end
            var cursor = end
            while cursor < parent.end - 1, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
            if cursor < parent.end - 1, bytes[cursor] == UInt8(ascii: ",") { end = cursor + 1 }
            range = members[index].keyStart..<end
        }
        return (splice(bytes, range, ""), text)
    }

    /// Every string holding `{from}` (an alias, or one inside a math expression or a contrast declaration) with
    /// it rewritten to `{to}`; and `{from.` prefixes are left alone, as they name other tokens. Every JSON Pointer
    /// reference into the token (`{"$ref": "#/from/…/$value"}`, read against the file that holds it, which is where
    /// the rename moved the token) is rewritten to point into `to`, when `rewritingPointers` is set (a token file).
    static func rewriteReferences(
        from: TokenPath, to: TokenPath, in bytes: [UInt8], file: String, rewritingPointers: Bool
    ) throws -> [UInt8] {
        let root = try scan(bytes, file: file)
        let old = Array("{\(from.dotted)}".utf8)
        let new = Array("{\(to.dotted)}".utf8)
        // The pointer's text, not its bytes: JSON escapes may spell it differently in the file.
        let oldPointer = "#/" + from.components.map(pointerEscaped).joined(separator: "/")
        let newPointer = "#/" + to.components.map(pointerEscaped).joined(separator: "/")
        let pointers = rewritingPointers ? Set(root.references().map(\.lowerBound)) : []
        var result = bytes
        // From the end, so that earlier offsets stay valid.
        for raw in root.strings().reversed() {
            if pointers.contains(raw.lowerBound) {
                let pointer = JSONSpanScanner.decode(bytes[raw])
                if pointer == oldPointer || pointer.hasPrefix(oldPointer + "/") {
                    let rewritten = newPointer + pointer.dropFirst(oldPointer.count)
                    result.replaceSubrange(
                        raw, with: Array(stringContent(rewritten, quote: bytes[raw.lowerBound - 1]).utf8))
                }
                continue
            }
            var position = raw.upperBound - old.count
            while position >= raw.lowerBound {
                if result[position..<(position + old.count)].elementsEqual(old) {
                    result.replaceSubrange(position..<(position + old.count), with: new)
                }
                position -= 1
            }
        }
        return result
    }

    /// A path component as RFC 6901 writes it in a pointer (`~` as `~0`, `/` as `~1`).
    static func pointerEscaped(_ component: String) -> String {
        component.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// `text` escaped to stand between `quote`s: JSON's escapes, and `\'` too between JSON5's single quotes (where
    /// JSON's `\"` is valid as it is).
    static func stringContent(_ text: String, quote: UInt8) -> String {
        let inner = String(SourceValue.string(text).jsonText().dropFirst().dropLast())
        return quote == UInt8(ascii: "'") ? inner.replacingOccurrences(of: "'", with: "\\'") : inner
    }
}
