/// A control state, or a composite of several (`[.selected, .highlighted]`), for per-state values:
/// `button.livery[.highlighted].titleColor = "accent.pressed"`.
///
/// The raw values are those of `UIControl.State`, so the UIKit adapter converts with
/// `UIControl.State(rawValue: state.rawValue)`.
public struct ControlState: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt

    /// Creates a state from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No special state.
    public static let normal: ControlState = []
    /// Being touched or pressed.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Not accepting input.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected (a toggle that is on, a chosen segment).
    public static let selected = ControlState(rawValue: 1 << 2)
    /// Having the focus (tvOS, keyboards).
    public static let focused = ControlState(rawValue: 1 << 3)

    /// `normal`, `highlighted`, `selected+highlighted`…
    public var description: String {
        let names: [(ControlState, String)] = [
            (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"), (.focused, "focused"),
        ]
        let parts = names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "normal" : parts.joined(separator: "+")
    }
}
