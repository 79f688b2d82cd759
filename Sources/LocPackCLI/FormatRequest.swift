import Foundation
import LocPack

/// A JSON value of a `locpack format` request's parameters.
enum FormatParameterValue: Decodable {
    case bool(Bool), integer(Int64), double(Double), string(String), typed(type: String, value: String)

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(Bool.self) { self = .bool(value); return }
        if let value = try? single.decode(Int64.self) { self = .integer(value); return }
        if let value = try? single.decode(Double.self) { self = .double(value); return }
        if let value = try? single.decode(String.self) { self = .string(value); return }
        let object = try decoder.container(keyedBy: TypedKeys.self)
        self = .typed(type: try object.decode(String.self, forKey: .type), value: try object.decode(String.self, forKey: .value))
    }

    private enum TypedKeys: String, CodingKey { case type, value }

    /// The render argument: numbers as numbers, anything else as its text
    /// (a boolean as `true`/`false`; a typed value, such as a datetime, as
    /// its text: no function LocPack implements reads one).
    var argument: MessageArgument {
        switch self {
        case .bool(let value): .string(value ? "true" : "false")
        case .integer(let value): .int(value)
        case .double(let value): .double(value)
        case .string(let value): .string(value)
        case .typed(_, let value): .string(value)
        }
    }

    /// A value given on the command line as `name=value`: an integer, a
    /// decimal, or text (quotes force text: `n="42"`).
    init(commandLine text: String) {
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            self = .string(String(text.dropFirst().dropLast()))
        } else if let value = Int64(text) {
            self = .integer(value)
        } else if let value = Double(text), text.allSatisfy({ "0123456789.eE+-".contains($0) }) {
            self = .double(value)
        } else {
            self = .string(text)
        }
    }
}

/// One line of `locpack format --requests`: `{"src": …, "locale": …,
/// "params": {name: value} or [{"name": …, "value": …}], "bidiIsolation":
/// "default"|"none"}`.
struct FormatRequest: Decodable {
    var src: String
    var locale: String?
    var params: [String: FormatParameterValue]
    var bidiIsolation: String?

    private enum Keys: String, CodingKey { case src, locale, params, bidiIsolation }
    private struct NamedParameter: Decodable { var name: String; var value: FormatParameterValue?; var type: String? }

    init(from decoder: Decoder) throws {
        let object = try decoder.container(keyedBy: Keys.self)
        src = try object.decode(String.self, forKey: .src)
        locale = try object.decodeIfPresent(String.self, forKey: .locale)
        bidiIsolation = try object.decodeIfPresent(String.self, forKey: .bidiIsolation)
        if let named = try? object.decodeIfPresent([String: FormatParameterValue].self, forKey: .params) {
            params = named
        } else if let list = try object.decodeIfPresent([NamedParameter].self, forKey: .params) {
            params = [:]
            for item in list {
                guard let value = item.value else { continue }
                if let type = item.type, case .string(let text) = value {
                    params[item.name] = .typed(type: type, value: text)
                } else {
                    params[item.name] = value
                }
            }
        } else {
            params = [:]
        }
    }
}

/// What `locpack format` answers for one message: `{"text": …, "errors": [{"type": …}]}`.
struct FormatResponse: Encodable {
    struct ErrorEntry: Encodable { var type: String }
    var text: String
    var errors: [ErrorEntry]
}
