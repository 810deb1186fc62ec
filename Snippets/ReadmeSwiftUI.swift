// A Swift sample of README.md, compiled by `swift build` and checked against the README by .ci/samples.
#if canImport(SwiftUI)
    // sample: readme-swiftui
    import LiverySwiftUI
    import SwiftUI

    struct InboxView: View {
        @CurrentThemeManager private var manager
        @ThemeToken("color.background.canvas") private var canvas: LiveryCore.Color?

        var body: some View {
            Button("Dark") { try? manager.switchTo("dark") }
                .foregroundStyle(token: "color.accent.default")  // follows every switch
                .background(SwiftUI.Color(canvas ?? .white))
        }
    }
// end sample
#endif
