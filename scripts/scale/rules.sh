#!/bin/bash
# The second table of docs/SCALE.md: what patterns and lint rules cost as their input grows — path patterns with
# 1 to 20 `**` (a build filter and a required-modes rule against tokens 30 components deep), min-contrast pair
# lists over 1,024 permutations, and no-type-on-alias over 10,000 and 100,000 groups. Run from the repository
# root with a release build of the tool (LIVERY=path/to/livery, or .build/release/livery):
#   scripts/scale/rules.sh          # writes the inputs under .build/scale-rules and prints one row per run
set -euo pipefail
livery=${LIVERY:-$PWD/.build/release/livery}
[ -x "$livery" ] || { echo "no release build at $livery: swift build -c release --product livery" >&2; exit 2; }
root="$PWD/.build/scale-rules"
rm -rf "$root"
mkdir -p "$root"
python3 - "$root" <<'PY'
import json, os, sys
root = sys.argv[1]
# 1,000 number tokens, each 30 groups deep (a.a.….a.tN): what a pattern of many `**` is matched against.
deep = {}
for i in range(1000):
    node = deep
    for _ in range(29):
        node = node.setdefault("a", {})
    node["t%d" % i] = {"$type": "number", "$value": i}
os.makedirs(os.path.join(root, "patterns"), exist_ok=True)
json.dump(deep, open(os.path.join(root, "patterns", "deep.tokens.json"), "w"))
for stars in (1, 5, 10, 15, 20):
    # `**.a` repeated, then `z`: a pattern no path of the set matches, after every split has been tried.
    pattern = ".".join(["**.a"] * stars) + ".z"
    json.dump({"source": "deep.tokens.json",
               "platforms": {"web": {"format": "css", "destination": "out%d.css" % stars,
                                     "filter": {"path": ["!" + pattern]}}},
               "lint": {"rules": {"required-modes": ["error", {"matches": [{"match": [pattern], "modes": ["tokens"]}]}]}}},
              open(os.path.join(root, "patterns", "stars%d.config.json" % stars), "w"))
# 1,024 permutations (two modifiers of 32 contexts) over two colors, and min-contrast lists of 100 to 20,000 pairs.
os.makedirs(os.path.join(root, "pairs"), exist_ok=True)
json.dump({"color": {"$type": "color", "fg": {"$value": "#777777"}, "bg": {"$value": "#888888"}}},
          open(os.path.join(root, "pairs", "base.tokens.json"), "w"))
def mod(name):
    return {"contexts": {("%s%d" % (name, i)): [] for i in range(32)}, "default": "%s0" % name}
json.dump({"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
           "modifiers": {"a": mod("a"), "b": mod("b")},
           "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/a"}, {"$ref": "#/modifiers/b"}]},
          open(os.path.join(root, "pairs", "themes.resolver.json"), "w"))
for pairs in (100, 1000, 4000, 20000):
    pair = {"foreground": "color.fg", "background": "color.bg"}
    json.dump({"lint": {"rules": {"min-contrast": ["error", {"pairs": [pair] * pairs}]}}},
              open(os.path.join(root, "pairs", "pairs%d.config.json" % pairs), "w"))
# Groups that each hold a number and a typed alias to it: the finding of no-type-on-alias in every group.
for groups in (10000, 100000):
    folder = os.path.join(root, "groups%d" % groups)
    os.makedirs(folder, exist_ok=True)
    json.dump({"g%d" % i: {"n": {"$type": "number", "$value": 1},
                           "a": {"$type": "number", "$value": "{g%d.n}" % i}} for i in range(groups)},
              open(os.path.join(folder, "t.tokens.json"), "w"))
PY
source "$(dirname "$0")/measure.sh"
cd "$root/patterns"
for stars in 1 5 10 15 20; do
  measure "$stars ** against 1,000 tokens 30 deep: build (filter.path)" "$livery" build --config "stars$stars.config.json"
  measure "$stars ** against 1,000 tokens 30 deep: lint (required-modes)" "$livery" lint deep.tokens.json \
    --config "stars$stars.config.json"
done
cd "$root/pairs"
for pairs in 100 1000 4000 20000; do
  measure "min-contrast, $pairs pairs × 1,024 permutations: lint" "$livery" lint themes.resolver.json \
    --config "pairs$pairs.config.json"
done
for groups in 10000 100000; do
  cd "$root/groups$groups"
  measure "no-type-on-alias, $groups groups: lint" "$livery" lint t.tokens.json --rule no-type-on-alias=error
done
