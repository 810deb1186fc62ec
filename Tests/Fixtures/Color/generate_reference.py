#!/usr/bin/env python3
"""Writes color-reference.json: reference values for Livery's color math, computed by ColorAide.

ColorAide (https://github.com/facelessuser/coloraide, MIT license) implements the CSS Color 4 spaces.
WCAG 2.x luminance and contrast come from wcag-contrast-ratio (https://github.com/gsnedders/wcag-contrast-ratio,
MIT license), which uses the coefficients the WCAG text gives (ColorAide derives them from its XYZ matrix, which
differs in the fifth decimal). Install both from PyPI (`pip install coloraide==8.13.1 wcag-contrast-ratio==0.9`)
and run this script from this folder to regenerate.
"""
import json
import random

import coloraide
import wcag_contrast_ratio
from coloraide import Color
from wcag_contrast_ratio.contrast import _relative_luminance

random.seed(20261122)
hexes = ["#000000", "#ffffff", "#808080", "#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff",
         "#323232", "#888888", "#ff87a0", "#ff5073", "#377ce4", "#6aaafa", "#ff8c55", "#ffa200", "#c4a27a",
         "#01020380", "#fafbfc", "#044ef4"]
hexes += ["#%06x" % random.randrange(0, 0x1000000) for _ in range(30)]


def coords(color, space):
    return [0.0 if v != v else float(v) for v in color.convert(space).coords()]


def describe(c):
    return {
        "srgb": coords(c, "srgb"),
        "srgb-linear": coords(c, "srgb-linear"),
        "display-p3": coords(c, "display-p3"),
        "hsl": coords(c, "hsl"),
        "hwb": coords(c, "hwb"),
        "oklab": coords(c, "oklab"),
        "oklch": coords(c, "oklch"),
        "lab": coords(c, "lab"),
        "lch": coords(c, "lch"),
        "xyz-d65": coords(c, "xyz-d65"),
        "xyz-d50": coords(c, "xyz-d50"),
        "a98-rgb": coords(c, "a98-rgb"),
        "prophoto-rgb": coords(c, "prophoto-rgb"),
        "rec2020": coords(c, "rec2020"),
    }


conversions = []
for h in hexes:
    c = Color(h)
    entry = {"hex": h, "alpha": float(c.alpha())}
    entry.update(describe(c))
    opaque = c.clone().set("alpha", 1)
    rgb = tuple(coords(opaque, "srgb"))
    entry["luminance"] = _relative_luminance(*rgb)
    entry["contrastWhite"] = wcag_contrast_ratio.rgb(rgb, (1.0, 1.0, 1.0))
    entry["contrastBlack"] = wcag_contrast_ratio.rgb(rgb, (0.0, 0.0, 0.0))
    conversions.append(entry)

# Colors given in other spaces (as DTCG color objects would give them), read back as sRGB.
sources = [
    ("display-p3", [1, 0, 0]), ("display-p3", [0.2, 0.6, 0.3]), ("display-p3", [0.9, 0.9, 0.1]),
    ("oklch", [0.7, 0.15, 250]), ("oklch", [0.5, 0.2, 30]), ("oklch", [0.95, 0.02, 100]),
    ("oklab", [0.6, 0.1, -0.1]), ("oklab", [0.3, -0.05, 0.05]),
    ("hsl", [210, 0.5, 0.4]), ("hsl", [330, 1.0, 0.75]),
    ("hwb", [120, 0.2, 0.3]),
    ("lab", [50, 20, -30]), ("lch", [70, 40, 120]),
    ("srgb-linear", [0.2, 0.5, 0.8]), ("xyz-d65", [0.3, 0.4, 0.5]), ("xyz-d50", [0.3, 0.4, 0.3]),
    ("a98-rgb", [0.8, 0.2, 0.6]), ("a98-rgb", [0.1, 0.9, 0.3]), ("a98-rgb", [0.5, 0.5, 0.5]),
    ("prophoto-rgb", [0.7, 0.3, 0.9]), ("prophoto-rgb", [0.02, 0.01, 0.03]), ("prophoto-rgb", [0.4, 0.6, 0.2]),
    ("rec2020", [0.6, 0.8, 0.4]), ("rec2020", [0.05, 0.1, 0.9]), ("rec2020", [1, 1, 1]),
]
from_spaces = []
for space, comps in sources:
    c = Color(space, comps)
    dtcg = list(comps)
    if space in ("hsl", "hwb"):
        dtcg = [comps[0], comps[1] * 100, comps[2] * 100]
    from_spaces.append({"colorSpace": space, "components": dtcg, "srgb": coords(c, "srgb")})

