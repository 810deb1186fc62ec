/// One bound property (or closure) of an object, as the switch reads it: 16 bytes.
///
/// A binding whose value in every theme is one token (`label.livery.textColor = "color.text"`, or a style that
/// sets one token) is applied straight from its slot: the token, and the site's cache and setter. Anything else
/// (per-theme values, literals, closures) keeps its state in `binding`, which the switch asks.
struct BindingSlot {
    /// The ``BindingSite`` it was bound through: its key, cache and setter.
    var site: SiteID
    /// The token read in every theme, or ``ManagerTokenID/none`` when `binding` decides.
    var tokenID: ManagerTokenID
    /// The binding's full state, when it is more than one token.
    var binding: PropertyBinding?
}
