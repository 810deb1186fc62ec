#!/usr/bin/env python3
"""Extracts the dynamic-scheme vectors that material-color-utilities' own unit tests assert into
scheme-vectors.json, each with the file and line it comes from.

    extract_vectors.py <material-color-utilities checkout> > scheme-vectors.json

Reads the Swift port's scheme tests (swift/Tests/MaterialColorUtilitiesTests/SchemeTests/*.swift: exact ARGB per
role) and the TypeScript fixed-color tests (typescript/dynamiccolor/fixed_dynamic_color_test.ts: exact ARGB and
tones). Both assert the 2021 spec (the reference's default); no published test asserts a 2025 value.
"""
import json
import os
import re
import sys

root = sys.argv[1]
VARIANTS = {
    "Content": "content", "Expressive": "expressive", "Fidelity": "fidelity", "FruitSalad": "fruit-salad",
    "Monochrome": "monochrome", "Neutral": "neutral", "Rainbow": "rainbow", "TonalSpot": "tonal-spot",
    "Vibrant": "vibrant",
}
vectors = []


def hexvalue(text):
    return "%08x" % int(text.replace("_", ""), 16)


swift_dir = "swift/Tests/MaterialColorUtilitiesTests/SchemeTests"
swift_files = [os.path.join(swift_dir, name) for name in sorted(os.listdir(os.path.join(root, swift_dir)))]
swift_files.append("swift/Tests/MaterialColorUtilitiesTests/DynamicColorTests/DynamicColorTests.swift")
scheme_pattern = re.compile(
    r"Scheme(\w+)\(\s*sourceColorHct:\s*Hct(?:\.fromInt)?\((0x[0-9a-fA-F_]+)\),\s*isDark:\s*(true|false),\s*"
    r"contrastLevel:\s*(-?[0-9.]+)\s*\)")
assert_pattern = re.compile(r"XCTAssertEqual\(scheme\.(\w+),\s*(0x[0-9a-fA-F_]+)\)")
swift_tone_pattern = re.compile(
    r"XCTAssertEqual\(\s*MaterialDynamicColors\.(\w+)\.getHct\(scheme\)\.tone,\s*([0-9.]+),\s*accuracy:\s*([0-9.]+)\)")
for path in swift_files:
    text = open(os.path.join(root, path)).read()
    scheme = None
    # Scheme constructors may span lines: match on the text, then map offsets to line numbers.
    events = [(m.start(), "scheme", m) for m in scheme_pattern.finditer(text)]
    events += [(m.start(), "assert", m) for m in assert_pattern.finditer(text)]
    events += [(m.start(), "tone", m) for m in swift_tone_pattern.finditer(text)]
    for offset, kind, match in sorted(events, key=lambda e: e[0]):
        if kind == "scheme":
            variant = VARIANTS.get(match.group(1))
            scheme = None if variant is None else {
                "variant": variant, "seed": hexvalue(match.group(2)), "dark": match.group(3) == "true",
                "contrast": float(match.group(4)),
            }
        elif scheme is not None and kind == "assert":
            line = text.count("\n", 0, offset) + 1
            vectors.append(dict(scheme, source="%s:%d" % (path, line), role=match.group(1),
                                argb=hexvalue(match.group(2))))
        elif scheme is not None:
            line = text.count("\n", 0, offset) + 1
            vectors.append(dict(scheme, source="%s:%d" % (path, line), role=match.group(1),
                                tone=float(match.group(2)), tolerance=float(match.group(3))))

ts_path = "typescript/dynamiccolor/fixed_dynamic_color_test.ts"
text = open(os.path.join(root, ts_path)).read()
test_pattern = re.compile(
    r"new Scheme(\w+)\(\s*Hct\.fromInt\((0x[0-9A-Fa-f]+)\),\s*(true|false),\s*(-?[0-9.]+),?\s*\)")
argb_pattern = re.compile(r"expect\(scheme\.(\w+)\)\.toBe\((0x[0-9A-Fa-f]+)\)")
tone_pattern = re.compile(
    r"expect\(MaterialDynamicColors\.(\w+)\.getHct\(scheme\)\.tone\)\s*\.toBeCloseTo\(([0-9.]+),\s*0\)")
events = [(m.start(), "scheme", m) for m in test_pattern.finditer(text)]
events += [(m.start(), "argb", m) for m in argb_pattern.finditer(text)]
events += [(m.start(), "tone", m) for m in tone_pattern.finditer(text)]
scheme = None
for offset, kind, match in sorted(events, key=lambda e: e[0]):
    line = text.count("\n", 0, offset) + 1
    if kind == "scheme":
        scheme = {"variant": VARIANTS[match.group(1)], "seed": hexvalue(match.group(2)),
                  "dark": match.group(3) == "true", "contrast": float(match.group(4))}
    elif kind == "argb":
        vectors.append(dict(scheme, source="%s:%d" % (ts_path, line), role=match.group(1),
                            argb=hexvalue(match.group(2))))
    else:
        # Jasmine's toBeCloseTo(x, 0) passes within 0.5.
        vectors.append(dict(scheme, source="%s:%d" % (ts_path, line), role=match.group(1),
                            tone=float(match.group(2)), tolerance=0.5))

json.dump(vectors, sys.stdout, indent=1, sort_keys=True)
print()
