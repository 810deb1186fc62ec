// The UIKit half of the sample: bindings on views and layers, per-state button colors, bar appearances, the
// status bar from a token, Dynamic Type refreshes, stylesheet attachment without swizzling, a crossfaded
// switch, an image per theme, a dynamic color in an attributed string and a heading in a theme pack's font.
import LiveryUIKit
import UIKit

final class InboxViewController: ThemedViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let switchButton = UIButton(type: .system)
    private let unreadDot = CAShapeLayer()
    private let logo = UIImageView()
    private let footer = UILabel()
    private let heading = UILabel()
    private let messages = ["Design review", "Token naming", "Dark mode QA"]

    override var statusBarBackgroundToken: String? { "color.background.canvas" }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.livery.backgroundColor = "color.background.canvas"
        tableView.livery.backgroundColor = "color.background.canvas"
        // UIColor and CGColor properties without a declaration bind by key path too.
        tableView.livery.separatorColor = "color.border.default"
        tableView.layer.livery.borderColor = "color.border.default"
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")

        switchButton.setTitle("Next theme", for: .normal)
        switchButton.livery[.normal].titleColor = "color.accent.default"
        switchButton.livery[.highlighted].titleColor = "color.accent.pressed"
        switchButton.addAction(UIAction { [weak self] _ in self?.nextTheme() }, for: .primaryActionTriggered)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: switchButton)

        unreadDot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).cgPath
        unreadDot.livery.fillColor = "color.status.danger"

        // An image per theme: the asset token's image (a theme pack's file, else the asset catalog's), loaded
        // once per theme and released when the theme is left.
        logo.livery.image = "asset.logo"
        logo.contentMode = .scaleAspectFit
        logo.frame = CGRect(x: 0, y: 0, width: 96, height: 28)
        navigationItem.titleView = logo

        // An attributed string copies its colors, so a binding cannot reach it; a dynamic color resolves the
        // token whenever UIKit draws, and `followLiveryTheme` (iOS 17) makes UIKit draw again on each switch.
        footer.attributedText = NSAttributedString(
            string: "3 messages",
            attributes: [.foregroundColor: UIColor.livery("color.text.secondary", manager: manager)])
        footer.livery.font = "typography.caption"
        footer.textAlignment = .center
        footer.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        tableView.tableFooterView = footer

        // A font from a theme pack: the Autumn pack's themes name Lobster Two, a font file the pack ships and
        // installing registered (AutumnPack.swift); the app's own themes name the system font.
        heading.text = "Inbox"
        heading.livery.font = "typography.title"
        heading.livery.textColor = "color.text.primary"
        heading.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        tableView.tableHeaderView = heading

        navigationController?.navigationBar.livery.apply(eachFrame: true) { bar, theme in
            bar.applyLiveryAppearance(.standard, from: theme)
        }

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        view.attachLiveryStyles()  // once, for the stylesheet's rules; switches never walk views
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if #available(iOS 17.0, *) { view.window?.followLiveryTheme(manager) }
    }

    override func themeDidChange(_ theme: ThemeSnapshot) {
        // Anything not bound: here, nothing; a real screen might re-render a chart.
    }

    private func nextTheme() {
        let themes = manager.themeIdentifiers
        guard let current = manager.currentIdentifier, let index = themes.firstIndex(of: current),
            let window = view.window
        else { return }
        try? manager.switchTo(themes[(index + 1) % themes.count], crossfading: window, duration: 0.2)
    }
}

extension InboxViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.row]
        cell.contentConfiguration = content
        // A reused cell binds again: the binding replaces the old one, it does not add a second.
        cell.livery.backgroundColor = "color.background.surface"
        return cell
    }
}
