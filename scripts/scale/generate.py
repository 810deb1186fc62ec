# Generates the token sets of scripts/scale/run.sh under the folder given: n10000, n100000, n500000 (folders of
# token files of at most 50,000 tokens each: colors, every other one an alias, every hundredth declaring a contrast
# pair against color.bg), and perm1000, perm10000, perm20000 (a resolver of two modifiers of 32 contexts, 1,024
# permutations, over a base set of that many tokens).
import json, os, sys
root = sys.argv[1]

def tokens(n, offset=0):
    out = {}
    for i in range(offset, offset + n):
        name = "c%d" % i
        if i % 2 == 0:
            h = (i * 2654435761) & 0xFFFFFF
            comps = [((h >> 16) & 255) / 255, ((h >> 8) & 255) / 255, (h & 255) / 255]
            tok = {"$value": {"colorSpace": "srgb", "components": comps}}
        else:
            tok = {"$value": "{color.c%d}" % (i - 1)}
        if i % 100 == 0:
            tok["$extensions"] = {"org.livery.contrast": {"against": "{color.bg}", "minimum": 1}}
        out[name] = tok
    return out

def token_set(n, folder):
    os.makedirs(folder, exist_ok=True)
    per = 50000
    for f in range((n + per - 1) // per):
        count = min(per, n - f * per)
        doc = {"color": {"$type": "color", **tokens(count, f * per)}}
        if f == 0:
            doc["color"]["bg"] = {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}
        json.dump(doc, open(os.path.join(folder, "part%02d.tokens.json" % f), "w"))

for n in (10000, 100000, 500000):
    folder = os.path.join(root, "n%d" % n)
    token_set(n, os.path.join(folder, "tokens"))
    json.dump({"source": "tokens", "platforms": {"web": {"files": [
        {"format": "css", "destination": "build/tokens.css"},
        {"format": "json-flat", "destination": "build/tokens.json"},
        {"format": "swift", "destination": "build/Tokens.swift"}]}}},
        open(os.path.join(folder, "livery.config.json"), "w"))

# 1,024 permutations: two modifiers of 32 contexts over a base set of T tokens.
for t in (1000, 10000, 20000):
    folder = os.path.join(root, "perm%d" % t)
    token_set(t, os.path.join(folder, "base"))
    def mod(name):
        return {"contexts": {("%s%d" % (name, i)): [{"x%s%d" % (name, i): {"$type": "number", "$value": i}}] for i in range(32)},
                "default": "%s0" % name}
    sources = [{"$ref": "base/part%02d.tokens.json" % f} for f in range((t + 49999) // 50000)]
    doc = {"version": "2025.10", "sets": {"base": {"sources": sources}},
           "modifiers": {"a": mod("a"), "b": mod("b")},
           "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/a"}, {"$ref": "#/modifiers/b"}]}
    json.dump(doc, open(os.path.join(folder, "themes.resolver.json"), "w"))
    json.dump({"source": "themes.resolver.json", "platforms": {"web": {"files": [
        {"format": "css", "destination": "build/tokens.css"}]}}},
        open(os.path.join(folder, "livery.config.json"), "w"))
