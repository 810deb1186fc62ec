import Foundation
import Livery
import LiveryCore
import LiveryTestSupport
import Testing

@testable import LiveryObjC

/// The Objective-C layer's checks, run on the attribute strings clang emits for UIKit's own declarations
/// (Tests/Fixtures/ObjC: .ci/objc compiles the probe and checks that the file holds exactly clang's strings).
@Suite("Objective-C key paths: checked against declared properties, tokens converted by the property's type")
struct KeyPathBindingTests {
    /// Class name → property name → attribute string, from the fixture, with UIKit's superclasses applied the way
    /// `class_getProperty` walks them.
    static let declared: [String: [String: String]] = {
        let text =
            (try? String(contentsOf: Repository.url("Tests/Fixtures/ObjC/property-attributes.txt"), encoding: .utf8))
            ?? ""
        var table: [String: [String: String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { continue }
            table[fields[0], default: [:]][fields[1]] = fields[2]
        }
        return table
    }()

    static let superclasses = ["UILabel": "UIView", "UIImageView": "UIView", "UIView": "NSObject"]

    static func attributes(_ className: String, _ property: String) -> String? {
        var current: String? = className
        while let name = current {
            if let found = declared[name]?[property] { return found }
            current = superclasses[name]
        }
        return nil
    }

    static func path(_ keyPath: String, on className: String) throws(LiveryObjCError) -> ObjCPropertyPath {
        try ObjCPropertyPath(ObjCKeyPath(keyPath), from: className, attributes: attributes)
    }

    /// The error `body` throws; `nil` when it throws none (or another type, which the expectations then fail on).
    static func error(_ body: () throws -> Void) -> LiveryObjCError? {
        do {
            try body()
            return nil
        } catch {
            return error as? LiveryObjCError
        }
    }

    @Test("the fixture holds the fourteen declarations of the probe")
    func fixtureIsRead() {
        #expect(Self.declared.values.map(\.count).reduce(0, +) == 14)
    }

    @Test("properties of every kind a token gives resolve, through superclasses and object steps")
    func kinds() throws {
        #expect(try Self.path("textColor", on: "UILabel").kind == .color)
        #expect(try Self.path("font", on: "UILabel").kind == .font)
        #expect(try Self.path("text", on: "UILabel").kind == .string)
        #expect(try Self.path("numberOfLines", on: "UILabel").kind == .number)
        #expect(try Self.path("backgroundColor", on: "UILabel").kind == .color, "declared by UIView")
        #expect(try Self.path("alpha", on: "UIView").kind == .number)
        #expect(try Self.path("hidden", on: "UIView").kind == .bool)
        #expect(try Self.path("image", on: "UIImageView").kind == .image)
        #expect(try Self.path("layer.borderColor", on: "UIView").kind == .cgColor, "layer is read-only, but a step")
        #expect(try Self.path("layer.borderWidth", on: "UILabel").kind == .number)
        #expect(try Self.path("layer.opacity", on: "UIView").kind == .number)
    }

    @Test("a misspelt, read-only, struct, id or object property is a typed error naming the class and the property")
    func refusals() {
        let misspelt = Self.error { _ = try Self.path("textColour", on: "UILabel") }
        #expect(misspelt?.code == .unknownProperty)
        #expect(misspelt?.message == "UILabel has no property 'textColour' (key path 'textColour')")
        let readOnly = Self.error { _ = try Self.path("layer", on: "UIView") }
        #expect(readOnly?.code == .readOnlyProperty)
        #expect(readOnly?.message == "UIView.layer is read-only")
        let frame = Self.error { _ = try Self.path("frame", on: "UIView") }
        #expect(frame?.code == .unsupportedPropertyType)
        #expect(frame?.message.contains("UIView.frame is of a type no token gives") == true)
        #expect(Self.error { _ = try Self.path("delegate", on: "UIImageView") }?.code == .unsupportedPropertyType)
        let throughNumber = Self.error { _ = try Self.path("alpha.value", on: "UIView") }
        #expect(throughNumber?.code == .unknownProperty)
        #expect(
            throughNumber?.message == "UIView.alpha is a number, not an object with properties (key path 'alpha.value')"
        )
        let missingStep = Self.error { _ = try Self.path("layer.cornerCurveX", on: "UIView") }
        #expect(missingStep?.message == "CALayer has no property 'cornerCurveX' (key path 'layer.cornerCurveX')")
    }

