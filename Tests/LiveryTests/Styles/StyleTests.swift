import Foundation
import LiveryTestSupport
import Testing

@_spi(Benchmarks) @testable import Livery

@Suite("Styles: selectors, cascade, type defaults, themes, states, reloads")
@MainActor
struct StyleTests {
    // MARK: - Selectors

    @Test("Type selectors match the type and its subclasses; identifier selectors match carried identifiers")
    func typeAndIdentifierSelectors() throws {
        let manager = try StyleFixtures.manager(
            """
            StyledView { cornerRadius: 2; }
            StyledButton { cornerRadius: 4; }
            .round { cornerRadius: 99; }
            StyledLabel.round { cornerRadius: 50; }
            """)
        let view = StyledView()
        let button = StyledButton()
        let link = LinkButton()
        let label = StyledLabel()
        let roundView = StyledView()
        for object in [view, button, link, label, roundView] { object.livery(manager).attachStyle() }
        roundView.livery(manager).styleIdentifiers = ["round"]
        label.livery(manager).styleIdentifiers = ["round", "title"]
        #expect(view.cornerRadius == 2)
        #expect(button.cornerRadius == 4)
        #expect(link.cornerRadius == 4)  // LinkButton is a StyledButton
        #expect(roundView.cornerRadius == 99)  // .round (1,0) beats StyledView (0,1)
        #expect(label.cornerRadius == 50)  // StyledLabel.round (1,1) beats .round (1,0)
        #expect(label.livery(manager).styleIdentifiers == ["round", "title"])
    }

    @Test("The universal selector matches every type; a selector list is one rule per selector")
    func universalAndLists() throws {
        let manager = try StyleFixtures.manager(
            """
            * { cornerRadius: 1; }
            StyledLabel, StyledButton.wide { cornerRadius: 9; }
            StyledView.box > * { cornerRadius: 5; }
            """)
        let box = StyledView()
        box.livery(manager).styleIdentifiers = ["box"]
        let inBox = StyledView(parent: box)
        let label = StyledLabel()
        let button = StyledButton()
        let wide = StyledButton()
        wide.livery(manager).styleIdentifiers = ["wide"]
        for object in [box, inBox, label, button, wide] as [StyledView] { object.livery(manager).attachStyle() }
        #expect([box, inBox, label, button, wide].map(\.cornerRadius) == [1, 5, 9, 1, 9])
    }

    @Test("Descendant selectors match any ancestor; child selectors only the parent")
    func descendantAndChildSelectors() throws {
        let manager = try StyleFixtures.manager(
            """
            StyledView.card StyledLabel { fontSize: 20; }
            StyledView.card > StyledLabel { textColor: #ff0000; }
            StyledView.toolbar > StyledView > StyledButton { cornerRadius: 6; }
            """)
        let card = StyledView()
        let row = StyledView(parent: card)
        let direct = StyledLabel(parent: card)
        let nested = StyledLabel(parent: row)
        let outside = StyledLabel()
        card.livery(manager).styleIdentifiers = ["card"]
        let toolbar = StyledView()
        let group = StyledView(parent: toolbar)
        let toolButton = StyledButton(parent: group)
        let deepButton = StyledButton(parent: StyledView(parent: group))
        toolbar.livery(manager).styleIdentifiers = ["toolbar"]
        for object in [card, row, direct, nested, outside, toolbar, group, toolButton, deepButton] as [StyledView] {
            object.livery(manager).attachStyle()
        }
        #expect(direct.fontSize == 20 && nested.fontSize == 20 && outside.fontSize == 12)
        #expect(direct.textColor == Color(hex: "ff0000")! && nested.textColor == .black)
        #expect(toolButton.cornerRadius == 6 && deepButton.cornerRadius == 0)
    }

    @Test("State pseudo-classes set a stateful property's value for that state")
    func stateRules() throws {
        let manager = try StyleFixtures.manager(
            """
            StyledButton { titleColor: {color.text.primary}; }
            StyledButton:highlighted { titleColor: {color.accent}; }
            StyledButton:disabled { titleColor: #9b9ba6; }
            StyledButton:selected:highlighted { titleColor: #00ff00; }
            """)
        let button = StyledButton()
        button.livery(manager).attachStyle()
        #expect(button.titleColors[.normal] == TestThemes.light)
        #expect(button.titleColors[.highlighted] == StyleFixtures.accent)
        #expect(button.titleColors[.disabled] == Color(hex: "9b9ba6")!)
        #expect(button.titleColors[[.selected, .highlighted]] == Color(hex: "00ff00")!)
        try manager.switchTo("night")
        #expect(button.titleColors[.normal] == TestThemes.night)
        #expect(button.titleColors[.highlighted] == StyleFixtures.nightAccent)
        #expect(button.titleColors[.disabled] == Color(hex: "9b9ba6")!)
    }

