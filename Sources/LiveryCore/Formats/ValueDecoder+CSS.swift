// MARK: - CSS box-shadow strings (lenient reading of files that store CSS instead of DTCG values)

extension ValueDecoder {
    /// Reads `0 4px 6px -1px rgba(0, 0, 0, 0.1), inset 0 1px #fff` as shadow layers, with a warning.
    func cssShadows(_ text: String, _ node: SourceNode) throws -> [Shadow] {
        var layers: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == "," && depth == 0 {
                layers.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        layers.append(current)
        let shadows = try layers.map { try cssShadow($0, node) }
        try sink.accept(
            .legacyValueForm, "shadow written as a CSS box-shadow string; DTCG uses shadow objects",
            at: node.position, path: path)
        return shadows
    }

    private func cssShadow(_ layer: String, _ node: SourceNode) throws -> Shadow {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in layer.trimmingCharacters(in: .whitespaces) {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == " " && depth == 0 {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        var inset = false
        var lengths: [TokenDimension] = []
        var color: Color?
        for part in parts {
            if part == "inset" {
                inset = true
            } else if part == "0" {
                lengths.append(TokenDimension(0, .px))
            } else if let length = TokenDimension(parsing: part) {
                lengths.append(length)
            } else if let parsed = try? Color(parsing: part) {
                color = parsed
            } else {
                throw invalid(node, .shadow, "'\(part)' in '\(layer)' is neither a length nor a color")
            }
        }
        guard (2...4).contains(lengths.count), let color else {
            throw invalid(node, .shadow, "'\(layer)' is not a CSS shadow: expected 2 to 4 lengths and a color")
        }
        let zero = TokenDimension(0, .px)
        return Shadow(
            color: color, offsetX: lengths[0], offsetY: lengths[1], blur: lengths.count > 2 ? lengths[2] : zero,
            spread: lengths.count > 3 ? lengths[3] : zero, inset: inset)
    }
}
