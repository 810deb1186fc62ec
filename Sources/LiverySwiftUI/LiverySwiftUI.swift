// SwiftUI support; compiled only where SwiftUI exists, and type-checked against the iOS and macOS SDKs.
// The environment's manager is optional: an environment key's default is a nonisolated static value, so it cannot be
// the main-actor ThemeCenter's manager, and views resolve nil to the default manager on the main actor
// (CurrentThemeManager). Views that read tokens follow switches through Observation where the system has it
// (iOS 17, macOS 14) and through the manager's change notification before that (ThemeChangeSubscription).
#if canImport(SwiftUI)
    @_exported import Livery
    import SwiftUI

    /// The environment key of the theme manager (an `EnvironmentKey` rather than `@Entry`, which needs the iOS 18
    /// / macOS 15 SDK).
    private struct ThemeManagerKey: EnvironmentKey {
        static let defaultValue: ThemeManager? = nil
    }

    extension EnvironmentValues {
        /// The theme manager set with ``SwiftUI/View/themeManager(_:)`` on a view above; `nil` when none is, and
        /// views then use the default manager. Read it with ``CurrentThemeManager``, which resolves `nil`.
        public var themeManager: ThemeManager? {
            get { self[ThemeManagerKey.self] }
            set { self[ThemeManagerKey.self] = newValue }
        }
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
        @StateObject private var subscription = ThemeChangeSubscription()

        /// Reads the environment's manager.
        public init() {}

        /// The manager.
        @MainActor
        public var wrappedValue: ThemeManager { manager ?? ThemeCenter.shared.defaultManager }

        /// Follows the manager's switches on systems without Observation (see ``ThemeChangeSubscription``).
        public mutating func update() {
            // SwiftUI calls this on the main thread; the iOS 17 SDK does not declare it main-actor isolated, later
            // SDKs do, and an assumption suits both.
            assumeMainActor { subscription.follow(wrappedValue) }
        }
    }

    /// Re-renders a view whose ``CurrentThemeManager`` changed theme, on systems without Observation (before iOS 17,
    /// macOS 14, tvOS 17, watchOS 10).
    ///
    /// There, SwiftUI cannot see which manager properties a view read, so the view would keep showing the old
    /// theme; the subscription follows the manager's ``ThemeManager/didChangeNotification`` and tells SwiftUI the
    /// view changed. Where Observation exists it does nothing, and a view updates only when what it read changes.
    @MainActor
    public final class ThemeChangeSubscription: ObservableObject {
        private weak var manager: ThemeManager?
        /// The notification observer. `nonisolated(unsafe)` so that `deinit`, which is not isolated, can remove
        /// it; it is otherwise written only on the main actor.
        nonisolated(unsafe) private var observer: (any NSObjectProtocol)?

        /// A subscription to no manager yet. (Nonisolated, so that SwiftUI can make it as a `@StateObject`'s
        /// default value.)
        public nonisolated init() {}

        /// Follows `manager`'s switches (and stops following the previous one), where Observation is missing.
        /// - Parameter manager: The manager the view reads.
        public func follow(_ manager: ThemeManager) {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) { return }
            guard manager !== self.manager else { return }
            if let observer { NotificationCenter.default.removeObserver(observer) }
            self.manager = manager
            // Posted on the main actor by the manager, so the block runs there.
            observer = NotificationCenter.default.addObserver(
                forName: ThemeManager.didChangeNotification, object: manager, queue: nil
            ) { [weak self] _ in
                assumeMainActor { self?.objectWillChange.send() }
            }
        }

        deinit {
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }
    }

    extension View {
        /// Uses a manager (or a scope, ``ThemeManager/makeScope(named:appearanceSource:)``) for this view tree:
        /// token views and styles below read its theme (``SwiftUI/EnvironmentValues/themeSnapshot``), and the tree
        /// re-renders on each of its switches.
        public func themeManager(_ manager: ThemeManager) -> some View {
            modifier(ThemeEnvironment(manager: manager))
        }
    }

    extension SwiftUI.Color {
        /// A token color, in sRGB (extended: wide-gamut tokens keep their components).
        public init(_ color: LiveryCore.Color) {
            self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        }
    }

    extension SwiftUI.Font {
        /// A typography token as a font that scales with Dynamic Type relative to the nearest text style: its
        /// first family (else the system font) at its size and weight.
        public init(_ typography: Typography) {
            self.init(FontSpec(typography))
        }

        package init(_ spec: FontSpec) {
            let weight = Self.weight(spec.systemWeight)
            if let family = spec.families.first {
                self = .custom(family, size: spec.pointSize, relativeTo: spec.textStyle.swiftUITextStyle)
                    .weight(weight)
            } else {
                self = .system(size: spec.pointSize, weight: weight)
            }
            if spec.isItalic { self = self.italic() }
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
        package var swiftUITextStyle: SwiftUI.Font.TextStyle {
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

    /// Reads a token of the environment's manager; the view updates on every switch (through Observation, or
    /// before iOS 17 / macOS 14 through ``ThemeChangeSubscription``).
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
        /// A token color as this view's foreground style, following switches. A switch made inside
        /// `withAnimation` moves the color in OKLab along the animation's curve, as the runtime's animated switch
        /// moves bound colors (see `Animation.livery(_:)`).
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
            return content.modifier(OKLabForeground(manager.snapshot?.color(path)))
        }
    }
#endif
