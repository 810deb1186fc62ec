// Part of Livery's port of Google's material-color-utilities (Apache-2.0); see LICENSE-material-color-utilities.

import Foundation

/// Color temperature (Ou, Woodcock and Wright 2004) around the hue wheel at one chroma and tone: what the content
/// and fidelity variants use to find analogous and complementary colors.
struct TemperatureCache {
    let input: HCT
    /// The input's chroma and tone at every whole hue, 0 through 360 (both ends, as in the reference).
    let hctsByHue: [HCT]
    let temperaturesByHue: [Double]
    let inputTemperature: Double
    let coldestTemperature: Double
    let warmestTemperature: Double
    let coldestHue: Double
    let warmestHue: Double

    init(_ input: HCT) {
        self.input = input
        var hcts: [HCT] = []
        hcts.reserveCapacity(361)
        for hue in 0...360 {
            hcts.append(HCT(hue: Double(hue), chroma: input.chroma, tone: input.tone))
        }
        hctsByHue = hcts
        temperaturesByHue = hcts.map(TemperatureCache.rawTemperature)
        inputTemperature = TemperatureCache.rawTemperature(input)
        // The reference sorts hues and input by temperature with a stable sort and takes both ends; with ties the
        // first of the coldest and the last of the warmest in that order win, which these scans reproduce.
        var coldest = (temperature: Double.infinity, hue: 0.0)
        var warmest = (temperature: -Double.infinity, hue: 0.0)
        for (hct, temperature) in zip(hcts + [input], temperaturesByHue + [inputTemperature]) {
            if temperature < coldest.temperature { coldest = (temperature, hct.hue) }
            if temperature >= warmest.temperature { warmest = (temperature, hct.hue) }
        }
        coldestTemperature = coldest.temperature
        coldestHue = coldest.hue
        warmestTemperature = warmest.temperature
        warmestHue = warmest.hue
    }

    func relativeTemperature(_ temperature: Double) -> Double {
        let range = warmestTemperature - coldestTemperature
        if range == 0.0 { return 0.5 }
        return (temperature - coldestTemperature) / range
    }

    /// The color on the other side of the temperature range, by the reference's walk from warm to cold.
    var complement: HCT {
        let range = warmestTemperature - coldestTemperature
        let startHueIsColdestToWarmest = TemperatureCache.isBetween(input.hue, coldestHue, warmestHue)
        let startHue = startHueIsColdestToWarmest ? warmestHue : coldestHue
        let endHue = startHueIsColdestToWarmest ? coldestHue : warmestHue
        var smallestError = 1000.0
        var answer = hctsByHue[Int(MaterialMath.round(input.hue))]
        let complementRelativeTemp = 1.0 - relativeTemperature(inputTemperature)
        var hueAddend = 0.0
        while hueAddend <= 360.0 {
            defer { hueAddend += 1.0 }
            let hue = MaterialMath.sanitizeDegrees(startHue + hueAddend)
            if !TemperatureCache.isBetween(hue, startHue, endHue) { continue }
            let index = Int(MaterialMath.round(hue))
            let relativeTemp = (temperaturesByHue[index] - coldestTemperature) / range
            let error = abs(complementRelativeTemp - relativeTemp)
            if error < smallestError {
                smallestError = error
                answer = hctsByHue[index]
            }
        }
        return answer
    }

    /// `count` colors around the input, spread evenly in temperature over `divisions` steps of the wheel.
    func analogous(count: Int = 5, divisions: Int = 12) -> [HCT] {
        let startHue = Int(MaterialMath.round(input.hue))
        let startHct = hctsByHue[startHue]
        var lastTemp = relativeTemperature(temperaturesByHue[startHue])
        var allColors = [startHct]
        var absoluteTotalTempDelta = 0.0
        for i in 0..<360 {
            let hue = MaterialMath.sanitizeDegrees(startHue + i)
            let temp = relativeTemperature(temperaturesByHue[hue])
            absoluteTotalTempDelta += abs(temp - lastTemp)
            lastTemp = temp
        }
        var hueAddend = 1
        let tempStep = absoluteTotalTempDelta / Double(divisions)
        var totalTempDelta = 0.0
        lastTemp = relativeTemperature(temperaturesByHue[startHue])
        while allColors.count < divisions {
            let hue = MaterialMath.sanitizeDegrees(startHue + hueAddend)
            let hct = hctsByHue[hue]
            let temp = relativeTemperature(temperaturesByHue[hue])
            totalTempDelta += abs(temp - lastTemp)
            var indexSatisfied = totalTempDelta >= Double(allColors.count) * tempStep
            var indexAddend = 1
            while indexSatisfied && allColors.count < divisions {
                allColors.append(hct)
                indexSatisfied = totalTempDelta >= Double(allColors.count + indexAddend) * tempStep
                indexAddend += 1
            }
            lastTemp = temp
            hueAddend += 1
            if hueAddend > 360 {
                while allColors.count < divisions {
                    allColors.append(hct)
                }
                break
            }
        }
        var answers = [input]
        let increaseHueCount = (count - 1) / 2
        for i in stride(from: 1, to: increaseHueCount + 1, by: 1) {
            answers.insert(allColors[wrappedIndex(-i, allColors.count)], at: 0)
        }
        let decreaseHueCount = count - increaseHueCount - 1
        for i in stride(from: 1, to: decreaseHueCount + 1, by: 1) {
            answers.append(allColors[wrappedIndex(i, allColors.count)])
        }
        return answers
    }

    private func wrappedIndex(_ index: Int, _ count: Int) -> Int {
        var index = index
        while index < 0 { index += count }
        return index >= count ? index % count : index
    }

    static func isBetween(_ angle: Double, _ a: Double, _ b: Double) -> Bool {
        a < b ? a <= angle && angle <= b : a <= angle || angle <= b
    }

    static func rawTemperature(_ color: HCT) -> Double {
        let lab = MaterialMath.lab(color.argb)
        let hue = MaterialMath.sanitizeDegrees(atan2(lab.b, lab.a) * 180.0 / Double.pi)
        let chroma = ((lab.a * lab.a) + (lab.b * lab.b)).squareRoot()
        return -0.5 + 0.02 * pow(chroma, 1.07) * cos(MaterialMath.sanitizeDegrees(hue - 50.0) * Double.pi / 180.0)
    }
}

/// Material's "disliked colors": dark yellow-greens (bile, mud), which it lightens before using.
enum DislikeAnalyzer {
    static func isDisliked(_ hct: HCT) -> Bool {
        let hue = MaterialMath.round(hct.hue)
        return hue >= 90.0 && hue <= 111.0 && MaterialMath.round(hct.chroma) > 16.0
            && MaterialMath.round(hct.tone) < 65.0
    }

    static func fixIfDisliked(_ hct: HCT) -> HCT {
        isDisliked(hct) ? HCT(hue: hct.hue, chroma: hct.chroma, tone: 70.0) : hct
    }
}