    @Test("key path strings: identifiers joined by dots, within the named limits")
    func keyPathSyntax() throws {
        #expect(try ObjCKeyPath("layer.borderColor").components == ["layer", "borderColor"])
        #expect(try ObjCKeyPath("_private2").components == ["_private2"])
        for bad in ["", "layer.", ".layer", "layer..borderColor", "2x", "text-color", "textColor ", "tëxt", "a.b@c"] {
            #expect(Self.error { _ = try ObjCKeyPath(bad) }?.code == .invalidKeyPath, "\(bad)")
        }
        let deep = Array(repeating: "a", count: ObjCKeyPath.maximumComponentCount + 1).joined(separator: ".")
        #expect(Self.error { _ = try ObjCKeyPath(deep) }?.message.contains("ObjCKeyPath.maximumComponentCount") == true)
        let long = String(repeating: "a", count: ObjCKeyPath.maximumLength + 1)
        #expect(Self.error { _ = try ObjCKeyPath(long) }?.message.contains("ObjCKeyPath.maximumLength") == true)
        #expect(try ObjCKeyPath(String(repeating: "a", count: ObjCKeyPath.maximumLength)).components.count == 1)
    }

    @Test("tokens convert to what the property takes; another type is a mismatch naming both")
    func conversions() throws {
        let red = try #require(Color(hex: "#ff0000"))
        #expect(try ObjCValue(.color(red), for: .color, token: "c", property: "textColor") == .color(red))
        #expect(try ObjCValue(.color(red), for: .cgColor, token: "c", property: "layer.borderColor") == .color(red))
        #expect(
            try ObjCValue(.dimension(TokenDimension(2, .rem)), for: .number, token: "d", property: "w") == .number(32))
        #expect(
            try ObjCValue(.dimension(TokenDimension(12, .px)), for: .number, token: "d", property: "w") == .number(12))
        #expect(
            try ObjCValue(.duration(TokenDuration(250, .ms)), for: .number, token: "t", property: "d") == .number(0.25))
        #expect(try ObjCValue(.fontWeight(700), for: .number, token: "w", property: "w") == .number(700))
        #expect(try ObjCValue(.number(0), for: .bool, token: "h", property: "hidden") == .bool(false))
        #expect(try ObjCValue(.number(1), for: .bool, token: "h", property: "hidden") == .bool(true))
        #expect(
            try ObjCValue(.asset("images/sun.png"), for: .image, token: "i", property: "image")
                == .asset("images/sun.png"))
        #expect(try ObjCValue(.string("Inbox"), for: .string, token: "s", property: "text") == .string("Inbox"))
        let mismatch = Self.error {
            _ = try ObjCValue(.color(red), for: .number, token: "color.accent", property: "alpha")
        }
        #expect(mismatch?.code == .valueMismatch)
        #expect(
            mismatch?.message
                == "the token 'color.accent' is a color; 'alpha' takes a number (a token of type number, dimension, fontWeight, duration)"
        )
    }

    @Test("per-state properties by control class; an unknown one lists the control's")
    func stateProperties() throws {
        #expect(
            try ObjCStateProperty.kind(of: "titleColor", classNames: ["MyButton", "UIButton", "UIControl"]) == .color)
        #expect(try ObjCStateProperty.kind(of: "thumbImage", classNames: ["UISlider", "UIControl"]) == .image)
        let unknown = Self.error {
            _ = try ObjCStateProperty.kind(of: "tintColor", classNames: ["UIButton", "UIControl"])
        }
        #expect(unknown?.code == .unknownStateProperty)
        #expect(
            unknown?.message
                == "UIButton has no per-state property 'tintColor'; it has titleColor, titleShadowColor, image, backgroundImage"
        )
        #expect(
            Self.error { _ = try ObjCStateProperty.kind(of: "titleColor", classNames: ["UISwitch"]) }?.message.contains(
                "only UIButton") == true)
    }

    @Test("errors reach Objective-C as NSErrors in LVRErrorDomain with the message as description")
    func nsErrorBridging() {
        let error = LiveryObjCError(.readOnlyProperty, "UIView.layer is read-only")
        let bridged = error as NSError
        #expect(bridged.domain == "LVRErrorDomain")
        #expect(bridged.code == 3)
        #expect(bridged.localizedDescription == "UIView.layer is read-only")
    }
}
