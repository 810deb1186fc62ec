// swift-format-ignore-file: OrderedImports
// A Swift sample that README.md and the LiveryTokenCommands DocC article both show, compiled by `swift build` and
// checked against both documents by .ci/samples. The generated code comes first, as a file of its own would; the
// sample's import is then where a reader's file has it, at its top.

// generated: what the LiveryTokens plugin writes for the example themes (`livery export --format swift`), in
// part; the documents say so, and .ci/samples finds each of these lines in the command's output.
import LiveryCore

enum Tokens {
    enum Color {
        enum Background {
            static let canvas = LiveryCore.TokenReference<LiveryCore.Color>("color.background.canvas")
        }
        enum Text {
            static let primary = LiveryCore.TokenReference<LiveryCore.Color>("color.text.primary")
        }
    }
}
// end generated

// sample: generated-accessors
import Livery

final class Label: ThemeBindable { var textColor: Color? }  // a view of your own
let label = Label()
let manager = ThemeCenter.shared.defaultManager

label.livery.textColor = .token(Tokens.Color.Text.primary)  // a misspelled token does not compile
let canvas = manager.snapshot?[Tokens.Color.Background.canvas]  // Color?
// end sample
_ = canvas
