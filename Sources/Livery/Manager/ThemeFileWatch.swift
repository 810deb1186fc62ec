import Foundation
import LiveryCore

/// Development-time live reload: watches token files and a stylesheet, and when one changes, reads them again
/// and reloads them into the manager, all or nothing.
///
/// Made by ``ThemeManager/watchFiles(_:stylesheet:loadThemes:onReload:)``. A change is noticed by looking at the
/// files (`stat`: existence, size, modification time, file number) on every ``check()``; ``startPolling(every:)``
/// calls it on the main actor every quarter second by default. The same polling runs on Linux and on Apple systems:
/// editors save by renaming a new file over the old one, which ends an inotify or kqueue watch on the file.
///
/// A reload reads every file first. If any fails (a token file that does not parse, a stylesheet that does not
/// check), nothing changes: the running themes, the stylesheet and the current theme stay, and the error is
/// reported. Otherwise ``ThemeManager/reload(_:assets:)`` replaces the themes and ``ThemeManager/setStylesheet(_:)``
/// the stylesheet, and the bound objects update as after any switch.
///
/// Meant for debug builds and tools: shipping apps load themes once, or from packs.
@MainActor
public final class ThemeFileWatch {
    /// What one reload did.
    public struct Event: Sendable {
        /// The files whose change started it.
        public let changedFiles: [URL]
        /// `nil` when the reload succeeded; otherwise why nothing changed.
        public let error: (any Error)?
    }

    private weak var manager: ThemeManager?
    private let monitor: FileChangeMonitor
    private let stylesheet: URL?
    private let loadThemes: Loader
    private let onReload: (Event) -> Void
    private var polling: Task<Void, Never>?

    /// What a reload reads: a theme set (then ``ThemeManager/reload(_:assets:)``) or a theme space (then
    /// ``ThemeManager/setThemeSpace(_:options:)`` with the options it has, keeping the selection).
    enum Loader {
        case themes(() throws -> ThemeSet)
        case space(() throws -> ThemeSpace)
    }

    init(
        manager: ThemeManager, files: [URL], stylesheet: URL?, loadThemes: Loader,
        onReload: @escaping (Event) -> Void
    ) {
        self.manager = manager
        self.stylesheet = stylesheet
        self.loadThemes = loadThemes
        self.onReload = onReload
        monitor = FileChangeMonitor(files: files + (stylesheet.map { [$0] } ?? []))
    }

    /// The files watched: the token files, then the stylesheet.
    public var watchedFiles: [URL] { monitor.watchedFiles }

    /// Looks at the files once and reloads if any changed since the last look.
    /// - Returns: What the reload did, or `nil` when nothing changed (or the manager is gone).
    @discardableResult
    public func check() -> Event? {
        let changed = monitor.changes()
        guard !changed.isEmpty, let manager else { return nil }
        let event: Event
        do {
            // Everything is read and checked before anything is replaced, so a broken file changes nothing.
            // What the files now say, read here; applied to the manager below, once the stylesheet read too.
            let apply: (ThemeManager) throws -> Void
            switch loadThemes {
            case .themes(let load):
                let set = try load()
                apply = { try $0.reload(set) }
            case .space(let load):
                let space = try load()
                apply = { try $0.setThemeSpace(space, options: $0.providers.space?.options ?? ThemeSpaceOptions()) }
            }
            let sheet = try stylesheet.map { url throws(StylesheetError) in
                let sheet = try Stylesheet(contentsOf: url)
                try sheet.check()
                return sheet
            }
            try apply(manager)
            if let sheet { try manager.setStylesheet(sheet) }
            event = Event(changedFiles: changed, error: nil)
        } catch {
            event = Event(changedFiles: changed, error: error)
        }
        onReload(event)
        return event
    }

    /// Calls ``check()`` on the main actor every `interval` until ``stop()`` or until the watch is released (the
    /// polling task holds the watch weakly and ends at the first tick after it is gone).
    public func startPolling(every interval: Duration = .milliseconds(250)) {
        polling?.cancel()
        polling = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self, !Task.isCancelled else { return }
                self.check()
            }
        }
    }

    /// Stops polling; ``check()`` still works.
    public func stop() {
        polling?.cancel()
        polling = nil
    }
}

extension ThemeManager {
    /// Watches token files and a stylesheet during development and reloads them into this manager when they
    /// change (see ``ThemeFileWatch``).
    ///
    /// ```swift
    /// #if DEBUG
    /// let folder = URL(fileURLWithPath: "/Users/me/App/Tokens")
    /// watch = manager.watchFiles(
    ///     [folder.appending(path: "themes.resolver.json"), folder.appending(path: "dark.tokens.json")],
    ///     stylesheet: folder.appending(path: "app.liverystyle"),
    ///     loadThemes: { try ResolverDocument.load(contentsOf: folder.appending(path: "themes.resolver.json"))
    ///         .themeSet(varying: "theme") })
    /// watch.startPolling()
    /// #endif
    /// ```
    /// - Parameters:
    ///   - files: The token files (and resolver document) to watch.
    ///   - stylesheet: A stylesheet to watch and reload as well, or `nil`.
    ///   - loadThemes: Reads the token files into a theme set; called on every change.
    ///   - onReload: Told what each reload did, on the main actor (to show an error in a debug overlay).
    /// - Returns: The watch; keep it, and call ``ThemeFileWatch/startPolling(every:)`` or ``ThemeFileWatch/check()``.
    public func watchFiles(
        _ files: [URL], stylesheet: URL? = nil, loadThemes: @escaping () throws -> ThemeSet,
        onReload: @escaping (ThemeFileWatch.Event) -> Void = { _ in }
    ) -> ThemeFileWatch {
        ThemeFileWatch(
            manager: self, files: files, stylesheet: stylesheet, loadThemes: .themes(loadThemes), onReload: onReload)
    }

    /// Watches the files of a theme space (``setThemeSpace(_:options:)``) and a stylesheet during development:
    /// on a change, the space is read again and set with the options the manager has, keeping the selection;
    /// a file that fails changes nothing (see ``ThemeFileWatch``).
    /// - Parameters:
    ///   - files: The token files (and resolver document) to watch.
    ///   - stylesheet: A stylesheet to watch and reload as well, or `nil`.
    ///   - loadSpace: Reads the token files into a theme space; called on every change.
    ///   - onReload: Told what each reload did, on the main actor.
    /// - Returns: The watch; keep it, and call ``ThemeFileWatch/startPolling(every:)`` or ``ThemeFileWatch/check()``.
    public func watchFiles(
        _ files: [URL], stylesheet: URL? = nil, loadSpace: @escaping () throws -> ThemeSpace,
        onReload: @escaping (ThemeFileWatch.Event) -> Void = { _ in }
    ) -> ThemeFileWatch {
        ThemeFileWatch(
            manager: self, files: files, stylesheet: stylesheet, loadThemes: .space(loadSpace), onReload: onReload)
    }
}
