// Written for SwiftUI; compiled only where SwiftUI exists. Apple documentation pages consulted: "Color",
// "init(_:red:green:blue:opacity:)", "Color.RGBColorSpace", "Font", "custom(_:size:relativeTo:)",
// "system(size:weight:design:)", "Font.Weight", "Font.TextStyle", "EnvironmentValues", "Entry()" (the
// @Entry macro), "environment(_:_:)", "ViewModifier", "DynamicProperty", "update()", "Environment",
// "Observable", "Managing model data in your app". The ThemeManager is @Observable, so views that read a token
// through it update on every switch.
// @Entry makes the entry's default a nonisolated `static var defaultValue` (EnvironmentKey is not bound to the
// main actor), so the default cannot be the main-actor ThemeCenter's manager: the entry is optional, and views
// resolve nil to the default manager on the main actor (CurrentThemeManager).
#if canImport(SwiftUI)
    @_exported import Livery
    import SwiftUI

    extension EnvironmentValues {
        /// The theme manager set with ``SwiftUI/View/themeManager(_:)`` on a view above; `nil` when none is, and
        /// views then use the default manager. Read it with ``CurrentThemeManager``, which resolves `nil`.
        @Entry public var themeManager: ThemeManager? = nil
    }

    /// The theme manager of a view's environment: the one set with ``SwiftUI/View/themeManager(_:)`` above it,
    /// else `ThemeCenter.shared.defaultManager`.
    ///
    /// ```swift
    /// struct Settings: View {
    ///     @CurrentThemeManager private var manager
    ///     var body: some View { Button("Dark") { try? manager.switchTo("dark") } }
    /// }
    /// ```
    @propertyWrapper
    public struct CurrentThemeManager: DynamicProperty {
        @Environment(\.themeManager) private var manager

        /// Reads the environment's manager.
        public init() {}

        /// The manager.
        @MainActor
        public var wrappedValue: ThemeManager { manager ?? ThemeCenter.shared.defaultManager }
    }

    extension View {
        /// Uses a manager (or a scope, ``ThemeManager/makeScope(named:appearanceSource:)``) for this view tree.
        public func themeManager(_ manager: ThemeManager) -> some View {
            environment(\.themeManager, manager)
        }
    }

    extension SwiftUI.Color {
        /// A token color, in sRGB (extended: wide-gamut tokens keep their components).
        public init(_ color: LiveryCore.Color) {
            self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        }
    }

    extension SwiftUI.Font {
        /// A typography token as a font that scales with Dynamic Type relative to the nearest text style.
        public init(_ spec: FontSpec) {
            let weight = Self.weight(spec.systemWeight)
            if let family = spec.families.first {
                self = .custom(family, size: spec.pointSize, relativeTo: spec.textStyle.swiftUITextStyle)
                    .weight(weight)
            } else {
                self = .system(size: spec.pointSize, weight: weight)
            }
        }

        /// The named weight nearest to a raw Apple weight.
        static func weight(_ raw: Double) -> SwiftUI.Font.Weight {
            let weights: [SwiftUI.Font.Weight] = [
                .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
            ]
            let index = FontSpec.systemWeights.indices.min {
                abs(FontSpec.systemWeights[$0] - raw) < abs(FontSpec.systemWeights[$1] - raw)
            }!
            return weights[index]
        }
    }

    extension FontSpec.TextStyle {
        /// The SwiftUI text style.
        public var swiftUITextStyle: SwiftUI.Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .body: .body
            case .callout: .callout
            case .subheadline: .subheadline
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            }
        }
    }

    /// Reads a token of the environment's manager; the view updates on every switch, because it reads the
    /// manager's observable current theme.
    ///
    /// ```swift
    /// struct Banner: View {
    ///     @ThemeToken("color.accent.default") var accent: LiveryCore.Color?
    ///     var body: some View { Text("Hi").foregroundStyle(SwiftUI.Color(accent ?? .black)) }
    /// }
    /// ```
    @propertyWrapper
    public struct ThemeToken<Value: ThemeValueConvertible>: DynamicProperty {
        @CurrentThemeManager private var manager
        private let path: String

        /// Reads the token at a dotted path.
        public init(_ path: String) {
            self.path = path
        }

        /// The token's value in the current theme, `nil` when missing or of another kind.
        @MainActor
        public var wrappedValue: Value? {
            _ = manager.currentIdentifier  // observed: a switch re-renders the view
            _ = manager.overrides
            return manager.snapshot?.value(path, as: Value.self)
        }
    }

    extension View {
        /// A token color as this view's foreground style, following switches.
        public func foregroundStyle(token path: String) -> some View {
            modifier(TokenForeground(path: path))
        }
    }

    struct TokenForeground: ViewModifier {
        @CurrentThemeManager private var manager
        let path: String

        func body(content: Content) -> some View {
            _ = manager.currentIdentifier
            _ = manager.overrides
            let color = manager.snapshot?.color(path).map { SwiftUI.Color($0) } ?? .primary
            return content.foregroundStyle(color)
        }
    }
#endif
