// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

import Foundation

/// A color role of a Material dynamic scheme: `primary`, `onPrimaryContainer`, `surfaceContainerHigh`…
///
/// The raw value is material-color-utilities' name (`on_primary_container`); ``tokenName`` is the Material
/// Design token's (`on-primary-container`, as in `md.sys.color.on-primary-container`). The four `…Dim` roles
/// exist from the 2025 spec on; every other role exists in both spec versions.
public enum SchemeRole: String, Sendable, Hashable, CaseIterable, Codable {
    case primaryPaletteKeyColor = "primary_palette_key_color"
    case secondaryPaletteKeyColor = "secondary_palette_key_color"
    case tertiaryPaletteKeyColor = "tertiary_palette_key_color"
    case neutralPaletteKeyColor = "neutral_palette_key_color"
    case neutralVariantPaletteKeyColor = "neutral_variant_palette_key_color"
    case errorPaletteKeyColor = "error_palette_key_color"
    case background = "background"
    case onBackground = "on_background"
    case surface = "surface"
    case surfaceDim = "surface_dim"
    case surfaceBright = "surface_bright"
    case surfaceContainerLowest = "surface_container_lowest"
    case surfaceContainerLow = "surface_container_low"
    case surfaceContainer = "surface_container"
    case surfaceContainerHigh = "surface_container_high"
    case surfaceContainerHighest = "surface_container_highest"
    case onSurface = "on_surface"
    case surfaceVariant = "surface_variant"
    case onSurfaceVariant = "on_surface_variant"
    case inverseSurface = "inverse_surface"
    case inverseOnSurface = "inverse_on_surface"
    case outline = "outline"
    case outlineVariant = "outline_variant"
    case shadow = "shadow"
    case scrim = "scrim"
    case surfaceTint = "surface_tint"
    case primary = "primary"
    case primaryDim = "primary_dim"
    case onPrimary = "on_primary"
    case primaryContainer = "primary_container"
    case onPrimaryContainer = "on_primary_container"
    case inversePrimary = "inverse_primary"
    case secondary = "secondary"
    case secondaryDim = "secondary_dim"
    case onSecondary = "on_secondary"
    case secondaryContainer = "secondary_container"
    case onSecondaryContainer = "on_secondary_container"
    case tertiary = "tertiary"
    case tertiaryDim = "tertiary_dim"
    case onTertiary = "on_tertiary"
    case tertiaryContainer = "tertiary_container"
    case onTertiaryContainer = "on_tertiary_container"
    case error = "error"
    case errorDim = "error_dim"
    case onError = "on_error"
    case errorContainer = "error_container"
    case onErrorContainer = "on_error_container"
    case primaryFixed = "primary_fixed"
    case primaryFixedDim = "primary_fixed_dim"
    case onPrimaryFixed = "on_primary_fixed"
    case onPrimaryFixedVariant = "on_primary_fixed_variant"
    case secondaryFixed = "secondary_fixed"
    case secondaryFixedDim = "secondary_fixed_dim"
    case onSecondaryFixed = "on_secondary_fixed"
    case onSecondaryFixedVariant = "on_secondary_fixed_variant"
    case tertiaryFixed = "tertiary_fixed"
    case tertiaryFixedDim = "tertiary_fixed_dim"
    case onTertiaryFixed = "on_tertiary_fixed"
    case onTertiaryFixedVariant = "on_tertiary_fixed_variant"

    /// The role's name in Material Design tokens and in `livery generate` output: kebab case.
    public var tokenName: String {
        rawValue.replacingOccurrences(of: "_", with: "-")
    }

    /// Reads a role from its token name (`on-primary`), its reference name (`on_primary`) or its Swift name
    /// (`onPrimary`).
    /// - Parameter name: The name.
    public init?(name: String) {
        guard let role = SchemeRole.byName[name] else { return nil }
        self = role
    }

    /// Every role under its three names.
    private static let byName: [String: SchemeRole] = {
        var names: [String: SchemeRole] = [:]
        for role in allCases {
            names[role.rawValue] = role
            names[role.tokenName] = role
            names["\(role)"] = role
        }
        return names
    }()

    /// The roles that exist from the 2025 spec on.
    static let dimRoles: Set<SchemeRole> = [.primaryDim, .secondaryDim, .tertiaryDim, .errorDim]

    /// `primary_fixed_dim` and its siblings: backgrounds the 2025 spec does not push out of the 50–60 tone band.
    var isFixedDim: Bool {
        self == .primaryFixedDim || self == .secondaryFixedDim || self == .tertiaryFixedDim
    }
}
