// What the Objective-C layer decides before it touches a view: whether a key path string names a settable
// property, what that property takes, and whether a token's value fits it. None of it needs the Objective-C
// runtime (the runtime only supplies the property attribute strings), so it is compiled and tested everywhere.
import Foundation
import Livery

/// A key path string from Objective-C (`"textColor"`, `"layer.borderColor"`), split and checked.
package struct ObjCKeyPath: Equatable, Sendable {
    /// The most components a key path may have.
    package static let maximumComponentCount = 16
    /// The longest key path, in UTF-8 bytes.
    package static let maximumLength = 256

    /// The property names, outermost first.
    package let components: [String]
    /// The key path as given.
    package var text: String { components.joined(separator: ".") }

    /// Splits and checks a key path: 1 to ``maximumComponentCount`` identifiers (ASCII letters, digits and `_`,
    /// not starting with a digit) joined by dots, at most ``maximumLength`` bytes.
    package init(_ text: String) throws(LiveryObjCError) {
        guard !text.isEmpty else { throw LiveryObjCError(.invalidKeyPath, "the key path is empty") }
        guard text.utf8.count <= Self.maximumLength else {
            throw LiveryObjCError(
                .invalidKeyPath, "the key path is longer than \(Self.maximumLength) bytes (ObjCKeyPath.maximumLength)")
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= Self.maximumComponentCount else {
            throw LiveryObjCError(
                .invalidKeyPath,
                "the key path '\(text)' has more than \(Self.maximumComponentCount) components "
                    + "(ObjCKeyPath.maximumComponentCount)")
        }
        for part in parts where !Self.isIdentifier(part) {
            throw LiveryObjCError(
                .invalidKeyPath,
                part.isEmpty
                    ? "the key path '\(text)' has an empty component"
                    : "'\(part)' in the key path '\(text)' is not a property name")
        }
        components = parts
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
    }
}

/// What a property takes from a token, decided by its Objective-C type.
package enum ObjCPropertyKind: Equatable, Sendable, CustomStringConvertible {
    /// `UIColor` / `NSColor`.
    case color
    /// `CGColorRef` (layers).
    case cgColor
    /// `UIFont` / `NSFont`.
    case font
    /// `UIImage` / `NSImage`.
    case image
    /// `CGFloat`, `double`, `float` or an integer type.
    case number
    /// `BOOL`.
    case bool
    /// `NSString`.
    case string
    /// Another class: only a step on the way to a property (`layer` in `layer.borderColor`).
    case object(className: String)

    /// The kind of a property whose type encoding (`property_getAttributes`' `T` attribute) is `encoding`, or
    /// `nil` for types a token cannot give.
    package init?(typeEncoding encoding: String) {
        switch encoding {
        case "d", "f", "q", "Q", "i", "I", "l", "L", "s", "S": self = .number
        case "B": self = .bool
        case "^{CGColor=}": self = .cgColor
        default:
            // An object: @"ClassName" (a bare @ is id, which says nothing about what it takes).
            guard encoding.hasPrefix("@\""), encoding.hasSuffix("\""), encoding.count > 3 else { return nil }
            let name = String(encoding.dropFirst(2).dropLast())
            // A protocol-qualified type (@"UIView<UIContentView>"): the class before the protocols.
            let className = name.split(separator: "<").first.map(String.init) ?? name
            switch className {
            case "UIColor", "NSColor": self = .color
            case "UIFont", "NSFont": self = .font
            case "UIImage", "NSImage": self = .image
            case "NSString": self = .string
            case "": return nil
            default: self = .object(className: className)
            }
        }
    }

    package var description: String {
        switch self {
        case .color: "a color"
        case .cgColor: "a CGColor"
        case .font: "a font"
        case .image: "an image"
        case .number: "a number"
        case .bool: "a BOOL"
        case .string: "a string"
        case .object(let name): "a \(name)"
        }
    }

    /// The token types a property of this kind takes.
    package var acceptedTypes: [TokenType] {
        switch self {
        case .color, .cgColor: [.color]
        case .font: [.typography]
        case .image: [.asset]
        case .number: [.number, .dimension, .fontWeight, .duration]
        case .bool: [.number]
        case .string: [.string, .asset]
        case .object: []
        }
    }
}

/// A declared property, from the attribute string the Objective-C runtime gives for it
/// (`T@"UIColor",&,N,V_textColor`).
package struct ObjCPropertyAttributes: Equatable, Sendable {
    /// The `T` attribute: the type encoding.
    package let typeEncoding: String
    /// Whether the `R` attribute marks it read-only. (A custom setter, `S`, needs nothing: key-value coding
    /// finds it.)
    package let isReadOnly: Bool

    /// Reads an attribute string; `nil` when it has no type.
    package init?(_ attributes: String) {
        var type: String?
        var readOnly = false
        // Attributes are comma-separated; a quoted class name holds no comma.
        for attribute in attributes.split(separator: ",") {
            switch attribute.first {
            case "T": type = String(attribute.dropFirst())
            case "R": readOnly = true
            default: break
            }
        }
        guard let type, !type.isEmpty else { return nil }
        typeEncoding = type
        isReadOnly = readOnly
    }
}

/// A value converted from a token for an Objective-C property, before the platform makes its object of it.
package enum ObjCValue: Equatable, Sendable {
    case color(LiveryCore.Color)
    case typography(Typography)
    case asset(String)
    case number(Double)
    case bool(Bool)
    case string(String)

    /// The value a property of `kind` takes from a token value.
    /// - Throws: ``LiveryObjCError/Code/valueMismatch`` naming the token, its type and the property.
    package init(_ value: TokenValue, for kind: ObjCPropertyKind, token: String, property: String)
        throws(LiveryObjCError)
    {
        switch (kind, value) {
        case (.color, .color(let color)), (.cgColor, .color(let color)): self = .color(color)
        case (.font, .typography(let typography)): self = .typography(typography)
        case (.image, .asset(let name)): self = .asset(name)
        case (.number, .number(let number)), (.number, .fontWeight(let number)): self = .number(number)
        // Lengths in points: px, pt, dp and sp as they are, rem and em times 16.
        case (.number, .dimension(let dimension)): self = .number(FontSpec.points(dimension))
        case (.number, .duration(let duration)): self = .number(duration.seconds)
        case (.bool, .number(let number)): self = .bool(number != 0)
        case (.string, .string(let text)), (.string, .asset(let text)): self = .string(text)
        default:
            throw LiveryObjCError(
                .valueMismatch,
                "the token '\(token)' is a \(value.type.rawValue); '\(property)' takes \(kind) "
                    + "(a token of type \(kind.acceptedTypes.map(\.rawValue).joined(separator: ", ")))")
        }
    }
}

/// The per-state setters the Objective-C layer binds (`setTitleColor:forState:`), by name, with what they take:
/// they are methods, not properties, so their type cannot be read from the runtime.
package enum ObjCStateProperty {
    /// The names and kinds, by the control class that declares them.
    package static let table: [(className: String, name: String, kind: ObjCPropertyKind)] = [
        ("UIButton", "titleColor", .color), ("UIButton", "titleShadowColor", .color),
        ("UIButton", "image", .image), ("UIButton", "backgroundImage", .image),
        ("UISlider", "thumbImage", .image), ("UISlider", "minimumTrackImage", .image),
        ("UISlider", "maximumTrackImage", .image),
        ("UIStepper", "incrementImage", .image), ("UIStepper", "decrementImage", .image),
        ("UIStepper", "backgroundImage", .image),
    ]

    /// The kind of a per-state setter of a control whose class and superclasses are `classNames` (most derived
    /// first).
    /// - Throws: ``LiveryObjCError/Code/unknownStateProperty`` listing the names the control has.
    package static func kind(of name: String, classNames: [String]) throws(LiveryObjCError) -> ObjCPropertyKind {
        let rows = table.filter { classNames.contains($0.className) }
        if let row = rows.first(where: { $0.name == name }) { return row.kind }
        let known = rows.map(\.name)
        throw LiveryObjCError(
            .unknownStateProperty,
            "\(classNames.first ?? "the object") has no per-state property '\(name)'"
                + (known.isEmpty
                    ? "; only UIButton, UISlider and UIStepper have some" : "; it has \(known.joined(separator: ", "))")
        )
    }
}

/// A key path checked against the classes it walks: every step but the last an object property, the last a
/// settable property of a kind a token can give.
package struct ObjCPropertyPath: Equatable, Sendable {
    /// The key path.
    package let keyPath: ObjCKeyPath
    /// What its last property takes.
    package let kind: ObjCPropertyKind

    /// Walks `keyPath` from `className`.
    /// - Parameters:
    ///   - keyPath: The checked key path.
    ///   - className: The class of the object bound.
    ///   - attributes: The attribute string of a class's property by name (its superclasses' included), `nil`
    ///     when it has none: `property_getAttributes(class_getProperty(class, name))` on Apple platforms.
    /// - Throws: ``LiveryObjCError`` naming the class and the property that stops the walk.
    package init(
        _ keyPath: ObjCKeyPath, from className: String, attributes: (_ className: String, _ property: String) -> String?
    ) throws(LiveryObjCError) {
        var current = className
        for (index, name) in keyPath.components.enumerated() {
            guard let text = attributes(current, name), let property = ObjCPropertyAttributes(text) else {
                throw LiveryObjCError(
                    .unknownProperty, "\(current) has no property '\(name)' (key path '\(keyPath.text)')")
            }
            guard let kind = ObjCPropertyKind(typeEncoding: property.typeEncoding) else {
                throw LiveryObjCError(
                    .unsupportedPropertyType,
                    "\(current).\(name) is of a type no token gives (type encoding \(property.typeEncoding))")
            }
            if index < keyPath.components.count - 1 {
                guard case .object(let next) = kind else {
                    throw LiveryObjCError(
                        .unknownProperty,
                        "\(current).\(name) is \(kind), not an object with properties (key path '\(keyPath.text)')")
                }
                current = next
                continue
            }
            if property.isReadOnly {
                throw LiveryObjCError(.readOnlyProperty, "\(current).\(name) is read-only")
            }
            if case .object(let other) = kind {
                throw LiveryObjCError(
                    .unsupportedPropertyType,
                    "\(current).\(name) is a \(other); a token gives colors, CGColors, fonts, images, numbers, "
                        + "BOOLs and strings")
            }
            self.keyPath = keyPath
            self.kind = kind
            return
        }
        // ObjCKeyPath has at least one component.
        throw LiveryObjCError(.invalidKeyPath, "the key path is empty")
    }
}
