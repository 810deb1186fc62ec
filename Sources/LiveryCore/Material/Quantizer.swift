// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

import Foundation

/// Color quantization of an image's pixels: Wu's quantizer gives starting clusters, weighted k-means in L*a*b*
/// refines them (material-color-utilities' `QuantizerCelebi`).
///
/// The reference's ports differ here, so the choice is written down: Wu follows the TypeScript port (sums in
/// doubles, averages rounded), k-means the Java port, whose starting assignment comes from `java.util.Random`
/// seeded with `0x42688` and whose distance rows are sorted by distance (the TypeScript port draws them from
/// `Math.random()` and sorts without a comparator, so its results vary from run to run).
enum Quantizer {
    /// Quantizes opaque pixels (others are ignored) into at most `maxColors` colors with their pixel counts, in
    /// the reference's order.
    static func celebi(_ pixels: [UInt32], maxColors: Int) -> [(argb: UInt32, population: Int)] {
        let opaque = pixels.filter { $0 >> 24 == 255 }
        guard !opaque.isEmpty, maxColors > 0 else { return [] }
        var wu = Wu(pixels: opaque)
        let starting = wu.quantize(maxColors: maxColors)
        return wsmeans(opaque, startingClusters: starting, maxColors: maxColors)
    }

    // MARK: - Weighted k-means (Java's QuantizerWsmeans)

