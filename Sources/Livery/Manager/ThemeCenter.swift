/// Named ``ThemeManager``s, one per independent theme dimension: the app is light or dark while a
/// reader screen is white, sepia or black, each dimension with its own current theme, store entry and bindings.
///
/// Most apps use one dimension: ``defaultManager`` of ``shared``, which `object.livery` binds with.
@MainActor
public final class ThemeCenter {
    /// The app's center; its managers save to `UserDefaults.standard`.
    public static let shared = ThemeCenter()

    /// The name of ``defaultManager``.
    public nonisolated static let defaultManagerName = "default"

    private var managers: [String: ThemeManager] = [:]
    private var order: [String] = []
    private let makeManager: @MainActor (String) -> ThemeManager

    /// Creates a center whose managers share a store and an appearance source.
    /// - Parameters:
    ///   - store: Where managers save their choice (each under its own name); `nil` saves nothing.
    ///   - appearanceSource: Where managers learn the system appearance.
    public init(
        store: (any ThemeStore)? = UserDefaultsThemeStore(), appearanceSource: (any SystemAppearanceSource)? = nil
    ) {
        makeManager = { name in ThemeManager(name: name, store: store, appearanceSource: appearanceSource) }
    }

    /// The manager of the main dimension.
    public var defaultManager: ThemeManager { manager(named: Self.defaultManagerName) }

    /// The manager of a dimension, created on first use.
    public func manager(named name: String) -> ThemeManager {
        if let manager = managers[name] { return manager }
        let manager = makeManager(name)
        managers[name] = manager
        order.append(name)
        return manager
    }

    /// The names of the managers created so far, in creation order.
    public var managerNames: [String] { order }
}

/// The managers that have shown a theme, held weakly: a binding made with a manager that has none names one of
/// them in its warning (``ThemeIssue/Kind/boundWithoutThemes``).
@MainActor
enum ThemedManagers {
    private final class Entry {
        weak var manager: ThemeManager?
        init(_ manager: ThemeManager) { self.manager = manager }
    }
    private static var entries: [Entry] = []

    /// Notes a manager's first theme.
    static func note(_ manager: ThemeManager) {
        entries.removeAll { $0.manager == nil }
        if !entries.contains(where: { $0.manager === manager }) { entries.append(Entry(manager)) }
    }

    /// The name of a live manager with themes whose engine is not `engine`, if any.
    static func name(ofAnyOtherThan engine: BindingEngine) -> String? {
        entries.first { $0.manager != nil && $0.manager?.engine !== engine }?.manager?.name
    }
}
