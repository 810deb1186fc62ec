#!/usr/bin/env python3
"""Property test: random token names, descriptions, font families and theme names, holding what breaks generated
code (control characters, quotes, backslashes, comment markers of every language, `$` and `#{`, leading digits,
keywords, names that sanitise to nothing, bidi controls, emoji, CJK and combining marks), go through every format
of `livery build`, and each output must be accepted by its real consumer, as in `.ci/consumers/run`:

  CSS, Tailwind  tinycss2 parses every rule; each theme's rule declares one custom property per token, and each
                 theme's selector names that theme once parsed
  SCSS           sassc compiles it            JavaScript  node imports it; TypeScript: tsc type-checks a use
  JSON           Python's json                Swift       swiftc type-checks the accessors against LiveryCore
                                                          and the plain constants
  Android        aapt2 compiles the folder    Kotlin, Dart  the tree-sitter grammars parse them
  xcassets       every Contents.json parses

Usage: hostile_names.py LIVERY_BINARY SWIFT_MODULES_DIR [ROUNDS] [SEED]. Each round is one random token set with
several themes; the seed of a failing round is printed so it can be replayed.
"""
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import check_css  # noqa: E402
import tinycss2  # noqa: E402

PIECES = [
    "a", "b", "Z", "x1", "42", "0", "-", "_", " ", "  ", "'", '"', "`", "\\", "\\n", "*/", "/*", "//", "<!--",
    "-->", "--", "$", "${", "#{", "#", "&", "&amp;", "<", ">", "%", "@", ":", ";", ",", "(", ")", "[", "]", "=",
    "\n", "\r", "\r\n", "\t", "\x00", "\x07", "\x1b", "\x7f", "\u2028", "\u2029", "\u202e", "\u200b", "\ufeff",
    "é", "ß", "İ", "漢字", "主色", "🎨", "👩‍💻", "e\u0301", "\u0301", "ﬁ", "Ω", "class", "default", "fun", "object",
    "let", "var", "static", "import", "self", "Self", "Type", "in", "is", "when", "const", "final", "null",
    "true", "new", "return", "void", "switch", "enum", "private", "internal", "operator",
    # Names an object literal treats apart or that every object inherits: `__proto__` as a key sets the prototype.
    "__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf",
]


def text(rng, low=1, high=6):
    return "".join(rng.choice(PIECES) for _ in range(rng.randint(low, high)))


def name(rng, used):
    """A token or group name the DTCG format allows: no `{`, `}` or `.`, not starting with `$`."""
    while True:
        candidate = text(rng, 1, 4).replace("{", "").replace("}", "").replace(".", "").strip()
        if candidate and not candidate.startswith("$") and candidate not in used:
            used.add(candidate)
            return candidate


def value(rng, kind):
    if kind == "color":
        return {"colorSpace": "srgb", "components": [rng.random(), rng.random(), rng.random()], "alpha": 1}
    if kind == "dimension":
        return {"value": rng.randint(0, 64), "unit": "px"}
    if kind == "number":
        return rng.randint(0, 10)
    if kind == "fontFamily":
        return [text(rng), "sans-serif"]
    if kind == "fontWeight":
        return rng.choice([100, 400, 700])
    if kind == "typography":
        # Flutter's TextStyle and Android's text appearances write the family as a string of their language.
        return {"fontFamily": [text(rng), "serif"], "fontSize": {"value": rng.randint(10, 30), "unit": "px"},
                "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}
    return text(rng)


def token_set(rng):
    """Tokens under two levels of groups; every theme defines every token (values differ)."""
    tree, paths, used = {}, [], set()
    for _ in range(rng.randint(2, 4)):
        group_name = name(rng, used)
        group = tree.setdefault(group_name, {})
        inner_used = set()
        for _ in range(rng.randint(2, 5)):
            kind = rng.choice(["color", "dimension", "number", "fontFamily", "fontWeight", "typography", "string"])
            token_name = name(rng, inner_used)
            group[token_name] = {"$type": kind, "$description": text(rng, 0, 8)}
            paths.append((group_name, token_name, kind))
    return tree, paths


def theme_file(rng, tree, paths):
    document = json.loads(json.dumps(tree))
    for group, token, kind in paths:
        document[group][token]["$value"] = value(rng, kind)
    return document


CONFIG = {
    "source": "tokens",
    "themes": {"default": None, "dark": None, "highContrast": None},
    "platforms": {
        "web": {"buildPath": "out/web", "files": [
            {"format": "css", "destination": "tokens.css"},
            # The theme's name in identifier position: escaped as a CSS identifier, never closing the selector.
            {"format": "css", "destination": "classes.css", "options": {"themeSelector": ".t-{theme}"}},
            {"format": "scss", "destination": "_tokens.scss"},
            {"format": "tailwind", "destination": "tailwind.css"},
            {"format": "js", "destination": "tokens.js"},
            {"format": "json-nested", "destination": "tokens.json"},
            {"format": "json-flat", "destination": "tokens.flat.json"},
        ]},
        "apple": {"buildPath": "out/apple", "files": [
            {"format": "swift", "destination": "Tokens.swift"},
            {"format": "swift-constants", "destination": "TokenConstants.swift"},
            {"format": "xcassets", "destination": "Assets"},
        ]},
        "android": {"buildPath": "out/android", "format": "android", "destination": "res"},
        "compose": {"buildPath": "out/android", "format": "compose", "destination": "Tokens.kt",
                    "options": {"package": "com.example.tokens"}},
        "flutter": {"buildPath": "out/flutter", "format": "flutter", "destination": "tokens.dart"},
    },
}


def run(command, cwd=None):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command[:3])} failed:\n{result.stdout[-3000:]}{result.stderr[-3000:]}")
    return result.stdout


