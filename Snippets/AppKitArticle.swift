// The Swift samples of Sources/LiveryAppKit/Documentation.docc/Articles/ThemingAppKitApps.md, compiled by
// `swift build` and checked against the article by .ci/samples; type-checked for macOS by .ci/apple-typecheck.
#if os(macOS)
    // sample: appkit-1
    import AppKit
    import LiveryAppKit

    @main @MainActor
    final class AppDelegate: NSObject, NSApplicationDelegate {
        let manager = ThemeManager(appearanceSource: ApplicationAppearanceSource())

        func applicationDidFinishLaunching(_ notification: Notification) {
            let themes = Bundle.main.url(forResource: "themes.resolver", withExtension: "json")!
            try! manager.add(ResolverDocument.load(contentsOf: themes).themeSet(varying: "theme"))
            manager.appearanceThemes = [.light: "light", .dark: "dark", .darkHighContrast: "high-contrast"]
            if case .nothingStored? = try? manager.restore() { try? manager.followSystemAppearance() }
        }
    }

    final class SidebarController: NSViewController {
        @IBOutlet var titleField: NSTextField!
        @IBOutlet var header: NSView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let manager = (NSApp.delegate as! AppDelegate).manager
            titleField.livery(manager).textColor = "color.text.primary"
            titleField.livery(manager).font = "typography.title"
            header.livery(manager).layerBackgroundColor = "color.background.surface"
            header.livery(manager).apply { view, theme in
                view.layer?.borderColor = theme.color("color.border.default").map { AppKitColor($0).cgColor }
            }
        }
    }
    // end sample

    // sample: appkit-2
    @MainActor func loadStyles(manager: ThemeManager, window: NSWindow) throws {
        StyleTypes.registerAppKitViews()  // once, before loading a stylesheet that names NSTextField, NSButton…
        try manager.loadStylesheet(contentsOf: Bundle.main.url(forResource: "app", withExtension: "lss")!)
        window.contentView?.attachLiveryStyles(manager: manager)
    }
    // end sample

    // sample: appkit-3
    @MainActor func inspectorScope(manager: ThemeManager, inspectorPanel: NSPanel) throws {
        let inspector = manager.makeScope(named: "inspector")
        try inspector.switchTo("dark")
        manager.setScope(inspector, for: inspectorPanel.contentView!)
        inspectorPanel.contentView?.attachLiveryStyles(manager: manager)
    }
    // end sample

    // sample: appkit-4
    @MainActor func animate(manager: ThemeManager, window: NSWindow) throws {
        if let content = window.contentView { manager.frameClock = ViewDisplayLinkFrameClock(view: content) }
        try manager.switchTo("dark", animated: true)
    }
// end sample
#else
    // SwiftPM builds this file as a program on every platform; where the framework is missing it does nothing.
    @main enum AppKitArticleElsewhere {
        static func main() {}
    }
#endif
