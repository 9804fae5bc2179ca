"""`layoutc lsp` under stress (issue 7): a storm of edits, cancellations and garbage, and a 5 MB spec.

Below the client library, on the raw byte stream (Content-Length framing), against LAYOUTC_BIN:

- 10,000 incremental `didChange` notifications sent without waiting, with hover and completion
  requests among them and `$/cancelRequest` for them, some while they are still queued and some
  after they were answered;
- a 5 MB spec opened and edited while that goes on;
- random bytes written between messages.

Then the server must answer a request within a few seconds, its last diagnostics for each
document must be for that document's last version, every request must have been answered
exactly once, and its peak memory must stay bounded.
"""

import asyncio
import json
import os
import pathlib
import random
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("LAYOUTC_BIN") or str(ROOT / ".build" / "release" / "layoutc")

pytestmark = pytest.mark.asyncio

SMALL_URI = "file:///tmp/layoutc-lsp-stress/Mail.layout.yaml"
BIG_URI = "file:///tmp/layoutc-lsp-stress/Big.layout.yaml"

# Clean except for one misspelled key (`showDetial`) on line 8.
SMALL = """\
spec: 1
app: Mail
screens:
  Mailboxes:
    title: Mailboxes
    list:
      appearance: sidebar
      items:
        - { title: Inbox, id: inbox, image: tray, onSelect: { showDetial: Message } }
        - { id: sent, title: Sent, image: paperplane }
      onSelect: { showDetail: Message }
  Message:
    title: Message
    restoresState: true
split:
  style: doubleColumn
  primary: Mailboxes
  secondary: Message
"""

CHANGES = 10_000
BIG_EDITS = 10


def big_spec(target_bytes: int = 5 << 20) -> str:
    """A clean spec of about `target_bytes`: one sidebar with tens of thousands of rows."""
    head = ("spec: 1\napp: Big\nscreens:\n  Home:\n    title: Home\n    restoresState: true\n"
            "    list:\n      appearance: sidebar\n      items:\n")
    tail = ("  Detail:\n    title: Detail\n    restoresState: true\n"
            "split:\n  style: doubleColumn\n  primary: Home\n  secondary: Detail\n")
    rows = []
    size = len(head) + len(tail)
    i = 0
    while size < target_bytes:
        row = f'        - {{ id: item{i}, title: "Item number {i} of a long list", image: tray, onSelect: {{ showDetail: Detail }} }}\n'
        rows.append(row)
        size += len(row)
        i += 1
    return head + "".join(rows) + tail


def frame(message: dict) -> bytes:
    body = json.dumps(message, separators=(",", ":")).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def change(uri: str, version: int, line: int, start: int, end: int, text: str) -> bytes:
    return frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": version},
        "contentChanges": [{"range": {"start": {"line": line, "character": start},
                                      "end": {"line": line, "character": end}}, "text": text}]}})


def request(id: int, method: str, params: dict) -> bytes:
    return frame({"jsonrpc": "2.0", "id": id, "method": method, "params": params})


def at(uri: str, line: int, character: int) -> dict:
    return {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}


def garbage(rng: random.Random) -> bytes:
    """Noise between messages; without `c`/`C`, so it can never begin a `Content-Length` header."""
    return bytes(b for b in rng.randbytes(rng.randint(1, 64)) if b not in b"cC") or b"\0"


async def read_messages(stream: asyncio.StreamReader, into: list):
    while True:
        length = None
        while True:
            line = await stream.readline()
            if line == b"":
                return
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        message = json.loads(await stream.readexactly(length))
        message["_at"] = time.monotonic()
        into.append(message)


