#!/usr/bin/env python3
"""Random and malformed JSON-RPC requests at `livery mcp`, over its stdio, without a client library.

Usage: fuzz_livery_mcp.py LIVERY_BINARY REPOSITORY_ROOT [COUNT] [SEED]

First a line of bad JSON, which must be answered with JSON-RPC's parse error (-32700). Then sends COUNT
(default 1000) messages: broken JSON, wrong JSON-RPC shapes, unknown methods and tools, and tool calls
with random, wrong-typed, huge and hostile arguments (path traversal, deep nesting, control characters). Every
request with an id must be answered (a result or an error) within 30 s, the server must stay up, and at the end a
normal call must still answer. Prints the server's resident memory after the handshake and at the end, and
`mcp fuzz: N requests, 0 crashes, 0 hangs`; exits 1 otherwise. Edits run with dryRun on a copy of Examples/Themes.
"""
import json
import os
import random
import select
import shutil
import subprocess
import sys
import tempfile

LIVERY, REPOSITORY = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
COUNT = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
SEED = int(sys.argv[4]) if len(sys.argv) > 4 else 20261202
rng = random.Random(SEED)

root = os.path.join(tempfile.mkdtemp(prefix="livery-mcp-fuzz-"), "project")
shutil.copytree(os.path.join(REPOSITORY, "Examples", "Themes"), os.path.join(root, "Themes"))
before = {name: open(os.path.join(root, "Themes", name), "rb").read() for name in os.listdir(os.path.join(root, "Themes"))}
server = subprocess.Popen([LIVERY, "mcp", "Themes"], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
buffer = b""


def send(text):
    server.stdin.write(text if isinstance(text, bytes) else text.encode())
    server.stdin.write(b"\n")
    server.stdin.flush()


def answer(id, timeout=30):
    """Reads lines until the response with `id` (notifications and other responses are skipped)."""
    global buffer
    while True:
        while b"\n" in buffer:
            line, buffer = buffer.split(b"\n", 1)
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if isinstance(message, dict) and message.get("id") == id:
                return message
        ready, _, _ = select.select([server.stdout], [], [], timeout)
        if not ready:
            return None
        chunk = os.read(server.stdout.fileno(), 1 << 16)
        if not chunk:
            return None
        buffer += chunk


def rss():
    with open(f"/proc/{server.pid}/status") as status:
        return next(line.split()[1] + " kB" for line in status if line.startswith("VmRSS"))


TOOLS = ["theme_space", "get_token", "search_tokens", "lint", "audit_contrast", "generate_scheme", "diff_revisions",
         "build", "preview", "set_token_value", "add_token", "delete_token", "rename_token"]
KEYS = ["path", "value", "file", "from", "to", "pattern", "type", "text", "near", "maxDeltaE", "selection", "selections",
        "all", "limit", "offset", "rules", "seed", "variant", "contrast", "old", "new", "config", "format", "width", "height",
        "revision", "dryRun"]
HOSTILE = ["../../../etc/passwd", "/etc/passwd", "Themes/../../outside.json", "\u0000", "\u001b[2J", "{color.text.primary}",
           "color.**", "**.**.**", "*" * 500, "a" * 70000, "color.text.primary", "palette.neutral.900", "#ff0000",
           "rgb(300 0 0)", "color-mix(in oklab, red, blue)", "HEAD:Themes", "--help", "-o", "theme", "dark", "\ud7ff"]


def value(depth=0):
    kind = rng.randrange(9 if depth < 3 else 5)
    if kind == 0:
        return rng.choice(HOSTILE)
    if kind == 1:
        return rng.randint(-2**63, 2**63)
    if kind == 2:
        return rng.choice([True, False, None, 1e308, -0.0, 0.5])
    if kind == 3:
        return "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(rng.randrange(20)))
    if kind == 4:
        return rng.choice(["light", "dark", "sepia", "high-contrast", "text", "html", "color", "dimension"])
    if kind == 5:
        return [value(depth + 1) for _ in range(rng.randrange(4))]
    if kind == 6:
        return {rng.choice(["theme", "mode", "x", ""]): value(depth + 1) for _ in range(rng.randrange(3))}
    if kind == 7:
        nested = "x"
        for _ in range(rng.randrange(10, 200)):
            nested = [nested]
        return nested
    return {"value": rng.random() * 100, "unit": rng.choice(["px", "rem", "em", ""])}


def message(id):
    kind = rng.randrange(10)
    if kind == 0:
        return rng.choice(["{", "[]", "null", "{\"jsonrpc\": \"2.0\"", "\u00ff\u00fe", "{\"id\": 1}" * 3, "1e999999"]), None
    if kind == 1:
        return json.dumps({"jsonrpc": "2.0", "id": id, "method": rng.choice(["tools/cal", "resources/read", "prompts/get", "x", ""]), "params": value()}), id
    if kind == 2:
        return json.dumps({"jsonrpc": "2.0", "id": id, "method": "resources/read", "params": {"uri": rng.choice(["file:///etc/passwd", "file://" + root + "/Themes/../../x", "livery://rules/" + rng.choice(HOSTILE), "file://" + root + "/Themes/base.tokens.json"])}}), id
    name = rng.choice(TOOLS + ["nope", "", "theme_space\u0000"])
    arguments = {rng.choice(KEYS): value() for _ in range(rng.randrange(5))}
    if name in ("set_token_value", "add_token", "delete_token", "rename_token"):
        arguments["dryRun"] = True  # random edits must not change the copy, so every one is checkable
    if name == "build":
        arguments["dryRun"] = True
    return json.dumps({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {"name": name, "arguments": arguments}}), id


send(json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "fuzz", "version": "1"}}}))
assert answer(0), "no answer to initialize"
send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))


def next_message(timeout=30):
    """The next whole message the server writes, whatever its id (a parse error cannot name the request's)."""
    global buffer
    while b"\n" not in buffer:
        ready, _, _ = select.select([server.stdout], [], [], timeout)
        chunk = os.read(server.stdout.fileno(), 1 << 16) if ready else b""
        if not chunk:
            return None
        buffer += chunk
    line, buffer = buffer.split(b"\n", 1)
    return json.loads(line)


# Bad JSON first, on its own: answered with JSON-RPC's parse error, and the server goes on.
send("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ")
parse_error = next_message()
parsed = isinstance(parse_error, dict) and parse_error.get("error", {}).get("code") == -32700
print(f"bad JSON: {'answered with a parse error (-32700)' if parsed else 'NOT answered with a parse error: ' + repr(parse_error)}")
first = rss()
hangs = 0
for id in range(1, COUNT + 1):
    text, expected = message(id)
    try:
        send(text)
    except BrokenPipeError:
        break
    if expected is not None and answer(expected) is None:
        hangs += 1
        break
send(json.dumps({"jsonrpc": "2.0", "id": COUNT + 1, "method": "tools/call", "params": {"name": "theme_space", "arguments": {}}}))
final = answer(COUNT + 1)
alive = server.poll() is None and final is not None and "result" in final
last = rss() if server.poll() is None else "gone"
server.stdin.close()
server.wait(timeout=30)
unchanged = all(open(os.path.join(root, "Themes", name), "rb").read() == data for name, data in before.items())
print(f"resident memory: {first} after the handshake, {last} after {COUNT} requests")
print(f"mcp fuzz: {COUNT} requests (seed {SEED}), {0 if alive else 1} crashes, {hangs} hangs, files {'unchanged' if unchanged else 'CHANGED'}")
sys.exit(0 if parsed and alive and hangs == 0 and unchanged else 1)
