// The Swift samples of Sources/LiverySwiftUI/Documentation.docc/Articles/ThemingSwiftUIApps.md, compiled by
// `swift build` and checked against the article by .ci/samples; type-checked for iOS and macOS by
// .ci/apple-typecheck.
#if canImport(SwiftUI)
    // sample: swiftui-1
    import LiverySwiftUI
    import SwiftUI

    /// The app's manager, and a scope that shows previews in the dark theme.
    @MainActor
    final class Themes {
        let manager = ThemeCenter.shared.defaultManager
        let preview: ThemeManager

        init() {
            let themes = Bundle.main.url(forResource: "themes.resolver", withExtension: "json")!
            try! manager.add(ResolverDocument.load(contentsOf: themes).themeSet(varying: "theme"))
            _ = try? manager.restore()
            preview = manager.makeScope(named: "preview")
            try? preview.switchTo("dark")
        }
    }

    @main @MainActor
    struct InboxApp: App {
        @State private var themes = Themes()

        var body: some Scene {
            WindowGroup {
                InboxView(preview: themes.preview).themeManager(themes.manager)
            }
        }
    }

    struct InboxView: View {
        let preview: ThemeManager
        @CurrentThemeManager private var manager
        @ThemeToken("color.background.canvas") private var canvas: LiveryCore.Color?
        @ThemeToken("typography.body") private var bodyStyle: Typography?

        var body: some View {
            List {
                Text("Design review")
                    .font(bodyStyle.map { SwiftUI.Font($0) } ?? .body)
                    .foregroundStyle(token: "color.text.primary")
                Picker(
                    "Theme",
                    selection: Binding(
                        get: { manager.currentIdentifier ?? "light" },
                        set: { try? manager.switchTo($0) })
                ) {
                    ForEach(manager.themeIdentifiers, id: \.self) { Text($0.rawValue).tag($0) }
                }
                PreviewCard().themeManager(preview)  // this subtree stays dark
            }
            .scrollContentBackground(.hidden)
            .background(SwiftUI.Color(canvas ?? .white))
        }
    }

    /// The card the sample shows in the dark theme.
    struct PreviewCard: View {
        var body: some View { Text("Preview").foregroundStyle(token: "color.text.primary") }
    }
    // end sample

    // sample: swiftui-2
    /// A button that switches with an animation.
    struct DarkButton: View {
        @CurrentThemeManager var manager

        var body: some View {
            Button("Dark") {
                withAnimation(manager.switchAnimation(to: "dark")) {
                    try? manager.switchTo("dark", animated: true)
                }
            }
            .foregroundStyle(token: "color.accent.default")
        }
    }
// end sample
#else
    // SwiftPM builds this file as a program on every platform; where the framework is missing it does nothing.
    @main enum SwiftUIArticleElsewhere {
        static func main() {}
    }
#endif
