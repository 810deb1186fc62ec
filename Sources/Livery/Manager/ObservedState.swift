/// The storage of a manager's observed properties, in one place: each is read and written through an accessor
/// of ``ThemeManager`` that reports the access to Observation (``ObservationSupport``).
struct ObservedState {
    var themeIdentifiers: [ThemeIdentifier] = []
    var themesByIdentifier: [ThemeIdentifier: Theme] = [:]
    var currentIdentifier: ThemeIdentifier?
    var defaultIdentifier: ThemeIdentifier?
    var followsSystemAppearance = false
    var appearanceThemes: [SystemAppearance: ThemeIdentifier] = [:]
    var runtimeOverrides = RuntimeOverrides()
}
