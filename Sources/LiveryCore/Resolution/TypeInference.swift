/// Tells a token's type from the shape of its value when no `$type` applies (lenient mode only).
enum TypeInference {
    static func type(of node: SourceNode) -> TokenType? {
        switch node.value {
        case .string(let text):
            if (try? Color(parsing: text)) != nil { return .color }
            if TokenDimension(parsing: text) != nil { return .dimension }
            if TokenDuration(parsing: text) != nil { return .duration }
            return .string
        case .number: return .number
        case .bool, .null: return nil
        case .object:
            if node["colorSpace"] != nil { return .color }
            if let unit = node["unit"]?.string, node["value"]?.number != nil {
                if DimensionUnit(rawValue: unit) != nil { return .dimension }
                if DurationUnit(rawValue: unit) != nil { return .duration }
                return nil
            }
            if node["width"] != nil && node["style"] != nil && node["color"] != nil { return .border }
            if node["offsetX"] != nil && node["offsetY"] != nil { return .shadow }
            if node["fontFamily"] != nil && node["fontSize"] != nil { return .typography }
            if node["duration"] != nil && node["timingFunction"] != nil { return .transition }
            return nil
        case .array(let elements):
            if elements.count == 4 && elements.allSatisfy({ $0.number != nil }) { return .cubicBezier }
            if !elements.isEmpty && elements.allSatisfy({ $0.string != nil }) { return .fontFamily }
            if !elements.isEmpty && elements.allSatisfy({ $0["position"] != nil && $0["color"] != nil }) {
                return .gradient
            }
            if !elements.isEmpty && elements.allSatisfy({ $0["offsetX"] != nil }) { return .shadow }
            return nil
        }
    }
}
