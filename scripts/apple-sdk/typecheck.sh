#!/usr/bin/env bash
# Type-checks Livery for Apple platforms on Linux, function bodies included, against the SDKs setup.sh prepared:
# LiveryCore, Livery, LiveryPacks (with swift-crypto and ZIPFoundation as SwiftPM builds them for Apple targets),
# the UIKit or AppKit adapter, LiverySwiftUI, the sample app in Examples/iOSApp, and any extra Swift files given.
# Run it from the package root.
#
#   scripts/apple-sdk/typecheck.sh [ios|macos|ios26|ios26-26]... [-- EXTRA.swift...]    (default: ios macos)
#
#   ios     iPhoneOS17.0.sdk (Xcode 15), at the iOS deployment target Package.swift declares
#   macos   macOS14.0.sdk (Xcode 15), at the macOS deployment target Package.swift declares
#   ios26   the iOS 26.5 headers over the iOS 17 SDK's Swift interfaces (setup.sh's second argument), at the
#           declared iOS target, or at LIVERY_IOS26_TARGET (e.g. 26.0)
#   ios26-26  the same headers at an iOS 26.0 deployment target: what an app that requires iOS 26 compiles (APIs
#           deprecated before 26 warn there)
#
# Extra files (the README's and articles' Apple samples, say) are checked per platform, each as a module of its
# own that imports Livery's. Environment: LIVERY_APPLE_SDKS (default ~/.cache/livery-apple-sdks). Prints each module's
# errors and warnings as file:line:column, then `apple typecheck: E errors, W warnings in N module checks`.
# Exit status: 0 no errors, 1 errors, 2 no SDKs (or not run from the package root).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sdks=${LIVERY_APPLE_SDKS:-$HOME/.cache/livery-apple-sdks}
[ -f Package.swift ] || { echo "run from the package root"; exit 2; }
[ -d "$sdks/rd" ] || { echo "no SDKs in $sdks: run scripts/apple-sdk/setup.sh first (see its README.md)"; exit 2; }
work=${LIVERY_TYPECHECK_WORK:-$sdks/work}

