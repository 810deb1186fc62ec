#!/bin/bash
# The scale table of docs/SCALE.md: time and peak memory of lint, resolve, build, audit and export on generated
# token sets of 10,000, 100,000 and 500,000 tokens, and on a resolver of 1,024 permutations over 1,000, 10,000
# and 20,000 tokens. Run from the repository root; builds the release tool first.
#   scripts/scale/run.sh            # writes the sets under .build/scale and prints one row per command
set -euo pipefail
swift build -c release --product livery > /dev/null
livery="$PWD/.build/release/livery"
root="$PWD/.build/scale"
rm -rf "$root"
python3 scripts/scale/generate.py "$root"
source "$(dirname "$0")/measure.sh"
for n in 10000 100000 500000; do
  cd "$root/n$n"
  measure "$n tokens: lint" "$livery" lint tokens
  measure "$n tokens: resolve" "$livery" resolve tokens
  measure "$n tokens: build (css, json-flat, swift)" "$livery" build
  measure "$n tokens: audit ($((n / 100)) pairs)" "$livery" audit tokens
  measure "$n tokens: export css" "$livery" export tokens --format css -o export.css
done
for t in 1000 10000 20000; do
  cd "$root/perm$t"
  measure "1,024 permutations of $t tokens: lint" "$livery" lint themes.resolver.json
  measure "1,024 permutations of $t tokens: resolve one" "$livery" resolve themes.resolver.json --input a=a3 --input b=b7
  measure "1,024 permutations of $t tokens: build css" "$livery" build
  measure "1,024 permutations of $t tokens: audit" "$livery" audit themes.resolver.json
done
