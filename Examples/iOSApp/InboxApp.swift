// The SwiftUI half of the sample: the manager in the environment, tokens read with @ThemeToken, a theme picker,
// an accent picker (a runtime override, saved with the theme), a preview card in another theme (a scope), and a
// theme pack whose font the heading uses (AutumnPack.swift).
import LiverySwiftUI
import SwiftUI

@MainActor
final class Themes {
    let manager = ThemeCenter.shared.defaultManager
    let preview: ThemeManager

    init() {
        let themes = Bundle.main.url(forResource: "themes.resolver", withExtension: "json")!
        var restored: ThemeManager.RestoreOutcome?
        do {
            try manager.add(ResolverDocument.load(contentsOf: themes).themeSet(varying: "theme"))
            try manager.loadStylesheet(contentsOf: Bundle.main.url(forResource: "app", withExtension: "lss")!)
            restored = try manager.restore()
        } catch {
            print("themes could not be loaded: \(error)")  // the app keeps Livery's defaults
        }
        preview = manager.makeScope(named: "preview")
        try? preview.switchTo("dark")
        // The Autumn pack's themes join the picker once installed; their heading font comes with the pack. A pack
        // theme chosen at the last launch did not exist yet when restoring above (the default theme stood in, and
        // nothing was saved over the choice), so it is restored again once the pack's themes are added.
        Task { [manager, restored] in
            await AutumnPack.load(into: manager)
            if case .fellBackToDefault? = restored { _ = try? manager.restore() }
        }
    }
}

// Main-actor isolated as a whole, so the state's default value (a main-actor `Themes`) is made on the main actor:
// newer SDKs declare `App` that way, the iOS 17 SDK does not.
@main
@MainActor
struct InboxApp: App {
    @State private var themes = Themes()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                InboxView(preview: themes.preview)
            }
            .themeManager(themes.manager)
        }
    }
}

struct InboxView: View {
    let preview: ThemeManager
    @CurrentThemeManager private var manager
    @ThemeToken("color.background.canvas") private var canvas: LiveryCore.Color?
    @ThemeToken("typography.body") private var bodyStyle: Typography?

    private let accents: [(String, LiveryCore.Color?)] = [
        ("Theme", nil), ("Coral", LiveryCore.Color(hex: "e8485f")), ("Green", LiveryCore.Color(hex: "1f8a4c")),
    ]

    var body: some View {
        List {
            // The system font in the app's themes, Lobster Two (a font file of the Autumn pack) in Autumn's.
            Text("Inbox").font(token: "typography.title").foregroundStyle(token: "color.text.primary")
            ForEach(["Design review", "Token naming", "Dark mode QA"], id: \.self) { title in
                Text(title)
                    .font(bodyStyle.map { SwiftUI.Font($0) } ?? .body)
                    .foregroundStyle(token: "color.text.primary")
            }
            Picker(
                "Theme",
                selection: Binding(
                    get: { manager.currentIdentifier ?? "light" },
                    set: { try? manager.switchTo($0) })
            ) {
                ForEach(manager.themeIdentifiers, id: \.self) { Text($0.rawValue).tag($0) }
            }
            Picker(
                "Accent",
                selection: Binding(
                    get: {
                        accents.firstIndex { $0.1.map(TokenValue.color) == manager.overrides["color.accent.default"] }
                            ?? 0
                    },
                    set: { index in
                        if let color = accents[index].1 {
                            try? manager.setOverride(.color(color), for: "color.accent.default")
                        } else {
                            try? manager.removeOverride(for: "color.accent.default")
                        }
                    })
            ) {
                ForEach(accents.indices, id: \.self) { Text(accents[$0].0).tag($0) }
            }
            PreviewCard().themeManager(preview)
            if #available(iOS 17.0, *) {
                // A shape style resolved in the environment's theme where it is drawn.
                Text("Accent").foregroundStyle(ThemeColor("color.accent.default"))
            }
            ThemeImage("asset.logo").frame(height: 28)
        }
        .scrollContentBackground(.hidden)
        .background(SwiftUI.Color(canvas ?? .white))
        .navigationTitle("Inbox")
    }
}

/// Reads the environment's manager: inside the preview scope, the dark theme.
struct PreviewCard: View {
    @ThemeToken("color.background.surface") private var surface: LiveryCore.Color?

    var body: some View {
        Text("Preview in the dark theme")
            .foregroundStyle(token: "color.text.primary")
            .padding()
            .background(SwiftUI.Color(surface ?? .black), in: RoundedRectangle(cornerRadius: 12))
    }
}

/// The preview card in every theme, side by side on Xcode's canvas.
struct PreviewCardPreviews: PreviewProvider {
    @MainActor
    static var previews: some View {
        ThemePreview(manager: Themes().manager) { PreviewCard() }
    }
}
