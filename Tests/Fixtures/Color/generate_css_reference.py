#!/usr/bin/env python3
"""Writes css-reference.json: CSS Color 4 strings (and CSS Color 5 color-mix(), below) as users paste them into `$value` (every function and form, the
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


def entry(text, color):
    """A string with ColorAide's reading: the DTCG space and components (`none` as null), the alpha, the sRGB."""
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
    return {"css": text, "colorSpace": DTCG[space], "components": components,
            "alpha": 0.0 if color.alpha() != color.alpha() else color.alpha(), "srgb": srgb}


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
    entries.append(entry(text, color))

# CSS Color 5's color-mix(): two colors from the strings above (and hex, and a mix nested in a mix) in every
# interpolation space and hue method, with and without percentages. ColorAide mixes (premultiplied, missing
# components carried forward as CSS Color 4 §12.2 says, powerless hues made missing by conversion, a component
# missing in one color taking the other's premultiplied value, as Chromium and the web-platform tests do); CSS Color 5
# §2.1's percentage normalization and alpha multiplier are applied here, as ColorAide takes one amount. Inputs with
# a missing alpha are left out (CSS gives such a mix the other color's alpha; ColorAide's premultiplication does not).
MIX_SPACES = {"srgb": "srgb", "srgb-linear": "srgb-linear", "display-p3": "display-p3", "a98-rgb": "a98-rgb",
              "prophoto-rgb": "prophoto-rgb", "rec2020": "rec2020", "lab": "lab", "oklab": "oklab",
              "xyz": "xyz-d65", "xyz-d50": "xyz-d50", "xyz-d65": "xyz-d65", "hsl": "hsl", "hwb": "hwb",
              "lch": "lch", "oklch": "oklch"}
mixing = random.Random(20261203)
pool = [text for text in strings if "/ none" not in text and text.strip().lower() != "transparent"]
pool += ["#ff0000", "#0a0b0c", "#12345680", "#fff"]


def css_color(text):
    """ColorAide's reading of a color, with CSS's named-color table where ColorAide's differs (see "notes")."""
    table = tinycss2.color3.parse_color(text.strip()) if "(" not in text and not text.startswith("#") else None
    if table is not None and text.strip().lower() != "transparent":
        return Color("srgb", [table.red, table.green, table.blue])
    return Color(text.strip())


def mix_percent():
    return mixing.choice([None, None, round(mixing.uniform(0, 100), 1), mixing.choice([0, 25, 100])])


def mixed(space, method, first, p1, second, p2):
    """The CSS Color 5 mix of two colors, as a ColorAide color in the interpolation space."""
    if p1 is None and p2 is None:
        p1 = p2 = 50.0
    elif p2 is None:
        p2 = 100 - p1
    elif p1 is None:
        p1 = 100 - p2
    total = p1 + p2
    result = Color(first).mix(Color(second), p2 / total, space=MIX_SPACES[space], out_space=MIX_SPACES[space],
                              hue=method or "shorter", premultiplied=True, carryforward=True)
    if total < 100:
        result[-1] = result[-1] * total / 100
    return result


def written(color_text, percent):
    if percent is None:
        return color_text
    return f"{color_text} {percent}%" if mixing.random() < 0.7 else f"{percent}% {color_text}"


mixes = []
for _ in range(160):
    space = mixing.choice(sorted(MIX_SPACES))
    method = mixing.choice([None, None, "shorter", "longer", "increasing", "decreasing"]) \
        if space in ("hsl", "hwb", "lch", "oklch") else None
    first, second = mixing.choice(pool), mixing.choice(pool)
    p1, p2 = mix_percent(), mix_percent()
    if (p1 or 0) + (p2 or 0) == 0 and p1 is not None and p2 is not None:
        p2 = 50.0
    first_color = css_color(first)
    if mixing.random() < 0.1:
        inner_space, inner_other = mixing.choice(["srgb", "oklab", "oklch", "lab"]), mixing.choice(pool)
        first_color = mixed(inner_space, None, first_color, None, css_color(inner_other), None)
        first = f"color-mix(in {inner_space}, {first}, {inner_other})"
    prefix = f"in {space}" + (f" {method} hue" if method else "")
    text = f"color-mix({prefix}, {written(first, p1)}, {written(second, p2)})"
    mixes.append((text, mixed(space, method, first_color, p1, css_color(second), p2)))

# CSS Color 5's own examples (§2.1, §2.3, §2.4).
for space, first, p1, second, p2 in [("srgb", "rgb(100% 0% 0% / 0.7)", 25, "rgb(0% 100% 0% / 0.2)", None),
                                     ("lch", "peru", 40, "palegoldenrod", None), ("lch", "purple", 50, "plum", 50),
                                     ("lch", "purple", 30, "plum", 30), ("lch", "teal", 65, "olive", None),
                                     ("oklch", "teal", 65, "olive", None), ("srgb", "white", 40, "black", None)]:
    text = f"color-mix(in {space}, {first} {p1}%, {second}{'' if p2 is None else f' {p2}%'})"
    mixes.append((text, mixed(space, None, css_color(first), p1, css_color(second), p2)))

for text, color in mixes:
    entries.append(entry(text, color))

print(json.dumps({"generator": f"coloraide {coloraide.__version__}, tinycss2 {tinycss2.__version__}",
                  "notes": notes, "colors": entries}, indent=1))
