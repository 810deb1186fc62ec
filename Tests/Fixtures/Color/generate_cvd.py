#!/usr/bin/env python3
"""Writes cvd-reference.json: colors as people with protanopia, deuteranopia and tritanopia see them, computed
by colorspacious (https://github.com/njsmith/colorspacious, MIT license), which implements Machado, Oliveira and
Fernandes (2009) in linear sRGB. `pip install colorspacious==1.1.2 numpy` and run this script from this folder.
Values are sRGB components 0-1, unclamped, as the model gives them.
"""
import json
import random

from colorspacious import cspace_convert

random.seed(20261127)
hexes = ["#000000", "#ffffff", "#808080", "#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff",
         "#377ce4", "#ff5073", "#c4a27a", "#1a7f37", "#cf222e"]
hexes += ["#%06x" % random.randrange(0, 0x1000000) for _ in range(30)]
kinds = {"protanopia": "protanomaly", "deuteranopia": "deuteranomaly", "tritanopia": "tritanomaly"}
entries = []
for h in hexes:
    srgb = [int(h[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    entry = {"hex": h}
    for name, cvd in kinds.items():
        space = {"name": "sRGB1+CVD", "cvd_type": cvd, "severity": 100}
        entry[name] = [float(v) for v in cspace_convert(srgb, space, "sRGB1")]
    entries.append(entry)
print(json.dumps({"generator": "colorspacious 1.1.2", "colors": entries}, indent=1))
