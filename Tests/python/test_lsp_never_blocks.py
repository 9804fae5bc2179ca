"""`layoutc lsp` never blocks on a check (issue 39).

A 5 MB spec whose 20,000 rows each `push:` a misspelt screen takes the release binary a good
fraction of a second to check. While it is being checked, the server must answer hover,
completion and `shutdown` within 100 ms, and `exit` must end the process at once. Requests
that need the new model (document symbols) are answered when its check arrives, and an edit
made meanwhile cancels the check of the text before it: the only diagnostics published are
for the last version.

The test drives the real binary (LAYOUTC_BIN) over pipes with Content-Length framing, and
checks that each quick answer came *before* the diagnostics, so it was given while the check
ran and not after it.
"""

import json
import os
import pathlib
import select
import subprocess
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("LAYOUTC_BIN") or str(ROOT / ".build" / "release" / "layoutc")
URI = "file:///tmp/layoutc-lsp-never-blocks/Big.layout.yaml"
ROWS = 20_000
ANSWER_WITHIN = 0.100


def typo_spec() -> str:
    """About 5 MB: 20,000 rows, each opening a screen named `Detial` that does not exist."""
    head = ("spec: 1\napp: Big\nscreens:\n  Home:\n    title: Home\n    restoresState: true\n"
            "    list:\n      appearance: sidebar\n      items:\n")
    tail = ("  Detail:\n    title: Detail\n    restoresState: true\n"
            "split:\n  style: doubleColumn\n  primary: Home\n  secondary: Detail\n")
    row = ('        - {{ id: item{0}, title: "Item {0} of a long list, with a title long enough that twenty '
           'thousand rows make five megabytes of spec, about the size of the largest specs people have sent us so far", image: square.and.arrow.down, onSelect: {{ push: Detial }} }}\n')
    return head + "".join(row.format(i) for i in range(ROWS)) + tail


class Server:
    def __init__(self):
        self.process = subprocess.Popen([BINARY, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.buffer = b""
        self.received = []  # (seconds since start, message), in order

    def send(self, message: dict):
        body = json.dumps(message, separators=(",", ":")).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, id: int, method: str, params=None):
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def next_message(self, deadline: float):
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                length = int(self.buffer[:header_end].split(b":")[1])
                if len(self.buffer) >= header_end + 4 + length:
                    body = self.buffer[header_end + 4:header_end + 4 + length]
                    self.buffer = self.buffer[header_end + 4 + length:]
                    message = json.loads(body)
                    self.received.append((time.monotonic(), message))
                    return message
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            ready, _, _ = select.select([self.process.stdout], [], [], remaining)
            if not ready:
                return None
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                return None
            self.buffer += chunk

    def wait_for(self, predicate, timeout: float, what: str):
        deadline = time.monotonic() + timeout
        for _, message in self.received:
            if predicate(message):
                return message
        while True:
            message = self.next_message(deadline)
            assert message is not None, f"no {what} within {timeout} s"
            if predicate(message):
                return message

    def answer_time(self, id: int, method: str, params=None, timeout: float = 30) -> float:
        start = time.monotonic()
        self.request(id, method, params)
        self.wait_for(lambda m: m.get("id") == id, timeout, f"answer to {method}")
        return time.monotonic() - start


def is_diagnostics(message, version=None):
    return (message.get("method") == "textDocument/publishDiagnostics"
            and message["params"]["uri"] == URI
            and (version is None or message["params"].get("version") == version))


def test_hover_completion_shutdown_and_exit_answer_while_a_5mb_spec_is_checked():
    text = typo_spec()
    assert len(text) >= 5_000_000
    server = Server()
    try:
        server.answer_time(1, "initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": URI, "languageId": "yaml", "version": 1, "text": text}}})
        # Once a request sent after it is answered, the server has read the 5 MB message, and
        # its check (due at once: the first check of a document waits for nothing) has started.
        server.answer_time(90, "textDocument/hover", {"textDocument": {"uri": "file:///tmp/not-a-spec.yaml"},
                                                      "position": {"line": 0, "character": 0}})
        server.request(2, "textDocument/documentSymbol", {"textDocument": {"uri": URI}})
        hover = server.answer_time(3, "textDocument/hover",
                                   {"textDocument": {"uri": URI}, "position": {"line": 12, "character": 60}})
        completion = server.answer_time(4, "textDocument/completion",
                                        {"textDocument": {"uri": URI}, "position": {"line": 4, "character": 4}})
        assert not any(is_diagnostics(m) for _, m in server.received), \
            "the check finished before the requests: the test did not measure answers during a check"
        assert hover < ANSWER_WITHIN, f"hover took {hover * 1000:.0f} ms during the check"
        assert completion < ANSWER_WITHIN, f"completion took {completion * 1000:.0f} ms during the check"

        # Symbols wait for the model of this text; they come with its diagnostics.
        server.wait_for(lambda m: m.get("id") == 2, 120, "document symbols")
        published = server.wait_for(is_diagnostics, 1, "diagnostics")
        assert len(published["params"]["diagnostics"]) >= ROWS, "every misspelt screen is reported"

        # An edit cancels the check of version 2 when version 3 follows at once.
        first_row = text.split("\n")[9]
        column = first_row.index("Detial")
        for version, text_edit in [(2, "Detail"), (3, "Detial")]:
            server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": URI, "version": version},
                "contentChanges": [{"range": {"start": {"line": 9, "character": column},
                                              "end": {"line": 9, "character": column + 6}}, "text": text_edit}]}})
        time.sleep(0.3)
        shutdown = server.answer_time(5, "shutdown")
        assert shutdown < ANSWER_WITHIN, f"shutdown took {shutdown * 1000:.0f} ms during a check"
        start = time.monotonic()
        server.send({"jsonrpc": "2.0", "method": "exit"})
        assert server.process.wait(timeout=5) == 0
        assert time.monotonic() - start < 1.0, "exit does not wait for the check"
        versions = [m["params"].get("version") for _, m in server.received if is_diagnostics(m)]
        assert 2 not in versions, f"a check of text edited since was published: {versions}"
    finally:
        if server.process.poll() is None:
            server.process.kill()
            server.process.wait()