    // MARK: - Cascade

    @Test("Equal specificity: the later rule wins; higher specificity wins whatever its place")
    func specificityAndSourceOrder() throws {
        let manager = try StyleFixtures.manager(
            """
            StyledLabel.title { fontSize: 30; }
            StyledLabel { fontSize: 14; }
            StyledLabel { fontSize: 15; }
            .a { textColor: #000001; }
            .b { textColor: #000002; }
            """)
        let label = StyledLabel()
        label.livery(manager).styleIdentifiers = ["a", "b"]
        label.livery(manager).attachStyle()
        #expect(label.fontSize == 15)  // the later of two (0,1) rules
        #expect(label.textColor == Color(hex: "000002")!)  // .b comes after .a
        label.livery(manager).styleIdentifiers = ["a", "b", "title"]
        #expect(label.fontSize == 30)  // (1,1) beats the later (0,1)
    }

    @Test("Inline values beat stylesheet rules, which beat type defaults, in every theme")
    func priority() throws {
        let manager = try StyleFixtures.manager("StyledLabel.themed { textColor: {color.accent}; }")
        StyledLabel.livery(manager).textColor = "color.text.primary"
        StyledLabel.livery(manager).fontSize = .value(13)
        let plain = StyledLabel()
        let themed = StyledLabel()
        let inline = StyledLabel()
        themed.livery(manager).styleIdentifiers = ["themed"]
        inline.livery(manager).styleIdentifiers = ["themed"]
        inline.livery(manager).textColor = .value(StyleFixtures.white)
        for label in [plain, themed, inline] { label.livery(manager).attachStyle() }
        #expect(plain.textColor == TestThemes.light && plain.fontSize == 13)  // type default
        #expect(themed.textColor == StyleFixtures.accent && themed.fontSize == 13)  // stylesheet over default
        #expect(inline.textColor == StyleFixtures.white)  // inline over stylesheet
        try manager.switchTo("night")
        #expect(plain.textColor == TestThemes.night)
        #expect(themed.textColor == StyleFixtures.nightAccent)
        #expect(inline.textColor == StyleFixtures.white)
        // Removing the inline value lets the stylesheet's apply again.
        inline.livery(manager).textColor = nil
        #expect(inline.textColor == StyleFixtures.nightAccent)
        #expect(manager.recentIssues.isEmpty)
        manager.checkInvariants()
    }

    @Test("An inline binding through a superclass-typed reference is the same property the style sets")
    func inlineThroughAnyStaticType() throws {
        let manager = try StyleFixtures.manager("StyledButton { backgroundColor: {color.accent}; }")
        let link = LinkButton()
        link.livery(manager).attachStyle()
        #expect(link.backgroundColor == StyleFixtures.accent)
        let asView: StyledView = link
        asView.livery(manager).backgroundColor = .value(StyleFixtures.white)  // \StyledView.backgroundColor
        #expect(link.backgroundColor == StyleFixtures.white)
        try manager.switchTo("night")  // the style's token changes; the inline value still wins
        #expect(link.backgroundColor == StyleFixtures.white)
        #expect(link.livery(manager).backgroundColor == .value(StyleFixtures.white))  // \LinkButton.backgroundColor
        #expect(link.livery(manager).bindingCount == 1)
        link.livery(manager).unbind(\.backgroundColor)
        #expect(link.backgroundColor == StyleFixtures.nightAccent)
    }

    // MARK: - Type defaults

