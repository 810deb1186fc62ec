import LiveryCore

/// A config value with what is needed to report an error about it: the file and the member path that led to it.
struct ConfigNode {
    let node: SourceNode
    let file: String
    let keyPath: String

    func error(_ message: String) -> BuildConfigError {
        BuildConfigError(file: file, position: node.position, keyPath: keyPath, message: message)
    }

    /// The members of an object, refusing any key not in `allowed` so that a misspelt option is an error and not
    /// silently ignored. Keys starting with `$` (`$schema`, `$comment`) are allowed everywhere.
    func object(allowed: [String]) throws(BuildConfigError) -> [String: ConfigNode] {
        guard let members = node.members else { throw error("expected an object, found \(node.kindDescription)") }
        var result: [String: ConfigNode] = [:]
        for member in members where !member.key.hasPrefix("$") {
            let child = ConfigNode(node: member.value, file: file, keyPath: child(member.key))
            guard allowed.contains(member.key) else {
                throw BuildConfigError(
                    file: file, position: member.keyPosition, keyPath: child.keyPath,
                    message: "unknown option; expected one of \(allowed.joined(separator: ", "))")
            }
            result[member.key] = child
        }
        return result
    }

    /// An object's members in their written order, for maps whose keys are names (platforms, themes).
    func members() throws(BuildConfigError) -> [(key: String, value: ConfigNode)] {
        guard let members = node.members else { throw error("expected an object, found \(node.kindDescription)") }
        return members.filter { !$0.key.hasPrefix("$") }.map {
            ($0.key, ConfigNode(node: $0.value, file: file, keyPath: child($0.key)))
        }
    }

    func string() throws(BuildConfigError) -> String {
        guard let text = node.string else { throw error("expected a string, found \(node.kindDescription)") }
        guard !text.isEmpty else { throw error("expected a non-empty string") }
        return text
    }

    /// A string, or an array of strings (`"source": "tokens"` or `"source": ["a.json", "b.json"]`).
    func strings() throws(BuildConfigError) -> [String] {
        if case .array(let items) = node.value {
            guard !items.isEmpty else { throw error("expected at least one string") }
            var result: [String] = []
            for (index, item) in items.enumerated() {
                result.append(try ConfigNode(node: item, file: file, keyPath: "\(keyPath)[\(index)]").string())
            }
            return result
        }
        return [try string()]
    }

    /// A path, or several: strings without control characters, which file system calls would cut (a NUL) or
    /// which no one types on purpose.
    func paths() throws(BuildConfigError) -> [String] {
        let paths = try strings()
        if paths.contains(where: { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) {
            throw error("a path may not hold control characters")
        }
        return paths
    }

    /// One path (see ``paths()``).
    func path() throws(BuildConfigError) -> String {
        guard case .string = node.value else { throw error("expected a string, found \(node.kindDescription)") }
        return try paths()[0]
    }

    func bool() throws(BuildConfigError) -> Bool {
        guard case .bool(let value) = node.value else {
            throw error("expected true or false, found \(node.kindDescription)")
        }
        return value
    }

    func number(in range: ClosedRange<Double>) throws(BuildConfigError) -> Double {
        guard let value = node.number else { throw error("expected a number, found \(node.kindDescription)") }
        guard range.contains(value) else {
            throw error(
                "\(NumberFormatting.shortest(value)) is out of range; expected "
                    + "\(NumberFormatting.shortest(range.lowerBound))…\(NumberFormatting.shortest(range.upperBound))")
        }
        return value
    }

    /// One of a fixed set of words.
    func choice<T: RawRepresentable & CaseIterable>(_: T.Type, what: String) throws(BuildConfigError) -> T
    where T.RawValue == String {
        let text = try string()
        guard let value = T(rawValue: text) else {
            throw error(
                "unknown \(what) '\(text)'; expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    private func child(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }
}
