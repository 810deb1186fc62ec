// Compiled only where UIKit exists. A key path string is checked against the Objective-C runtime's property
// declarations when it is bound (ObjCPropertyPath, in ObjCKeyPaths.swift, tested on every platform); the
// binding itself is a closure of the Swift runtime that names its token (ThemeBindings.apply(key:reading:)), so
// switches, scopes and lifetimes work as for Swift code, and a switch calls it only when its token changed.
#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryUIKit
    import ObjectiveC
    import UIKit

    /// The Objective-C runtime as ObjCPropertyPath reads it.
    enum ObjCRuntime {
        /// The attribute string of a class's declared property (superclasses included).
        static func attributes(className: String, property: String) -> String? {
            guard let type = NSClassFromString(className), let declared = class_getProperty(type, property),
                let attributes = property_getAttributes(declared)
            else { return nil }
            return String(cString: attributes)
        }

        /// The names of an object's class and its superclasses, most derived first.
        static func classNames(of object: AnyObject) -> [String] {
            var names: [String] = []
            var type: AnyClass? = object_getClass(object)
            while let current = type {
                names.append(NSStringFromClass(current))
                type = class_getSuperclass(current)
            }
            return names
        }

        /// The object a property of `kind` is set to for a token; `nil` when the theme has no such token or it
        /// is of another type. Colors, fonts and images come from the snapshot's per-theme conversion cache,
        /// shared with Swift bindings (those conversions refuse other token types themselves).
        @MainActor
        static func object(for token: String, kind: ObjCPropertyKind, in theme: ThemeSnapshot, property: String)
            -> Any?
        {
            switch kind {
            case .color: return theme.value(token, as: UIKitColor.self)?.color
            case .cgColor: return theme.value(token, as: UIKitColor.self)?.cgColor
            case .font: return theme.value(token, as: UIKitFont.self)?.font
            case .image: return theme.value(token, as: UIKitImage.self)?.image
            case .number, .bool, .string, .object: break
            }
            guard let value = theme[token],
                let converted = try? ObjCValue(value, for: kind, token: token, property: property)
            else { return nil }
            switch converted {
            case .number(let number): return NSNumber(value: number)
            case .bool(let flag): return NSNumber(value: flag)
            case .string(let text): return text
            case .color, .typography, .asset: return nil  // handled above
            }
        }
    }

    extension NSObject {
        /// Binds a property, by key path, to a token in every theme: `[label lvr_bindKeyPath:@"textColor"
        /// toToken:@"color.text.primary" error:&error]`, `@"layer.borderColor"`, `@"font"`, `@"alpha"`.
        ///
        /// The key path is checked now against the classes' declared properties: each step but the last an
        /// object, the last settable and of a type a token gives (a color, `CGColorRef`, font, image, number,
        /// `BOOL` or string); when the current theme has the token, its type is checked too. The property is set
        /// now, through the default manager, and again after each switch that changes the token's value, as a
        /// Swift binding is.
        /// - Throws: ``LiveryObjCError`` naming the class, the property and the token.
        @MainActor
        @objc(lvr_bindKeyPath:toToken:error:)
        public func liveryBind(keyPath: String, toToken token: String) throws {
            try liveryBind(keyPath: keyPath, toToken: token, manager: .shared)
        }

        /// Binds a property, by key path, to a token of a given manager (a scope, another dimension).
        @MainActor
        @objc(lvr_bindKeyPath:toToken:manager:error:)
        public func liveryBind(keyPath: String, toToken token: String, manager: ObjCThemeManager) throws {
            let path = try checkedPath(keyPath)
            if let value = manager.manager.snapshot?[token] {
                _ = try ObjCValue(value, for: path.kind, token: token, property: keyPath)
            }
            ThemeBindings(self, manager: manager.manager).apply(key: Self.key(path), reading: .every(token)) {
                object, theme in
                guard let value = ObjCRuntime.object(for: token, kind: path.kind, in: theme, property: keyPath) else {
                    return
                }
                object.setValue(value, forKeyPath: path.keyPath.text)
            }
        }

        /// Binds a property, by key path, to a token per theme: `@{@"light": @"color.text.primary", @"night":
        /// @"color.text.dim"}`. In a theme the dictionary does not name, the property keeps its value.
        @MainActor
        @objc(lvr_bindKeyPath:toTokensByTheme:error:)
        public func liveryBind(keyPath: String, toTokensByTheme tokens: [String: String]) throws {
            let path = try checkedPath(keyPath)
            let manager = ObjCThemeManager.shared.manager
            if let current = manager.currentIdentifier?.rawValue, let token = tokens[current],
                let value = manager.snapshot?[token]
            {
                _ = try ObjCValue(value, for: path.kind, token: token, property: keyPath)
            }
            ThemeBindings(self, manager: manager).apply(key: Self.key(path), reading: .perTheme(tokens)) {
                object, theme in
                guard let token = tokens[theme.identifier.rawValue],
                    let value = ObjCRuntime.object(for: token, kind: path.kind, in: theme, property: keyPath)
                else { return }
                object.setValue(value, forKeyPath: path.keyPath.text)
            }
        }

        /// Removes a binding made by key path with the default manager; the property keeps its value.
        @MainActor
        @objc(lvr_unbindKeyPath:)
        public func liveryUnbind(keyPath: String) {
            guard let path = try? ObjCKeyPath(keyPath) else { return }
            ThemeBindings(self, manager: ObjCThemeManager.shared.manager).unbindClosure(key: "objc:" + path.text)
        }

        private func checkedPath(_ keyPath: String) throws(LiveryObjCError) -> ObjCPropertyPath {
            try ObjCPropertyPath(
                ObjCKeyPath(keyPath), from: NSStringFromClass(type(of: self)), attributes: ObjCRuntime.attributes)
        }

        private static func key(_ path: ObjCPropertyPath) -> String { "objc:" + path.keyPath.text }
    }

    extension UIControl {
        /// Binds a per-state property to a token: `[button lvr_bindStateProperty:@"titleColor"
        /// toToken:@"color.accent.pressed" forState:UIControlStateHighlighted error:&error]`.
        ///
        /// The names are the setters' (`setTitleColor:forState:` is `titleColor`): UIButton's `titleColor`,
        /// `titleShadowColor`, `image`, `backgroundImage`; UISlider's `thumbImage`, `minimumTrackImage`,
        /// `maximumTrackImage`; UIStepper's `incrementImage`, `decrementImage`, `backgroundImage`.
        /// - Throws: ``LiveryObjCError`` when the control has no such per-state property or the token's type
        ///   does not fit it.
        @MainActor
        @objc(lvr_bindStateProperty:toToken:forState:error:)
        public func liveryBind(stateProperty name: String, toToken token: String, for state: UIControl.State)
            throws
        {
            let kind = try ObjCStateProperty.kind(of: name, classNames: ObjCRuntime.classNames(of: self))
            let manager = ObjCThemeManager.shared.manager
            if let value = manager.snapshot?[token] {
                _ = try ObjCValue(value, for: kind, token: token, property: name)
            }
            ThemeBindings(self, manager: manager).apply(
                key: "objc-state:\(name):\(state.rawValue)", reading: .every(token)
            ) { control, theme in
                let value = ObjCRuntime.object(for: token, kind: kind, in: theme, property: name)
                control.setStateValue(value, name: name, state: state)
            }
        }

        /// Calls the per-state setter of ``liveryBind(stateProperty:toToken:for:)``'s table.
        private func setStateValue(_ value: Any?, name: String, state: UIControl.State) {
            if let button = self as? UIButton {
                switch name {
                case "titleColor": button.setTitleColor(value as? UIColor, for: state)
                case "titleShadowColor": button.setTitleShadowColor(value as? UIColor, for: state)
                case "image": button.setImage(value as? UIImage, for: state)
                case "backgroundImage": button.setBackgroundImage(value as? UIImage, for: state)
                default: break
                }
            }
            #if os(iOS)  // sliders and steppers do not exist on tvOS
                if let slider = self as? UISlider {
                    switch name {
                    case "thumbImage": slider.setThumbImage(value as? UIImage, for: state)
                    case "minimumTrackImage": slider.setMinimumTrackImage(value as? UIImage, for: state)
                    case "maximumTrackImage": slider.setMaximumTrackImage(value as? UIImage, for: state)
                    default: break
                    }
                }
                if let stepper = self as? UIStepper {
                    switch name {
                    case "incrementImage": stepper.setIncrementImage(value as? UIImage, for: state)
                    case "decrementImage": stepper.setDecrementImage(value as? UIImage, for: state)
                    case "backgroundImage": stepper.setBackgroundImage(value as? UIImage, for: state)
                    default: break
                    }
                }
            #endif
        }
    }
#endif