mixes = []
for a, b, t in [("#ff0000", "#0000ff", 0.5), ("#377ce4", "#ffffff", 0.25), ("#000000", "#ffffff", 0.5),
                ("#ff87a0", "#323232", 0.8), ("#ff000080", "#0000ffff", 0.5)]:
    m = Color(a).mix(b, t, space="oklab", premultiplied=True)
    mixes.append({"from": a, "to": b, "amount": t, "srgb": coords(m, "srgb"), "alpha": float(m.alpha())})

steps = []
for h, delta in [("#377ce4", 0.1), ("#377ce4", -0.1), ("#ff5073", 0.05), ("#323232", 0.2)]:
    c = Color(h).convert("oklab")
    c.set("lightness", min(max(c.get("lightness") + delta, 0), 1))
    steps.append({"hex": h, "delta": delta, "srgb": coords(c, "srgb")})

# Wide-gamut colors brought into sRGB as CSS Color 4 maps them (OKLCH chroma reduction to a ΔE OK of 0.02):
# ColorAide's "minde-chroma" fit, which its documentation gives as the CSS algorithm.
gamut = []
for space, comps in [
    ("display-p3", [1, 0, 0]), ("display-p3", [0, 1, 0]), ("display-p3", [0, 0, 1]), ("display-p3", [1, 1, 0]),
    ("display-p3", [0.2, 0.9, 0.8]), ("rec2020", [0, 1, 0]), ("rec2020", [1, 0, 1]), ("a98-rgb", [0, 1, 0]),
    ("prophoto-rgb", [0.1, 0.9, 0.2]), ("oklch", [0.7, 0.4, 150]), ("oklch", [0.5, 0.3, 30]),
    ("oklch", [0.9, 0.3, 100]), ("oklch", [0.3, 0.25, 280]), ("lch", [60, 130, 40]),
    ("srgb", [1.2, 0.5, -0.1]), ("srgb", [0.5, 0.5, 0.5]),
]:
    mapped = Color(space, comps).fit("srgb", method="minde-chroma").convert("srgb")
    gamut.append({"colorSpace": space, "components": comps, "srgb": coords(mapped, "srgb")})

# ΔE OK (Euclidean distance in OKLab, alpha ignored) between pairs, as `livery diff` reports a changed color.
delta_e_ok = []
for a, b in [("#ff0000", "#ff0001"), ("#377ce4", "#6aaafa"), ("#000000", "#ffffff"), ("#ff5073", "#ff87a0"),
             ("#808080", "#888888"), ("#01020380", "#010203"), ("#c4a27a", "#044ef4"), ("#00ff00", "#00ffff")]:
    delta_e_ok.append({"from": a, "to": b, "deltaEOK": Color(a).delta_e(b, method="ok")})

json.dump({
    "source": "ColorAide %s (https://github.com/facelessuser/coloraide, MIT) and wcag-contrast-ratio 0.9 "
              "(https://github.com/gsnedders/wcag-contrast-ratio, MIT), generated by generate_reference.py"
              % coloraide.__version__,
    "conversions": conversions, "fromSpaces": from_spaces, "gamutMapped": gamut, "mixes": mixes, "lightnessSteps": steps,
    "deltaEOK": delta_e_ok,
}, open("color-reference.json", "w"), indent=1)
