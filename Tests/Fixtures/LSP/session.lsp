Content-Length: 264

{"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": "file:///f/A.layout.yaml", "version": 2}, "contentChanges": [{"range": {"start": {"line": 3, "character": 9}, "end": {"line": 3, "character": 21}}, "text": "tripleColumn"}]}}Content-Length: 164

{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///f/A.layout.yaml"}, "position": {"line": 3, "character": 4}}}Content-Length: 169

{"jsonrpc": "2.0", "id": 4, "method": "textDocument/completion", "params": {"textDocument": {"uri": "file:///f/A.layout.yaml"}, "position": {"line": 2, "character": 6}}}Content-Length: 245

{"jsonrpc": "2.0", "id": 5, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "file:///f/A.layout.yaml"}, "range": {"start": {"line": 0, "character": 0}, "end": {"line": 5, "character": 0}}, "context": {"diagnostics": []}}}Content-Length: 132

{"jsonrpc": "2.0", "id": 6, "method": "textDocument/documentSymbol", "params": {"textDocument": {"uri": "file:///f/A.layout.yaml"}}}Content-Length: 170

{"jsonrpc": "2.0", "id": 7, "method": "textDocument/definition", "params": {"textDocument": {"uri": "file:///f/A.layout.yaml"}, "position": {"line": 4, "character": 12}}}