#!/usr/bin/env python3
"""Writes reference dynamic schemes computed by materialyoucolor, an independent Python port of Google's
material-color-utilities (https://pypi.org/project/materialyoucolor/, Apache-2.0), one JSON object per line.

Seeds are random ARGB colors from a fixed generator, so every run checks the same ones. For each seed, every
variant at every contrast level in both modes, with spec 2021 and (for the variants that have it) spec 2025.

    reference.py OUTPUT [--seeds N] [--jobs N]

materialyoucolor recomputes the same pure functions many times over (the HCT solver, CAM16 of a color); they are
memoized here, which changes no value, only the time.

materialyoucolor 3.0.4 follows material-color-utilities as it was before two later upstream commits; both are
applied below as small patches, each citing its commit, so that the reference is today's spec:
- 1a34bd2 (2026-04-07, "Adjust chroma calculation in ColorSpec2025 for yellow hues at tone 99"): a 2025 role
  without a chroma multiplier takes its palette's own tone; with one, tone 99 of a yellow hue is averaged.
- ec7c4da (2026-07-06, "Updated PrimaryContainer color calculation for Expressive dark mode"): expressive
  primary's upper tone bound depends on the mode; expressive dark primary container searches up from tone 0.
And one rounding: material-color-utilities averages two channels with Math.round, halves up
(typescript/palettes/tonal_palette.ts:89-91; Java's Math.round and Dart's round() agree), materialyoucolor with
Python's round(), halves to even; the patch rounds halves up. Everything else is materialyoucolor's own code.
"""
import argparse
import functools
import json
import multiprocessing
import random

CONTRASTS = [-1.0, 0.0, 0.5, 1.0]


def setup():
    from materialyoucolor.hct.cam16 import Cam16
    from materialyoucolor.hct.hct_solver import HctSolver
    import materialyoucolor.hct.hct as hct_module

    HctSolver.solve_to_int = staticmethod(functools.lru_cache(maxsize=200_000)(HctSolver.solve_to_int))
    Cam16.from_int = staticmethod(functools.lru_cache(maxsize=400_000)(Cam16.from_int))
    hct_module.lstar_from_argb = functools.lru_cache(maxsize=400_000)(hct_module.lstar_from_argb)
    # Hct objects are never modified on the way to a scheme's colors, so equal requests may share one.
    hct_module.Hct.from_hct = staticmethod(functools.lru_cache(maxsize=200_000)(hct_module.Hct.from_hct))
    hct_module.Hct.from_int = staticmethod(functools.lru_cache(maxsize=200_000)(hct_module.Hct.from_int))
    from materialyoucolor.dynamiccolor import color_spec_2025

    color_spec_2025.find_best_tone_for_chroma = functools.lru_cache(maxsize=100_000)(
        color_spec_2025.find_best_tone_for_chroma)
    memoize_tones()
    apply_upstream_changes()


def memoize_tones():
    """A role's tone in a scheme, kept on the scheme object (schemes made for the fixed roles are new objects)."""
    from materialyoucolor.dynamiccolor.dynamic_color import DynamicColor

    get_tone = DynamicColor.get_tone

    def memoized(self, scheme):
        cache = scheme.__dict__.setdefault("_reference_tones", {})
        if self.name not in cache:
            cache[self.name] = get_tone(self, scheme)
        return cache[self.name]

    DynamicColor.get_tone = memoized


def apply_upstream_changes():
    from materialyoucolor.dynamiccolor import color_spec, color_spec_2025
    from materialyoucolor.dynamiccolor.variant import Variant
    from materialyoucolor.hct import Hct
    from materialyoucolor.palettes.tonal_palette import TonalPalette

    # Halves round up, as Math.round does in the reference's TonalPalette.averageArgb.
    def average_argb(self, argb1, argb2):
        def mean(shift):
            return ((argb1 >> shift & 0xFF) + (argb2 >> shift & 0xFF) + 1) // 2

        return 0xFF000000 | mean(16) << 16 | mean(8) << 8 | mean(0)

    TonalPalette.average_argb = average_argb

    # 1a34bd2: ColorCalculationDelegateImpl2025.getHct.
    def get_hct(self, scheme, color):
        palette = color.palette(scheme)
        tone = color.get_tone(scheme)
        multiplier = color.chroma_multiplier(scheme) if color.chroma_multiplier else 1
        if multiplier == 1:
            return palette.get_hct(tone)
        chroma = palette.chroma * multiplier
        if tone == 99 and Hct.is_yellow(palette.hue):
            return TonalPalette.from_hue_and_chroma(palette.hue, chroma).get_hct(tone)
        return Hct.from_hct(palette.hue, chroma, tone)

    color_spec.ColorCalculationDelegateImpl2025.get_hct = get_hct

    # ec7c4da: expressive primary and primary container on phones.
    spec = color_spec_2025.ColorSpecDelegateImpl2025
    primary_tone, container_tone = spec._primary_tone_2025, spec._primary_container_tone_2025

    def expressive_phone(s):
        return s.variant == Variant.EXPRESSIVE and s.platform == "phone"

    def patched_primary_tone(self, s):
        if expressive_phone(s):
            hue = s.primary_palette.hue
            upper = (88 if Hct.is_cyan(hue) else 98) if s.is_dark else (25 if Hct.is_yellow(hue) else 98)
            return color_spec_2025.t_max_c(s.primary_palette, 0, upper)
        return primary_tone(self, s)

    def patched_container_tone(self, s):
        if expressive_phone(s) and s.is_dark:
            return color_spec_2025.t_min_c(s.primary_palette, 30, 93)
        return container_tone(self, s)

    spec._primary_tone_2025 = patched_primary_tone
    spec._primary_container_tone_2025 = patched_container_tone


def schemes_for(seed):
    from materialyoucolor.dynamiccolor.dynamic_scheme import DynamicScheme
    from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
    from materialyoucolor.dynamiccolor.variant import Variant
    from materialyoucolor.hct import Hct

    names = {
        Variant.MONOCHROME: "monochrome", Variant.NEUTRAL: "neutral", Variant.TONAL_SPOT: "tonal-spot",
        Variant.VIBRANT: "vibrant", Variant.EXPRESSIVE: "expressive", Variant.FIDELITY: "fidelity",
        Variant.CONTENT: "content", Variant.RAINBOW: "rainbow", Variant.FRUIT_SALAD: "fruit-salad",
    }
    spec_2025 = {Variant.NEUTRAL, Variant.TONAL_SPOT, Variant.VIBRANT, Variant.EXPRESSIVE}
    colors = {spec: MaterialDynamicColors(spec=spec).all_colors for spec in ("2021", "2025")}
    lines = []
    for variant, name in names.items():
        for spec in ("2021", "2025") if variant in spec_2025 else ("2021",):
            for dark in (False, True):
                for contrast in CONTRASTS:
                    scheme = DynamicScheme(
                        source_color_hct=Hct.from_int(seed), variant=variant, contrast_level=contrast,
                        is_dark=dark, spec_version=spec)
                    roles = {color.name: "%08x" % color.get_argb(scheme) for color in colors[spec]}
                    lines.append(json.dumps({
                        "seed": "%08x" % seed, "variant": name, "spec": spec, "dark": dark,
                        "contrast": contrast, "colors": roles,
                    }, sort_keys=True))
    return lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args()
    generator = random.Random(20261127)
    seeds = [0xFF000000 | generator.getrandbits(24) for _ in range(args.seeds)]
    with multiprocessing.Pool(args.jobs, initializer=setup) as pool, open(args.output, "w") as out:
        for lines in pool.imap(schemes_for, seeds, chunksize=4):
            out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