    @Test("Type defaults apply to subclasses; a subclass's own default wins; per-theme and per-state defaults")
    func typeDefaults() throws {
        let manager = try StyleFixtures.manager()
        StyledButton.livery(manager).cornerRadius = .value(4)
        StyledButton.livery(manager)[theme: "night"].backgroundColor = "color.background"
        StyledButton.livery(manager)[.disabled].titleColor = .value(Color(hex: "777777")!)
        LinkButton.livery(manager).cornerRadius = .value(0.5)
        let button = StyledButton()
        let link = LinkButton()
        let view = StyledView()
        for object in [button, link, view] as [StyledView] { object.livery(manager).attachStyle() }
        #expect(button.cornerRadius == 4 && link.cornerRadius == 0.5 && view.cornerRadius == 0)
        #expect(link.titleColors[.disabled] == Color(hex: "777777")!)  // inherited from StyledButton
        #expect(button.backgroundColor == StyledView.originalBackground)  // only night has a default
        try manager.switchTo("night")
        #expect(button.backgroundColor == Color(hex: "1a1a1a")! && link.backgroundColor == Color(hex: "1a1a1a")!)
        try manager.switchTo("dark")
        #expect(button.backgroundColor == StyledView.originalBackground)
        #expect(StyledButton.livery(manager).cornerRadius == .value(4))
        // Removing a default restyles: the property goes back to its own value.
        StyledButton.livery(manager).cornerRadius = nil
        #expect(button.cornerRadius == 0 && link.cornerRadius == 0.5)
    }

    // MARK: - Themes

    @Test("@theme blocks apply in their themes only; a later every-theme rule overrides an earlier scoped one")
    func themeScopedRules() throws {
        let manager = try StyleFixtures.manager(
            """
            StyledLabel { textColor: {color.text.primary}; fontSize: 14; }
            @theme night, dark {
                StyledLabel { textColor: #ffcc00; fontSize: 18; }
            }
            StyledLabel { fontSize: 16; }
            """)
        let label = StyledLabel()
        label.livery(manager).attachStyle()
        #expect(label.textColor == TestThemes.light && label.fontSize == 16)
        try manager.switchTo("night")
        #expect(label.textColor == Color(hex: "ffcc00")! && label.fontSize == 16)
        try manager.switchTo("dark")
        #expect(label.textColor == Color(hex: "ffcc00")!)
        try manager.switchTo("light")
        #expect(label.textColor == TestThemes.light)
    }

    @Test("@theme rules on per-state properties hold in their themes only: other themes get each state's own value")
    func themeScopedStatefulRules() throws {
        let manager = try StyleFixtures.manager(
            """
            StyledButton:highlighted { titleColor: {color.accent}; }
            @theme night {
                StyledButton { titleColor: #ffe500; }
                StyledButton:highlighted { titleColor: #ffe500; }
                StyledButton:disabled { titleColor: #ffe500; }
            }
            """)
        let yellow = Color(hex: "ffe500")!
        let original = Color(hex: "445566")!
        let button = StyledButton()
        button.titleColors[.normal] = original
        button.livery(manager).attachStyle()
        let untouched = [ControlState.normal: original, .highlighted: StyleFixtures.accent]
        #expect(button.titleColors == untouched)
        try manager.switchTo("night")
        #expect(button.titleColors == [.normal: yellow, .highlighted: yellow, .disabled: yellow])
        for theme in ["light", "dark"] {
            try manager.switchTo(ThemeIdentifier(theme))
            // The normal state's own color, the accent the every-theme rule gives, and no disabled color at all.
            #expect(button.titleColors == untouched, "after night then \(theme)")
        }
        #expect(!manager.recentIssues.contains { $0.kind == .valueNotRestored })
    }

