import Livery
import LiveryCore

/// The demo's one screen: a navigation bar, a list of rows, a card with text, a toggle and three buttons, and
/// status lines. It builds the widgets, lays them out for a terminal size and draws them; the stylesheet gives
/// every color.
@MainActor
final class DemoScreen {
    static let messages: [(String, String)] = [
        ("Design review", "10:30"), ("Token naming", "Yesterday"), ("Dark mode QA", "Mon"),
        ("Accent colors", "Sun"), ("Release 1.0", "Fri"),
    ]

    let manager: ThemeManager
    let root = Screen()
    let navigationBar: NavigationBar
    let navigationTitle: Label
    let navigationTheme: Label
    let rows: [ListRow]
    let card: Card
    let cardTitle: Label
    let cardBody: Label
    let cardCaption: Label
    let toggle: Toggle
    let toggleLabel: Label
    let buttons: [Button]
    let message: Label
    let status: Label
    let help: Label

    /// Builds the widgets; their style identifiers are set in `manager`, which styles them once attached.
    init(manager: ThemeManager) {
        self.manager = manager
        navigationBar = NavigationBar(parent: root)
        navigationTitle = Label("Livery · Inbox", parent: navigationBar)
        navigationTheme = Label("", parent: navigationBar)
        navigationTheme.alignsRight = true
        // An inline binding, which beats the stylesheet's `Label` rule: the theme's name in the accent color, so
        // the accent picker shows at the top too.
        navigationTheme.livery(manager).textColor = "color.accent.default"
        let root = root
        rows = Self.messages.map { title, time in
            let row = ListRow(parent: root)
            _ = Label(title, parent: row)
            let caption = Label(time, parent: row)
            caption.alignsRight = true
            caption.livery(manager).styleIdentifiers = ["caption"]
            return row
        }
        card = Card(parent: root)
        cardTitle = Label("Appearance", parent: card)
        cardTitle.livery(manager).styleIdentifiers = ["title"]
        cardBody = Label("Tokens: Examples/Themes", parent: card)
        cardCaption = Label("Styles: Examples/Styles/app.lss", parent: card)
        cardCaption.livery(manager).styleIdentifiers = ["caption"]
        toggle = Toggle(parent: card)
        toggleLabel = Label("Follow system appearance", parent: card)
        let save = Button("Save", parent: card)
        let cancel = Button("Cancel", parent: card)
        cancel.livery(manager).styleIdentifiers = ["secondary"]
        let delete = Button("Delete", parent: card)
        delete.isEnabled = false
        buttons = [save, cancel, delete]
        message = Label("", parent: root)
        message.livery(manager).styleIdentifiers = ["error"]
        status = Label("", parent: root)
        status.livery(manager).styleIdentifiers = ["caption"]
        help = Label("", parent: root)  // `DemoApp.helpText`: a digit key per theme
        help.livery(manager).styleIdentifiers = ["caption"]
        rows[0].isSelected = true
    }

    /// Every widget, parents before children.
    var widgets: [Widget] { root.subtree }

    /// Registers the widget types with the stylesheet checker.
    static func registerTypes() {
        StyleTypes.register(
            Widget.self, Screen.self, Label.self, NavigationBar.self, ListRow.self, Card.self, Toggle.self,
            Button.self)
    }

    /// Attaches every widget to the manager's styles: from now on the stylesheet styles them.
    func attach() {
        for widget in widgets { widget.livery(manager).attachStyle() }
    }

    /// Places the widgets for a terminal of `width` × `height` cells: side by side when wide, stacked when not.
    func layout(width: Int, height: Int) {
        root.frame = Rect(x: 0, y: 0, width: width, height: height)
        navigationBar.frame = Rect(x: 0, y: 0, width: width, height: 1)
        navigationTitle.frame = Rect(x: 1, y: 0, width: width / 2, height: 1)
        navigationTheme.frame = Rect(x: width / 2, y: 0, width: width - width / 2 - 1, height: 1)

        let wide = width >= 72
        let listWidth = wide ? width / 2 - 2 : width - 2
        // The density's row gap, in lines of 16 px.
        let gap = max(0, Int((manager.snapshot?["layout.row-gap"]?.dimension?.value ?? 0) / 16))
        for (index, row) in rows.enumerated() {
            let y = 2 + index * (1 + gap)
            row.frame = Rect(x: 1, y: y, width: listWidth, height: 1)
            row.children[0].frame = Rect(x: 3, y: y, width: listWidth - 14, height: 1)
            row.children[1].frame = Rect(x: listWidth - 11, y: y, width: 10, height: 1)
        }
        let cardX = wide ? width / 2 + 1 : 1
        let cardY = wide ? 2 : 3 + rows.count * (1 + gap)
        let cardWidth = wide ? width - cardX - 2 : width - 3
        card.frame = Rect(x: cardX, y: cardY, width: cardWidth, height: 10)
        let inner = cardWidth - 4
        cardTitle.frame = Rect(x: cardX + 2, y: cardY + 1, width: inner, height: 1)
        cardBody.frame = Rect(x: cardX + 2, y: cardY + 3, width: inner, height: 1)
        cardCaption.frame = Rect(x: cardX + 2, y: cardY + 4, width: inner, height: 1)
        toggle.frame = Rect(x: cardX + 2, y: cardY + 6, width: 3, height: 1)
        toggleLabel.frame = Rect(x: cardX + 6, y: cardY + 6, width: inner - 4, height: 1)
        var x = cardX + 2
        for button in buttons {
            button.frame = Rect(x: x, y: cardY + 8, width: button.preferredWidth, height: 1)
            x += button.preferredWidth + 1
        }
        // A message (a failed reload) wraps above the status line, up to four lines, so its cause is not cut at
        // the terminal's width.
        let lines = message.wrappedLines(width: width - 2, limit: 4).count
        message.frame = Rect(x: 1, y: height - 2 - max(1, lines), width: width - 2, height: max(1, lines))
        status.frame = Rect(x: 1, y: height - 2, width: width - 2, height: 1)
        help.frame = Rect(x: 1, y: height - 1, width: width - 2, height: 1)
    }

    /// Draws the screen into a new canvas.
    func render(width: Int, height: Int) -> Canvas {
        layout(width: width, height: height)
        var canvas = Canvas(width: width, height: height)
        root.draw(in: &canvas)
        return canvas
    }
}
