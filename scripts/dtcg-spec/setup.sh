#!/usr/bin/env bash
# Prepares the DTCG 2025.10 specification text that .ci/dtcg-examples reads, once per machine.
#
#   scripts/dtcg-spec/setup.sh SOURCE [COMMIT]
#
# SOURCE: a git directory of the public repository design-tokens/community-group (a bare clone is enough:
#   git clone --bare https://github.com/design-tokens/community-group.git), or a checkout of it at COMMIT.
# COMMIT: the text to copy, by default e49eec0 ("Fix version to be 2025.10", 2025-11-22), the Format, Color and
#   Resolver modules as published as 2025.10; later commits correct some examples (the stage names them).
# The modules' Markdown sources (technical-reports/format, color and resolver) and LICENSE.md (W3C Software and
# Document License) are copied to $LIVERY_DTCG_SPEC (default ~/.cache/livery-dtcg-spec) with the commit they came
# from. The text is not committed here: it is the community group's, and CI reads it where this script puts it.
set -euo pipefail
source=${1:?usage: setup.sh SOURCE [COMMIT] (a git directory or checkout of design-tokens/community-group)}
commit=${2:-e49eec0b01a051323aaf0c121311cbcbfd9d67eb}
dest=${LIVERY_DTCG_SPEC:-$HOME/.cache/livery-dtcg-spec}
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
modules=(technical-reports/format technical-reports/color technical-reports/resolver)

if git --git-dir "$source" rev-parse --verify -q "$commit^{commit}" >/dev/null 2>&1; then
    commit=$(git --git-dir "$source" rev-parse "$commit^{commit}")
    git --git-dir "$source" archive "$commit" "${modules[@]}" LICENSE.md | tar -x -C "$staging"
elif git -C "$source" rev-parse --verify -q "$commit^{commit}" >/dev/null 2>&1; then
    commit=$(git -C "$source" rev-parse "$commit^{commit}")
    git -C "$source" archive "$commit" "${modules[@]}" LICENSE.md | tar -x -C "$staging"
else
    echo "setup.sh: $source is not a git directory of design-tokens/community-group holding $commit" >&2
    exit 1
fi
count=$(find "$staging/technical-reports" -name '*.md' | wc -l)
[ "$count" -gt 0 ] || { echo "setup.sh: no module text found at $commit" >&2; exit 1; }
printf '# DTCG 2025.10: the Format, Color and Resolver modules\n\nFrom design-tokens/community-group at %s (%s files), under the W3C Software and Document License (LICENSE.md).\n' \
    "$commit" "$count" > "$staging/README.md"
echo "$commit" > "$staging/COMMIT"
rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
mv "$staging" "$dest"
trap - EXIT
echo "DTCG 2025.10 text ready in $dest ($count files, $commit)"
