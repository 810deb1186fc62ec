// A Swift sample that README.md and the LiveryTokenCommands DocC article both show, compiled by `swift build` and
// checked against both documents by .ci/samples.
import Livery

// What the LiveryTokens plugin generates for the example themes (livery export --format swift), in part.
enum Tokens {
    enum Color {
        enum Text { static let primary = TokenReference<LiveryCore.Color>("color.text.primary") }
        enum Background { static let canvas = TokenReference<LiveryCore.Color>("color.background.canvas") }
    }
}
final class Label: ThemeBindable { var textColor: LiveryCore.Color? }
let label = Label()
let manager = ThemeCenter.shared.defaultManager

// sample: generated-accessors
label.livery.textColor = .token(Tokens.Color.Text.primary)  // a misspelled token does not compile
let canvas = manager.snapshot?[Tokens.Color.Background.canvas]  // Color?
// end sample
_ = canvas
