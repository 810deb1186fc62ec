import Foundation

/// An object that tells Livery when it goes away, so its bindings hold it without a weak reference.
///
/// Bindings never keep their object alive. By default they hold it weakly, and every switch loads each weak
/// reference (an atomic retain and release, through a side table the Swift runtime allocates per object). An
/// object that owns a ``BindingLifetime`` tells Livery instead, at the moment it is destroyed, so the switch sets
/// the object's properties straight from a compact record, without reading the object's entry or touching its
/// reference count: in the benchmarks (`docs/BENCHMARKS.md`) a switch of such objects took a third to a half of
/// the time it took for the same objects held weakly, and binding allocates no side table.
///
/// ```swift
/// final class BadgeView: ThemeBindable, LifetimeReporting {
///     let bindingLifetime = BindingLifetime()
///     var textColor = Color.black
/// }
/// ```
///
/// The contract: the lifetime belongs to its object alone (store it in a `let`, hand it to nobody), and the
/// object is released on the main thread, as UIKit requires of views. An object released on another thread
/// while it has bindings stops the program with a message naming the rule, because the main thread could be
/// setting one of its properties at that moment. Objects that cannot promise this stay ``ThemeBindable`` only.
public protocol LifetimeReporting: ThemeBindable {
    /// The object's lifetime, owned by the object and by nothing else.
    var bindingLifetime: BindingLifetime { get }
}
