/// Turns the bytes a terminal in raw mode sends into keys: UTF-8 characters, arrows (`ESC [ A`, `ESC O A`),
/// tab, return, Control-C. Escape sequences it does not know are skipped whole.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    package init() {}

    /// Decodes the bytes read so far; an incomplete sequence at the end waits for the next read.
    package mutating func decode(_ bytes: [UInt8]) -> [DemoKey] {
        pending += bytes
        var keys: [DemoKey] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x1B:
                guard index + 1 < pending.count else {
                    pending.removeFirst(index)
                    return keys
                }
                guard pending[index + 1] == UInt8(ascii: "[") || pending[index + 1] == UInt8(ascii: "O") else {
                    index += 1  // a lone escape
                    continue
                }
                // CSI/SS3: parameters, then one final byte in 0x40...0x7E.
                var end = index + 2
                while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
                guard end < pending.count else {
                    pending.removeFirst(index)
                    return keys
                }
                switch pending[end] {
                case UInt8(ascii: "A"): keys.append(.up)
                case UInt8(ascii: "B"): keys.append(.down)
                default: break
                }
                index = end + 1
            case 0x03:
                keys.append(.interrupt)
                index += 1
            case 0x09:
                keys.append(.tab)
                index += 1
            case 0x0D, 0x0A, 0x20:
                keys.append(.enter)
                index += 1
            default:
                let length =
                    byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                guard index + length <= pending.count else {
                    pending.removeFirst(index)
                    return keys
                }
                if let text = String(validating: pending[index..<index + length], as: UTF8.self),
                    let character = text.first, byte >= 0x20, byte != 0x7F
                {
                    keys.append(.character(character))
                }
                index += length
            }
        }
        pending.removeAll()
        return keys
    }
}
