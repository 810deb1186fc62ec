// A Swift sample of README.md, compiled by `swift build` and checked against the README by .ci/samples.
#if os(iOS) || os(tvOS) || os(visionOS)
    // sample: readme-uikit
    import LiveryUIKit
    import UIKit

    final class InboxViewController: UIViewController {
        private let titleLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            let themes = Bundle.main.url(forResource: "themes.resolver", withExtension: "json")!
            _ = try? ThemeCenter.shared.defaultManager.add(
                ResolverDocument.load(contentsOf: themes).themeSet(varying: "theme"))
            view.livery.backgroundColor = "color.background.canvas"  // follows every switch
            titleLabel.livery.textColor = "color.text.primary"
        }
    }
// end sample
#endif
