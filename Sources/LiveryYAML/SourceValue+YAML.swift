import LiveryCore
import Yams

extension SourceValue {
    /// The value as a YAML document, keys in their order, strings quoted only where YAML would read them as
    /// something else (`"16"`, `"true"`, `"{color.accent}"`).
    /// - Throws: `YamlError` if the emitter fails (it does not for values Livery builds).
    public func yamlText() throws -> String {
        try Yams.serialize(node: yamlNode(), indent: 2, width: -1, allowUnicode: true)
    }

    func yamlNode() -> Node {
        switch self {
        case .object(let members):
            return .mapping(Node.Mapping(members.map { (.scalar($0.key.represented()), $0.value.value.yamlNode()) }))
        case .array(let items):
            return .sequence(Node.Sequence(items.map { $0.value.yamlNode() }))
        case .string(let text):
            return .scalar(text.represented())
        case .number(let number) where number.isNaN:
            return .scalar(Node.Scalar(".nan", Tag(.float)))  // JSON5's NaN and Infinity: YAML has them too
        case .number(let number) where number.isInfinite:
            return .scalar(Node.Scalar(number < 0 ? "-.inf" : ".inf", Tag(.float)))
        case .number(let number):
            return .scalar(Node.Scalar(NumberFormatting.shortest(number), Tag(.float)))
        case .bool(let flag):
            return .scalar(flag.represented())
        case .null:
            return .scalar(Node.Scalar("null", Tag(.null)))
        }
    }
}
