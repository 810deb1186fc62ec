import Foundation
import Livery
import LiveryCore

/// Where the demo's themes and stylesheet come from, and how it starts.
package struct DemoOptions: Sendable {
    /// The folder holding `themes.resolver.json` and its token files.
    package var themesDirectory: URL
    /// A folder of token files, one per context of a second dimension, `density`, layered over every theme
    /// (`Examples/Density`); `nil` for none.
    package var densityDirectory: URL?
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
        themesDirectory: URL, densityDirectory: URL? = nil, stylesheet: URL, modifier: String = "theme",
        appearance: SystemAppearance = .light, initialTheme: ThemeIdentifier? = nil, animated: Bool = true
    ) {
        self.themesDirectory = themesDirectory
        self.densityDirectory = densityDirectory
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

/// The demo app: a `ThemeManager` switching in a theme space of the example themes (the resolver's `theme`
/// modifier) and densities, with the example stylesheet, the widgets of one screen bound to it, and what each
/// key does. It draws frames; ``TerminalDemo`` shows them in a terminal and feeds it keys,
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
    /// The second dimension's name.
    package static let densityDimension = "density"

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
        // The demo reports what it finds itself (`livery demo` prints the stylesheet's missing tokens once each);
        // the debug build's console log printed every one a second time, and would write over the drawn frame.
        manager.logsIssuesToConsole = false
        manager.frameClock = clock
        let stylesheet: Stylesheet
        do {
            let space = try Self.loadSpace(options)
            try manager.setThemeSpace(space, options: Self.spaceOptions(space, modifier: options.modifier))
            stylesheet = try Stylesheet(contentsOf: options.stylesheet)
            try manager.setStylesheet(stylesheet)
        } catch {
            throw DemoError(description: String(describing: error))
        }
        screen = DemoScreen(manager: manager)
        do {
            if let initial = options.initialTheme {
                try manager.select(initial.rawValue, for: options.modifier)
            } else {
                try manager.restore()
            }
        } catch {
            throw DemoError(description: String(describing: error))
        }
        if case .color(let color)? = manager.overrides[Self.accentToken] {
            accentIndex = Self.accents.firstIndex { $0.color == color } ?? 0
        }
        let tokenFiles = Self.jsonFiles(in: options.themesDirectory) + Self.jsonFiles(in: options.densityDirectory)
        fileWatch = manager.watchFiles(tokenFiles, stylesheet: options.stylesheet) { try Self.loadSpace(options) }
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
            message = "reload of \(names) failed: " + reason(error)
        } else {
            message = "reloaded \(names)"
        }
        updateTexts()
        return true
    }

    /// The JSON files of a folder, sorted; none for `nil` or a folder that cannot be read.
    private static func jsonFiles(in folder: URL?) -> [URL] {
        guard let folder else { return [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".json") }.map { folder.appending(path: $0) }
    }

    /// The theme space: every modifier of the example resolver, and a `density` dimension with a context per
    /// token file of the density folder (`regular` the default when there is one), layered last.
    private static func loadSpace(_ options: DemoOptions) throws -> ThemeSpace {
        let resolver = options.themesDirectory.appending(path: "themes.resolver.json")
        let space = try ThemeSpace(resolver: ResolverDocument.load(contentsOf: resolver))
        let files = jsonFiles(in: options.densityDirectory).filter { $0.lastPathComponent.hasSuffix(".tokens.json") }
        guard !files.isEmpty else { return space }
        let loader = TokenLoader()
        let contexts = try files.map { file in
            (
                name: String(file.lastPathComponent.dropLast(".tokens.json".count)),
                documents: [try loader.load(contentsOf: file)]
            )
        }
        return try space.adding(
            dimension: ThemeSpace.DimensionSource(
                name: densityDimension, contexts: contexts,
                defaultContext: contexts.contains { $0.name == "regular" } ? "regular" : nil))
    }

    /// The system appearance selects `light` or `dark` of the theme modifier, and Increase Contrast its
    /// `high-contrast`, when it has them.
    private static func spaceOptions(_ space: ThemeSpace, modifier: String) -> ThemeSpaceOptions {
        let contexts = space.dimension(named: modifier)?.contexts ?? []
        var options = ThemeSpaceOptions()
        if contexts.contains("light"), contexts.contains("dark") {
            options.mode = .init(dimension: modifier, offContext: "light", onContext: "dark")
            if contexts.contains("high-contrast") {
                options.contrast = .init(dimension: modifier, offContext: "light", onContext: "high-contrast")
            }
        }
        return options
    }

    /// The current context of the theme modifier.
    package var currentTheme: String? { manager.selection[options.modifier] }

    /// The current density, `nil` without a density dimension.
    package var currentDensity: String? { manager.selection[Self.densityDimension] }

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
            selectNext(in: options.modifier)
        case .character("d"):
            selectNext(in: Self.densityDimension)
        case .character(let digit) where digit.isWholeNumber && digit != "0":
            let index = digit.wholeNumberValue! - 1
            let themes = manager.themeSpace?.dimension(named: options.modifier)?.contexts ?? []
            if themes.indices.contains(index) { select(themes[index], for: options.modifier) }
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

    /// Selects the context after the current one in a dimension (the first after the last).
    private func selectNext(in dimension: String) {
        guard let contexts = manager.themeSpace?.dimension(named: dimension)?.contexts,
            let current = manager.selection[dimension], let index = contexts.firstIndex(of: current)
        else { return }
        select(contexts[(index + 1) % contexts.count], for: dimension)
    }

    private func select(_ context: String, for dimension: String) {
        do {
            lastSwitchDuration = try ContinuousClock().measure {
                try manager.select([dimension: context], animated: options.animated)
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
            let space = try Self.loadSpace(options)
            lastSwitchDuration = try ContinuousClock().measure {
                try manager.setThemeSpace(space, options: Self.spaceOptions(space, modifier: options.modifier))
                try manager.setStylesheet(stylesheet)
            }
            message = nil
        } catch {
            message = "reload failed: " + reason(error)
        }
    }

    /// Why a reload failed, for a person at the terminal: the cause first, with file paths inside the themes
    /// folder written relative to it, and the permutation that failed by its contexts (`theme light, density
    /// regular`), not by the manager's internal key (`theme=light&density=regular`).
    func reason(_ error: any Error) -> String {
        var text: String
        if case ThemeError.compileFailed(let identifier, let underlying) = error {
            text = String(describing: underlying)
            if let space = manager.themeSpace, let selection = space.selection(forKey: identifier.rawValue)?.selection {
                let contexts = space.dimensions.map { "\($0.name) \(selection[$0.name] ?? $0.defaultContext)" }
                text += " (in \(contexts.joined(separator: ", ")))"
            } else {
                text += " (in theme \(identifier.rawValue))"
            }
        } else {
            text = String(describing: error)
        }
        for folder in [options.themesDirectory, options.densityDirectory].compactMap({ $0 }) {
            text = text.replacingOccurrences(of: folder.standardizedFileURL.path + "/", with: "")
        }
        return text.split(separator: "\n").joined(separator: " ")
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

    /// The status line's text: theme (and density), last switch time, bindings, accent and appearance.
    package var statusText: String {
        let theme = [currentTheme ?? "none", currentDensity].compactMap { $0 }.joined(separator: " · ")
        let time = lastSwitchDuration.map { Self.format($0) } ?? "–"
        let following = manager.followsSystemAppearance ? " (following)" : ""
        return "\(theme) · last switch \(time) · \(manager.bindingCount) bindings · accent "
            + "\(Self.accents[accentIndex].name) · system \(appearanceSource.appearance.rawValue)\(following)"
    }

    private static func format(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
        return String(format: "%.2f ms", milliseconds)
    }

    /// The keys line: as many digit keys as there are themes (at most 9; `t` goes through all of them).
    var helpText: String {
        let count = min(9, manager.themeSpace?.dimension(named: options.modifier)?.contexts.count ?? 0)
        let digits = count > 1 ? "/1-\(count)" : count == 1 ? "/1" : ""
        return "t\(digits) theme  d density  s system  a appearance  c accent  r reload  q quit"
    }

    private func updateTexts() {
        screen.help.text = helpText
        screen.navigationTheme.text = "theme: \(currentTheme ?? "none")"
        screen.toggle.isOn = manager.followsSystemAppearance
        screen.status.text = statusText
        screen.message.text = message ?? ""
    }
}
