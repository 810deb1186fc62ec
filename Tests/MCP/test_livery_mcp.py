#!/usr/bin/env python3
"""`livery mcp` driven by the official MCP Python SDK (`mcp` on PyPI), a client no one here wrote.

Usage: test_livery_mcp.py LIVERY_BINARY REPOSITORY_ROOT

Each check runs against a real server process over stdio, on copies of Examples/ and of a published design system
from Tests/Fixtures/RealWorld in a temporary folder (the repository is never written). Prints one line per check
and `mcp: N passed, M failed`; exits 1 when any failed.
"""
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import warnings
from contextlib import AsyncExitStack

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp import MCPError as McpError
from mcp.shared.exceptions import MCPDeprecationWarning

# resources/subscribe is part of the 2025-11-25 protocol the server speaks; the SDK warns that a later one drops it.
warnings.filterwarnings("ignore", category=MCPDeprecationWarning)

LIVERY, REPOSITORY = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
results = []


def check(name, condition, detail=""):
    results.append(bool(condition))
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)


def structured(result):
    return result.structuredContent if hasattr(result, "structuredContent") else result.structured_content


def is_error(result):
    return bool(result.isError if hasattr(result, "isError") else result.is_error)


def text(result):
    return "".join(getattr(item, "text", "") for item in result.content)


class Server:
    """A `livery mcp` process and a client session on it, with the notifications it sent."""

    def __init__(self, cwd, args):
        self.cwd, self.args = cwd, args
        self.notifications = []
        self.changed = asyncio.Event()

    async def __aenter__(self):
        self.stack = AsyncExitStack()
        params = StdioServerParameters(command=LIVERY, args=["mcp", *self.args], cwd=self.cwd)
        read, write = await self.stack.enter_async_context(stdio_client(params))

        async def on_message(message):
            root = getattr(message, "root", message)
            method = getattr(root, "method", None)
            if method:
                self.notifications.append((method, getattr(getattr(root, "params", None), "uri", None)))
                if method == "notifications/resources/updated":
                    self.changed.set()

        self.session = await self.stack.enter_async_context(ClientSession(read, write, message_handler=on_message))
        self.init = await self.session.initialize()
        return self

    async def __aexit__(self, *exc):
        await self.stack.aclose()

    async def call(self, tool, arguments=None):
        return await self.session.call_tool(tool, arguments or {})

    async def updated(self, uri, timeout=20):
        """Waits for notifications/resources/updated naming `uri` (the server polls its files)."""
        deadline = asyncio.get_running_loop().time() + timeout
        while not any(n == ("notifications/resources/updated", uri) for n in self.notifications):
            self.changed.clear()
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                return False
            try:
                await asyncio.wait_for(self.changed.wait(), remaining)
            except asyncio.TimeoutError:
                return False
        return True


def project():
    """A git repository holding a copy of Examples/ (themes, stylesheet, build config)."""
    folder = tempfile.mkdtemp(prefix="livery-mcp-test-")
    shutil.copytree(os.path.join(REPOSITORY, "Examples"), os.path.join(folder, "project"), ignore=shutil.ignore_patterns("build"))
    root = os.path.join(folder, "project")
    for command in (["init", "-q"], ["add", "."], ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "start"]):
        subprocess.run(["git", *command], cwd=root, check=True)
    return root


