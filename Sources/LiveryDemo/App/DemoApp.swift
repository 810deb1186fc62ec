import Foundation
import Livery
import LiveryCore

/// Where the demo's themes and stylesheet come from, and how it starts.
package struct DemoOptions: Sendable {
    /// The folder holding `themes.resolver.json` and its token files.
    package var themesDirectory: URL
    package var stylesheet: URL
    /// The resolver modifier whose contexts are the themes.
    package var modifier: String
    /// The system appearance at launch (changed live with `a`).
    package var appearance: SystemAppearance
    /// A theme to start with instead of the stored choice (for snapshots).
    package var initialTheme: ThemeIdentifier?
    /// Whether theme switches and accent changes animate (the library's animated switch, along the themes'
    /// `motion.theme-switch`).
    package var animated: Bool

    package init(
        themesDirectory: URL, stylesheet: URL, modifier: String = "theme", appearance: SystemAppearance = .light,
        initialTheme: ThemeIdentifier? = nil, animated: Bool = true
    ) {
        self.themesDirectory = themesDirectory
        self.stylesheet = stylesheet
        self.modifier = modifier
        self.appearance = appearance
        self.initialTheme = initialTheme
        self.animated = animated
    }
}

/// A key the demo reacts to.
package enum DemoKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Tab.
    case tab
    /// Return or space.
    case enter
    /// Control-C typed while the terminal is in raw mode.
    case interrupt
}

/// Why the demo could not start.
package struct DemoError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, with the file it concerns.
    package let description: String
}

