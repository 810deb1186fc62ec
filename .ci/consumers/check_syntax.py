#!/usr/bin/env python3
"""Parses Kotlin and Dart files with the tree-sitter grammars of those languages (PyPI: tree-sitter-kotlin,
tree-sitter-dart) and fails on any syntax error. Syntax only: type-checking needs Jetpack Compose's libraries and
the Flutter SDK, which cannot be installed here."""
import sys

import tree_sitter_dart
import tree_sitter_kotlin
from tree_sitter import Language, Parser

GRAMMARS = {".kt": tree_sitter_kotlin, ".dart": tree_sitter_dart}

for path in sys.argv[1:]:
    grammar = GRAMMARS[path[path.rindex("."):]]
    parser = Parser(Language(grammar.language()))
    source = open(path, "rb").read()
    # The grammar itself must reject broken code, or a pass would mean nothing.
    assert parser.parse(source + b"\n = (,").root_node.has_error
    errors = []

    def walk(node):
        if node.type == "ERROR" or node.is_missing:
            errors.append(f"{path}:{node.start_point[0] + 1}:{node.start_point[1] + 1}: syntax error near {node.text[:60]!r}")
        for child in node.children:
            walk(child)

    tree = parser.parse(source)
    walk(tree.root_node)
    if errors:
        raise SystemExit("\n".join(errors))
    print(f"{path}: {tree.root_node.descendant_count} syntax nodes, no errors ({grammar.__name__})")
