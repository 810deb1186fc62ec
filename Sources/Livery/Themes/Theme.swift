/// A theme a ``ThemeManager`` can switch to: compiled design tokens, a value of any type of the app's own, or
/// both.
///
/// A theme is whatever the app says it is. A struct of colors is a theme; so is a
/// `TokenTable` compiled from token files. Token bindings (`label.livery.textColor = "text.primary"`) read the
/// theme's ``tokens``; closure bindings and ``ThemeManager/currentTheme`` give the app its own value back with
/// ``value(as:)``.
///
/// ```swift
/// struct Palette: Sendable { var background: Color; var text: Color }
/// try manager.add(Theme(Palette(background: .white, text: .black)), as: "paper")
/// try manager.add(Theme(tokens: compiled["dark"]!), as: "dark")
/// ```
public struct Theme: Sendable {
    /// The app's theme value; the token table itself for a theme made only of tokens.
    public let value: any Sendable
    /// The compiled tokens token bindings read, or `nil` for a theme without tokens.
    public let tokens: TokenTable?
    /// Where the theme's asset tokens (images) find their files: a theme pack's directory, else the app's
    /// bundle.
    public let assets: AssetLocator
    /// Recompiles the tokens with runtime overrides layered on top, when the theme was built from token sources.
    let overrideCompiler: OverrideCompiler?

    /// Creates a theme of compiled tokens.
    /// - Parameters:
    ///   - tokens: The compiled tokens.
    ///   - assets: Where its asset tokens' files are; by default the app's bundle.
    public init(tokens: TokenTable, assets: AssetLocator = AssetLocator(packDirectory: nil)) {
        self.value = tokens
        self.tokens = tokens
        self.assets = assets
        self.overrideCompiler = nil
    }

    /// Creates a theme from a value of the app's own type, optionally with tokens for token bindings.
    /// - Parameters:
    ///   - value: Any value: a struct of colors, a configuration object.
    ///   - tokens: Tokens for token bindings; `nil` when the theme has none (token bindings then report the
    ///     token as missing and leave their property as it is).
    ///   - assets: Where its asset tokens' files are; by default the app's bundle.
    public init(
        _ value: some Sendable, tokens: TokenTable? = nil, assets: AssetLocator = AssetLocator(packDirectory: nil)
    ) {
        self.value = value
        self.tokens = tokens
        self.assets = assets
        self.overrideCompiler = nil
    }

    init(tokens: TokenTable, assets: AssetLocator, overrideCompiler: OverrideCompiler) {
        self.value = tokens
        self.tokens = tokens
        self.assets = assets
        self.overrideCompiler = overrideCompiler
    }

    /// What conversions of this theme's tokens know about it.
    func context(as identifier: ThemeIdentifier) -> ThemeValueContext {
        ThemeValueContext(theme: identifier, assets: assets)
    }

    /// The theme's value as the app's type, or `nil` when it is of another type.
    public func value<Value>(as type: Value.Type = Value.self) -> Value? {
        value as? Value
    }
}
