#!/usr/bin/env python3
"""Extracts one folder of a git repository's HEAD into a directory, without a work tree or a checkout: the SDK
repositories are large, and only one SDK of each is needed.

    extract.py GIT_DIR PREFIX DEST

Blobs missing from a partial copy are listed in DEST/PREFIX.missing.txt; symbolic links are made as links.
"""
import os
import subprocess
import sys

git_dir, prefix, dest = sys.argv[1:4]
listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", "HEAD", prefix],
                         capture_output=True, check=True).stdout.split(b"\0")
entries = []
for entry in listing:
    if not entry:
        continue
    meta, path = entry.split(b"\t", 1)
    mode, kind, sha = meta.split()
    entries.append((mode.decode(), kind.decode(), sha.decode(), path.decode()))

reader = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE)
missing, links, written = [], [], 0
for mode, kind, sha, path in entries:
    if kind != "blob":
        continue
    reader.stdin.write((sha + "\n").encode())
    reader.stdin.flush()
    header = reader.stdout.readline().split()
    if len(header) < 3 or header[1] == b"missing":
        missing.append(path)
        continue
    data = reader.stdout.read(int(header[2]))
    reader.stdout.read(1)
    out = os.path.join(dest, path)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    if mode == "120000":
        links.append((data.decode(), out))
        continue
    with open(out, "wb") as handle:
        handle.write(data)
    written += 1
for target, out in links:
    if os.path.lexists(out):
        os.remove(out)
    os.symlink(target, out)
print(f"{prefix}: {written} files, {len(links)} links, {len(missing)} missing")
with open(os.path.join(dest, prefix.strip("/") + ".missing.txt"), "w") as handle:
    handle.write("\n".join(missing))
