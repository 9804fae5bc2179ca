"""End-to-end tests of `layoutc lsp` with a real LSP client (pytest-lsp, on pygls and lsprotocol).

Every test starts the release binary (LAYOUTC_BIN) as a language server, talks to it the way
VS Code does (its declared capabilities, UTF-16 positions), and shuts it down.
"""

import asyncio
import os
import pathlib
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("LAYOUTC_BIN") or str(ROOT / ".build" / "release" / "layoutc")

pytestmark = pytest.mark.asyncio

# A spec whose only error is a misspelled key after emoji and CJK text on the same line.
SPEC = """\
spec: 1
app: Mail
screens:
  Mailboxes:
    title: Mailboxes
    list:
      appearance: sidebar
      items:
        - { title: "😀 受信トレイ", id: inbox, image: tray, onSelect: { showDetial: Message } }
        - { id: sent, title: Sent, image: paperplane }
      onSelect: { showDetail: Message }
  Message:
    restoresState: true
split:
  style: doubleColumn
  primary: Mailboxes
  secondary: Message
"""

URI = "file:///tmp/layoutc-lsp-e2e/Mail.layout.yaml"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    # Like VS Code, accept the server's registration of `.layoutc.yml` file watching.
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    )
    yield
    if not lsp_client.stopped:
        await lsp_client.shutdown_session()


def utf16_column(line: str, index: int) -> int:
    """The UTF-16 column of a Python string index (emoji count as two units)."""
    return len(line[:index].encode("utf-16-le")) // 2


def position_of(text: str, needle: str) -> types.Position:
    for number, line in enumerate(text.split("\n")):
        if needle in line:
            return types.Position(line=number, character=utf16_column(line, line.index(needle)))
    raise AssertionError(f"{needle!r} not in text")


def apply_edits(text: str, edits) -> str:
    """Applies LSP text edits (UTF-16 positions) the way an editor does, last first."""
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)

    def offset(position: types.Position) -> int:
        line = lines[position.line]
        units = 0
        for index, char in enumerate(line):
            if units >= position.character:
                return starts[position.line] + index
            units += 2 if ord(char) > 0xFFFF else 1
        return starts[position.line] + len(line)

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        a, b = offset(edit.range.start), offset(edit.range.end)
        text = text[:a] + edit.new_text + text[b:]
    return text


