/// Escaping for the HTML pages Livery's tools write (`livery preview`, `livery demo --snapshot --format html`).
package enum HTMLEscaping {
    /// Text for element content or a double-quoted attribute: `&`, `<`, `>` and `"` as entities.
    package static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
