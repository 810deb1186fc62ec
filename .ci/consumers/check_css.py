#!/usr/bin/env python3
"""Reads livery build's CSS the way browsers' parsers do (tinycss2, a CSS Syntax Level 3 parser) and fails on
any parse error inside a rule, an at-rule or a declaration. With --colors A B, also reads every color of file A
with ColorAide (a CSS Color Level 4 implementation) and checks it is the color file B gives the same token (names
compared without A's prefix), to within one 8-bit step per sRGB channel."""
import sys

import tinycss2
from coloraide import Color


def declarations(rules, block="", out=None):
    out = {} if out is None else out
    for rule in rules:
        if rule.type == "error":
            raise SystemExit(f"parse error: {rule.message} (line {rule.source_line})")
        if rule.type in ("whitespace", "comment"):
            continue
        prelude = tinycss2.serialize(rule.prelude).strip()
        name = f"@{rule.at_keyword} {prelude}" if rule.type == "at-rule" else prelude
        if rule.content is None:
            continue
        content = tinycss2.parse_blocks_contents(rule.content, skip_whitespace=True, skip_comments=True)
        nested = [item for item in content if item.type in ("qualified-rule", "at-rule")]
        if nested and rule.type == "at-rule":
            declarations(nested, f"{block} {name}".strip(), out)
            continue
        for item in content:
            if item.type == "error":
                raise SystemExit(f"parse error in {name}: {item.message} (line {item.source_line})")
            if item.type == "declaration":
                out.setdefault(f"{block} {name}".strip(), {})[item.lower_name] = tinycss2.serialize(item.value).strip()
    return out


def load(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    return declarations(tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True))


def main():
    args = sys.argv[1:]
    if args[0] == "--colors":
        wide, reference, prefix = args[1], args[2], args[3]
        a, b = load(wide), load(reference)
        compared = 0
        for block, values in a.items():
            for name, value in values.items():
                other = b.get(block, {}).get("--" + name[len("--" + prefix):])
                # Follow var() references (outputReferences) within the same block.
                while other is not None and other.startswith("var(--"):
                    other = b.get(block, {}).get(other[4:-1])
                if other is None or not Color.match(value) or not Color.match(other):
                    continue
                mine = Color(value).convert("srgb").fit("srgb")
                theirs = Color(other).convert("srgb")
                for x, y in zip(mine.coords(), theirs.coords()):
                    if abs(x - y) > 1.0 / 255:
                        raise SystemExit(f"{block} {name}: {value} is {mine.to_string(hex=True)}, but {other}")
                compared += 1
        if compared == 0:
            raise SystemExit("no colors compared")
        print(f"{wide}: {compared} colors read by ColorAide equal {reference}'s")
        return
    for path in args:
        blocks = load(path)
        count = sum(len(values) for values in blocks.values())
        print(f"{path}: {len(blocks)} blocks, {count} declarations, no parse errors (tinycss2)")


if __name__ == "__main__":
    main()