async def examples():
    root = project()
    light = os.path.join(root, "Themes", "light.tokens.json")
    light_uri = "file://" + light
    async with Server(root, ["Themes", "--stylesheet", "Styles/app.lss"]) as server:
        check("initialize: protocol 2025-11-25, server livery", server.init.protocol_version == "2025-11-25" and server.init.server_info.name == "livery", server.init)
        tools = (await server.session.list_tools()).tools
        names = {tool.name for tool in tools}
        check("list tools: 13, each with input and output schemas", len(tools) == 13 and all(t.input_schema and t.output_schema for t in tools), names)

        space = structured(await server.call("theme_space"))
        check("theme_space: the theme modifier, 4 permutations", space["permutationCount"] == 4 and space["modifiers"][0]["name"] == "theme", space)
        revision = space["source"]["revision"]

        token = structured(await server.call("get_token", {"path": "color.text.primary", "all": True}))
        first = token["permutations"][0]
        check("get_token: every permutation, alias chain, source file:line:column",
              len(token["permutations"]) == 4 and first["aliasChain"] == ["palette.neutral.900"] and first["definedIn"]["file"] == "Themes/light.tokens.json" and first["definedIn"]["line"] > 0, token)
        missing = await server.call("get_token", {"path": "color.text.primray"})
        check("get_token: an unknown token is a tool error with a suggestion", is_error(missing) and "did you mean" in text(missing), text(missing))

        found = structured(await server.call("search_tokens", {"pattern": "color.**", "near": "#1a1a1f", "limit": 3}))
        check("search_tokens: nearest colors by ΔE OK, nearest first", found["results"] and found["results"][0]["token"] == "color.text.primary" and found["results"][0]["deltaEOK"] < 0.001 and len(found["results"]) <= 3 and found["results"][1]["deltaEOK"] >= found["results"][0]["deltaEOK"], found)
        typed = structured(await server.call("search_tokens", {"type": "dimension", "text": "spacing"}))
        check("search_tokens: by type and text", typed["count"] > 0 and all(r["type"] == "dimension" for r in typed["results"]), typed)

        lint = structured(await server.call("lint"))
        check("lint: every permutation, no errors in the examples", len(lint["themes"]) == 4 and lint["errors"] == 0, lint)
        audit = await server.call("audit_contrast")
        check("audit_contrast: a report for every declared pair", not is_error(audit) and "report" in structured(audit), text(audit)[:300])
        scheme = structured(await server.call("generate_scheme", {"seed": "#6750a4"}))
        check("generate_scheme: token files from a seed, none written to the project", scheme["files"] and not os.path.exists(os.path.join(root, "generated")), list(scheme["files"]))
        diff = await server.call("diff_revisions", {"old": "HEAD:Themes"})
        check("diff_revisions: HEAD against the set", not is_error(diff) and "report" in structured(diff), text(diff)[:300])
        build = structured(await server.call("build", {"config": "livery.config.json"}))
        check("build: a dry run lists the outputs and writes none", build["files"] and not os.path.exists(os.path.join(root, "build")), build)
        frame = structured(await server.call("preview", {"selection": {"theme": "dark"}}))
        check("preview: the demo's frame as text", frame["kind"] == "demo-frame" and len(frame["text"].splitlines()) >= 12, frame.get("kind"))
        page = structured(await server.call("preview", {"selection": {"theme": "dark"}, "format": "html"}))
        check("preview: the demo's frame as HTML", page["text"].lstrip().lower().startswith("<!doctype html"), page["text"][:80])

        resources = (await server.session.list_resources()).resources
        uris = {str(r.uri) for r in resources}
        check("resources: token files, resolver document, rule pages", light_uri in uris and any(u.endswith("themes.resolver.json") for u in uris) and "livery://rules/alias-cycle" in uris, sorted(uris)[:5])
        rule = await server.session.read_resource("livery://rules/contrast")
        check("resources: a rule page reads", "contrast" in rule.contents[0].text, rule)
        prompts = (await server.session.list_prompts()).prompts
        check("prompts: fix_contrast", any(p.name == "fix_contrast" for p in prompts), prompts)

        # An edit: dry run, then for real; the answer after it reads it; the file changed on disk.
        await server.session.subscribe_resource(light_uri)
        before = open(light, encoding="utf-8").read()
        base = os.path.join(root, "Themes", "base.tokens.json")
        base_before = open(base, encoding="utf-8").read()
        dry = structured(await server.call("set_token_value", {"path": "palette.neutral.900", "value": "#202024", "dryRun": True}))
        check("edit, dry run: the diff of the file defining the token, nothing written",
              dry["dryRun"] and dry["files"] == ["Themes/base.tokens.json"]
              and any(line.startswith("+") and '"#202024"' in line for line in dry["diff"].splitlines()[2:])
              and any(line.startswith("-") for line in dry["diff"].splitlines()[2:])
              and open(base, encoding="utf-8").read() == base_before and open(light, encoding="utf-8").read() == before, dry)
        edit = await server.call("set_token_value", {"path": "color.text.primary", "value": "#202024", "file": "Themes/light.tokens.json", "revision": revision})
        after = open(light, encoding="utf-8").read()
        check("edit: the file written, only the value's bytes changed", not is_error(edit) and '"#202024"' in after and after.replace('"#202024"', '"{palette.neutral.900}"') == before, text(edit)[:400])
        check("edit: the answer is a unified diff", structured(edit)["diff"].startswith("--- a/Themes/light.tokens.json\n+++ b/Themes/light.tokens.json\n@@ "), structured(edit)["diff"][:200])
        read = structured(await server.call("get_token", {"path": "color.text.primary"}))
        check("edit: the next answer reads the edit, at a new revision", read["permutations"][0]["value"].startswith("#202024") and read["source"]["revision"] != revision, read)
        check("edit: notifications/resources/updated for the subscribed file", await server.updated(light_uri), server.notifications)
        stale = await server.call("set_token_value", {"path": "color.text.primary", "value": "#303030", "file": "Themes/light.tokens.json", "revision": revision})
        check("edit on an old revision: refused", is_error(stale) and "revision" in text(stale), text(stale))

        bad = await server.call("set_token_value", {"path": "color.text.primary", "value": "16px", "file": "Themes/light.tokens.json"})
        check("edit that breaks a permutation: refused, nothing written", is_error(bad) and open(light).read() == after, text(bad)[:300])

        added = await server.call("add_token", {"path": "color.accent.muted", "value": "{palette.neutral.50}", "type": "color", "file": "Themes/base.tokens.json"})
        check("add_token: a new token with its groups", not is_error(added) and structured(await server.call("get_token", {"path": "color.accent.muted"}))["permutations"][0]["found"], text(added)[:300])
        refused = await server.call("delete_token", {"path": "palette.neutral.50"})
        check("delete_token: refused while aliases point at it", is_error(refused) and "unresolved" in text(refused).lower(), text(refused)[:300])
        deleted = await server.call("delete_token", {"path": "color.accent.muted"})
        check("delete_token: an unused token removed", not is_error(deleted) and is_error(await server.call("get_token", {"path": "color.accent.muted"})), text(deleted)[:300])
        renamed = await server.call("rename_token", {"from": "palette.neutral.50", "to": "palette.neutral.snow"})
        value = structured(await server.call("get_token", {"path": "color.text.primary", "selections": [{"theme": "dark"}]}))["permutations"][0]
        check("rename_token: moved, and the aliases to it rewritten", not is_error(renamed) and value["aliasChain"] == ["palette.neutral.snow"] and "{palette.neutral.50}" not in "".join(open(os.path.join(root, "Themes", n)).read() for n in os.listdir(os.path.join(root, "Themes"))), text(renamed)[:300])

        # A change made under the server: seen by its file watching, notified, and a stale edit refused.
        server.notifications.clear()
        revision = structured(await server.call("theme_space"))["source"]["revision"]
        current = open(light, encoding="utf-8").read()
        with open(light, "w", encoding="utf-8") as handle:
            handle.write(current.replace("#202024", "#212125"))
        stale = await server.call("set_token_value", {"path": "color.text.primary", "value": "#303030", "file": "Themes/light.tokens.json", "revision": revision})
        check("a file changed under the server: an edit planned on what it read is refused", is_error(stale), text(stale))
        check("a file changed under the server: notified", await server.updated(light_uri), server.notifications)
        check("a file changed under the server: read again", structured(await server.call("theme_space"))["source"]["revision"] != revision)

        # Hostile requests, each an error, the server still up after.
        try:
            await server.call("no_such_tool")
            check("unknown tool: a JSON-RPC error", False, "no error")
        except McpError as error:
            check("unknown tool: a JSON-RPC error", "Unknown tool" in str(error), error)
        for uri in ("file:///etc/passwd", "file://" + root + "/../../etc/passwd", "livery://rules/../../secret"):
            try:
                await server.session.read_resource(uri)
                check(f"resource outside the set ({uri}): refused", False, "read")
            except McpError:
                check(f"resource outside the set ({uri}): refused", True)
        outside = await server.call("add_token", {"path": "x.y", "value": "#000", "file": "../../../tmp/evil.tokens.json"})
        check("path traversal in 'file': refused", is_error(outside) and not os.path.exists("/tmp/evil.tokens.json"), text(outside))
        huge = await server.call("search_tokens", {"text": "a" * (2 << 20)})
        check("huge arguments: refused with the bound", is_error(huge) and "at most" in text(huge), text(huge)[:200])
        wrong = await server.call("get_token", {"path": 42})
        check("wrong argument type: a tool error", is_error(wrong), text(wrong))
        check("the server is still up", structured(await server.call("theme_space"))["permutationCount"] == 4)


