// SwiftUI views and styles for every token kind; compiled only where SwiftUI exists and type-checked against
// the iOS and macOS SDKs. Values come from the snapshot the environment carries (ThemeEnvironment), so a
// view under `.themeManager(scope)` shows the scope's theme and re-renders on each of its switches.
#if canImport(SwiftUI)
    import SwiftUI
    #if canImport(UIKit) && !os(watchOS)
        import LiveryUIKit
    #elseif canImport(AppKit)
        import LiveryAppKit
    #endif

    /// The environment key of the snapshot views below `.themeManager(_:)` show.
    private struct ThemeSnapshotKey: EnvironmentKey {
        static let defaultValue: ThemeSnapshot? = nil
    }

    extension EnvironmentValues {
        /// The theme the views below ``SwiftUI/View/themeManager(_:)`` show: the manager's (or scope's) current
        /// snapshot, replaced on each of its switches. `nil` where no view above sets a manager; the default
        /// manager's theme is used then.
        public var themeSnapshot: ThemeSnapshot? {
            get { self[ThemeSnapshotKey.self] }
            set { self[ThemeSnapshotKey.self] = newValue }
        }

        /// The snapshot to read: the environment's, else the default manager's current one.
        var resolvedThemeSnapshot: ThemeSnapshot? {
            assumeMainActor { currentTheme(themeSnapshot, themeManager) }
        }
    }

    /// The theme a token view shows: the environment's snapshot, else the current one of the environment's
    /// manager, else of the default manager.
    @MainActor
    func currentTheme(_ snapshot: ThemeSnapshot?, _ manager: ThemeManager?) -> ThemeSnapshot? {
        snapshot ?? (manager ?? ThemeCenter.shared.defaultManager).snapshot
    }

    /// Sets the manager and its current snapshot for a view tree, and re-renders the tree on each switch
    /// (through Observation, or before iOS 17 / macOS 14 through ``ThemeChangeSubscription``).
    struct ThemeEnvironment: ViewModifier {
        let manager: ThemeManager
        @StateObject private var subscription = ThemeChangeSubscription()

        func body(content: Content) -> some View {
            _ = manager.currentIdentifier  // observed: a switch re-renders the tree
            _ = manager.overrides
            subscription.follow(manager)
            return content.environment(\.themeManager, manager).environment(\.themeSnapshot, manager.snapshot)
        }
    }

    /// A color token as a shape style, resolved where it is drawn, against the theme of the environment's
    /// manager or scope: `Text("Hi").foregroundStyle(ThemeColor("color.accent"))`,
    /// `.background(ThemeColor("color.background.surface"))`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public struct ThemeColor: ShapeStyle {
        /// The color token's dotted path.
        public let path: String
        /// The color while the token is missing or not a color.
        public let fallback: SwiftUI.Color

        /// A color token.
        public init(_ path: String, fallback: SwiftUI.Color = .clear) {
            self.path = path
            self.fallback = fallback
        }

        /// The token in the environment's theme.
        public func resolve(in environment: EnvironmentValues) -> SwiftUI.Color.Resolved {
            let color = environment.resolvedThemeSnapshot?.color(path).map { SwiftUI.Color($0) } ?? fallback
            return color.resolve(in: environment)
        }
    }

    extension LinearGradient {
        /// A gradient token's stops, top to bottom.
        public init(_ stops: [GradientStop]) {
            self.init(GradientSpec(stops))
        }

        package init(_ spec: GradientSpec) {
            self.init(
                stops: zip(spec.colors, spec.locations).map { Gradient.Stop(color: SwiftUI.Color($0), location: $1) },
                startPoint: UnitPoint(x: spec.startX, y: spec.startY), endPoint: UnitPoint(x: spec.endX, y: spec.endY))
        }
    }

    extension View {
        /// A typography token as this view's font: its family (else the system font) at its size and weight,
        /// scaled for the environment's Dynamic Type size relative to the token's text style.
        public func font(token path: String) -> some View {
            modifier(TokenFont(path: path))
        }

        /// A gradient token as this view's background.
        public func backgroundGradient(token path: String) -> some View {
            modifier(TokenGradientBackground(path: path))
        }

        /// A shadow token (its first shadow) as this view's shadow.
        public func shadow(token path: String) -> some View {
            modifier(TokenShadow(path: path))
        }
    }

    struct TokenFont: ViewModifier {
        @Environment(\.themeSnapshot) private var snapshot
        @Environment(\.themeManager) private var manager
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        let path: String

        func body(content: Content) -> some View {
            let theme = currentTheme(snapshot, manager)
            guard case .typography(let typography)? = theme?[path] else { return content.font(nil) }
            return content.font(Self.font(FontSpec(typography), dynamicTypeSize))
        }

        /// The token's font at its size scaled for the Dynamic Type size (custom families scale themselves,
        /// relative to the text style; the system font at a fixed size would not).
        static func font(_ spec: FontSpec, _ size: DynamicTypeSize) -> SwiftUI.Font {
            if spec.families.first != nil { return SwiftUI.Font(spec) }
            #if canImport(UIKit) && !os(watchOS)
                let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(size))
                let scaled = UIFontMetrics(forTextStyle: spec.textStyle.uiTextStyle)
                    .scaledValue(for: CGFloat(spec.pointSize), compatibleWith: traits)
            #else
                let scaled = CGFloat(spec.pointSize)
            #endif
            let font = SwiftUI.Font.system(size: scaled, weight: SwiftUI.Font.weight(spec.systemWeight))
            return spec.isItalic ? font.italic() : font
        }
    }

    struct TokenGradientBackground: ViewModifier {
        @Environment(\.themeSnapshot) private var snapshot
        @Environment(\.themeManager) private var manager
        let path: String

        func body(content: Content) -> some View {
            let theme = currentTheme(snapshot, manager)
            let gradient: LinearGradient? =
                if case .gradient(let stops)? = theme?[path] { LinearGradient(GradientSpec(stops)) } else { nil }
            return content.background(gradient)
        }
    }

    struct TokenShadow: ViewModifier {
        @Environment(\.themeSnapshot) private var snapshot
        @Environment(\.themeManager) private var manager
        let path: String

        func body(content: Content) -> some View {
            let theme = currentTheme(snapshot, manager)
            guard case .shadow(let shadows)? = theme?[path], let spec = LayerShadowSpec(shadows) else {
                return content.shadow(color: .clear, radius: 0)
            }
            return content.shadow(
                color: SwiftUI.Color(spec.color).opacity(spec.opacity), radius: spec.radius, x: spec.offsetX,
                y: spec.offsetY)
        }
    }

    /// An image token (an asset token: the theme pack's PNG, JPEG or PDF, else the asset catalog's image), in the
    /// theme of the environment's manager or scope. Each image loads once per theme and manager; the previous
    /// theme's images are let go on a switch.
    ///
    /// ```swift
    /// ThemeImage("image.hero").resizable().scaledToFit()   // modifiers of Image apply through `image`
    /// ```
    public struct ThemeImage: View {
        @Environment(\.themeSnapshot) private var snapshot
        @Environment(\.themeManager) private var manager
        /// The asset token's dotted path.
        public let path: String

        /// An image token.
        public init(_ path: String) {
            self.path = path
        }

        /// The image, or an empty view while the token is missing or does not load.
        public var body: some View {
            image
        }

        /// The token's image in the environment's theme, for `Image`'s own modifiers; `nil` while the token is
        /// missing or does not load.
        @MainActor
        public var image: Image? {
            let manager = manager ?? ThemeCenter.shared.defaultManager
            guard let theme = snapshot ?? manager.snapshot else { return nil }
            return ThemeImageCache.shared.image(path, in: theme, of: manager)
        }
    }

    /// The images of each manager's current theme: replaced as a whole when the manager's theme changes, so a
    /// theme's images are released once it is no longer current.
    @MainActor
    final class ThemeImageCache {
        static let shared = ThemeImageCache()
        private var themes: [ObjectIdentifier: Entry] = [:]

        /// One manager's current theme and the images loaded for it.
        struct Entry {
            weak var manager: ThemeManager?
            let snapshot: ThemeSnapshot
            var images: [String: Image] = [:]
        }

        func image(_ path: String, in theme: ThemeSnapshot, of manager: ThemeManager) -> Image? {
            let key = ObjectIdentifier(manager)
            if let cached = themes[key], cached.manager === manager, cached.snapshot === theme,
                let image = cached.images[path]
            {
                return image
            }
            guard let image = Self.load(path, in: theme) else { return nil }
            // Managers that are gone (preview scopes) take their images with them.
            themes = themes.filter { $0.value.manager != nil }
            var entry =
                themes[key].flatMap { $0.manager === manager && $0.snapshot === theme ? $0 : nil }
                ?? Entry(manager: manager, snapshot: theme)
            entry.images[path] = image
            themes[key] = entry
            return image
        }

        private static func load(_ path: String, in theme: ThemeSnapshot) -> Image? {
            #if canImport(UIKit) && !os(watchOS)
                theme.value(path, as: UIKitImage.self).map { Image(uiImage: $0.image) }
            #elseif canImport(AppKit)
                theme.value(path, as: AppKitImage.self).map { Image(nsImage: $0.image) }
            #else
                nil
            #endif
        }
    }

    /// Shows a view once per theme of a manager, each in a scope pinned to that theme, labelled: the preview
    /// helper for Xcode's canvas.
    ///
    /// ```swift
    /// #Preview { ThemePreview(manager: .preview) { SettingsRow() } }
    /// ```
    public struct ThemePreview<Content: View>: View {
        private let scopes: [(ThemeIdentifier, ThemeManager)]
        private let content: () -> Content

        /// A preview of `content` in every theme of `manager`.
        @MainActor
        public init(manager: ThemeManager, @ViewBuilder content: @escaping () -> Content) {
            scopes = manager.themeIdentifiers.map { identifier in
                let scope = manager.makeScope(named: "preview-\(identifier.rawValue)")
                try? scope.switchTo(identifier)
                return (identifier, scope)
            }
            self.content = content
        }

        /// The themes, one after another, each labelled with its identifier.
        public var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(scopes, id: \.0) { identifier, scope in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(identifier.rawValue).font(.caption).foregroundStyle(.secondary)
                        content().themeManager(scope)
                    }
                }
            }
        }
    }
#endif
