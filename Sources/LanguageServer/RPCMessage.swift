import Diagnostics
import JSONValue

/// A JSON-RPC 2.0 message as the server sees it.
public enum RPCMessage: Sendable, Equatable {
    case request(id: JSON, method: String, params: JSON?)
    case notification(method: String, params: JSON?)
    /// An answer to a request the server sent (e.g. `client/registerCapability`).
    case response(id: JSON)
    /// Not a valid message; the id when one could be read, so the error can answer it.
    case invalid(id: JSON, reason: String)

    /// Classifies a parsed JSON value.
    public init(_ json: JSON) {
        guard json.isObject else {
            self = .invalid(id: .null, reason: "a message must be a JSON object")
            return
        }
        let id = json["id"]
        if let id, !Self.isValidID(id) {
            self = .invalid(id: .null, reason: "`id` must be a string or a number")
            return
        }
        let params = json["params"]
        if let params, !(params.isObject || params.arrayValue != nil) {
            self = .invalid(id: id ?? .null, reason: "`params` must be an object or an array")
            return
        }
        guard let methodValue = json["method"] else {
            if let id, json["result"] != nil || json["error"] != nil {
                self = .response(id: id)
            } else {
                self = .invalid(id: id ?? .null, reason: "a message needs a `method`")
            }
            return
        }
        guard let method = methodValue.stringValue else {
            self = .invalid(id: id ?? .null, reason: "`method` must be a string")
            return
        }
        if let id {
            self = .request(id: id, method: method, params: params)
        } else {
            self = .notification(method: method, params: params)
        }
    }

    static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .int, .string, .double: return true
        default: return false
        }
    }
}

/// JSON-RPC and LSP error codes.
public enum RPCErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
    /// LSP: the document changed (or closed) in a way that makes the answer meaningless.
    case contentModified = -32801
    /// LSP: the request was well-formed but failed (e.g. a folder could not be written).
    case requestFailed = -32803
}

/// A request that cannot be answered with a result.
public struct RPCError: Error, Sendable, Equatable {
    public var code: RPCErrorCode
    public var message: String

    public init(_ code: RPCErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// Builders for outgoing messages.
public enum Outgoing {
    public static func response(id: JSON, result: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    public static func error(id: JSON, _ error: RPCError) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", id),
                 ("error", .object([("code", .int(error.code.rawValue)), ("message", .string(error.message))]))])
    }

    public static func notification(_ method: String, _ params: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    public static func request(id: JSON, method: String, params: JSON) -> JSON {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("method", .string(method)), ("params", params)])
    }

    public static func notification(_ method: String, _ params: some LSPEncodable) -> JSON {
        notification(method, params.json)
    }

    public static func request(id: JSON, method: String, params: some LSPEncodable) -> JSON {
        request(id: id, method: method, params: params.json)
    }

    /// `window/logMessage`: problems that have no request to answer (1 error ... 4 log).
    public static func log(_ message: String, type: Int = 1) -> JSON {
        notification("window/logMessage", .object([("type", .int(type)), ("message", .string(message))]))
    }
}
