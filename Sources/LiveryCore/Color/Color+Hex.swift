// MARK: - Hex notation

extension Color {
    /// Reads a color from text: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `0xRRGGBB`, `0xRRGGBBAA`,
    /// bare hex with six or eight digits (`"323232"`, the legacy token format), `rgb()`, `rgba()`,
    /// `hsl()`, `hsla()` and the keyword `transparent`.
    ///
    /// - Parameter text: The notation; surrounding white space is ignored.
    /// - Throws: ``ColorParseError`` when the text is not a color.
    public init(parsing text: String) throws(ColorParseError) {
        if let color = Color.fastHex(text, allowingBare: true) {
            self = color
            return
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.lowercased() == "transparent" {
            self = .clear
        } else if trimmed.hasPrefix("#") {
            self = try Color.fromHexDigits(trimmed.dropFirst(), original: text, allowedCounts: [3, 4, 6, 8])
        } else if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
            self = try Color.fromHexDigits(trimmed.dropFirst(2), original: text, allowedCounts: [6, 8])
        } else if trimmed.contains("(") {
            self = try Color.fromFunctionalNotation(trimmed)
        } else if (trimmed.count == 6 || trimmed.count == 8) && trimmed.allSatisfy(\.isHexDigit) {
            self = try Color.fromHexDigits(Substring(trimmed), original: text, allowedCounts: [6, 8])
        } else {
            throw .unrecognizedNotation(text)
        }
    }

    /// Reads a color from hex digits with or without a leading `#` or `0x`; `nil` when the text is not hex.
    ///
    /// Legacy theme files rely on this lenient reading of unknown token keys ("a key that is itself a color").
    /// - Parameter text: Hex digits, optionally prefixed.
    /// - Returns: The color, or `nil`.
    public init?(hex text: String) {
        if let color = Color.fastHex(text, allowingBare: true) {
            self = color
            return
        }
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
        }
        guard let color = try? Color.fromHexDigits(digits, original: text, allowedCounts: [3, 4, 6, 8]) else {
            return nil
        }
        self = color
    }

    /// The color as lower-case hex: `#rrggbb` when opaque, `#rrggbbaa` otherwise (or always, if asked).
    ///
    /// A color outside sRGB is first brought into it as CSS Color 4 does (``mappedToSRGBGamut``: chroma reduced,
    /// hue and lightness kept); components are then rounded to the nearest of 256 steps, so any hex string this
    /// type parsed is written back unchanged (in lower case, with a `#`, and expanded from the short forms).
    /// - Parameter alwaysIncludeAlpha: Write the alpha pair even for opaque colors.
    /// - Returns: The hex string.
    public func hexString(alwaysIncludeAlpha: Bool = false) -> String {
        let shown = mappedToSRGBGamut
        let alphaByte = Color.byte(alpha)
        var bytes = [Color.byte(shown.red), Color.byte(shown.green), Color.byte(shown.blue)]
        if alwaysIncludeAlpha || alphaByte != 255 {
            bytes.append(alphaByte)
        }
        return "#"
            + bytes.map { byte in
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// The nearest of 256 steps; NaN (which only a color built in code can hold) counts as 0, so no input traps.
    package static func byte(_ component: Double) -> UInt8 {
        component.isNaN ? 0 : UInt8((min(max(component, 0), 1) * 255).rounded())
    }

    /// The common notations read straight from the UTF-8 bytes: `#` with 3, 4, 6 or 8 digits, `0x` with 6 or 8,
    /// and (when `allowingBare`) 6 or 8 bare digits, with surrounding spaces. `nil` for anything else, which the
    /// general reading then handles (and reports); the values are those the general reading gives.
    static func fastHex(_ text: String, allowingBare: Bool) -> Color? {
        var text = text
        return text.withUTF8 { bytes -> Color? in
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            let allowed: [Int]
            if start < end, bytes[start] == UInt8(ascii: "#") {
                start += 1
                allowed = [3, 4, 6, 8]
            } else if end - start > 2, bytes[start] == UInt8(ascii: "0"), bytes[start + 1] | 0x20 == UInt8(ascii: "x") {
                start += 2
                allowed = [6, 8]
            } else if allowingBare {
                allowed = [6, 8]
            } else {
                return nil
            }
            let count = end - start
            guard allowed.contains(count) else { return nil }
            var nibbles: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
            return withUnsafeMutableBytes(of: &nibbles) { nibbles -> Color? in
                for index in 0..<count {
                    guard let nibble = hexValue(bytes[start + index]) else { return nil }
                    nibbles[index] = nibble
                }
                func channel(_ index: Int) -> Double {
                    count <= 4
                        ? Double(nibbles[index] * 17) / 255
                        : Double(nibbles[2 * index] << 4 | nibbles[2 * index + 1]) / 255
                }
                let hasAlpha = count == 4 || count == 8
                return Color(red: channel(0), green: channel(1), blue: channel(2), alpha: hasAlpha ? channel(3) : 1)
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func fromHexDigits(
        _ digits: Substring, original: String, allowedCounts: Set<Int>
    ) throws(ColorParseError) -> Color {
        guard allowedCounts.contains(digits.count) else { throw .invalidHex(original) }
        var values: [Double] = []
        values.reserveCapacity(4)
        if digits.count <= 4 {
            for character in digits {
                guard let nibble = character.hexDigitValue else { throw .invalidHex(original) }
                values.append(Double(nibble * 17) / 255)
            }
        } else {
            var index = digits.startIndex
            while index < digits.endIndex {
                let next = digits.index(index, offsetBy: 2)
                guard let byte = UInt8(digits[index..<next], radix: 16) else { throw .invalidHex(original) }
                values.append(Double(byte) / 255)
                index = next
            }
        }
        return Color(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }
}
