// A Swift sample of Sources/LiveryTokenCommands/Documentation.docc/LiveryTokenCommands.md, compiled by
// `swift build` and checked against the document by .ci/samples.
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

// sample: tokencommands-accessors
// App code: a token the files do not define does not compile.
label.livery.textColor = .token(Tokens.Color.Text.primary)
let canvas = manager.snapshot?[Tokens.Color.Background.canvas]  // Color?
// end sample
_ = canvas
