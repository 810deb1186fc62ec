#!/usr/bin/env bash
# Prepares the Apple SDKs that typecheck.sh checks Livery against, once per machine (README.md says why and how).
#
#   scripts/apple-sdk/setup.sh SDKS_GIT_DIR [HEADERS_GIT_DIR]
#
# SDKS_GIT_DIR: a git directory of the public repository itsnebulalol/sdks (a bare clone is enough:
#   git clone --bare https://github.com/itsnebulalol/sdks.git). Its iPhoneOS17.0.sdk and macOS14.0.sdk (Xcode 15)
#   are extracted and patched so that this machine's Swift toolchain builds their Swift interfaces. About 1 GB.
# HEADERS_GIT_DIR (optional): a git directory of the public repository Phenmod/iPhoneOS.sdk-Headers, the
#   Objective-C side of the iOS 26.5 SDK; it is laid over a copy of the iOS 17 SDK for the "ios26" check.
#   About 400 MB more.
#
# The SDKs go to $LIVERY_APPLE_SDKS (default ~/.cache/livery-apple-sdks), where typecheck.sh reads them. Never
# commit an SDK.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sdks_git=${1:?usage: setup.sh SDKS_GIT_DIR [HEADERS_GIT_DIR]}
headers_git=${2:-}
dest=${LIVERY_APPLE_SDKS:-$HOME/.cache/livery-apple-sdks}
ios_sdk=iPhoneOS17.0.sdk
mac_sdk=macOS14.0.sdk
mkdir -p "$dest"
cd "$dest"

# 1. The Xcode 15 SDKs.
for sdk in "$ios_sdk" "$mac_sdk"; do
    [ -d "$sdk" ] || python3 "$here/extract.py" "$sdks_git" "$sdk" .
    # The repository stores the libxml symbolic link as a copy, which makes two modules named libxml2.
    (cd "$sdk/usr/include" && rm -rf libxml && ln -s libxml2/libxml libxml)
done

# 2. A resource directory with the toolchain's Swift shims but without its Linux clang modules (CoreFoundation,
#    dispatch, Block, os), which would hide the SDK's own.
toolchain_lib=$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift" && pwd)
mkdir -p rd/apinotes
for entry in shims clang swiftToCxx host FrameworkABIBaseline migrator pm; do
    [ -e "$toolchain_lib/$entry" ] && ln -sfn "$toolchain_lib/$entry" "rd/$entry"
done
cp "$toolchain_lib/apinotes/std.apinotes" rd/apinotes/
cp "$here/patches/os.apinotes" rd/apinotes/

# 3. The interfaces the toolchain, newer than Xcode 15's, cannot build as they are (README.md, "What is patched").
ios=$ios_sdk/usr/lib/swift
mac=$mac_sdk/usr/lib/swift
swiftui_ios=$ios_sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
swiftui_mac=$mac_sdk/System/Library/Frameworks/SwiftUI.framework/Versions/A/Modules/SwiftUI.swiftmodule/arm64e-apple-macos.swiftinterface
chmod -R u+w "$ios" "$mac" "$ios_sdk/System/Library/Frameworks/SwiftUI.framework" \
    "$mac_sdk/System/Library/Frameworks/SwiftUI.framework"
python3 "$here/patches/patch_stdlib.py" "$ios/Swift.swiftmodule/arm64-apple-ios.swiftinterface" \
    "$mac/Swift.swiftmodule/arm64e-apple-macos.swiftinterface" "$mac/Swift.swiftmodule/x86_64-apple-macos.swiftinterface"
python3 "$here/patches/patch_observation.py" \
    "$toolchain_lib/linux/Observation.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" \
    "$ios/Observation.swiftmodule/arm64-apple-ios.swiftinterface" "$mac/Observation.swiftmodule/arm64e-apple-macos.swiftinterface"
python3 "$here/patches/patch_dispatch.py" "$ios/Dispatch.swiftmodule/arm64-apple-ios.swiftinterface" \
    "$mac/Dispatch.swiftmodule/arm64e-apple-macos.swiftinterface"
bash "$here/patches/patch_swiftui.sh" "$swiftui_ios" "$swiftui_mac"
python3 "$here/patches/patch_swiftui_oslog.py" "$swiftui_ios" "$swiftui_mac"
echo "Xcode 15 SDKs ready in $dest"

# 4. The iOS 26.5 headers over a copy of the iOS 17 SDK: every Swift interface stays Xcode 15's.
[ -n "$headers_git" ] || exit 0
out=$dest/ios26
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git --git-dir="$headers_git" archive HEAD iPhoneOS.sdk | tar -x -C "$scratch"
grep -o '"DisplayName": "[^"]*"' "$scratch/iPhoneOS.sdk/SDKSettings.json" | head -1
rm -rf "$out" && mkdir -p "$out/rd"
python3 "$here/patches/build_hybrid.py" "$dest/$ios_sdk" "$scratch/iPhoneOS.sdk" "$out/iPhoneOS26.5-hybrid.sdk"
bash "$here/patches/patch_hybrid.sh" "$out/iPhoneOS26.5-hybrid.sdk"
for entry in "$dest"/rd/*; do ln -sfn "$(readlink -f "$entry")" "$out/rd/$(basename "$entry")"; done
# Swift 6.3's clang stops searching subfolders for module maps with an SDK of version 26 or later
# (-fno-modulemap-allow-subdirectory-search), so the shims' module map (rd/shims/) is named from the top.
cat >"$out/rd/module.modulemap" <<'MODULEMAP'
extern module SwiftShims "shims/module.modulemap"
extern module _SwiftConcurrencyShims "shims/module.modulemap"
extern module SwiftOverlayShims "shims/module.modulemap"
extern module _SynchronizationShims "shims/module.modulemap"
MODULEMAP
echo "iOS 26.5 headers ready in $out"
