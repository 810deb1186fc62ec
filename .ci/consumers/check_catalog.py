#!/usr/bin/env python3
"""Validates Xcode asset catalogs as actool reads them, for a machine without Xcode.

For every *.xcassets folder given: the catalog's Contents.json has info {author, version 1}; every .colorset has
colors of idiom universal with a color-space Xcode knows and components it parses (0-1 decimal strings or 0-255
integers); every .imageset has images of a known idiom whose filename exists in the set and whose bytes are the
format its extension says (PNG, JPEG, GIF, WebP, PDF, SVG, HEIC), appearances Xcode knows (luminosity light/dark,
contrast high) with no two images for one idiom and appearance, and a vector image (PDF, SVG) may say
preserves-vector-representation. Files in a set that no entry names are reported too (actool warns about them).

Also checks a Fonts.plist beside the catalogs: a plist whose UIAppFonts entries name files that exist and are
TrueType or OpenType fonts.

usage: check_catalog.py FOLDER...   (each an .xcassets folder, or a folder holding them and Fonts.plist)
"""
import json
import os
import plistlib
import sys

IDIOMS = {"universal", "iphone", "ipad", "mac", "tv", "watch", "vision", "car"}
APPEARANCES = {"luminosity": {"light", "dark"}, "contrast": {"high"}}
COLOR_SPACES = {"srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray"}
MAGIC = {
    "png": [b"\x89PNG\r\n\x1a\n"], "jpg": [b"\xff\xd8\xff"], "jpeg": [b"\xff\xd8\xff"], "gif": [b"GIF87a", b"GIF89a"],
    "pdf": [b"%PDF-"], "webp": [b"RIFF"], "heic": [],
}
FONT_MAGIC = [b"\x00\x01\x00\x00", b"OTTO", b"true", b"ttcf"]


def fail(message):
    print(f"FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError) as error:
        fail(f"{path}: {error}")


def check_info(path, document):
    info = document.get("info")
    if not isinstance(info, dict) or info.get("version") != 1 or not isinstance(info.get("author"), str):
        fail(f"{path}: info must be {{author, version: 1}}, is {info!r}")


def check_appearances(path, entry):
    key = []
    for appearance in entry.get("appearances", []):
        kind, value = appearance.get("appearance"), appearance.get("value")
        if kind not in APPEARANCES or value not in APPEARANCES[kind]:
            fail(f"{path}: unknown appearance {appearance!r}")
        key.append((kind, value))
    return tuple(sorted(key))


def check_colorset(folder):
    path = os.path.join(folder, "Contents.json")
    document = load(path)
    check_info(path, document)
    seen = set()
    for entry in document.get("colors", []):
        if entry.get("idiom") not in IDIOMS:
            fail(f"{path}: idiom {entry.get('idiom')!r}")
        key = (entry["idiom"], check_appearances(path, entry))
        if key in seen:
            fail(f"{path}: two colors for {key}")
        seen.add(key)
        color = entry.get("color", {})
        if color.get("color-space") not in COLOR_SPACES:
            fail(f"{path}: color-space {color.get('color-space')!r}")
        for channel in ("red", "green", "blue", "alpha"):
            text = color.get("components", {}).get(channel)
            try:
                value = float(text)
            except (TypeError, ValueError):
                fail(f"{path}: component {channel} is {text!r}")
            if not 0 <= value <= 255:
                fail(f"{path}: component {channel} is {value}")
    return len(seen)


def check_imageset(folder):
    path = os.path.join(folder, "Contents.json")
    document = load(path)
    check_info(path, document)
    named = set()
    seen = set()
    vector = False
    for entry in document.get("images", []):
        if entry.get("idiom") not in IDIOMS:
            fail(f"{path}: idiom {entry.get('idiom')!r}")
        key = (entry["idiom"], entry.get("scale"), check_appearances(path, entry))
        if key in seen:
            fail(f"{path}: two images for {key}")
        seen.add(key)
        name = entry.get("filename")
        if name is None:
            continue
        file = os.path.join(folder, name)
        if os.path.dirname(name) or not os.path.isfile(file):
            fail(f"{path}: {name!r} is not a file of the set")
        named.add(name)
        kind = os.path.splitext(name)[1].lower().lstrip(".")
        with open(file, "rb") as handle:
            head = handle.read(512)
        if kind == "svg":
            if b"<svg" not in head:
                fail(f"{file}: not an SVG image")
            vector = True
        elif kind in MAGIC:
            if MAGIC[kind] and not any(head.startswith(magic) for magic in MAGIC[kind]):
                fail(f"{file}: not a {kind.upper()} image")
            vector = vector or kind == "pdf"
        else:
            fail(f"{file}: Xcode does not take .{kind} images")
    properties = document.get("properties", {})
    if properties.get("preserves-vector-representation") and not vector:
        fail(f"{path}: preserves-vector-representation without a PDF or SVG image")
    extra = {name for name in os.listdir(folder) if name != "Contents.json"} - named
    if extra:
        fail(f"{folder}: files no image names: {sorted(extra)}")
    return len(named)


def check_catalog(catalog):
    check_info(os.path.join(catalog, "Contents.json"), load(os.path.join(catalog, "Contents.json")))
    counts = {"colorset": 0, "imageset": 0, "entries": 0}
    for name in sorted(os.listdir(catalog)):
        folder = os.path.join(catalog, name)
        if name.endswith(".colorset"):
            counts["colorset"] += 1
            counts["entries"] += check_colorset(folder)
        elif name.endswith(".imageset"):
            counts["imageset"] += 1
            counts["entries"] += check_imageset(folder)
        elif name != "Contents.json":
            fail(f"{folder}: not a colorset or imageset")
    print(f"{catalog}: {counts['colorset']} colorsets, {counts['imageset']} imagesets, {counts['entries']} "
          f"entries, as actool reads them")


def check_fonts(plist_path):
    with open(plist_path, "rb") as handle:
        fonts = plistlib.load(handle).get("UIAppFonts")
    if not isinstance(fonts, list) or not fonts:
        fail(f"{plist_path}: no UIAppFonts array")
    for name in fonts:
        file = os.path.join(os.path.dirname(plist_path), name)
        with open(file, "rb") as handle:
            if handle.read(4) not in FONT_MAGIC:
                fail(f"{file}: not a TrueType or OpenType font")
    print(f"{plist_path}: UIAppFonts lists {len(fonts)} font files, each a TrueType or OpenType font")


def main(folders):
    for folder in folders:
        catalogs = [folder] if folder.endswith(".xcassets") else [
            os.path.join(folder, name) for name in sorted(os.listdir(folder)) if name.endswith(".xcassets")]
        if not catalogs:
            fail(f"{folder}: no .xcassets")
        for catalog in catalogs:
            check_catalog(catalog)
        plist = os.path.join(folder, "Fonts.plist")
        if os.path.isfile(plist):
            check_fonts(plist)


if __name__ == "__main__":
    main(sys.argv[1:])
