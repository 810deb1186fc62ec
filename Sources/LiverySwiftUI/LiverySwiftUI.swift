// Written for SwiftUI; compiled only where SwiftUI exists. Apple documentation pages consulted: "Color",
// "init(_:red:green:blue:opacity:)", "Color.RGBColorSpace", "Font", "custom(_:size:relativeTo:)",
// "system(size:weight:design:)", "Font.Weight", "Font.TextStyle", "EnvironmentValues", "Entry()" (the
// @Entry macro), "environment(_:_:)", "ViewModifier", "DynamicProperty", "Environment", "Observable",
// "Managing model data in your app". The ThemeManager is @Observable, so views that read a token through it
// update on every switch.
#if canImport(SwiftUI)
    @_exported import Livery
    import SwiftUI

    extension EnvironmentValues {
        /// The theme manager views read tokens from; the default manager unless a view sets another with
        /// ``SwiftUI/View/themeManager(_:)``.
        @Entry public var themeManager: ThemeManager = ThemeCenter.shared.defaultManager
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
    @MainActor
    @propertyWrapper
    public struct ThemeToken<Value: ThemeValueConvertible>: DynamicProperty {
        @Environment(\.themeManager) private var manager
        private let path: String

        /// Reads the token at a dotted path.
        public init(_ path: String) {
            self.path = path
        }

        /// The token's value in the current theme, `nil` when missing or of another kind.
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
        @Environment(\.themeManager) private var manager
        let path: String

        func body(content: Content) -> some View {
            _ = manager.currentIdentifier
            _ = manager.overrides
            let color = manager.snapshot?.color(path).map { SwiftUI.Color($0) } ?? .primary
            return content.foregroundStyle(color)
        }
    }
#endif
