#!/usr/bin/env bash
# Counts the source files whose code one operation runs: a plain switch of declared properties (objects that report
# their lifetime, and weakly held ones), of key-path bindings, and one binding of a declared property. Builds a probe
# (main.swift here) against this checkout with coverage counters, in release, resets the counters just before the
# operation and writes them just after, then lists every file of Sources/ with a line that ran.
#
#   scripts/route/run.sh            # the four operations, file lists and counts
#   scripts/route/run.sh switch     # one of: switch, switch-weak, switch-keypath, bind
#   scripts/route/run.sh --check    # the four, and fails when a plain switch (switch, switch-weak) runs code in
#                                   # more than 12 Swift files of Sources/ (the runtime's and LiveryCore's), or in
#                                   # a file "How Livery works" does not name
#
# "How Livery works" (its section "One switch, through the layers") documents the route this prints.
set -euo pipefail
check=false
if [ "${1:-}" = "--check" ]; then
    check=true
    shift
fi
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="${TMPDIR:-/tmp}/livery-route"
mkdir -p "$work/Sources/Probe"
cp "$repo/scripts/route/main.swift" "$work/Sources/Probe/main.swift"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Probe",
    dependencies: [.package(path: "$repo")],
    targets: [.executableTarget(name: "Probe", dependencies: [.product(name: "Livery", package: "$(basename "$repo")")])]
)
PACKAGE
cd "$work"
tools="$(dirname "$(readlink -f "$(command -v swift)")")"
flags=(-Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping)
swift build -c release "${flags[@]}" --product Probe >"$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
binary="$(swift build -c release "${flags[@]}" --show-bin-path)/Probe"
operations=("$@")
[ ${#operations[@]} -gt 0 ] || operations=(switch switch-weak switch-keypath bind)
for operation in "${operations[@]}"; do
    rm -f "$work/$operation.profraw"
    LLVM_PROFILE_FILE="$work/$operation.profraw" "$binary" "$operation"
    "$tools/llvm-profdata" merge -o "$work/$operation.profdata" "$work/$operation.profraw"
    "$tools/llvm-cov" export -summary-only -instr-profile "$work/$operation.profdata" "$binary" >"$work/$operation.json"
    python3 - "$work/$operation.json" "$repo" "$operation" "$check" <<'PY'
import json, os, sys
report, repo, operation, check = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "true"
files = []
for entry in json.load(open(report))["data"][0]["files"]:
    name = os.path.realpath(entry["filename"])
    if name.startswith(os.path.join(repo, "Sources") + os.sep) and entry["summary"]["lines"]["covered"] > 0:
        files.append((os.path.relpath(name, repo), entry["summary"]["lines"]["covered"]))
print(f"{operation}: {len(files)} files")
for name, lines in sorted(files):
    print(f"  {name} ({lines} lines ran)")
if check and operation in ("switch", "switch-weak"):
    article = open(os.path.join(repo, "Sources/Livery/Documentation.docc/Articles/HowLiveryWorks.md")).read()
    # The article writes runtime files from Sources/Livery/ and core files from Sources/.
    unnamed = [name for name, _ in files
               if "`%s`" % name.removeprefix("Sources/Livery/").removeprefix("Sources/") not in article]
    if len(files) > 12 or unnamed:
        print(f"{operation}: {len(files)} files (at most 12); not named in How Livery works: {unnamed}")
        sys.exit(1)
PY
done
