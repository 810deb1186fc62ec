import Foundation
import LiveryCore

/// Which status bar content (or keyboard appearance) reads best over a background: the one whose text color
/// has the higher WCAG contrast against it. The adapters map it to `UIStatusBarStyle.darkContent` /
/// `.lightContent` and `UIKeyboardAppearance.light` / `.dark`.
package enum ContentTone: Sendable, Hashable {
    /// Dark text and symbols, for light backgrounds.
    case dark
    /// Light text and symbols, for dark backgrounds.
    case light

    /// The tone for a background color (composited over black when translucent, as a bar over a dark window).
    package init(background: Color) {
        let opaque = background.composited(over: .black)
        self = Color.black.contrastRatio(against: opaque) >= Color.white.contrastRatio(against: opaque) ? .dark : .light
    }
}
