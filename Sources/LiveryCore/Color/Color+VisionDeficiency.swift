// MARK: - Color vision deficiencies

/// A color vision deficiency, simulated at full severity with the model of Machado, Oliveira and Fernandes
/// (2009): "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6).
public enum ColorVisionDeficiency: String, Sendable, Hashable, CaseIterable, Codable {
    /// No long-wavelength (red) cones, about 1% of men.
    case protanopia
    /// No medium-wavelength (green) cones, about 1% of men.
    case deuteranopia
    /// No short-wavelength (blue) cones, rare.
    case tritanopia

    /// The model's matrix at severity 1, applied to linear sRGB. The values are the paper's (its table for
    /// severity 1.0), as colorspacious ships them; Tests/Fixtures/Color/cvd-reference.json checks the result.
    var matrix: Matrix3 {
        switch self {
        case .protanopia:
            Matrix3(
                [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998])
        case .deuteranopia:
            Matrix3(
                [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881])
        case .tritanopia:
            Matrix3(
                [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900])
        }
    }
}

extension Color {
    /// How this color looks to someone with a color vision deficiency, as an sRGB color.
    ///
    /// The simulation runs in linear sRGB; components may land a little outside `0...1` (the model does not
    /// clamp), which ``clampedToSRGB`` and the contrast functions handle. Alpha is kept.
    /// - Parameter deficiency: The deficiency, at full severity.
    /// - Returns: The simulated color.
    public func simulating(_ deficiency: ColorVisionDeficiency) -> Color {
        let simulated = deficiency.matrix.apply(linearVector)
        return Color(
            red: Color.encode(simulated.x), green: Color.encode(simulated.y), blue: Color.encode(simulated.z),
            alpha: alpha)
    }
}
