#!/usr/bin/env python3
"""Extracts the seed-ranking vectors of material-color-utilities' typescript/score/score_test.ts into
score-vectors.json: each case's colors and populations (in insertion order), options, and the ranked seeds the
test expects, with the line of its `it(`.

    extract_score_vectors.py <material-color-utilities checkout> > score-vectors.json
"""
import json
import os
import re
import sys

path = "typescript/score/score_test.ts"
text = open(os.path.join(sys.argv[1], path)).read()
cases = []
for match in re.finditer(r"it\('([^']+)', \(\) => \{(.*?)\n  \}\);", text, re.S):
    body = match.group(2)
    line = text.count("\n", 0, match.start()) + 1
    colors = [{"argb": "%08x" % int(c, 16), "population": int(p)}
              for c, p in re.findall(r"colorsToPopulation\.set\((0x[0-9a-fA-F]+), (\d+)\)", body)]
    options = re.search(r"Score\.score\(colorsToPopulation, \{(.*?)\}\)", body, re.S).group(1)
    desired = int(re.search(r"desired: (\d+)", options).group(1))
    fallback = re.search(r"fallbackColorARGB: (0x[0-9a-fA-F]+)", options)
    filt = re.search(r"filter: (true|false)", options)
    expected = ["%08x" % int(v, 16) for v in re.findall(r"expect\(ranked\[\d+\]\)\.toBe\((0x[0-9a-fA-F]+)\)", body)]
    count = int(re.search(r"expect\(ranked\.length\)\.toBe\((\d+)\)", body).group(1))
    assert count == len(expected), match.group(1)
    cases.append({
        "source": "%s:%d" % (path, line), "name": match.group(1), "colors": colors, "desired": desired,
        "fallback": "%08x" % int(fallback.group(1), 16) if fallback else "ff4285f4",
        "filter": (filt.group(1) == "true") if filt else True, "expected": expected,
    })
json.dump(cases, sys.stdout, indent=1)
print()