    @Test("A per-state property without a getter that only some themes set is reported once, naming the property")
    func themeScopedRuleWithoutGetterIsReported() throws {
        let manager = try StyleFixtures.manager("@theme night { StyledButton:highlighted { borderColor: #ffe500; } }")
        let buttons = [StyledButton(), StyledButton()]
        for button in buttons { button.livery(manager).attachStyle() }
        let reports = manager.recentIssues.filter { $0.kind == .valueNotRestored }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("'borderColor' for state highlighted of StyledButton") == true)
    }

    // MARK: - Changes

    @Test("Replacing the stylesheet restyles live objects; dropped properties go back; a bad one changes nothing")
    func reload() throws {
        let manager = try StyleFixtures.manager("StyledLabel { textColor: #ff0000; fontSize: 20; }")
        StyledLabel.livery(manager).fontSize = .value(11)
        let labels = (0..<3).map { _ in StyledLabel() }
        for label in labels { label.livery(manager).attachStyle() }
        #expect(labels.allSatisfy { $0.textColor == Color(hex: "ff0000")! && $0.fontSize == 20 })

        try manager.loadStylesheet("StyledLabel { textColor: #00ff00; }", file: "v2.lss")
        #expect(labels.allSatisfy { $0.textColor == Color(hex: "00ff00")! })
        #expect(labels.allSatisfy { $0.fontSize == 11 })  // the rule is gone: the type default applies

        #expect(throws: StylesheetError.self) { try manager.loadStylesheet("StyledLabel { textColor: }", file: "v3") }
        #expect(manager.stylesheet?.file == "v2.lss")
        #expect(labels.allSatisfy { $0.textColor == Color(hex: "00ff00")! })

        try manager.setStylesheet(nil)
        StyledLabel.livery(manager).fontSize = nil
        #expect(labels.allSatisfy { $0.textColor == .black && $0.fontSize == 12 })  // their own values
        #expect(manager.bindingCount == 0)
        manager.checkInvariants()
    }

    @Test("Reloading a stylesheet file after an edit re-applies it")
    func reloadFromFile() throws {
        let manager = try StyleFixtures.manager()
        let scratch = try TemporaryFolder("lss")
        let url = scratch.appending("app.lss")
        try Data("StyledView { cornerRadius: 3; }".utf8).write(to: url)
        try manager.loadStylesheet(contentsOf: url)
        let view = StyledView()
        view.livery(manager).attachStyle()
        #expect(view.cornerRadius == 3)
        try Data("StyledView { cornerRadius: 7; }".utf8).write(to: url)
        try manager.loadStylesheet(contentsOf: url)
        #expect(view.cornerRadius == 7)
    }

    @Test("Changing identifiers restyles the object and its attached descendants")
    func identifierChanges() throws {
        let manager = try StyleFixtures.manager(
            """
            StyledView.danger { backgroundColor: #ff0000; }
            StyledView.danger StyledLabel { textColor: #ff0000; }
            """)
        let card = StyledView()
        let label = StyledLabel(parent: card)
        card.livery(manager).attachStyle()
        label.livery(manager).attachStyle()
        #expect(card.backgroundColor == StyledView.originalBackground && label.textColor == .black)
        card.livery(manager).styleIdentifiers = ["danger"]
        #expect(card.backgroundColor == Color(hex: "ff0000")! && label.textColor == Color(hex: "ff0000")!)
        card.livery(manager).styleIdentifiers = []
        #expect(card.backgroundColor == StyledView.originalBackground && label.textColor == .black)
    }

    @Test("A moved subtree, re-attached, follows the identifiers of its new ancestors, and leaves do not scan")
    func movedSubtreeFollowsNewAncestors() throws {
        let manager = try StyleFixtures.manager("StyledView.danger StyledLabel { textColor: #ff0000; }")
        let oldRoot = StyledView()
        let newRoot = StyledView()
        let card = StyledView(parent: oldRoot)
        let label = StyledLabel(parent: card)
        for object in [oldRoot, newRoot, card, label] { object.livery(manager).attachStyle() }
        oldRoot.livery(manager).styleIdentifiers = ["danger"]
        #expect(label.textColor == Color(hex: "ff0000"))
        oldRoot.livery(manager).styleIdentifiers = []
        // The subtree moves; each of its objects is attached again, as didMoveToWindow does.
        newRoot.add(card)
        card.livery(manager).attachStyle()
        label.livery(manager).attachStyle()
        newRoot.livery(manager).styleIdentifiers = ["danger"]
        #expect(label.textColor == Color(hex: "ff0000"))
        newRoot.livery(manager).styleIdentifiers = []
        #expect(label.textColor == .black)
        // A leaf's identifiers restyle the leaf only.
        label.livery(manager).styleIdentifiers = ["quiet"]
        #expect(manager.styles.attachedDescendants(of: label).isEmpty)
    }

    @Test("Objects are styled when attached, not before; re-attaching after a parent change restyles")
    func attachAndParentChange() throws {
        let manager = try StyleFixtures.manager("StyledView.panel > StyledLabel { fontSize: 22; }")
        let panel = StyledView()
        panel.livery(manager).styleIdentifiers = ["panel"]
        let label = StyledLabel()
        #expect(label.fontSize == 12)
        panel.add(label)
        #expect(label.fontSize == 12 && !label.livery(manager).isStyleAttached)  // not attached yet
        label.livery(manager).attachStyle()
        #expect(label.fontSize == 22 && label.livery(manager).isStyleAttached)
        let other = StyledView()
        other.add(label)
        label.livery(manager).attachStyle()  // what an adapter does on didMoveToWindow
        #expect(label.fontSize == 12)
        // A moved subtree: each of its objects is attached again, as didMoveToWindow does for every view.
        let panel2 = StyledView()
        panel2.livery(manager).styleIdentifiers = ["panel"]
        let row = StyledView()
        let nested = StyledLabel(parent: row)
        nested.livery(manager).attachStyle()
        #expect(nested.fontSize == 12)
        panel2.add(nested)
        row.livery(manager).attachStyle()
        nested.livery(manager).attachStyle()
        #expect(nested.fontSize == 22)
        label.livery(manager).detachStyle()
        try manager.loadStylesheet("StyledLabel { fontSize: 40; }")
        #expect(label.fontSize == 12)  // detached objects are not restyled
    }

    @Test("Attaching a tree attaches every object, parents before children, each in the scope of its nearest root")
    func attachTree() throws {
        let manager = try StyleFixtures.manager("StyledLabel { fontSize: 22; }")
        let root = StyledView()
        let left = StyledView(parent: root)
        let leftLabel = StyledLabel(parent: left)
        let right = StyledView(parent: root)
        let rightLabel = StyledLabel(parent: right)
        let scope = manager.makeScope(named: "right")
        manager.setScope(scope, for: right)
        var visited: [ObjectIdentifier] = []
        manager.attachStyles(from: root) { view in
            visited.append(ObjectIdentifier(view))
            return view.children
        }
        #expect(visited == [root, left, leftLabel, right, rightLabel].map(ObjectIdentifier.init))
        #expect(leftLabel.fontSize == 22 && leftLabel.livery(manager).isStyleAttached)
        #expect(rightLabel.fontSize == 22 && rightLabel.livery(scope).isStyleAttached)
        #expect(!rightLabel.livery(manager).isStyleAttached)

        // A chain deeper than view trees get: every object attached, the deepest one styled.
        let top = StyledView()
        var deepest = StyledLabel(parent: top)
        for _ in 0..<2_000 { deepest = StyledLabel(parent: deepest) }
        manager.attachStyles(from: top, children: \.children)
        #expect(deepest.fontSize == 22 && deepest.livery(manager).isStyleAttached)
    }

    @Test("Styles are computed once per (type, identifiers, ancestors) and shared; a switch computes none")
    func cache() throws {
        let manager = try StyleFixtures.manager(
            "StyledView.list > StyledLabel { textColor: {color.text.primary}; fontSize: {size.body}; }")
        let list = StyledView()
        list.livery(manager).styleIdentifiers = ["list"]
        list.livery(manager).attachStyle()
        let before = manager.styleComputationCount
        let rows = (0..<200).map { _ in StyledLabel(parent: list) }
        for row in rows { row.livery(manager).attachStyle() }
        #expect(manager.styleComputationCount == before + 1)
        try manager.switchTo("night")
        #expect(manager.styleComputationCount == before + 1)
        #expect(rows.allSatisfy { $0.textColor == TestThemes.night && $0.fontSize == 18 })
        rows[0].livery(manager).styleIdentifiers = ["first"]
        #expect(manager.styleComputationCount == before + 2)
        #expect(manager.bindingCount == 400)
    }

    @Test("A rule without a type skips properties the object's type lacks, and reports it once")
    func untypedRuleReports() throws {
        let manager = try StyleFixtures.manager(".accent { textColor: {color.accent}; cornerRadius: 5; }")
        let view = StyledView()
        let label = StyledLabel()
        for object in [view, label] as [StyledView] {
            object.livery(manager).styleIdentifiers = ["accent"]
            object.livery(manager).attachStyle()
        }
        #expect(view.cornerRadius == 5 && label.cornerRadius == 5 && label.textColor == StyleFixtures.accent)
        let issues = manager.recentIssues.filter { $0.kind == .styleDeclarationSkipped }
        #expect(issues.count == 1)
        #expect(
            issues.first?.message
                == "test.lss:1:11: '.accent' sets 'textColor', which StyledView does not declare (it declares "
                + "backgroundColor, borderColor, cornerRadius)")
    }
}