    static func wsmeans(_ inputPixels: [UInt32], startingClusters: [UInt32], maxColors: Int)
        -> [(argb: UInt32, population: Int)]
    {
        var random = JavaRandom(seed: 0x42688)
        var countByPixel: [UInt32: Int] = [:]
        var pixels: [UInt32] = []
        var points: [SIMD3<Double>] = []
        for pixel in inputPixels {
            if let count = countByPixel[pixel] {
                countByPixel[pixel] = count + 1
            } else {
                countByPixel[pixel] = 1
                pixels.append(pixel)
                let lab = MaterialMath.lab(pixel)
                points.append(SIMD3(lab.l, lab.a, lab.b))
            }
        }
        let counts = pixels.map { countByPixel[$0]! }
        let pointCount = pixels.count
        var clusterCount = min(maxColors, pointCount)
        if !startingClusters.isEmpty { clusterCount = min(clusterCount, startingClusters.count) }
        var clusters = startingClusters.prefix(clusterCount).map { pixel -> SIMD3<Double> in
            let lab = MaterialMath.lab(pixel)
            return SIMD3(lab.l, lab.a, lab.b)
        }
        var clusterIndices = (0..<pointCount).map { _ in Int(random.nextInt(Int32(clusterCount))) }
        // Rows of (distance, index) cells that Java sorts in place each iteration and then writes to by position,
        // so a later write may land on a cell that moved: reproduced with reference cells.
        var rows = (0..<clusterCount).map { _ in (0..<clusterCount).map { _ in DistanceCell() } }
        var pixelCountSums = [Int](repeating: 0, count: clusterCount)
        func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
            let d = a - b
            return d.x * d.x + d.y * d.y + d.z * d.z
        }
        for iteration in 0..<10 {
            for i in 0..<clusterCount {
                for j in (i + 1)..<max(clusterCount, i + 1) {
                    let d = distance(clusters[i], clusters[j])
                    rows[j][i].distance = d
                    rows[j][i].index = i
                    rows[i][j].distance = d
                    rows[i][j].index = j
                }
                rows[i] = stableSorted(rows[i])
            }
            var pointsMoved = 0
            for i in 0..<pointCount {
                let point = points[i]
                let previousClusterIndex = clusterIndices[i]
                let previousDistance = distance(point, clusters[previousClusterIndex])
                var minimumDistance = previousDistance
                var newClusterIndex = -1
                for j in 0..<clusterCount {
                    if rows[previousClusterIndex][j].distance >= 4 * previousDistance { continue }
                    let d = distance(point, clusters[j])
                    if d < minimumDistance {
                        minimumDistance = d
                        newClusterIndex = j
                    }
                }
                if newClusterIndex != -1 {
                    let change = abs(minimumDistance.squareRoot() - previousDistance.squareRoot())
                    if change > 3.0 {
                        pointsMoved += 1
                        clusterIndices[i] = newClusterIndex
                    }
                }
            }
            if pointsMoved == 0 && iteration != 0 { break }
            var sums = [SIMD3<Double>](repeating: .zero, count: clusterCount)
            for i in 0..<clusterCount { pixelCountSums[i] = 0 }
            for i in 0..<pointCount {
                let cluster = clusterIndices[i]
                let count = counts[i]
                pixelCountSums[cluster] += count
                sums[cluster].x += points[i].x * Double(count)
                sums[cluster].y += points[i].y * Double(count)
                sums[cluster].z += points[i].z * Double(count)
            }
            for i in 0..<clusterCount {
                let count = pixelCountSums[i]
                if count == 0 {
                    clusters[i] = .zero
                    continue
                }
                clusters[i] = SIMD3(sums[i].x / Double(count), sums[i].y / Double(count), sums[i].z / Double(count))
            }
        }
        var result: [(argb: UInt32, population: Int)] = []
        var seen = Set<UInt32>()
        for i in 0..<clusterCount where pixelCountSums[i] != 0 {
            let argb = MaterialMath.argb(l: clusters[i].x, a: clusters[i].y, b: clusters[i].z)
            if seen.insert(argb).inserted { result.append((argb, pixelCountSums[i])) }
        }
        return result
    }

    /// A cell of Java's `Distance[][]`: a class, since Java's sort moves references that later writes follow.
    final class DistanceCell {
        var index = -1
        var distance = -1.0
    }

    /// Java's `Arrays.sort` of objects: stable, by `Double.compareTo` (NaN last).
    static func stableSorted(_ row: [DistanceCell]) -> [DistanceCell] {
        row.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.distance, rhs.element.distance)
            if a.isNaN || b.isNaN { return !a.isNaN && b.isNaN || (a.isNaN == b.isNaN && lhs.offset < rhs.offset) }
            return a < b || (a == b && lhs.offset < rhs.offset)
        }.map(\.element)
    }

    /// `java.util.Random`: a 48-bit linear congruential generator, as the Java port seeds it.
    struct JavaRandom {
        private var seed: UInt64

        init(seed: Int64) {
            self.seed = (UInt64(bitPattern: seed) ^ 0x5_DEEC_E66D) & ((1 << 48) - 1)
        }

        mutating func next(_ bits: Int) -> Int32 {
            seed = (seed &* 0x5_DEEC_E66D &+ 0xB) & ((1 << 48) - 1)
            return Int32(truncatingIfNeeded: Int64(seed >> UInt64(48 - bits)))
        }

        mutating func nextInt(_ bound: Int32) -> Int32 {
            var r = next(31)
            let m = bound - 1
            if bound & m == 0 {
                return Int32(truncatingIfNeeded: (Int64(bound) * Int64(r)) >> 31)
            }
            var u = r
            r = u % bound
            while u &- r &+ m < 0 {
                u = next(31)
                r = u % bound
            }
            return r
        }
    }

    // MARK: - Wu (TypeScript's QuantizerWu)

    struct Wu {
        static let indexBits = 5
        static let sideLength = 33
        static let totalSize = 35937

        var weights = [Double](repeating: 0, count: totalSize)
        var momentsR = [Double](repeating: 0, count: totalSize)
        var momentsG = [Double](repeating: 0, count: totalSize)
        var momentsB = [Double](repeating: 0, count: totalSize)
        var moments = [Double](repeating: 0, count: totalSize)
        var cubes: [Box] = []

        struct Box {
            var r0 = 0, r1 = 0, g0 = 0, g1 = 0, b0 = 0, b1 = 0, vol = 0
        }

        enum Direction { case red, green, blue }

        static func index(_ r: Int, _ g: Int, _ b: Int) -> Int {
            (r << (indexBits * 2)) + (r << (indexBits + 1)) + r + (g << indexBits) + g + b
        }

        init(pixels: [UInt32]) {
            // QuantizerMap: counts of opaque pixels, in order of first appearance.
            var order: [UInt32] = []
            var countByColor: [UInt32: Int] = [:]
            for pixel in pixels where pixel >> 24 == 255 {
                if countByColor[pixel] == nil { order.append(pixel) }
                countByColor[pixel, default: 0] += 1
            }
            for pixel in order {
                let count = Double(countByColor[pixel]!)
                let (red, green, blue) = (MaterialMath.red(pixel), MaterialMath.green(pixel), MaterialMath.blue(pixel))
                let bitsToRemove = 8 - Self.indexBits
                let i = Self.index((red >> bitsToRemove) + 1, (green >> bitsToRemove) + 1, (blue >> bitsToRemove) + 1)
                weights[i] += count
                momentsR[i] += count * Double(red)
                momentsG[i] += count * Double(green)
                momentsB[i] += count * Double(blue)
                moments[i] += count * Double(red * red + green * green + blue * blue)
            }
            computeMoments()
        }

        private mutating func computeMoments() {
            for r in 1..<Self.sideLength {
                var area = [Double](repeating: 0, count: Self.sideLength)
                var areaR = area, areaG = area, areaB = area, area2 = area
                for g in 1..<Self.sideLength {
                    var line = 0.0, lineR = 0.0, lineG = 0.0, lineB = 0.0, line2 = 0.0
                    for b in 1..<Self.sideLength {
                        let i = Self.index(r, g, b)
                        line += weights[i]
                        lineR += momentsR[i]
                        lineG += momentsG[i]
                        lineB += momentsB[i]
                        line2 += moments[i]
                        area[b] += line
                        areaR[b] += lineR
                        areaG[b] += lineG
                        areaB[b] += lineB
                        area2[b] += line2
                        let previous = Self.index(r - 1, g, b)
                        weights[i] = weights[previous] + area[b]
                        momentsR[i] = momentsR[previous] + areaR[b]
                        momentsG[i] = momentsG[previous] + areaG[b]
                        momentsB[i] = momentsB[previous] + areaB[b]
                        moments[i] = moments[previous] + area2[b]
                    }
                }
            }
        }

        mutating func quantize(maxColors: Int) -> [UInt32] {
            cubes = Array(repeating: Box(), count: maxColors)
            var volumeVariance = [Double](repeating: 0, count: maxColors)
            cubes[0].r1 = Self.sideLength - 1
            cubes[0].g1 = Self.sideLength - 1
            cubes[0].b1 = Self.sideLength - 1
            var generatedColorCount = maxColors
            var next = 0
            var i = 1
            while i < maxColors {
                if cut(next, i) {
                    volumeVariance[next] = cubes[next].vol > 1 ? variance(cubes[next]) : 0.0
                    volumeVariance[i] = cubes[i].vol > 1 ? variance(cubes[i]) : 0.0
                } else {
                    volumeVariance[next] = 0.0
                    i -= 1
                }
                next = 0
                var temp = volumeVariance[0]
                var j = 1
                while j <= i {
                    if volumeVariance[j] > temp {
                        temp = volumeVariance[j]
                        next = j
                    }
                    j += 1
                }
                if temp <= 0.0 {
                    generatedColorCount = i + 1
                    break
                }
                i += 1
            }
            var colors: [UInt32] = []
            for cube in cubes.prefix(generatedColorCount) {
                let weight = volume(cube, weights)
                if weight > 0 {
                    let r = Int(MaterialMath.round(volume(cube, momentsR) / weight))
                    let g = Int(MaterialMath.round(volume(cube, momentsG) / weight))
                    let b = Int(MaterialMath.round(volume(cube, momentsB) / weight))
                    colors.append(MaterialMath.argb(red: r, green: g, blue: b))
                }
            }
            return colors
        }

        private func variance(_ cube: Box) -> Double {
            let dr = volume(cube, momentsR)
            let dg = volume(cube, momentsG)
            let db = volume(cube, momentsB)
            let xx =
                moments[Self.index(cube.r1, cube.g1, cube.b1)] - moments[Self.index(cube.r1, cube.g1, cube.b0)]
                - moments[Self.index(cube.r1, cube.g0, cube.b1)] + moments[Self.index(cube.r1, cube.g0, cube.b0)]
                - moments[Self.index(cube.r0, cube.g1, cube.b1)] + moments[Self.index(cube.r0, cube.g1, cube.b0)]
                + moments[Self.index(cube.r0, cube.g0, cube.b1)] - moments[Self.index(cube.r0, cube.g0, cube.b0)]
            let hypotenuse = dr * dr + dg * dg + db * db
            return xx - hypotenuse / volume(cube, weights)
        }

        private mutating func cut(_ oneIndex: Int, _ twoIndex: Int) -> Bool {
            var one = cubes[oneIndex]
            var two = cubes[twoIndex]
            let wholeR = volume(one, momentsR)
            let wholeG = volume(one, momentsG)
            let wholeB = volume(one, momentsB)
            let wholeW = volume(one, weights)
            let maxR = maximize(one, .red, one.r0 + 1, one.r1, wholeR, wholeG, wholeB, wholeW)
            let maxG = maximize(one, .green, one.g0 + 1, one.g1, wholeR, wholeG, wholeB, wholeW)
            let maxB = maximize(one, .blue, one.b0 + 1, one.b1, wholeR, wholeG, wholeB, wholeW)
            let direction: Direction
            if maxR.maximum >= maxG.maximum && maxR.maximum >= maxB.maximum {
                if maxR.cut < 0 { return false }
                direction = .red
            } else if maxG.maximum >= maxR.maximum && maxG.maximum >= maxB.maximum {
                direction = .green
            } else {
                direction = .blue
            }
            two.r1 = one.r1
            two.g1 = one.g1
            two.b1 = one.b1
            switch direction {
            case .red:
                one.r1 = maxR.cut
                two.r0 = one.r1
                two.g0 = one.g0
                two.b0 = one.b0
            case .green:
                one.g1 = maxG.cut
                two.r0 = one.r0
                two.g0 = one.g1
                two.b0 = one.b0
            case .blue:
                one.b1 = maxB.cut
                two.r0 = one.r0
                two.g0 = one.g0
                two.b0 = one.b1
            }
            one.vol = (one.r1 - one.r0) * (one.g1 - one.g0) * (one.b1 - one.b0)
            two.vol = (two.r1 - two.r0) * (two.g1 - two.g0) * (two.b1 - two.b0)
            cubes[oneIndex] = one
            cubes[twoIndex] = two
            return true
        }

        private func maximize(
            _ cube: Box, _ direction: Direction, _ first: Int, _ last: Int, _ wholeR: Double, _ wholeG: Double,
            _ wholeB: Double, _ wholeW: Double
        ) -> (cut: Int, maximum: Double) {
            let bottomR = bottom(cube, direction, momentsR)
            let bottomG = bottom(cube, direction, momentsG)
            let bottomB = bottom(cube, direction, momentsB)
            let bottomW = bottom(cube, direction, weights)
            var maximum = 0.0
            var cut = -1
            var i = first
            while i < last {
                defer { i += 1 }
                var halfR = bottomR + top(cube, direction, i, momentsR)
                var halfG = bottomG + top(cube, direction, i, momentsG)
                var halfB = bottomB + top(cube, direction, i, momentsB)
                var halfW = bottomW + top(cube, direction, i, weights)
                if halfW == 0 { continue }
                var temp = (halfR * halfR + halfG * halfG + halfB * halfB) / halfW
                halfR = wholeR - halfR
                halfG = wholeG - halfG
                halfB = wholeB - halfB
                halfW = wholeW - halfW
                if halfW == 0 { continue }
                temp += (halfR * halfR + halfG * halfG + halfB * halfB) / halfW
                if temp > maximum {
                    maximum = temp
                    cut = i
                }
            }
            return (cut, maximum)
        }

        private func volume(_ cube: Box, _ moment: [Double]) -> Double {
            moment[Self.index(cube.r1, cube.g1, cube.b1)] - moment[Self.index(cube.r1, cube.g1, cube.b0)]
                - moment[Self.index(cube.r1, cube.g0, cube.b1)] + moment[Self.index(cube.r1, cube.g0, cube.b0)]
                - moment[Self.index(cube.r0, cube.g1, cube.b1)] + moment[Self.index(cube.r0, cube.g1, cube.b0)]
                + moment[Self.index(cube.r0, cube.g0, cube.b1)] - moment[Self.index(cube.r0, cube.g0, cube.b0)]
        }

        private func bottom(_ cube: Box, _ direction: Direction, _ moment: [Double]) -> Double {
            switch direction {
            case .red:
                -moment[Self.index(cube.r0, cube.g1, cube.b1)] + moment[Self.index(cube.r0, cube.g1, cube.b0)]
                    + moment[Self.index(cube.r0, cube.g0, cube.b1)] - moment[Self.index(cube.r0, cube.g0, cube.b0)]
            case .green:
                -moment[Self.index(cube.r1, cube.g0, cube.b1)] + moment[Self.index(cube.r1, cube.g0, cube.b0)]
                    + moment[Self.index(cube.r0, cube.g0, cube.b1)] - moment[Self.index(cube.r0, cube.g0, cube.b0)]
            case .blue:
                -moment[Self.index(cube.r1, cube.g1, cube.b0)] + moment[Self.index(cube.r1, cube.g0, cube.b0)]
                    + moment[Self.index(cube.r0, cube.g1, cube.b0)] - moment[Self.index(cube.r0, cube.g0, cube.b0)]
            }
        }

        private func top(_ cube: Box, _ direction: Direction, _ position: Int, _ moment: [Double]) -> Double {
            switch direction {
            case .red:
                moment[Self.index(position, cube.g1, cube.b1)] - moment[Self.index(position, cube.g1, cube.b0)]
                    - moment[Self.index(position, cube.g0, cube.b1)] + moment[Self.index(position, cube.g0, cube.b0)]
            case .green:
                moment[Self.index(cube.r1, position, cube.b1)] - moment[Self.index(cube.r1, position, cube.b0)]
                    - moment[Self.index(cube.r0, position, cube.b1)] + moment[Self.index(cube.r0, position, cube.b0)]
            case .blue:
                moment[Self.index(cube.r1, cube.g1, position)] - moment[Self.index(cube.r1, cube.g0, position)]
                    - moment[Self.index(cube.r0, cube.g1, position)] + moment[Self.index(cube.r0, cube.g0, position)]
            }
        }
    }
}
