/// Where a ``ThemeManager`` learns the system appearance and its changes.
///
/// The platform adapters implement it over trait collections and `NSAppearance`; ``ManualAppearanceSource``
/// is set by hand (tests, a terminal app, a debug menu).
@MainActor
public protocol SystemAppearanceSource: AnyObject {
    /// The appearance now.
    var appearance: SystemAppearance { get }

    /// Registers `handler` to be called with every later change of ``appearance``. A source keeps one handler
    /// per observer; the manager registers once.
    /// - Parameters:
    ///   - observer: The object observing; its handler is dropped when it is deallocated.
    ///   - handler: Called on the main actor with the new appearance.
    func addObserver(_ observer: AnyObject, handler: @escaping @MainActor (SystemAppearance) -> Void)
}
