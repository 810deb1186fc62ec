// The Swift samples of Sources/LiveryUIKit/Documentation.docc/Articles/ThemingUIKitApps.md, compiled by
// `swift build` and checked against the article by .ci/samples; type-checked for iOS by .ci/apple-typecheck.
#if os(iOS) || os(tvOS) || os(visionOS)
    // sample: uikit-1
    import LiveryUIKit
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let manager = ThemeCenter.shared.defaultManager
            let themes = Bundle.main.url(forResource: "themes.resolver", withExtension: "json")!
            try! manager.add(ResolverDocument.load(contentsOf: themes).themeSet(varying: "theme"))
            manager.appearanceThemes = [.light: "light", .dark: "dark", .darkHighContrast: "high-contrast"]
            _ = try? manager.restore()
            return true
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private var systemObserver: LiverySystemObserver?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UINavigationController(rootViewController: InboxViewController())
            window.makeKeyAndVisible()
            self.window = window
            // Dynamic Type changes re-apply fonts; appearance changes re-apply layer colors.
            systemObserver = LiverySystemObserver(manager: ThemeCenter.shared.defaultManager, window: window)
        }
    }
    // end sample

    // sample: uikit-2
    final class InboxViewController: ThemedViewController {
        private let titleLabel = UILabel()
        private let badge = CAShapeLayer()
        private let header = CAGradientLayer()
        private let composeButton = UIButton(type: .system)

        override var statusBarBackgroundToken: String? { "color.background.canvas" }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.livery.backgroundColor = "color.background.canvas"
            titleLabel.livery.textColor = "color.text.primary"
            titleLabel.livery.font = "typography.title"  // scaled for Dynamic Type
            composeButton.livery[.normal].titleColor = "color.accent.default"
            composeButton.livery[.highlighted].titleColor = "color.accent.pressed"
            composeButton.livery[.disabled].titleColor = "color.text.disabled"

            // Layers take CGColors, which never follow dynamic colors: bind them, and every switch sets them.
            badge.livery.fillColor = "color.status.danger"
            badge.livery.strokeColor = "color.background.surface"
            view.livery.shadow = "shadow.card"  // color, opacity, offset, radius
            header.livery.gradient = "gradient.header"  // colors, locations, direction

            navigationController?.navigationBar.livery.apply(eachFrame: true) { bar, theme in
                bar.applyLiveryAppearance(.standard, from: theme)  // standard, scrollEdge, compact appearances
            }
        }

        override func themeDidChange(_ theme: ThemeSnapshot) {
            // Anything bindings do not cover.
        }
    }
    // end sample

    // sample: uikit-3
    @MainActor func followTheCanvas(window: UIWindow) {
        window.livery.apply { window, theme in
            let canvas = theme.color("color.background.canvas") ?? .white
            window.overrideUserInterfaceStyle = UIUserInterfaceStyle(background: canvas)
        }
    }
    // end sample

    // sample: uikit-4
    @MainActor func attachStyles(view: UIView, manager: ThemeManager) throws {
        StyleTypes.registerUIKitViews()  // once, before loading a stylesheet that names UILabel, UIButton…
        view.attachLiveryStyles()
        try manager.loadStylesheet(contentsOf: Bundle.main.url(forResource: "app", withExtension: "lss")!)
    }
    // end sample

    // sample: uikit-5
    @MainActor func keyboard(searchField: UISearchTextField) {
        searchField.livery.keyboardBackground = "color.background.canvas"  // dark keys over dark themes
    }
    // end sample

    // sample: uikit-6
    @MainActor func previewScope(manager: ThemeManager, previewWindow: UIWindow) throws {
        let preview = manager.makeScope(named: "preview")
        try preview.switchTo("dark")
        manager.setScope(preview, for: previewWindow)
        previewWindow.rootViewController?.view.attachLiveryStyles()  // binds through the nearest scope
        previewWindow.overrideUserInterfaceStyle = SystemAppearance.dark.userInterfaceStyle
    }
    // end sample

    // sample: uikit-7
    @MainActor func images(logo: UIImageView, button: UIButton, slider: UISlider) {
        logo.livery.image = "asset.logo"
        button.livery[.selected].image = "asset.star-filled"
        slider.livery.minimumValueImage = "asset.volume-low"
    }
    // end sample

    // sample: uikit-8
    @available(iOS 17, *)
    @MainActor func dynamicColors(
        label: UILabel, window: UIWindow, sheet: UIViewController, manager: ThemeManager, scope: ThemeManager
    ) {
        label.attributedText = NSAttributedString(
            string: "3 messages",
            attributes: [.foregroundColor: UIColor.livery("color.text.secondary", manager: manager)])
        window.followLiveryTheme(manager)  // iOS 17: UIKit resolves dynamic colors again on each switch
        sheet.view.followLiveryTheme(scope)  // the subtree's dynamic colors resolve in the scope's theme
    }
    // end sample

    // sample: uikit-9
    @available(iOS 17, *)
    @MainActor func themeTrait(manager: ThemeManager, window: UIWindow) async -> UIColor {
        for await change in manager.changes() {
            window.traitOverrides.liveryTheme = change.current.rawValue
        }
        let stripe = UIColor { traits in traits.liveryTheme == "sepia" ? .brown : .systemBlue }
        return stripe
    }
    // end sample

    // sample: uikit-10
    @MainActor func animate(manager: ThemeManager) throws {
        manager.frameClock = DisplayLinkFrameClock()
        try manager.switchTo("dark", animated: true)
    }
    // end sample

    // sample: uikit-11
    @MainActor func crossfade(manager: ThemeManager, window: UIWindow) throws {
        try manager.switchTo("dark", crossfading: window, duration: 0.2)
    }
    // end sample

    #if os(iOS)
        // sample: uikit-12
        @MainActor func glass(card: UIVisualEffectView) {
            card.livery.glassStyle = "glass.card.style"  // a string token: "regular", "clear" or "none"
            card.livery.glassTint = "color.accent.default"
            card.livery.glassInteractive = "glass.card.interactive"  // a number token, or "true" / "false"
        }
        // end sample

        // sample: uikit-14
        @MainActor func glass(send: UIButton) {
            send.livery.glassStyle = "glass.button.style"  // "regular", "prominent", "clear" or "prominent-clear"
            send.livery.tintColor = "color.accent.default"  // the color of a prominent glass
        }
    // end sample
    #endif

    // updateProperties() is in the iOS 26 SDK (Xcode 26, Swift 6.2); the Apple type-check's Xcode 15 stage defines
    // LIVERY_XCODE15_SDK for the older compiler that SDK came with.
    #if compiler(>=6.2) && !LIVERY_XCODE15_SDK
        // sample: uikit-13
        @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
        final class UnreadBadge: UIView {
            let count = UILabel()
            let manager = ThemeCenter.shared.defaultManager

            override func updateProperties() {
                super.updateProperties()
                // Read through observedValue: UIKit runs this again when one of these tokens changes.
                backgroundColor = manager.observedValue("color.accent.default", as: UIKitColor.self)?.color
                count.textColor = manager.observedValue("color.text.on-accent", as: UIKitColor.self)?.color
            }
        }
    // end sample
    #endif
#else
    // SwiftPM builds this file as a program on every platform; where the framework is missing it does nothing.
    @main enum UIKitArticleElsewhere {
        static func main() {}
    }
#endif