async def wait_until(predicate, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = predicate()
        if found:
            return found
        await asyncio.sleep(0.01)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


def peak_memory_bytes(pid: int) -> int:
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmHWM in /proc status")


async def test_the_server_stays_responsive_and_correct_through_a_storm():
    rng = random.Random(7)
    big = big_spec()
    assert len(big.encode()) >= 5 << 20
    big_lines = big.count("\n")
    server = await asyncio.create_subprocess_exec(
        BINARY, "lsp", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.DEVNULL, limit=64 << 20,
    )
    received: list = []
    reader = asyncio.create_task(read_messages(server.stdout, received))
    started = time.monotonic()
    try:
        write = server.stdin.write
        write(request(1, "initialize", {"capabilities": {}}))
        write(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        for uri, text in ((SMALL_URI, SMALL), (BIG_URI, big)):
            write(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
                "textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}}))
        await server.stdin.drain()

        # The storm. The small spec's title gets an `x` and loses it again, change after change;
        # every 20 changes a hover and a completion, one cancelled at once, the other 20 changes
        # later (usually after it was answered, which must do nothing).
        requests = {1}
        next_id = 100
        pending_cancel = None
        big_version = 1
        for version in range(2, CHANGES + 2):
            if version % 2 == 0:
                write(change(SMALL_URI, version, 4, 11, 11, "x"))
            else:
                write(change(SMALL_URI, version, 4, 11, 12, ""))
            if version % 20 == 0:
                hover, completion = next_id, next_id + 1
                next_id += 2
                requests |= {hover, completion}
                write(request(hover, "textDocument/hover", at(SMALL_URI, 6, 8)))
                write(request(completion, "textDocument/completion", at(SMALL_URI, 13, 4)))
                write(frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": hover}}))
                if pending_cancel is not None:
                    write(frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": pending_cancel}}))
                pending_cancel = completion
            if version % 50 == 0:
                write(garbage(rng))
            if version % (CHANGES // BIG_EDITS) == 0:
                # Edit the 5 MB spec at a random row: prefix its id.
                big_version += 1
                line = rng.randrange(9, big_lines - 8)
                write(change(BIG_URI, big_version, line, 16, 16, "x"))
            if version % 200 == 0:
                await server.stdin.drain()

        # The last changes: fix the small spec's typo and break the big one, so the final
        # diagnostics show which text they were made from.
        small_final = CHANGES + 2
        column = SMALL.split("\n")[8].index("showDetial")
        write(change(SMALL_URI, small_final, 8, column, column + len("showDetial"), "showDetail"))
        big_version += 1
        big_final = big_version
        write(change(BIG_URI, big_final, 3, 2, 6, "Hoem"))
        await server.stdin.drain()
        storm_sent = time.monotonic()

        # Still responsive: a request after the storm is answered within a few seconds.
        write(request(99, "textDocument/hover", at(SMALL_URI, 6, 8)))
        await server.stdin.drain()
        asked = time.monotonic()
        answer = await wait_until(lambda: next((m for m in received if m.get("id") == 99), None), 10, "the hover after the storm")
        latency = answer["_at"] - asked
        assert latency < 5, f"answered after {latency:.2f} s"
        assert "appearance" in answer["result"]["contents"]["value"]

        def published(uri):
            return [m["params"] for m in received
                    if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri]

        await wait_until(lambda: any(p["version"] == small_final for p in published(SMALL_URI)), 20, "the small spec's last diagnostics")
        await wait_until(lambda: any(p["version"] == big_final for p in published(BIG_URI)), 20, "the big spec's last diagnostics")
        settled = time.monotonic()

        # End the session the LSP way and read the server's output to its end: then every
        # message it ever sent has been received, and "nothing older follows" is a fact about
        # the whole session, not about how long we waited.
        write(request(2, "shutdown", {}))
        await server.stdin.drain()
        shutdown = await wait_until(lambda: next((m for m in received if m.get("id") == 2), None), 20, "the answer to shutdown")
        assert "error" not in shutdown and shutdown["result"] is None
        peak = peak_memory_bytes(server.pid)  # all work done, and the process still there
        write(frame({"jsonrpc": "2.0", "method": "exit"}))
        await server.stdin.drain()
        server.stdin.close()
        assert await asyncio.wait_for(server.wait(), 10) == 0
        await asyncio.wait_for(reader, 10)  # returns at the end of the server's output

        small, bigs = published(SMALL_URI), published(BIG_URI)
        for versions in ([p["version"] for p in small], [p["version"] for p in bigs]):
            assert versions == sorted(versions), "published versions never go backwards"
        assert small[-1]["version"] == small_final and bigs[-1]["version"] == big_final
        assert len(small) < CHANGES // 10, "bursts are checked once, not once per change"
        # The final text of the small spec is clean; the big one's renamed screen is reported.
        assert small[-1]["diagnostics"] == []
        assert [d["code"] for d in bigs[-1]["diagnostics"]] == ["unknown-screen"]

        # Every request was answered exactly once, by a result or by RequestCancelled.
        answered = [m["id"] for m in received if "id" in m and "method" not in m and m["id"] is not None]
        assert sorted(answered) == sorted(requests | {99, 2})
        cancelled = [m for m in received if m.get("error", {}).get("code") == -32800]
        assert cancelled, "queued requests that were cancelled get RequestCancelled"
        assert all(m["id"] in requests for m in cancelled)
        assert any(m.get("method") == "window/logMessage" and "not a message header" in m["params"]["message"]
                   for m in received), "garbage is reported, not fatal"

        # Peak memory: the server holds the 5 MB text, its line table, a 16-byte record per YAML
        # node, the decoded model and the findings, plus transient copies while an edit is
        # applied and while the check runs. 20x the largest document covers that with room;
        # anything above it means a copy is kept per change (10,000 changes would need gigabytes).
        bound = 20 * len(big.encode())
        print(f"\nstorm sent in {storm_sent - started:.1f} s; hover after it in {latency * 1000:.0f} ms; "
              f"diagnostics settled {settled - storm_sent:.1f} s after it; "
              f"{len(small)} + {len(bigs)} publications, {len(cancelled)} cancelled; "
              f"peak memory {peak / 2**20:.1f} MiB (bound {bound / 2**20:.0f} MiB)")
        assert peak < bound
    finally:
        if server.returncode is None:
            server.kill()
            await server.wait()
        reader.cancel()
