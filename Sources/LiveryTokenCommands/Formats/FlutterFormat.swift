import LiveryCore

/// Flutter: a Dart `ThemeExtension` with a field per token (`Color`, `double` in logical pixels, `TextStyle`,
/// `FontWeight`), a `const` value per theme, and the `copyWith` and `lerp` that `ThemeData.extensions` needs to
/// animate between themes. Colors outside sRGB use `Color.from` in Display P3.
enum FlutterFormat {
    static func render(_ input: FormatInput) -> String {
        let type = input.options.typeName(for: .flutter)
        let tokens = MobileTokens(input).tokens
        func dartType(_ value: TokenValue) -> String {
            switch value {
            case .color: "Color"
            case .typography: "TextStyle"
            case .fontWeight: "FontWeight"
            default: "double"
            }
        }
        func weight(_ value: Double) -> String {
            "FontWeight.w\(Int((min(max(value, 100), 900) / 100).rounded()) * 100)"
        }
        func literal(_ value: TokenValue) -> String {
            switch value {
            case .color(let color):
                if color.isInSRGBGamut { return "Color(0x\(AndroidResourcesFormat.argb(color)))" }
                let p3 = color.displayP3.array.map { MobileTokens.shortest(min(max($0, 0), 1)) }
                return "Color.from(alpha: \(MobileTokens.shortest(color.alpha)), red: \(p3[0]), green: \(p3[1]), "
                    + "blue: \(p3[2]), colorSpace: ColorSpace.displayP3)"
            case .dimension(let dimension): return MobileTokens.shortest(input.transforms.px(dimension) ?? 0)
            case .fontWeight(let value): return weight(value)
            case .number(let number): return MobileTokens.shortest(number)
            case .typography(let type):
                let size = input.transforms.fontSizePx(type)
                let spacing = input.transforms.letterSpacingPx(type)
                let family = type.fontFamily.first.map { ", fontFamily: \(SourceText.dartString($0))" } ?? ""
                let fallback = type.fontFamily.dropFirst().map(SourceText.dartString)
                return "TextStyle(fontSize: \(MobileTokens.shortest(size)), fontWeight: \(weight(type.fontWeight)), "
                    + "height: \(MobileTokens.shortest(type.lineHeight.multiple(ofFontSize: size, rootFontSize: input.transforms.remBase))), "
                    + "letterSpacing: \(MobileTokens.shortest(spacing))\(family)"
                    + (type.isItalic ? ", fontStyle: FontStyle.italic" : "")
                    + (MobileTokens.decorations(type).map { ", decoration: " + $0.flutter } ?? "")
                    + (fallback.isEmpty ? "" : ", fontFamilyFallback: [\(fallback.joined(separator: ", "))]") + ")"
            default: return "0"
            }
        }
        func lerp(_ token: ResolvedToken) -> String {
            let name = input.name(token.path)
            switch token.value {
            case .color: return "Color.lerp(\(name), other.\(name), t)!"
            case .typography: return "TextStyle.lerp(\(name), other.\(name), t)!"
            case .fontWeight: return "FontWeight.lerp(\(name), other.\(name), t)!"
            default: return "lerpDouble(\(name), other.\(name), t)!"
            }
        }
        var lines = [
            "// \(input.notice)",
            "import 'dart:ui' show lerpDouble;",
            "",
            "import 'package:flutter/material.dart';",
            "",
            "/// The design tokens as a theme extension: `ThemeData(extensions: [\(type).light])`, then",
            "/// `Theme.of(context).extension<\(type)>()!`.",
            "@immutable",
            "class \(type) extends ThemeExtension<\(type)> {",
            "  const \(type)({",
        ]
        lines += tokens.map { "    required this.\(input.name($0.path))," }
        lines.append("  });")
        lines.append("")
        for token in tokens {
            if let description = token.definition.description {
                // Dart's block comments nest, and some of its tools read `/*` even in a line comment.
                lines.append("  /// \(SourceText.comment(description, forbidding: ["/*", "*/"]))")
            }
            lines.append("  final \(dartType(token.value)) \(input.name(token.path));")
        }
        for theme in input.themes {
            let property = BuildFormatName.flutter.identifier(
                NameTransform.join(NameTransform.words(theme.name), .camel))
            lines.append("")
            lines.append("  /// The \(SourceText.comment(theme.name, forbidding: ["/*", "*/"])) theme.")
            lines.append("  static const \(property) = \(type)(")
            for token in tokens {
                lines.append("    \(input.name(token.path)): \(literal(MobileTokens.value(token, in: theme))),")
            }
            lines.append("  );")
        }
        lines += ["", "  @override", "  \(type) copyWith({"]
        lines += tokens.map { "    \(dartType($0.value))? \(input.name($0.path))," }
        lines += ["  }) {", "    return \(type)("]
        lines += tokens.map { "      \(input.name($0.path)): \(input.name($0.path)) ?? this.\(input.name($0.path))," }
        lines += [
            "    );", "  }", "", "  @override", "  \(type) lerp(covariant ThemeExtension<\(type)>? other, double t) {",
        ]
        lines += ["    if (other is! \(type)) return this;", "    return \(type)("]
        lines += tokens.map { "      \(input.name($0.path)): \(lerp($0))," }
        lines += ["    );", "  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

}
