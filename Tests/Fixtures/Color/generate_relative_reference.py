#!/usr/bin/env python3
"""Writes relative-reference.json: CSS Color 5 relative colors ("oklch(from #3366ff l c calc(h + 180))") as users
paste them into `$value`, each with what Chromium computes for it: the computed `color` it serializes, and that
color's sRGB components and alpha as ColorAide (https://github.com/facelessuser/coloraide, MIT license) reads the
serialization. Chromium (Debian's `chromium`) implements relative colors, which ColorAide does not parse; it is
driven headless through Playwright for Python (https://playwright.dev/python, Apache 2.0), which downloads no
browser here. Origins are drawn from every notation (hex, named, each function, color-mix()); the channels are
keywords, calc() over them, or literals; the alpha is kept, a keyword, a calc() or a literal. A few absolute colors
outside their ranges check the clamping CSS Color 4 asks for at parsed-value time.
`apt-get install chromium && pip install playwright coloraide==8.13.1`, then run this script from this folder.
"""
import json
import random

import coloraide
from coloraide import Color
from playwright.sync_api import sync_playwright

rng = random.Random(20261204)

ORIGINS = ["#3366ff", "#0a0b0c80", "#fff", "rebeccapurple", "teal", "gray", "white", "black", "transparent",
           "rgb(10 20 30)", "rgb(255 128 0 / 0.5)", "hsl(210 60% 40%)", "hsl(none 50% 50%)", "hwb(30 10% 20%)",
           "lab(60 40 -30)", "lch(70 50 120)", "oklab(0.6 0.1 -0.05)", "oklch(0.7 0.15 40)", "oklch(0.5 0.3 300)",
           "oklch(0.8 none 90)", "color(display-p3 1 0 0)", "color(a98-rgb 0.2 0.7 0.3)", "color(xyz 0.3 0.4 0.5)",
           "color(srgb-linear 0.2 0.2 0.8 / 0.25)", "color-mix(in oklab, red, blue)", "lab(40 none 20 / none)"]
FUNCTIONS = {"rgb": ["r", "g", "b"], "hsl": ["h", "s", "l"], "hwb": ["h", "w", "b"], "lab": ["l", "a", "b"],
             "lch": ["l", "c", "h"], "oklab": ["l", "a", "b"], "oklch": ["l", "c", "h"]}
# rec2020 is left out: Chromium 156 converts it with another transfer function than CSS Color 4's piecewise one,
# which ColorAide and Livery use (color(rec2020 0.2 0.7 0.3) is sRGB red -0.490 in Chromium, -0.505 in ColorAide).
COLOR_SPACES = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "xyz", "xyz-d50", "xyz-d65"]
# Origins without a hue (grays) in the polar functions: CSS makes the hue powerless there, and Livery reads it as
# 0, while Chromium's single-precision conversion leaves a chroma of about 3e-5 and a hue of whatever that noise
# points at, which a channel that sets the chroma then shows. They are kept for the other functions.
GRAYS = {"#fff", "gray", "white", "black", "transparent"}
# The literals each channel may take instead of a keyword, in the function's own terms.
LITERALS = {"rgb": [["128", "50%"], ["0", "20%"], ["255", "75%"]],
            "hsl": [["200", "90deg"], ["40%", "40"], ["75%", "30"]],
            "hwb": [["90deg", "10"], ["10%", "5"], ["30%", "20"]],
            "lab": [["50", "40%"], ["-20", "10%"], ["25", "-25%"]],
            "lch": [["60", "50%"], ["30", "20%"], ["0.25turn", "140"]],
            "oklab": [["0.5", "40%"], ["-0.1", "10%"], ["0.05", "-20%"]],
            "oklch": [["0.65", "50%"], ["0.1", "30%"], ["140", "1rad"]],
            "color": [["0.5", "25%"], ["0", "100%"], ["1", "60%"]]}


def channel(keyword, function, index):
    roll = rng.random()
    if roll < 0.55:
        return keyword
    if roll < 0.85:
        op = rng.choice(["+", "-", "*", "/"])
        operand = {"+": rng.choice([5, 10, 30, 0.05]), "-": rng.choice([5, 10, 0.05]), "*": rng.choice([0.5, 1.2, 2]),
                   "/": rng.choice([2, 4])}[op]
        return f"calc({keyword} {op} {operand})" if rng.random() < 0.8 else f"calc(({keyword} {op} {operand}) * 1)"
    if roll < 0.95:
        return rng.choice(LITERALS[function][index])
    return "none"


def alpha():
    return rng.choice(["", "", " / alpha", " / calc(alpha / 2)", " / 0.4", " / 75%", " / none"])


strings = []
for _ in range(200):
    origin = rng.choice(ORIGINS)
    polar_safe = origin not in GRAYS
    if rng.random() < 0.1 and polar_safe:
        origin = f"oklch(from {origin} l c calc(h + 120))"
    if rng.random() < 0.25:
        space = rng.choice(COLOR_SPACES)
        keywords = ["x", "y", "z"] if space.startswith("xyz") else ["r", "g", "b"]
        parts = " ".join(channel(k, "color", i) for i, k in enumerate(keywords))
        strings.append(f"color(from {origin} {space} {parts}{alpha()})")
    else:
        function = rng.choice(sorted(FUNCTIONS) if polar_safe else ["rgb", "lab", "oklab"])
        parts = " ".join(channel(k, function, i) for i, k in enumerate(FUNCTIONS[function]))
        strings.append(f"{function}(from {origin} {parts}{alpha()})")

# Absolute colors outside their ranges, which CSS Color 4 clamps at parsed-value time (relative rgb() and hsl()
# results are not clamped, and are among the colors above).
strings += ["lab(-10 20 30)", "lab(120 20 30)", "lch(50 -10 30)", "lch(-5 20 30)", "oklab(-0.2 0.1 0.1)",
            "oklch(1.2 0.1 30)", "oklch(0.5 -0.1 30)", "hsl(10 -20% 50%)", "rgb(300 -20 0)", "rgb(120% 50% -5%)",
            "rgba(300, 0, -1, 0.5)"]

entries = []
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    page = browser.new_page()
    page.set_content("<div id=probe></div>")
    version = browser.version
    for text in strings:
        computed = page.evaluate(
            """text => { const probe = document.getElementById('probe'); probe.style.color = '';
                         probe.style.color = text; return probe.style.color ? getComputedStyle(probe).color : null; }""",
            text)
        if computed is None:
            raise SystemExit(f"Chromium does not take {text}")
        color = Color(computed)
        srgb = [0.0 if v != v else v for v in color.convert("srgb").coords()]
        entries.append({"css": text, "chromium": computed, "srgb": srgb,
                        "alpha": 0.0 if color.alpha() != color.alpha() else color.alpha()})
    browser.close()
print(json.dumps({"generator": f"Chromium {version}, coloraide {coloraide.__version__}", "colors": entries},
                 indent=1))