async def symlink_escape():
    folder = tempfile.mkdtemp(prefix="livery-mcp-link-")
    outside = os.path.join(folder, "outside")
    inside = os.path.join(folder, "project", "tokens")
    os.makedirs(outside)
    os.makedirs(inside)
    with open(os.path.join(outside, "b.tokens.json"), "w") as handle:
        json.dump({"size": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}}}, handle)
    original = open(os.path.join(outside, "b.tokens.json"), "rb").read()
    os.symlink(os.path.join(outside, "b.tokens.json"), os.path.join(inside, "b.tokens.json"))
    async with Server(os.path.join(folder, "project"), ["tokens"]) as server:
        result = await server.call("set_token_value", {"path": "size.small", "value": {"value": 8, "unit": "px"}})
        check("a symbolic link leading out of the root: never written", is_error(result) and "outside the project root" in text(result) and open(os.path.join(outside, "b.tokens.json"), "rb").read() == original, text(result))


async def real_world():
    source = os.path.join(REPOSITORY, "Tests", "Fixtures", "RealWorld", "adobe-spectrum")
    root = os.path.join(tempfile.mkdtemp(prefix="livery-mcp-spectrum-"), "spectrum")
    shutil.copytree(source, root)
    async with Server(root, ["adobe-spectrum.resolver.json"]) as server:
        space = structured(await server.call("theme_space", {"limit": 100}))
        check("Spectrum: theme space", space["permutationCount"] >= 4 and space["modifiers"], space["modifiers"])
        colors = structured(await server.call("search_tokens", {"type": "color", "limit": 5}))
        check("Spectrum: search", colors["count"] > 100, colors["count"])
        name = colors["results"][0]["token"]
        token = structured(await server.call("get_token", {"path": name, "all": True}))
        check("Spectrum: a token in every permutation", len(token["permutations"]) == space["permutationCount"], token)
        near = structured(await server.call("search_tokens", {"near": "rgb(20, 115, 230)", "limit": 3}))
        check("Spectrum: nearest colors", len(near["results"]) == 3, near)
        lint = await server.call("lint")
        check("Spectrum: lint answers", not is_error(lint) and structured(lint)["themes"], text(lint)[:300])
        audit = await server.call("audit_contrast")
        # Spectrum's tokens declare no contrast pairs: the audit says so, as `livery audit` does.
        check("Spectrum: audit says no pairs are declared", is_error(audit) and "no contrast pairs are declared" in text(audit), text(audit)[:300])
        scheme = await server.call("generate_scheme", {"seed": "#1473e6", "variant": "vibrant"})
        check("Spectrum: scheme", not is_error(scheme), text(scheme)[:200])
        diff = await server.call("diff_revisions", {"old": "adobe-spectrum.resolver.json"})
        check("Spectrum: diff against itself", not is_error(diff), text(diff)[:300])
        build = await server.call("build")
        check("Spectrum: build without a config says so", is_error(build) and "livery.config.json" in text(build), text(build))
        page = structured(await server.call("preview", {"format": "html"}))
        check("Spectrum: preview page", page["kind"] == "preview-page" and "<html" in page["text"].lower(), page["kind"])
        edit = await server.call("set_token_value", {"path": name, "value": "#1473e6", "dryRun": True})
        check("Spectrum: an edit, dry run, checked in every permutation", not is_error(edit) and structured(edit)["permutationsChecked"] == space["permutationCount"] and structured(edit)["files"] == [colors["results"][0]["definedIn"]["file"]], text(edit)[:300])


