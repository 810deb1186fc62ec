// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

/// Seed colors from an image: its pixels quantized to a few colors, then ranked as Android ranks wallpaper colors
/// (material-color-utilities' `QuantizerCelebi` and `Score`).
///
/// ```swift
/// let pixels: [UInt32] = …                    // 0xAARRGGBB, e.g. a downscaled photo
/// let seeds = ImageColors.seeds(fromPixels: pixels)
/// let scheme = DynamicScheme(sourceColor: HCT(argb: seeds[0]), variant: .content, isDark: false)
/// ```
public enum ImageColors {
    /// A color of a quantized image and how many pixels it stands for.
    public struct QuantizedColor: Sendable, Hashable {
        /// The color, `0xAARRGGBB`.
        public let argb: UInt32
        /// How many of the image's pixels it stands for.
        public let population: Int
    }

    /// The most pixels quantized: 16,384 (a 128 × 128 image, the size seeds are usually taken from). Beyond it
    /// every n-th pixel is used: k-means compares every distinct color with every cluster, so the time grows with
    /// the pixel count, and a seed does not need more detail.
    public static let maximumPixelCount = 1 << 14
    /// The most colors one quantization returns: 256.
    public static let maximumColorCount = 256

    /// Reduces an image to at most `maxColors` colors with their populations; translucent pixels are left out.
    /// - Parameters:
    ///   - pixels: The image, `0xAARRGGBB` per pixel, in any order.
    ///   - maxColors: How many colors at most, `1...256` (clamped); the reference uses 128 for seeds.
    /// - Returns: The colors, in the reference's order.
    public static func quantize(_ pixels: [UInt32], maxColors: Int = 128) -> [QuantizedColor] {
        let sampled: [UInt32]
        if pixels.count > maximumPixelCount {
            let stride = (pixels.count + maximumPixelCount - 1) / maximumPixelCount
            sampled = Swift.stride(from: 0, to: pixels.count, by: stride).map { pixels[$0] }
        } else {
            sampled = pixels
        }
        return Quantizer.celebi(sampled, maxColors: min(max(maxColors, 1), maximumColorCount)).map {
            QuantizedColor(argb: $0.argb, population: $0.population)
        }
    }

    /// Ranks colors as seeds: chroma near 48 and a hue that many pixels share score best, and chosen seeds are as
    /// far apart in hue as the colors allow.
    /// - Parameters:
    ///   - colors: Quantized colors with populations.
    ///   - desired: How many seeds at most (Android's wallpaper picker shows 4).
    ///   - fallback: The seed when no color qualifies: Google Blue unless given.
    ///   - filter: Whether to leave out grays and hues too few pixels share.
    /// - Returns: ARGB seeds, best first; never empty.
    public static func seeds(
        from colors: [QuantizedColor], desired: Int = 4, fallback: UInt32 = 0xFF42_85F4, filter: Bool = true
    ) -> [UInt32] {
        let targetChroma = 48.0
        let weightProportion = 0.7
        let weightChromaAbove = 0.3
        let weightChromaBelow = 0.1
        let cutoffChroma = 5.0
        let cutoffExcitedProportion = 0.01
        var colorsHct: [HCT] = []
        var huePopulation = [Double](repeating: 0, count: 360)
        var populationSum = 0.0
        for color in colors {
            let hct = HCT(argb: color.argb)
            colorsHct.append(hct)
            huePopulation[Int(hct.hue.rounded(.down)) % 360] += Double(color.population)
            populationSum += Double(color.population)
        }
        var hueExcitedProportions = [Double](repeating: 0, count: 360)
        for hue in 0..<360 {
            let proportion = huePopulation[hue] / populationSum
            for i in (hue - 14)..<(hue + 16) {
                hueExcitedProportions[MaterialMath.sanitizeDegrees(i)] += proportion
            }
        }
        var scored: [(hct: HCT, score: Double)] = []
        for hct in colorsHct {
            let hue = MaterialMath.sanitizeDegrees(Int(MaterialMath.round(hct.hue)))
            let proportion = hueExcitedProportions[hue]
            if filter && (hct.chroma < cutoffChroma || proportion <= cutoffExcitedProportion) { continue }
            let proportionScore = proportion * 100.0 * weightProportion
            let chromaWeight = hct.chroma < targetChroma ? weightChromaBelow : weightChromaAbove
            scored.append((hct, proportionScore + (hct.chroma - targetChroma) * chromaWeight))
        }
        // Highest score first; equal scores keep their order (JavaScript's sort is stable).
        scored = scored.enumerated().sorted {
            $0.element.score > $1.element.score || ($0.element.score == $1.element.score && $0.offset < $1.offset)
        }.map(\.element)
        var chosen: [HCT] = []
        for differenceDegrees in stride(from: 90, through: 15, by: -1) {
            chosen.removeAll()
            for (hct, _) in scored {
                if !chosen.contains(where: {
                    MaterialMath.differenceDegrees(hct.hue, $0.hue) < Double(differenceDegrees)
                }) {
                    chosen.append(hct)
                }
                if chosen.count >= desired { break }
            }
            if chosen.count >= desired { break }
        }
        return chosen.isEmpty ? [fallback] : chosen.map(\.argb)
    }

    /// Seeds straight from pixels: ``quantize(_:maxColors:)`` to 128 colors, then ``seeds(from:desired:fallback:filter:)``.
    /// - Parameter pixels: The image, `0xAARRGGBB` per pixel.
    /// - Returns: ARGB seeds, best first; never empty.
    public static func seeds(fromPixels pixels: [UInt32]) -> [UInt32] {
        seeds(from: quantize(pixels, maxColors: 128))
    }
}
