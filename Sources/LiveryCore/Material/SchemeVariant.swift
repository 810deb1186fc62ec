// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

/// The style of a dynamic scheme: how far its palettes stray from the seed's hue and chroma.
///
/// The raw value is the kebab-case name `livery generate --scheme` takes.
public enum SchemeVariant: String, Sendable, Hashable, CaseIterable, Codable {
    /// Grays only.
    case monochrome
    /// Near-grays with a hint of the seed's hue.
    case neutral
    /// Android's default: a calm primary of the seed's hue, secondary and tertiary beside it.
    case tonalSpot = "tonal-spot"
    /// The most colorful: primary at the gamut's chroma, neighbors rotated.
    case vibrant
    /// Playful: primary rotated away from the seed.
    case expressive
    /// The seed itself as primary container, for content-based color; tertiary its temperature complement.
    case fidelity
    /// Like fidelity, with an analogous tertiary.
    case content
    /// Chromatic accents over gray surfaces.
    case rainbow
    /// Hues rotated from the seed, for a playful theme.
    case fruitSalad = "fruit-salad"

    /// Whether the 2025 spec defines this variant; the others fall back to the 2021 spec, as in the reference.
    public var hasSpec2025: Bool {
        switch self {
        case .neutral, .tonalSpot, .vibrant, .expressive: true
        default: false
        }
    }
}