def pane(session):
    return subprocess.run(["tmux", "capture-pane", "-e", "-p", "-t", session], capture_output=True, text=True).stdout


async def until(condition, timeout=30):
    """Waits for `condition` (the demo redraws on its own clock), at most `timeout` seconds."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        if asyncio.get_running_loop().time() > deadline:
            return False
        await asyncio.sleep(0.1)
    return True


async def demo_follows_edit():
    """An edit made through MCP reaches a running `livery demo` (under tmux) through the demo's file watching."""
    if shutil.which("tmux") is None:
        print("skipped test: demo_follows_edit: tmux is not installed")
        return
    root = project()
    session = f"livery-mcp-{os.getpid()}"
    command = f"cd {root} && {LIVERY} demo --themes Themes --stylesheet Styles/app.lss --state state.json --appearance light --no-animation"
    subprocess.run(["tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "30", command], check=True)
    try:
        white = "48;2;255;255;255"
        check("demo: running in tmux, light canvas", await until(lambda: white in pane(session)), pane(session)[-300:])
        async with Server(root, ["Themes"]) as server:
            edit = await server.call("set_token_value", {"path": "color.background.canvas", "value": "#fcfcfd", "file": "Themes/light.tokens.json"})
            check("demo: the edit written through MCP", not is_error(edit), text(edit)[:300])
        check("demo: the running demo shows the edited canvas", await until(lambda: "48;2;252;252;253" in pane(session)), pane(session)[-300:])
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


async def main():
    for suite in (examples, symlink_escape, real_world, demo_follows_edit):
        try:
            await suite()
        except Exception as error:  # a suite that stops is a failure, with its reason
            check(f"{suite.__name__} ran to the end", False, repr(error))
    failed = results.count(False)
    print(f"mcp: {results.count(True)} passed, {failed} failed")
    sys.exit(1 if failed else 0)


asyncio.run(main())