def check_round(seed, livery, modules, work):
    rng = random.Random(seed)
    folder = os.path.join(work, f"round-{seed}")
    os.makedirs(os.path.join(folder, "tokens"))
    tree, paths = token_set(rng)
    used = set()
    themes = [name(rng, used) for _ in range(3)]
    for index, theme in enumerate(themes):
        with open(os.path.join(folder, "tokens", f"theme{index}.tokens.json"), "w", encoding="utf-8") as handle:
            json.dump(theme_file(rng, tree, paths), handle, ensure_ascii=rng.random() < 0.5)
    resolver = {
        "version": "2025.10", "name": "hostile",
        "modifiers": {"theme": {"contexts": {t: [{"$ref": f"theme{i}.tokens.json"}] for i, t in enumerate(themes)},
                                "default": themes[0]}},
        "resolutionOrder": [{"$ref": "#/modifiers/theme"}],
    }
    with open(os.path.join(folder, "tokens", "themes.resolver.json"), "w", encoding="utf-8") as handle:
        json.dump(resolver, handle)
    config = json.loads(json.dumps(CONFIG))
    config["themes"] = {"default": themes[0], "dark": themes[1], "highContrast": themes[2]}
    with open(os.path.join(folder, "livery.config.json"), "w", encoding="utf-8") as handle:
        json.dump(config, handle)
    build = subprocess.run([livery, "build", "--config", "livery.config.json"], cwd=folder, capture_output=True,
                           text=True)
    if build.returncode != 0:
        # Two names that sanitise to the same identifier are refused with a typed error: an acceptance, not a bug.
        if "both become" in build.stderr and build.returncode == 2:
            return "refused: " + build.stderr.strip().splitlines()[-1][:120]
        raise RuntimeError(f"livery build failed ({build.returncode}):\n{build.stderr[-3000:]}")
    out = os.path.join(folder, "out")

    # CSS and Tailwind: parse, and each theme block declares every token once.
    for css in ("web/tokens.css", "web/tailwind.css"):
        check_css.load(os.path.join(out, css))
    blocks = check_css.load(os.path.join(out, "web/tokens.css"))
    selectors = [block for block in blocks if "data-theme" in block]
    for theme in themes[1:]:
        # CSS cannot hold U+0000: its escape reads as U+FFFD (CSS Syntax 3, 4.3.7).
        if not any(theme_selected(block, theme.replace("\x00", "\ufffd")) for block in selectors):
            raise RuntimeError(f"no CSS rule selects theme {theme!r}: {selectors}")
    classes = check_css.load(os.path.join(out, "web/classes.css"))
    for theme in themes[1:]:
        if not any(class_selected(block, theme.replace("\x00", "\ufffd")) for block in classes):
            raise RuntimeError(f"no CSS rule of classes.css selects theme {theme!r} as a class: {list(classes)}")
    if len(classes) != len(blocks):
        raise RuntimeError(f"classes.css has {len(classes)} rules, tokens.css {len(blocks)}: a name made rules")
    root = next((values for block, values in blocks.items() if block.startswith(":root")), {})
    # Names equal under Unicode canonical equivalence ("é" and "e\u0301") are one key to Swift, so one token.
    distinct = {(unicodedata.normalize("NFC", g), unicodedata.normalize("NFC", t)): kind for g, t, kind in paths}
    # A text style is a property per part: font family, size, weight, line height and letter spacing.
    expected = sum(5 if kind == "typography" else 1 for kind in distinct.values())
    if len(root) != expected:
        raise RuntimeError(f"the :root rule declares {len(root)} distinct properties for {len(distinct)} tokens "
                           f"({expected} expected)")
    # SCSS.
    scss = os.path.join(folder, "use.scss")
    with open(scss, "w") as handle:
        handle.write('@import "_tokens";\n.a { b: 1; }\n')
    run(["sassc", "-I", os.path.join(out, "web"), scss, os.path.join(folder, "use.css")])
    # JavaScript and TypeScript.
    run(["node", "--check", os.path.join(out, "web/tokens.js")])
    run(["node", "--input-type=module", "-e", "import * as t from './tokens.js'; "
         "if (Object.keys(t.themes).length !== 3) throw new Error('themes: ' + Object.keys(t.themes));"],
        cwd=os.path.join(out, "web"))
    with open(os.path.join(out, "web/use.ts"), "w") as handle:
        handle.write('import { themes, type ThemeTokens } from "./tokens.js";\n'
                     'export const all: ThemeTokens[] = Object.values(themes);\n')
    run(["tsc", "--noEmit", "--strict", "--target", "es2020", "--module", "es2020", "--moduleResolution", "node",
         os.path.join(out, "web/use.ts")])
    # JSON, and the asset catalog's Contents.json files.
    for root, _, files in os.walk(out):
        for file in files:
            if file.endswith(".json"):
                with open(os.path.join(root, file), encoding="utf-8") as handle:
                    json.load(handle)
    # Swift.
    main = os.path.join(folder, "main.swift")
    with open(main, "w") as handle:
        handle.write("import LiveryCore\nprint(Tokens.self)\n")
    run(["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, os.path.join(out, "apple/Tokens.swift"), main])
    run(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
         os.path.join(out, "apple/TokenConstants.swift")])
    # Android, Kotlin, Dart.
    run(["aapt2", "compile", "--dir", os.path.join(out, "android/res"), "-o", os.path.join(folder, "res.zip")])
    run([sys.executable, os.path.join(HERE, "check_syntax.py"), os.path.join(out, "android/Tokens.kt"),
         os.path.join(out, "flutter/tokens.dart")])
    return f"{len(paths)} tokens, {len(themes)} themes: every output accepted"


def theme_selected(block, theme):
    """Whether a parsed CSS selector's attribute value is the theme's name (tinycss2 undoes CSS escapes)."""
    for token in tinycss2.parse_component_value_list(block):
        if token.type == "[] block":
            strings = [part.value for part in token.content if part.type == "string"]
            if theme in strings:
                return True
    return False


def class_selected(block, theme):
    """Whether a parsed CSS selector is the class `t-` + the theme's name, one identifier (tinycss2 undoes
    escapes)."""
    tokens = [token for token in tinycss2.parse_component_value_list(block) if token.type != "whitespace"]
    return (len(tokens) == 2 and tokens[0].type == "literal" and tokens[0].value == "."
            and tokens[1].type == "ident" and tokens[1].value == "t-" + theme)


def main():
    livery, modules = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    first = int(sys.argv[4]) if len(sys.argv) > 4 else random.randrange(1 << 30)
    work = tempfile.mkdtemp()
    failures = 0
    try:
        for seed in range(first, first + rounds):
            try:
                print(f"seed {seed}: {check_round(seed, livery, modules, work)}")
            except RuntimeError as error:
                failures += 1
                print(f"seed {seed}: FAILED\n{error}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        raise SystemExit(f"hostile names: {failures} of {rounds} rounds failed")
    print(f"hostile names: {rounds} rounds from seed {first}, every output accepted by its consumer")


if __name__ == "__main__":
    main()