/// The demo app: a `ThemeManager` with the example themes and stylesheet, the widgets of one screen bound to
/// it, and what each key does. It draws frames; ``TerminalDemo`` shows them in a terminal and feeds it keys,
/// tests call ``handle(_:at:)`` and ``frame(width:height:at:)`` directly.
@MainActor
package final class DemoApp {
    /// The accent colors `c` cycles through; `nil` is the theme's own.
    package static let accents: [(name: String, color: Color?)] = [
        ("theme", nil), ("coral", Color(hex: "e8485f")!), ("green", Color(hex: "1f8a4c")!),
        ("violet", Color(hex: "7c3aed")!), ("amber", Color(hex: "c2680a")!),
    ]
    /// The token the accent picker overrides.
    package static let accentToken = "color.accent.default"

    /// The manager every widget is bound to.
    package let manager: ThemeManager
    /// The system appearance the manager follows when asked (`s`); `a` changes it.
    package let appearanceSource: ManualAppearanceSource
    /// How long the last switch took (binding updates included), `nil` before the first.
    package private(set) var lastSwitchDuration: Duration?
    /// The last error (a reload that failed), shown above the status line.
    package private(set) var message: String?

    let options: DemoOptions
    let screen: DemoScreen
    /// Watches the token files and the stylesheet; edits show up live (``checkFiles()``).
    private let fileWatch: ThemeFileWatch
    private var accentIndex = 0
    private var focusIndex: Int?
    private var selectedRow = 0
    private var highlightEnd: ContinuousClock.Instant?
    /// The clock of the manager's animated switches: the demo draws its own frames, so it moves the clock to each
    /// frame's time (and to each key's), counted in seconds from ``clockOrigin``.
    private let clock = ManualFrameClock()
    private let clockOrigin = ContinuousClock.now

    /// Loads the themes and the stylesheet, builds the screen and restores the stored choice.
    /// - Parameters:
    ///   - options: Where things are and how to start.
    ///   - store: Where the theme and accent are kept between launches; `nil` keeps nothing.
    /// - Throws: ``DemoError`` naming the file that could not be read, parsed or compiled.
    package init(options: DemoOptions, store: (any ThemeStore)?) throws {
        self.options = options
        DemoScreen.registerTypes()
        appearanceSource = ManualAppearanceSource(options.appearance)
        manager = ThemeManager(name: "demo", store: store, appearanceSource: appearanceSource)
        manager.frameClock = clock
        let stylesheet: Stylesheet
        do {
            try manager.add(Self.loadThemes(options))
            stylesheet = try Stylesheet(contentsOf: options.stylesheet)
            try manager.setStylesheet(stylesheet)
        } catch {
            throw DemoError(description: String(describing: error))
        }
        manager.appearanceThemes = Self.appearanceThemes(for: manager.themeIdentifiers)
        screen = DemoScreen(manager: manager)
        do {
            if let initial = options.initialTheme {
                try manager.switchTo(initial)
            } else {
                try manager.restore()
            }
        } catch {
            throw DemoError(description: String(describing: error))
        }
        if case .color(let color)? = manager.overrides[Self.accentToken] {
            accentIndex = Self.accents.firstIndex { $0.color == color } ?? 0
        }
        let folder = options.themesDirectory
        let tokenFiles = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".json") }.map { folder.appending(path: $0) }
        fileWatch = manager.watchFiles(tokenFiles, stylesheet: options.stylesheet) { try Self.loadThemes(options) }
        screen.attach()
        updateTexts()
    }

    /// The files the demo reloads when they change: the themes folder's JSON files and the stylesheet.
    package var watchedFiles: [URL] { fileWatch.watchedFiles }

    /// Reloads the themes and the stylesheet if one of their files changed since the last call (the terminal
    /// loop calls it four times a second). A file that fails changes nothing and is reported above the status line.
    /// - Returns: Whether a reload was attempted, so the frame may have changed.
    @discardableResult
    package func checkFiles() -> Bool {
        guard let event = fileWatch.check() else { return false }
        let names = event.changedFiles.map(\.lastPathComponent).joined(separator: ", ")
        if let error = event.error {
            message =
                "reload of \(names) failed: "
                + String(describing: error).split(separator: "\n").joined(separator: " ")
        } else {
            manager.appearanceThemes = Self.appearanceThemes(for: manager.themeIdentifiers)
            message = "reloaded \(names)"
        }
        updateTexts()
        return true
    }

    private static func loadThemes(_ options: DemoOptions) throws -> ThemeSet {
        let resolver = options.themesDirectory.appending(path: "themes.resolver.json")
        return try ResolverDocument.load(contentsOf: resolver).themeSet(varying: options.modifier)
    }

    /// Light and dark map to themes of those names, high contrast to `high-contrast`, when they exist.
    private static func appearanceThemes(for identifiers: [ThemeIdentifier]) -> [SystemAppearance: ThemeIdentifier] {
        var mapping: [SystemAppearance: ThemeIdentifier] = [:]
        for (appearance, name) in [
            (SystemAppearance.light, "light"), (.dark, "dark"), (.darkHighContrast, "high-contrast"),
            (.lightHighContrast, "high-contrast"),
        ] where identifiers.contains(ThemeIdentifier(name)) {
            mapping[appearance] = ThemeIdentifier(name)
        }
        return mapping
    }

    // MARK: - Keys

    /// Does what a key does.
    /// - Parameters:
    ///   - key: The key.
    ///   - now: The time, for animations.
    /// - Returns: `false` when the key quits the demo.
    @discardableResult
    package func handle(_ key: DemoKey, at now: ContinuousClock.Instant = .now) -> Bool {
        advanceClock(to: now)  // an animation a key starts starts now
        switch key {
        case .character("q"), .character("Q"), .interrupt:
            return false
        case .character("t"):
            let identifiers = manager.themeIdentifiers
            if let current = manager.currentIdentifier, let index = identifiers.firstIndex(of: current) {
                switchTo(identifiers[(index + 1) % identifiers.count])
            }
        case .character(let digit) where digit.isWholeNumber && digit != "0":
            let index = digit.wholeNumberValue! - 1
            if manager.themeIdentifiers.indices.contains(index) { switchTo(manager.themeIdentifiers[index]) }
        case .character("s"):
            toggleFollowingSystem()
        case .character("a"):
            let before = manager.snapshot
            let current = appearanceSource.appearance
            let next = SystemAppearance(isDark: !current.isDark, isHighContrast: current.isHighContrast)
            let duration = ContinuousClock().measure { appearanceSource.appearance = next }
            if manager.snapshot !== before { lastSwitchDuration = duration }
        case .character("c"):
            cycleAccent()
        case .character("r"):
            reload()
        case .up, .character("k"):
            selectedRow = (selectedRow + screen.rows.count - 1) % screen.rows.count
        case .down, .character("j"):
            selectedRow = (selectedRow + 1) % screen.rows.count
        case .tab:
            let focusable = screen.buttons.indices.filter { screen.buttons[$0].isEnabled }
            let position = focusIndex.flatMap { focusable.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
            focusIndex = position < focusable.count ? focusable[position] : nil
        case .enter:
            if let focusIndex {
                screen.buttons[focusIndex].isHighlighted = true
                highlightEnd = now + .milliseconds(150)
            }
        case .character:
            break
        }
        updateTexts()
        return true
    }

    private func switchTo(_ identifier: ThemeIdentifier) {
        do {
            lastSwitchDuration = try ContinuousClock().measure {
                try manager.switchTo(identifier, animated: options.animated)
            }
            message = nil
        } catch {
            message = String(describing: error)
        }
    }

    private func toggleFollowingSystem() {
        do {
            if manager.followsSystemAppearance, let current = manager.currentIdentifier {
                try manager.switchTo(current)  // a manual choice of the same theme stops following
            } else {
                lastSwitchDuration = try ContinuousClock().measure { try manager.followSystemAppearance() }
            }
            message = nil
        } catch {
            message = String(describing: error)
        }
    }

    private func cycleAccent() {
        accentIndex = (accentIndex + 1) % Self.accents.count
        do {
            lastSwitchDuration = try ContinuousClock().measure {
                if let color = Self.accents[accentIndex].color {
                    try manager.setOverride(.color(color), for: Self.accentToken, animated: options.animated)
                } else {
                    try manager.removeOverride(for: Self.accentToken, animated: options.animated)
                }
            }
            message = nil
        } catch {
            message = String(describing: error)
        }
    }

    /// Reads the token files and the stylesheet again; a file that fails changes nothing and is reported.
    private func reload() {
        do {
            let stylesheet = try Stylesheet(contentsOf: options.stylesheet)
            try stylesheet.check()
            let set = try Self.loadThemes(options)
            lastSwitchDuration = try ContinuousClock().measure {
                try manager.reload(set)
                try manager.setStylesheet(stylesheet)
            }
            manager.appearanceThemes = Self.appearanceThemes(for: manager.themeIdentifiers)
            message = nil
        } catch {
            message = "reload failed: " + String(describing: error).split(separator: "\n").joined(separator: " ")
        }
    }

    // MARK: - Drawing

    /// Whether frames are still changing by themselves (an animated switch, a pressed button), so the terminal
    /// should keep drawing. It turns false with the frame that shows the animation's end.
    package var isAnimating: Bool { manager.isAnimating || highlightEnd != nil }

    /// The frame to show at a time: the screen as its bound colors are then, on their way to the current theme
    /// during an animated switch (the manager mixes them in OKLab).
    package func frame(width: Int, height: Int, at now: ContinuousClock.Instant = .now) -> Canvas {
        if let end = highlightEnd, now >= end {
            for button in screen.buttons { button.isHighlighted = false }
            highlightEnd = nil
        }
        for (index, row) in screen.rows.enumerated() { row.isSelected = index == selectedRow }
        for (index, button) in screen.buttons.enumerated() { button.isFocused = index == focusIndex }
        advanceClock(to: now)  // bound colors take this frame's step of an animated switch
        return screen.render(width: width, height: height)
    }

    /// Moves the animation clock to an instant (never back).
    private func advanceClock(to instant: ContinuousClock.Instant) {
        clock.advance(to: (instant - clockOrigin) / .seconds(1))
    }

    /// The status line's text: theme, last switch time, bindings, accent and appearance.
    package var statusText: String {
        let theme = manager.currentIdentifier?.rawValue ?? "none"
        let time = lastSwitchDuration.map { Self.format($0) } ?? "–"
        let following = manager.followsSystemAppearance ? " (following)" : ""
        return "\(theme) · last switch \(time) · \(manager.bindingCount) bindings · accent "
            + "\(Self.accents[accentIndex].name) · system \(appearanceSource.appearance.rawValue)\(following)"
    }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
        return String(format: "%.2f ms", milliseconds)
    }

    private func updateTexts() {
        screen.navigationTheme.text = "theme: \(manager.currentIdentifier?.rawValue ?? "none")"
        screen.toggle.isOn = manager.followsSystemAppearance
        screen.status.text = statusText
        screen.message.text = message ?? ""
    }
}
