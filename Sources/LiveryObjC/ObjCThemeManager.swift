// Compiled only where UIKit exists (and Objective-C interoperability with it). Each method calls the Swift API
// and turns its errors into LiveryObjCError, so Objective-C gets an NSError in LVRErrorDomain with a message.
#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import Livery
    import LiveryPacks
    import LiveryUIKit
    import UIKit

    /// A theme manager for Objective-C: `LVRThemeManager` wraps a Swift ``Livery/ThemeManager``.
    ///
    /// ```objc
    /// LVRThemeManager *themes = LVRThemeManager.sharedManager;
    /// NSError *error = nil;
    /// if (![themes loadThemesFromResolverAtURL:url modifier:@"theme" error:&error]) { NSLog(@"%@", error); }
    /// [themes switchToTheme:@"dark" animated:YES error:&error];
    /// [label lvr_bindKeyPath:@"textColor" toToken:@"color.text.primary" error:&error];
    /// ```
    ///
    /// Swift code uses ``Livery/ThemeManager`` itself; ``manager`` is the one wrapped.
    @objc(LVRThemeManager)
    @MainActor
    public final class ObjCThemeManager: NSObject {
        /// The Swift manager every call goes to.
        public let manager: ThemeManager

        /// Wraps a Swift manager (a scope or a second dimension, say) for Objective-C code.
        public init(_ manager: ThemeManager) {
            self.manager = manager
        }

        private static var sharedWrapper: ObjCThemeManager?

        /// The app's default manager, ``Livery/ThemeCenter/defaultManager`` of ``Livery/ThemeCenter/shared``: the one
        /// bindings use when they name none.
        @objc(sharedManager)
        public static var shared: ObjCThemeManager {
            let manager = ThemeCenter.shared.defaultManager
            if let wrapper = sharedWrapper, wrapper.manager === manager { return wrapper }
            let wrapper = ObjCThemeManager(manager)
            sharedWrapper = wrapper
            return wrapper
        }

        /// Posted on the main thread after every change of any manager's theme, within the call that changed it
        /// (``Livery/ThemeManager/didChangeNotification``).
        @objc(didChangeNotification)
        public nonisolated static var didChangeNotification: NSNotification.Name {
            ThemeManager.didChangeNotification
        }

        /// The `NSError` domain of the layer's errors, `LVRErrorDomain`.
        @objc(errorDomain)
        public nonisolated static var errorDomain: String { LiveryObjCError.domain }

        /// The current theme's name; `nil` before the first switch.
        @objc public var currentThemeName: String? { manager.currentIdentifier?.rawValue }

        /// The registered themes' names, in registration order.
        @objc public var themeNames: [String] { manager.themeIdentifiers.map(\.rawValue) }

        /// Adds the themes of a DTCG resolver document, one per context of `modifier`
        /// (``LiveryCore/ResolverDocument/themeSet(varying:inputs:)``).
        /// - Throws: When the document cannot be read, resolved or compiled, or a theme of that name exists.
        @objc(loadThemesFromResolverAtURL:modifier:error:)
        public func loadThemes(resolverAt url: URL, modifier: String) throws {
            try bridged {
                let set = try ResolverDocument.load(contentsOf: url).themeSet(varying: modifier)
                try manager.add(set)
            }
        }

        /// Adds themes made of token files (DTCG or legacy JSON): each theme's files are layered in order, a later
        /// file's tokens winning, and a file listed by several themes is read once. The themes are registered
        /// default first, then by name. Nothing is added when a file cannot be read or a theme does not resolve.
        ///
        /// ```objc
        /// NSURL *base = [themes URLByAppendingPathComponent:@"base.tokens.json"];
        /// [LVRThemeManager.sharedManager loadThemesFromTokenFiles:@{
        ///     @"light": @[base, [themes URLByAppendingPathComponent:@"light.tokens.json"]],
        ///     @"dark": @[base, [themes URLByAppendingPathComponent:@"dark.tokens.json"]],
        /// } defaultTheme:@"light" error:&error];
        /// ```
        /// - Throws: ``LiveryObjCError/Code/invalidThemeFiles`` when the arguments are not as described (a
        ///   default not among the themes, a URL that is not a file's), ``LiveryObjCError/Code/themeOperationFailed``
        ///   naming the file, token and line when a file is unreadable, a theme does not resolve, or a theme of that
        ///   name exists.
        @objc(loadThemesFromTokenFiles:defaultTheme:error:)
        public func loadThemes(fromTokenFiles files: [String: [URL]], defaultTheme: String) throws {
            try bridged {
                try manager.add(ObjCThemeFiles.themeSet(files: files, defaultTheme: defaultTheme))
            }
        }

        /// Switches in the theme space of a DTCG resolver document: every modifier is a dimension selected on its
        /// own (``selectContext(_:forDimension:animated:)``), as `ThemeManager.setThemeSpace(_:options:)` does.
        /// The user's selection is kept when the space is loaded again.
        /// - Parameters:
        ///   - url: The resolver document.
        ///   - modeDimension: The dimension whose `light` and `dark` contexts the system appearance selects while
        ///     the manager follows it; `nil` for none.
        /// - Throws: When the document cannot be read or its default permutation does not resolve, or the mode
        ///   dimension lacks `light` or `dark`.
        @objc(loadThemeSpaceFromResolverAtURL:modeDimension:error:)
        public func loadThemeSpace(resolverAt url: URL, modeDimension: String?) throws {
            try bridged {
                let space = try ThemeSpace(resolver: ResolverDocument.load(contentsOf: url))
                let mode = modeDimension.map {
                    ThemeSpaceOptions.SettingDimension(dimension: $0, offContext: "light", onContext: "dark")
                }
                try manager.setThemeSpace(space, options: ThemeSpaceOptions(mode: mode))
            }
        }

        /// Selects a context in one dimension of the theme space, the others staying as they are
        /// (`ThemeManager.select(_:for:)`); `animated` moves every bound color along the transition.
        /// - Throws: When there is no theme space, the dimension or context does not exist, or the permutation does
        ///   not resolve; nothing changes then.
        @objc(selectContext:forDimension:animated:error:)
        public func selectContext(_ context: String, forDimension dimension: String, animated: Bool) throws {
            try bridged { try manager.select([dimension: context], animated: animated) }
        }

        /// The current context of each dimension of the theme space; empty without one.
        @objc public var selection: [String: String] { manager.selection }

        /// Makes a theme current; `animated` moves every bound color to it along the theme's transition.
        @objc(switchToTheme:animated:error:)
        public func switchTo(theme name: String, animated: Bool) throws {
            try bridged { try manager.switchTo(ThemeIdentifier(rawValue: name), animated: animated) }
        }

        /// Follows the system appearance from now on (dark mode, Increase Contrast), as
        /// ``Livery/ThemeManager/followSystemAppearance()``.
        @objc(followSystemAppearanceAndReturnError:)
        public func followSystemAppearance() throws {
            try bridged { try manager.followSystemAppearance() }
        }

        /// Overrides one color token in every theme (a user-picked accent), kept by the manager's store.
        @objc(setAccentColor:forToken:animated:error:)
        public func setAccentColor(_ color: UIColor, forToken path: String, animated: Bool) throws {
            try bridged { try manager.setOverride(.color(UIKitColor(color).livery), for: path, animated: animated) }
        }

        /// Removes a token's override.
        @objc(removeOverrideForToken:animated:error:)
        public func removeOverride(forToken path: String, animated: Bool) throws {
            try bridged { try manager.removeOverride(for: path, animated: animated) }
        }

        /// A color token of the current theme; `nil` when it is missing or not a color.
        @objc(colorForToken:)
        public func color(forToken path: String) -> UIColor? {
            manager.snapshot?.value(path, as: UIKitColor.self)?.color
        }

        /// Calls `block` with the new theme's name after every change of this manager's theme, on the main
        /// thread, within the call that changed it. Keep the returned object and pass it to
        /// ``removeChangeObserver(_:)`` to stop.
        @objc(addChangeObserver:)
        public func addChangeObserver(_ block: @escaping @Sendable (String) -> Void) -> any NSObjectProtocol {
            NotificationCenter.default.addObserver(
                forName: ThemeManager.didChangeNotification, object: manager, queue: nil
            ) { notification in
                guard let change = notification.userInfo?[ThemeManager.changeUserInfoKey] as? ThemeChange else {
                    return
                }
                block(change.current.rawValue)
            }
        }

        /// Stops an observer ``addChangeObserver(_:)`` returned.
        @objc(removeChangeObserver:)
        public func removeChangeObserver(_ observer: any NSObjectProtocol) {
            NotificationCenter.default.removeObserver(observer)
        }

        /// Installs a signed theme pack into `directory` (verified before anything is extracted, atomically) and
        /// adds its themes; Objective-C gets a completion handler with their names.
        /// - Parameters:
        ///   - archive: The `.liverypack` file.
        ///   - directory: The folder packs live in.
        ///   - trustedKeys: The publishers' public keys as `livery keygen` writes them.
        @objc(installPackAtURL:intoDirectory:trustedKeys:completionHandler:)
        public func installPack(at archive: URL, into directory: URL, trustedKeys: [String]) async throws
            -> [String]
        {
            do {
                let keys = try trustedKeys.map { key throws(PackError) in try PackPublicKey(text: key) }
                let pack = try await PackInstaller(directory: directory, trustedKeys: keys).install(from: archive)
                return try pack.register(in: manager).map(\.rawValue)
            } catch {
                throw LiveryObjCError(.themeOperationFailed, "\(error)")
            }
        }

        /// Runs a call of the Swift API, giving its error a domain, a code and a message for Objective-C.
        private func bridged(_ body: () throws -> Void) throws(LiveryObjCError) {
            do {
                try body()
            } catch let error as LiveryObjCError {
                throw error
            } catch {
                throw LiveryObjCError(.themeOperationFailed, "\(error)")
            }
        }
    }
#endif