async def wait_for_diagnostics(client: LanguageClient, uri: str, predicate, timeout: float = 10.0):
    """Waits until the diagnostics published for `uri` satisfy `predicate`."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        diagnostics = client.diagnostics.get(uri)
        if diagnostics is not None and predicate(diagnostics):
            return diagnostics
        await asyncio.sleep(0.01)
    raise AssertionError(f"diagnostics for {uri} never matched; last: {client.diagnostics.get(uri)}")


def open_document(client: LanguageClient, text: str, uri: str = URI, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)
        )
    )


def change_document(client: LanguageClient, edits, version: int, uri: str = URI):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text) for edit in edits
            ],
        )
    )


async def test_initialize_negotiates_utf16_and_advertises_the_features(client: LanguageClient):
    # VS Code offers no position encodings, so the protocol's default applies.
    result = client.initialize_result.capabilities
    assert result.position_encoding in (None, types.PositionEncodingKind.Utf16)
    assert result.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert result.hover_provider and result.definition_provider and result.references_provider
    assert result.document_symbol_provider and result.completion_provider and result.code_action_provider
    assert client.initialize_result.server_info.name == "layoutc"


async def test_configuration_files_are_watched(client: LanguageClient):
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 5
    while not client.registrations and loop.time() < deadline:
        await asyncio.sleep(0.01)
    # Exactly one registration in the whole session: after the answer to `shutdown` (the client
    # handles messages in order) no earlier one can still be on its way.
    await client.shutdown_session()
    await client.stop()
    [registration] = client.registrations
    assert registration.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES
    assert registration.register_options["watchers"][0]["globPattern"] == "**/.layoutc.yml"


async def test_diagnostics_arrive_at_utf16_positions_after_emoji_and_cjk(client: LanguageClient):
    published = client.protocol.wait_for_notification_async(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    open_document(client, SPEC)
    params = await asyncio.wait_for(published, 10)
    assert params.uri == URI and params.version == 1
    unknown = [d for d in params.diagnostics if d.code == "unknown-key"]
    assert len(unknown) == 1
    expected = position_of(SPEC, "showDetial")
    # 66 characters precede it on its line, one of them 😀: 67 UTF-16 units.
    assert expected.character == 67
    assert unknown[0].range.start == expected
    assert unknown[0].range.end == types.Position(line=expected.line, character=expected.character + len("showDetial"))
    assert unknown[0].severity == types.DiagnosticSeverity.Error
    assert unknown[0].source == "layoutc"
    # codeDescription.href must be an absolute URI: sent only once the project has a published
    # home (ProjectHome); until then hover names the rule's section of Docs/Rules.md.
    description = unknown[0].code_description
    assert description is None or (description.href.startswith("https://") and description.href.endswith("#unknown-key"))


async def test_applying_the_quick_fix_makes_the_diagnostic_disappear(client: LanguageClient):
    open_document(client, SPEC)
    diagnostics = await wait_for_diagnostics(client, URI, lambda ds: any(d.code == "unknown-key" for d in ds))
    unknown = next(d for d in diagnostics if d.code == "unknown-key")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=unknown.range,
            context=types.CodeActionContext(diagnostics=[unknown]),
        )
    )
    fix = next(a for a in actions if isinstance(a, types.CodeAction) and a.is_preferred)
    assert fix.kind == types.CodeActionKind.QuickFix
    assert fix.title == "rename to `showDetail`"
    edits = fix.edit.changes[URI]
    fixed = apply_edits(SPEC, edits)
    assert "showDetail: Message } }" in fixed
    change_document(client, edits, version=2)
    await wait_for_diagnostics(client, URI, lambda ds: len(ds) == 0)


async def test_disabling_a_rule_for_a_line_silences_it(client: LanguageClient):
    text = SPEC.replace("showDetial", "showDetail").replace("appearance: sidebar", "appearance: plain")
    open_document(client, text)
    diagnostics = await wait_for_diagnostics(client, URI, lambda ds: any(d.code == "primary-sidebar-appearance" for d in ds))
    warning = next(d for d in diagnostics if d.code == "primary-sidebar-appearance")
    assert warning.severity == types.DiagnosticSeverity.Warning
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=warning.range,
            context=types.CodeActionContext(diagnostics=[warning]),
        )
    )
    disable = next(a for a in actions if a.title == "Disable primary-sidebar-appearance for this line")
    edits = disable.edit.changes[URI]
    assert edits[0].new_text == "      # layoutc:disable-next-line primary-sidebar-appearance\n"
    change_document(client, edits, version=2)
    await wait_for_diagnostics(client, URI, lambda ds: len(ds) == 0)


async def test_incremental_edits_in_utf16_keep_positions_right(client: LanguageClient):
    open_document(client, SPEC)
    await wait_for_diagnostics(client, URI, lambda ds: len(ds) > 0)
    # Insert more emoji before the error on its line: the diagnostic moves by their UTF-16 width.
    start = position_of(SPEC, "😀")
    change_document(client, [types.TextEdit(range=types.Range(start=start, end=start), new_text="🎉🎉")], version=2)
    moved = position_of(SPEC.replace("😀", "🎉🎉😀"), "showDetial")
    assert moved.character == 71
    await wait_for_diagnostics(client, URI, lambda ds: any(d.code == "unknown-key" and d.range.start == moved for d in ds))


async def test_completing_a_key_offers_the_missing_ones_with_documentation(client: LanguageClient):
    text = SPEC.replace("    restoresState: true\n", "    restoresState: true\n    re\n")
    open_document(client, text)
    position = types.Position(line=text.split("\n").index("    re"), character=6)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=position)
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    labels = [item.label for item in items]
    assert "readableWidth" in labels and "title" in labels
    assert "restoresState" not in labels  # already there
    readable = next(item for item in items if item.label == "readableWidth")
    assert "readableContentGuide" in readable.documentation.value
    assert readable.text_edit.new_text == "readableWidth: "


async def test_completing_a_value_offers_enum_values_and_screen_names(client: LanguageClient):
    text = SPEC.replace("style: doubleColumn", "style: ")
    open_document(client, text)
    position = position_of(text, "style: ")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=types.Position(line=position.line, character=position.character + len("style: ")),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert sorted(item.label for item in items) == ["doubleColumn", "tripleColumn"]
    screen = position_of(text, "secondary: Message")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=types.Position(line=screen.line, character=screen.character + len("secondary: ")),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert {"Mailboxes", "Message"} <= {item.label for item in items}


async def test_hover_explains_keys_values_and_findings(client: LanguageClient):
    open_document(client, SPEC)
    await wait_for_diagnostics(client, URI, lambda ds: len(ds) > 0)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=position_of(SPEC, "appearance"))
    )
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert "UICollectionLayoutListConfiguration(appearance:)" in hover.contents.value
    assert "`sidebarPlain`" in hover.contents.value
    value = position_of(SPEC, "doubleColumn")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=value)
    )
    assert "UISplitViewController(style: .doubleColumn)" in hover.contents.value
    typo = position_of(SPEC, "showDetial")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI),
                          position=types.Position(line=typo.line, character=typo.character + 2))
    )
    assert "**unknown-key**" in hover.contents.value


async def test_go_to_definition_and_back_with_references(client: LanguageClient):
    open_document(client, SPEC)
    reference = position_of(SPEC, "secondary: Message")
    at = types.Position(line=reference.line, character=reference.character + len("secondary: ") + 2)
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=at)
    )
    location = result[0] if isinstance(result, list) else result
    assert location.uri == URI
    assert location.range.start == position_of(SPEC, "Message:")
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=position_of(SPEC, "Message:"),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    lines = sorted(r.range.start.line for r in references)
    assert lines == sorted({position_of(SPEC, "Message:").line, position_of(SPEC, "showDetail: Message").line,
                            position_of(SPEC, "secondary: Message").line})


async def test_document_symbols_outline_the_spec(client: LanguageClient):
    text = SPEC.replace("showDetial", "showDetail")
    open_document(client, text)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [s.name for s in symbols] == ["Mail", "screens", "split"]
    screens = symbols[1].children
    assert [s.name for s in screens] == ["Mailboxes", "Message"]
    items = screens[0].children[0].children
    assert [s.name for s in items] == ["😀 受信トレイ", "Sent"]
    assert [c.name for c in symbols[2].children] == ["primary", "secondary"]


async def test_bad_input_never_kills_the_server(client: LanguageClient):
    # Not YAML at all: reported, and the server keeps answering.
    open_document(client, "{ this: [is not\n\t\"yaml", uri="file:///tmp/layoutc-lsp-e2e/Broken.layout.yaml")
    await wait_for_diagnostics(client, "file:///tmp/layoutc-lsp-e2e/Broken.layout.yaml", lambda ds: len(ds) > 0)
    # A request for a document that was never opened is an error, not a crash.
    with pytest.raises(Exception):
        await client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri="file:///nowhere.layout.yaml"),
                              position=types.Position(line=0, character=0))
        )
    # Unknown requests are MethodNotFound.
    with pytest.raises(Exception) as error:
        await client.protocol.send_request_async("layoutc/noSuchMethod", {})
    assert "-32601" in str(error.value) or "noSuchMethod" in str(error.value)
    open_document(client, SPEC)
    await wait_for_diagnostics(client, URI, lambda ds: len(ds) > 0)


async def test_the_preview_command_writes_the_pictures_and_opens_the_index(client: LanguageClient, tmp_path):
    assert list(client.initialize_result.capabilities.execute_command_provider.commands) == ["layoutc.preview"]
    uri = (tmp_path / "Mail.layout.yaml").as_uri()  # never saved: the editor's text is drawn
    open_document(client, SPEC.replace("app: Mail", "app: Unsaved Mail"), uri=uri)
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="layoutc.preview", arguments=[uri])
    )
    output = tmp_path / ".layoutc-preview"
    assert result["index"] == (output / "index.html").as_uri()
    index = (output / "index.html").read_text()
    assert "Unsaved Mail" in index
    svgs = sorted(output.glob("Mail-*.svg"))
    assert svgs and sorted(result["files"]) == sorted(p.as_uri() for p in svgs)
    assert "<svg" in svgs[0].read_text()
    assert all(p.name in index for p in svgs)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 5
    # pytest-lsp records window/showDocument requests and answers them with success, as VS Code would.
    while not client.shown_documents and loop.time() < deadline:
        await asyncio.sleep(0.01)
    assert client.shown_documents
    # An unknown command, or a document that is not open, is a JSON-RPC error.
    with pytest.raises(Exception, match="unknown command"):
        await client.workspace_execute_command_async(types.ExecuteCommandParams(command="layoutc.nope", arguments=[uri]))
    with pytest.raises(Exception, match="is not an open"):
        await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="layoutc.preview", arguments=[(tmp_path / "Other.layout.yaml").as_uri()])
        )
    # The index was shown once in the whole session, and the failed commands showed nothing:
    # after the answer to `shutdown` (the client handles messages in order) nothing can follow.
    await client.shutdown_session()
    await client.stop()
    [shown] = client.shown_documents
    assert shown.uri == result["index"] and shown.external is True


async def test_shutdown_and_exit_end_the_process_cleanly(client: LanguageClient):
    open_document(client, SPEC)
    await wait_for_diagnostics(client, URI, lambda ds: len(ds) > 0)
    await client.shutdown_session()
    # `shutdown` then `exit`: LSP says the process ends with 0 (1 without `shutdown`).
    assert client._server.returncode == 0
    await client.stop()


def frame(payload: str) -> bytes:
    body = payload.encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


async def read_message(stream: asyncio.StreamReader) -> dict:
    import json

    length = None
    while True:
        line = await stream.readline()
        if line in (b"\r\n", b""):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(await stream.readexactly(length))


async def test_the_byte_stream_survives_garbage_bad_headers_and_split_writes():
    """Below the client library: what a broken client or a noisy pipe sends."""
    server = await asyncio.create_subprocess_exec(
        BINARY, "lsp", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
    )
    try:
        initialize = frame('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}')
        server.stdin.write(b"garbage before any header\r\n")
        server.stdin.write(b"Content-Length: twelve\r\n\r\n")
        for i in range(0, len(initialize), 7):  # a message in 7-byte pieces
            server.stdin.write(initialize[i:i + 7])
            await server.stdin.drain()
        messages = [await asyncio.wait_for(read_message(server.stdout), 10) for _ in range(3)]
        logs = [m for m in messages if m.get("method") == "window/logMessage"]
        assert len(logs) == 2
        assert any("not a message header" in m["params"]["message"] for m in logs)
        assert any("Content-Length" in m["params"]["message"] for m in logs)
        assert [m["result"]["serverInfo"]["name"] for m in messages if m.get("id") == 1] == ["layoutc"]

        # Malformed JSON is a parse error; two messages in one write both arrive.
        server.stdin.write(frame('{"jsonrpc": "2.0", "id": 2, "method":') + frame('{"jsonrpc":"2.0","id":3,"method":"shutdown"}'))
        await server.stdin.drain()
        first, second = [await asyncio.wait_for(read_message(server.stdout), 10) for _ in range(2)]
        assert first["error"]["code"] == -32700 and first["id"] is None
        assert second == {"jsonrpc": "2.0", "id": 3, "result": None}
        server.stdin.write(frame('{"jsonrpc":"2.0","method":"exit"}'))
        await server.stdin.drain()
        assert await asyncio.wait_for(server.wait(), 10) == 0
    finally:
        if server.returncode is None:
            server.kill()
            await server.wait()


async def test_a_burst_of_changes_is_answered_for_the_latest_version():
    """Rapid typing: 2,000 changes sent without waiting; diagnostics settle on the last one."""
    import json

    server = await asyncio.create_subprocess_exec(
        BINARY, "lsp", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
    )
    try:
        server.stdin.write(frame('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'))
        server.stdin.write(frame(json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": {"uri": URI, "languageId": "yaml", "version": 1, "text": SPEC}}})))
        line = position_of(SPEC, "title: Mailboxes").line
        for version in range(2, 2002):
            text = "x" if version % 2 == 0 else ""
            end = 11 if version % 2 == 0 else 12
            server.stdin.write(frame(json.dumps({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": URI, "version": version},
                "contentChanges": [{"range": {"start": {"line": line, "character": 11}, "end": {"line": line, "character": end}}, "text": text}]}})))
        await server.stdin.drain()
        latest = None
        versions = []
        while latest != 2001:
            message = await asyncio.wait_for(read_message(server.stdout), 30)
            if message.get("method") == "textDocument/publishDiagnostics":
                latest = message["params"]["version"]
                versions.append(latest)
                last = message
        # Then end the session and read the output to its end, so "never goes backwards" covers
        # everything the server published, not just what came before the last version.
        server.stdin.write(frame('{"jsonrpc":"2.0","id":2,"method":"shutdown"}'))
        await server.stdin.drain()
        while (message := await asyncio.wait_for(read_message(server.stdout), 30)).get("id") != 2:
            if message.get("method") == "textDocument/publishDiagnostics":
                versions.append(message["params"]["version"])
                last = message
        server.stdin.write(frame('{"jsonrpc":"2.0","method":"exit"}'))
        await server.stdin.drain()
        server.stdin.close()
        rest = asyncio.StreamReader()
        rest.feed_data(await asyncio.wait_for(server.stdout.read(), 10))  # to the end of the output
        rest.feed_eof()
        assert await asyncio.wait_for(server.wait(), 10) == 0
        while not rest.at_eof():
            message = await read_message(rest)
            if message.get("method") == "textDocument/publishDiagnostics":
                versions.append(message["params"]["version"])
                last = message
        assert versions == sorted(versions), "published versions never go backwards"
        assert versions[-1] == 2001
        assert len(versions) < 100, "bursts are checked once, not once per change"
        # The misspelt key, once: `onSelect` is not also reported as missing its action.
        assert sorted(d["code"] for d in last["params"]["diagnostics"]) == ["unknown-key"]
    finally:
        if server.returncode is None:
            server.kill()
            await server.wait()
