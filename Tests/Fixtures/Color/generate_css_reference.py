#!/usr/bin/env python3
"""Writes css-reference.json: CSS Color 4 strings as users paste them into `$value` (every function and form, the
named colors), each with what ColorAide reads from it: the space, the components in that space's DTCG ranges
(HSL and HWB saturation, lightness, whiteness, blackness in 0-100, hues in 0-360, `none` as null), the alpha, and
the sRGB components. ColorAide (https://github.com/facelessuser/coloraide, MIT license) implements CSS Color 4's
parsing and spaces. For the named colors it is checked against tinycss2 (https://github.com/Kozea/tinycss2, BSD
license), which has CSS Color's table: where they differ, the table's value is kept and the difference listed
under "notes" (ColorAide 8.13.1 has mediumpurple and palevioletred as #9370d8 and #d87093; CSS Color 4 has #9370db
and #db7093). `pip install coloraide==8.13.1 tinycss2==1.4.0` and run this script from this folder to regenerate.
"""
import json
import math
import random

import coloraide
import tinycss2
import tinycss2.color3
from coloraide import Color

random.seed(20261202)


def number(low, high, digits=3):
    return round(random.uniform(low, high), digits)


def pct(low=0, high=100):
    return f"{number(low, high, 1)}%"


def hue():
    return random.choice([f"{number(0, 720, 2)}", f"{number(-360, 0, 2)}deg", f"{number(0, 6.28, 3)}rad",
                          f"{number(0, 400, 2)}grad", f"{number(0, 1, 3)}turn", "none"])


def alpha():
    return random.choice(["", "", f" / {number(0, 1, 2)}", f" / {pct()}", " / none"])


def component(low, high, percent=True):
    return random.choice([f"{number(low, high)}", pct(-10 if low < 0 else 0, 100) if percent else f"{number(low, high)}",
                          "none"])


strings = []
for _ in range(30):
    strings.append(f"rgb({random.randrange(256)} {random.randrange(256)} {random.randrange(256)}{alpha()})")
    strings.append(f"rgb({pct()} {pct()} {pct()}{alpha()})")
    strings.append(f"rgba({random.randrange(256)}, {random.randrange(256)}, {random.randrange(256)}, {number(0, 1, 2)})")
    strings.append(f"rgb({pct()}, {pct()}, {pct()})")
    strings.append(f"hsl({hue().replace('none', '0')}, {pct()}, {pct()})")
    strings.append(f"hsla({number(0, 360, 1)}, {pct()}, {pct()}, {number(0, 1, 2)})")
    strings.append(f"hsl({hue()} {pct()} {pct()}{alpha()})")
    strings.append(f"hwb({hue()} {pct()} {pct()}{alpha()})")
    strings.append(f"lab({component(0, 100)} {component(-125, 125)} {component(-125, 125)}{alpha()})")
    strings.append(f"lch({component(0, 100)} {component(0, 150)} {hue()}{alpha()})")
    strings.append(f"oklab({component(0, 1)} {component(-0.4, 0.4)} {component(-0.4, 0.4)}{alpha()})")
    strings.append(f"oklch({component(0, 1)} {component(0, 0.4)} {hue()}{alpha()})")
    space = random.choice(["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz",
                           "xyz-d50", "xyz-d65"])
    strings.append(f"color({space} {component(0, 1)} {component(0, 1)} {component(0, 1)}{alpha()})")
# Tailwind 4's palette writes oklch() with a percentage lightness.
strings += ["oklch(70.4% 0.191 22.216)", "oklch(62.3% 0.214 259.815)", "oklch(98.5% 0 0)"]
strings += sorted(coloraide.css.color_names.name2val_map) + ["transparent", "RebeccaPurple", "  Red  "]

DTCG = {"srgb": "srgb", "srgb-linear": "srgb-linear", "display-p3": "display-p3", "a98-rgb": "a98-rgb",
        "prophoto-rgb": "prophoto-rgb", "rec2020": "rec2020", "xyz-d65": "xyz-d65", "xyz-d50": "xyz-d50",
        "hsl": "hsl", "hwb": "hwb", "lab": "lab", "lch": "lch", "oklab": "oklab", "oklch": "oklch"}
HUE = {"hsl": 0, "hwb": 0, "lch": 2, "oklch": 2}
entries, notes = [], []
for text in strings:
    color = Color(text.strip())
    table = tinycss2.color3.parse_color(text.strip()) if "(" not in text else None
    if table is not None and text.strip().lower() != "transparent":
        named = [table.red, table.green, table.blue]
        if any(abs(a - b) > 1e-9 for a, b in zip(named, color.coords())):
            notes.append(f"{text}: ColorAide {color.to_string(hex=True)}, the CSS table (tinycss2) "
                         + "#%02x%02x%02x" % tuple(round(v * 255) for v in named))
            color = Color("srgb", named)
    space = color.space()
    components = []
    for index, value in enumerate(color.coords()):
        if value != value:
            components.append(None)
            continue
        if space in ("hsl", "hwb") and index > 0:
            value *= 100
        if HUE.get(space) == index:
            value %= 360
        components.append(value)
    srgb = [0.0 if v != v else v for v in color.convert("srgb").coords()]
    entries.append({"css": text, "colorSpace": DTCG[space], "components": components,
                    "alpha": 0.0 if color.alpha() != color.alpha() else color.alpha(), "srgb": srgb})
print(json.dumps({"generator": f"coloraide {coloraide.__version__}, tinycss2 {tinycss2.__version__}",
                  "notes": notes, "colors": entries}, indent=1))
