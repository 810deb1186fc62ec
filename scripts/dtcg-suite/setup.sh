#!/usr/bin/env bash
# Prepares the DTCG community group's conformance suite that .ci/dtcg-suite runs, once per machine.
#
#   scripts/dtcg-suite/setup.sh SOURCE
#
# SOURCE: a git directory of the public repository design-tokens/community-group (a bare clone is enough:
#   git clone --bare https://github.com/design-tokens/community-group.git), or a checkout of it. Its
#   test-suite/tests/2025.10 (format and resolver cases, W3C 3-clause BSD License) and LICENSE.md are copied to
#   $LIVERY_DTCG_SUITE (default ~/.cache/livery-dtcg-suite) with the commit they came from. The suite is not
#   committed here: it is the community group's, and CI reads it where this script puts it.
set -euo pipefail
source=${1:?usage: setup.sh SOURCE (a git directory or checkout of design-tokens/community-group)}
dest=${LIVERY_DTCG_SUITE:-$HOME/.cache/livery-dtcg-suite}
suite=test-suite/tests/2025.10
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT

if [ -d "$source/$suite" ]; then
    mkdir -p "$staging/tests"
    cp -R "$source/$suite" "$staging/tests/"
    cp "$source/LICENSE.md" "$staging/"
    commit=$(git -C "$source" rev-parse HEAD 2>/dev/null || echo "a checkout without git metadata")
elif git --git-dir "$source" rev-parse --verify -q HEAD >/dev/null; then
    commit=$(git --git-dir "$source" rev-parse HEAD)
    if ! git --git-dir "$source" cat-file -e "HEAD:$suite" 2>/dev/null; then
        echo "setup.sh: $source at $commit has no $suite (the suite was added in 2026); use a newer clone" >&2
        exit 1
    fi
    git --git-dir "$source" archive HEAD "$suite" LICENSE.md | tar -x -C "$staging"
    mkdir -p "$staging/tests"
    mv "$staging/$suite" "$staging/tests/2025.10"
    rm -rf "$staging/test-suite"
else
    echo "setup.sh: $source is neither a checkout nor a git directory of design-tokens/community-group" >&2
    exit 1
fi

count=$(find "$staging/tests/2025.10" -name '*.json' ! -name manifest.json | wc -l)
[ "$count" -gt 0 ] || { echo "setup.sh: no cases found under $suite" >&2; exit 1; }
printf '# DTCG conformance suite, format and resolver 2025.10\n\nFrom design-tokens/community-group at %s (%s cases).\n' \
    "$commit" "$count" >"$staging/SOURCE.md"
rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
mv "$staging" "$dest"
trap - EXIT
echo "DTCG suite ready in $dest: $count cases from $commit"
