#!/usr/bin/env python3
"""Per-call latency of `livery mcp` after the first load, on generated 10k- and 100k-token sets, and the server's
resident memory: the benchmark of docs/BENCHMARKS.md's "livery mcp" section. Not a test: it prints figures.

Usage: Benchmarks/MCP/latency.py LIVERY_BINARY [TOKENS...]     (default 10000 100000)

Each set is a resolver with a `theme` modifier (light, dark): a base file of N color tokens in groups of 100,
every other one an alias of a palette token, and a dark file overriding a tenth of them. The client is the
official MCP Python SDK; each figure is the wall time of one call as the client sees it (JSON-RPC both ways
included), p50 and p99 over the repetitions shown.
"""
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

LIVERY = os.path.abspath(sys.argv[1])
SIZES = [int(n) for n in sys.argv[2:]] or [10_000, 100_000]


def make_set(count):
    folder = tempfile.mkdtemp(prefix=f"livery-mcp-bench-{count}-")
    rng = random.Random(count)
    palette = {f"p{i}": {"$value": "#%06x" % rng.randrange(1 << 24)} for i in range(256)}
    groups = {}
    for index in range(count):
        group = groups.setdefault(f"g{index // 100}", {})
        group[f"t{index % 100}"] = {"$value": "{palette.p%d}" % rng.randrange(256)} if index % 2 else {"$value": "#%06x" % rng.randrange(1 << 24)}
    base = {"palette": {"$type": "color", **palette}, "color": {"$type": "color", **groups}}
    dark = {"color": {"$type": "color"}}
    for index in range(0, count, 10):
        dark["color"].setdefault(f"g{index // 100}", {})[f"t{index % 100}"] = {"$value": "#%06x" % rng.randrange(1 << 24)}
    light = {"color": {"$type": "color"}}
    for name, document in (("base", base), ("dark", dark), ("light", light)):
        with open(os.path.join(folder, f"{name}.tokens.json"), "w") as handle:
            json.dump(document, handle, indent=2)
    resolver = {
        "version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
        "modifiers": {"theme": {"default": "light", "contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}},
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}],
    }
    with open(os.path.join(folder, "tokens.resolver.json"), "w") as handle:
        json.dump(resolver, handle)
    return folder


def rss(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(next(line.split()[1] for line in status if line.startswith("VmRSS"))) // 1024


def server_pid():
    # The newest `livery mcp` process: the one the client just started.
    pids = [int(p) for p in os.listdir("/proc") if p.isdigit()]
    candidates = []
    for pid in pids:
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as handle:
                parts = handle.read().split(b"\0")
        except OSError:
            continue
        if parts and parts[0].decode(errors="replace") == LIVERY and b"mcp" in parts:
            candidates.append(pid)
    return max(candidates)


async def measure(count):
    folder = make_set(count)
    rng = random.Random(1)
    params = StdioServerParameters(command=LIVERY, args=["mcp", "tokens.resolver.json", "--work-budget", str(1 << 26)], cwd=folder)
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            started = time.perf_counter()
            await session.call_tool("theme_space", {})
            first = time.perf_counter() - started

            async def timed(tool, arguments, repetitions):
                times = []
                for _ in range(repetitions):
                    started = time.perf_counter()
                    result = await session.call_tool(tool, arguments())
                    times.append(time.perf_counter() - started)
                    assert not result.is_error, result.content
                return times

            def path():
                index = rng.randrange(count)
                return f"color.g{index // 100}.t{index % 100}"

            rows = [
                ("get_token", await timed("get_token", lambda: {"path": path(), "selections": [{"theme": rng.choice(["light", "dark"])}]}, 200)),
                ("search_tokens (glob)", await timed("search_tokens", lambda: {"pattern": f"color.g{rng.randrange(count // 100)}.*", "limit": 100}, 50)),
                ("search_tokens (ΔE OK)", await timed("search_tokens", lambda: {"near": "#%06x" % rng.randrange(1 << 24), "limit": 10}, 20)),
                ("lint", await timed("lint", lambda: {}, 5)),
                ("set_token_value (dry run)", await timed("set_token_value", lambda: {"path": path(), "value": "#%06x" % rng.randrange(1 << 24), "file": "base.tokens.json", "dryRun": True}, 5)),
            ]
            memory = rss(server_pid())
    print(f"\n{count:,} tokens, 2 permutations: theme_space (the first call) {first * 1000:.0f} ms; resident memory {memory} MiB")
    print(f"{'call':28} {'n':>4} {'p50 ms':>9} {'p99 ms':>9}")
    for name, times in rows:
        times.sort()
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        print(f"{name:28} {len(times):4} {statistics.median(times) * 1000:9.1f} {p99 * 1000:9.1f}")


async def main():
    for count in SIZES:
        await measure(count)


asyncio.run(main())
