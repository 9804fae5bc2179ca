Content-Length: 65

{"jsonrpc": "2.0", "id": 2, "method": "shutdown", "params": null}