platforms=()
extras=()
while [ $# -gt 0 ]; do
    if [ "$1" = -- ]; then
        shift
        for file in "$@"; do extras+=("$(cd "$(dirname "$file")" && pwd)/$(basename "$file")"); done
        break
    fi
    platforms+=("$1")
    shift
done
[ ${#platforms[@]} -gt 0 ] || platforms=(ios macos)

# The dependencies' sources, as SwiftPM checked them out.
[ -d .build/checkouts/swift-crypto ] && [ -d .build/checkouts/ZIPFoundation ] || swift package resolve >/dev/null
crypto=$PWD/.build/checkouts/swift-crypto/Sources/Crypto
zip=$PWD/.build/checkouts/ZIPFoundation/Sources/ZIPFoundation

# The deployment target Package.swift declares for a platform: .iOS(.v16) -> 16.0, .macOS(.v13_5) -> 13.5.
declared() {
    local version
    version=$(grep -oE "\\.$1\\(\\.v[0-9_]+\\)" Package.swift | head -1 | sed -E 's/.*\.v([0-9_]+)\)/\1/; s/_/./')
    [[ $version == *.* ]] || version=$version.0
    echo "$version"
}

swift_files() {  # swift_files FOLDER: its Swift files, absolute and sorted, one per line
    find "$1" -name '*.swift' | sort
}

# check PLATFORM MODULE MODE [swiftc flags...] -- FILES...: MODE "bodies" type-checks every function body and
# reports; "interface" only emits the module, for a dependency; either way the module is emitted for the next.
# "leaf" type-checks and reports like "bodies" without emitting the module, for what nothing imports (the sample
# app, the extra files): the emitting pass costs a few seconds of loading UIKit or SwiftUI each time.
# Both passes run one frontend for the whole module (-wmo): the driver's default splits the files among several
# frontends, and each loads the SDK's modules (UIKit, SwiftUI) again, which costs several times the work itself
# (LiveryCore's emitting pass: 12 s without, under 1 s with); the module and the diagnostics are the same.
check() {
    local plat=$1 module=$2 mode=$3
    shift 3
    local args=()
    while [ "$1" != -- ]; do args+=("$1"); shift; done
    shift
    local log=$work/$plat/$module.log
    if [ "$mode" = leaf ]; then
        report "$plat" "$module" "$log" "${args[@]}" "$@"
        return
    fi
    # The Objective-C interface's header, for clang (.ci/objc compiles Examples/ObjCApp against it); its `root`
    # file names the checkout it came from. swiftc leaves an output whose text is unchanged untouched, so the
    # header is touched: .ci/objc tells a fresh one by its time.
    local header=()
    [ "$module" = LiveryObjC ] && header=(-emit-objc-header-path "$work/$plat/objc/LiveryObjC-Swift.h")
    swiftc -emit-module -wmo "${flags[@]}" "${args[@]}" ${header[@]+"${header[@]}"} \
        -Xfrontend -experimental-skip-all-function-bodies \
        -Xfrontend -experimental-allow-module-with-compiler-errors -module-name "$module" \
        -emit-module-path "$work/$plat/modules/$module.swiftmodule" "$@" >"$log.emit" 2>&1
    if [ ${#header[@]} -gt 0 ]; then
        touch "$work/$plat/objc/LiveryObjC-Swift.h"
        echo "$PWD" >"$work/$plat/objc/root"
    fi
    [ "$mode" = bodies ] || return 0
    report "$plat" "$module" "$log" "${args[@]}" "$@"
}

# report PLATFORM MODULE LOG SWIFTC_ARGUMENTS...: type-checks every function body of the files among the arguments;
# prints the counts and each error and warning.
report() {
    local plat=$1 module=$2 log=$3
    shift 3
    swiftc -typecheck -wmo "${flags[@]}" -module-name "$module" "$@" >"$log" 2>&1
    local errors warnings
    errors=$(grep -cE '^/.*: error:' "$log")
    warnings=$(grep -cE '^/.*: warning:' "$log")
    echo "[$plat] $module: $errors errors, $warnings warnings"
    grep -E '^/.*: (error|warning):' "$log" | sort -u | sed "s|^$PWD/||; s|^|    |"
}

run() {
    local plat=$1 target sdk resource adapters
    case $plat in
    ios)
        target=arm64-apple-ios$(declared iOS) sdk=$sdks/iPhoneOS17.0.sdk resource=$sdks/rd
        adapters="LiveryUIKit LiveryObjC LiverySwiftUI"
        ;;
    macos)
        target=arm64-apple-macos$(declared macOS) sdk=$sdks/macOS14.0.sdk resource=$sdks/rd
        adapters="LiveryAppKit LiverySwiftUI"
        ;;
    ios26 | ios26-26)
        local deployment=${LIVERY_IOS26_TARGET:-$(declared iOS)}
        [ "$plat" = ios26-26 ] && deployment=26.0
        target=arm64-apple-ios$deployment sdk=$sdks/ios26/iPhoneOS26.5-hybrid.sdk
        resource=$sdks/ios26/rd adapters="LiveryUIKit LiveryObjC LiverySwiftUI"
        [ -d "$sdk" ] || { echo "[$plat] skipped: no iOS 26.5 headers (setup.sh's second argument)"; return; }
        ;;
    *)
        echo "unknown platform '$plat' (ios, macos, ios26 or ios26-26)"
        return
        ;;
    esac
    mkdir -p "$work/$plat/modules" "$work/$plat/objc" "$work/$plat/c"
    # Livery's C target (CLiveryRuntime) as SwiftPM presents it: a module of its include folder's header.
    cat >"$work/$plat/c/module.modulemap" <<MODULEMAP
module CLiveryRuntime {
    umbrella header "$PWD/Sources/CLiveryRuntime/include/CLiveryRuntime.h"
    export *
}
MODULEMAP
    flags=(-parse-as-library -target "$target" -sdk "$sdk" -resource-dir "$resource"
        -module-cache-path "$work/$plat/cache" -I "$work/$plat/modules" -I "$work/$plat/c")
    # The Xcode 15 SDKs are older than the compiler: LIVERY_XCODE15_SDK stands for the compiler those SDKs came
    # with, so code for APIs new in the iOS 26 SDK (guarded by `#if compiler(>=6.2)`) is left out as it would be.
    # Livery's modules and the extra files get it alike.
    local defines=()
    case $plat in ios | macos) defines=(-DLIVERY_XCODE15_SDK) ;; esac
    local livery=(-swift-version 6 -package-name livery -DSWIFT_PACKAGE -DDEBUG -Onone -enable-testing
        ${defines[@]+"${defines[@]}"})
    echo "[$plat] $target against $(basename "$sdk")"
    # The Synchronization module (Mutex, Atomic) first shipped with the iOS 18 / macOS 15 SDKs: a signature stub.
    if [ ! -d "$sdk/usr/lib/swift/Synchronization.swiftmodule" ]; then
        check "$plat" Synchronization interface "${livery[@]}" -- "$here/stubs/Synchronization.swift"
    fi
    local files
    for module in LiveryCore Livery; do
        mapfile -t files < <(swift_files "$PWD/Sources/$module")
        check "$plat" "$module" bodies "${livery[@]}" -- "${files[@]}"
    done
    # On Apple platforms swift-crypto's Crypto re-exports CryptoKit (CRYPTO_IN_SWIFTPM, no BoringSSL) and
    # ZIPFoundation uses the Compression framework: the sources SwiftPM builds for an Apple target.
    mapfile -t files < <(swift_files "$crypto")
    check "$plat" Crypto interface -swift-version 5 -DCRYPTO_IN_SWIFTPM -- "${files[@]}"
    mapfile -t files < <(swift_files "$zip")
    check "$plat" ZIPFoundation interface -swift-version 5 -- "${files[@]}"
    for module in LiveryPacks $adapters; do
        mapfile -t files < <(swift_files "$PWD/Sources/$module")
        check "$plat" "$module" bodies "${livery[@]}" -- "${files[@]}"
    done
    if [ "$plat" != macos ]; then
        mapfile -t files < <(swift_files "$PWD/Examples/iOSApp")
        check "$plat" iOSApp leaf -swift-version 6 -- "${files[@]}"
    fi
    local extra
    for extra in ${extras[@]+"${extras[@]}"}; do
        # Each its own module (samples may declare the same names), for the platform whose framework it imports.
        local name
        name=$(basename "$extra" .swift)
        check "$plat" "$name" leaf -swift-version 6 ${defines[@]+"${defines[@]}"} -- "$extra"
    done
}

# The platforms run side by side, one process each; their reports print in order.
for plat in "${platforms[@]}"; do
    mkdir -p "$work/$plat"
    run "$plat" >"$work/$plat.report" 2>&1 &
done
wait
errors=0
warnings=0
checked=0
pattern='^\[[a-z0-9-]+\] [A-Za-z]+: [0-9]+ errors, [0-9]+ warnings$'
for plat in "${platforms[@]}"; do
    cat "$work/$plat.report"
    errors=$((errors + $(awk -v p="$pattern" '$0 ~ p { n += $3 } END { print n + 0 }' "$work/$plat.report")))
    warnings=$((warnings + $(awk -v p="$pattern" '$0 ~ p { n += $5 } END { print n + 0 }' "$work/$plat.report")))
    checked=$((checked + $(grep -cE "$pattern" "$work/$plat.report")))
done
echo "apple typecheck: $errors errors, $warnings warnings in $checked module checks"
[ "$errors" -eq 0 ] && [ "$checked" -gt 0 ]
