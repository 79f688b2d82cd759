import Foundation
import LocPack

/// Why a request could not be rendered.
struct RequestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One render asked for on the command line or in a requests file.
struct RenderRequest {
    /// An argument as given: text to convert, a JSON number, a JSON
    /// boolean (rendered as `true` or `false`), or a JSON array of strings
    /// (a list, for i18next's `list` formatter).
    enum Value {
        case text(String)
        case number(NSNumber)
        case boolean(Bool)
        case list([String])
    }

    var key: String
    var table: String?
    var locale: String?
    var device: Device
    var width: Int?
    var arguments: [Value]
    /// Arguments given by name (`--param name=value`, `"params"`), in order.
    var parameters: [(name: String, value: Value)] = []
    /// Whether text for a list placeholder is split into items
    /// (``listItems(commandLine:)``), as on the command line; a JSON
    /// request has arrays, so its text stays text.
    var splitsTextIntoLists = true

    struct Rendered {
        var text: String
        var locale: String?
        var warnings: [String]
    }

    /// Parses one JSON Lines request; errors name the file, line and field.
    static func parse(line: String, lineNumber: Int, file: String) -> Result<RenderRequest, RequestError> {
        let place = "\(file):\(lineNumber)"
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
            return .failure(RequestError("\(place): not a JSON object"))
        }
        guard var key = object["key"] as? String else { return .failure(RequestError("\(place): $.key must be a string")) }
        if let raw = object["context"] {
            guard let context = raw as? String else { return .failure(RequestError("\(place): $.context must be a string")) }
            key = ContextKey.key(key, context: context)
        }
        let locale = object["locale"] as? String
        if object["locale"] != nil && locale == nil { return .failure(RequestError("\(place): $.locale must be a string")) }
        var device = Device.other
        if let name = object["device"] {
            guard let text = name as? String, let parsed = Device(key: text) else {
                return .failure(RequestError("\(place): $.device must be one of \(Device.allCases.map(\.description).joined(separator: ", "))"))
            }
            device = parsed
        }
        var width: Int? = nil
        if let w = object["width"] {
            guard let n = w as? NSNumber, let exact = Int(exactly: n.doubleValue) else { return .failure(RequestError("\(place): $.width must be an integer")) }
            width = exact
        }
        var values: [Value] = []
        if let raw = object["args"] {
            guard let list = raw as? [Any] else { return .failure(RequestError("\(place): $.args must be an array")) }
            for (i, item) in list.enumerated() {
                guard let value = Value(json: item) else {
                    return .failure(RequestError("\(place): $.args[\(i)] must be a number, a string, a boolean or an array of strings"))
                }
                values.append(value)
            }
        }
        var parameters: [(name: String, value: Value)] = []
        if let raw = object["params"] {
            guard let named = raw as? [String: Any] else {
                return .failure(RequestError("\(place): $.params must be an object of name: value"))
            }
            for name in named.keys.sorted() {
                guard let value = Value(json: named[name]!) else {
                    return .failure(RequestError("\(place): $.params.\(name) must be a number, a string, a boolean or an array of strings"))
                }
                parameters.append((name, value))
            }
        }
        if !values.isEmpty && !parameters.isEmpty {
            return .failure(RequestError("\(place): give the arguments either by position ($.args) or by name ($.params), not both"))
        }
        let table = object["table"] as? String
        var request = RenderRequest(key: key, table: table, locale: locale, device: device, width: width, arguments: values)
        request.parameters = parameters
        request.splitsTextIntoLists = false
        return .success(request)
    }

    /// Parses `--param name=value`; nil when there is no `=` or no name.
    static func parameter(commandLine text: String) -> (name: String, value: Value)? {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
        return (String(text[..<equals]), .text(String(text[text.index(after: equals)...])))
    }

    /// Renders with typed arguments chosen from the message's placeholders.
    func render(with catalog: Catalog, numberStyle: NumberStyle) -> Result<Rendered, RequestError> {
        guard let handle = catalog.key(key, table: table) else {
            return .failure(RequestError("key '\(key)'\(table.map { " (table \($0))" } ?? "") is not in \(catalog.path)"))
        }
        let localeHandle = locale.map { catalog.locale($0) } ?? catalog.sourceLocale
        let kinds = catalog.argumentKinds(of: handle, locale: localeHandle)
        func kind(ofSlot slot: Int?) -> FormatSpec.ArgumentKind? {
            guard let slot, slot < kinds.count else { return nil }
            return kinds[slot]
        }
        var warnings: [String] = []
        var named: [NamedArgument] = []
        if !parameters.isEmpty {
            let names = catalog.argumentNames(of: handle)
            let known = names.compactMap { $0 }
            for (name, value) in parameters {
                let slot = catalog.argumentSlot(named: name, of: handle)
                if slot == nil {
                    warnings.append(known.isEmpty
                        ? "parameter '\(name)' is not used: the message takes no arguments by name"
                        : "parameter '\(name)' is not used: the message takes \(known.map { "'\($0)'" }.joined(separator: ", "))")
                }
                named.append(NamedArgument(name, Self.convert(value, to: kind(ofSlot: slot), splittingLists: splitsTextIntoLists)))
            }
            // Only names this locale's message reads: the key's names also count those of other locales'
            // translations, some of them left out at build time (a translator's misspelt placeholder).
            let given = Set(parameters.map(\.name))
            for name in known where !given.contains(name) && kind(ofSlot: catalog.argumentSlot(named: name, of: handle)) != nil {
                warnings.append("no parameter '\(name)' was given")
            }
        }
        let typed = arguments.enumerated().map { Self.convert($1, to: kind(ofSlot: $0), splittingLists: splitsTextIntoLists) }
        var status = RenderStatus()
        var errors = MessageErrors()
        var used: LocaleHandle? = nil
        let text = parameters.isEmpty
            ? catalog.string(key, table: table, locale: localeHandle, device: device, width: width,
                             numberStyle: numberStyle, arguments: typed)
            : catalog.string(handle, locale: localeHandle, device: device, width: width, numberStyle: numberStyle,
                             namedArguments: named)
        // Render once more into a scratch buffer to learn the status.
        withUnsafeTemporaryAllocation(byteCount: 64, alignment: 1) { scratch in
            var sink = UTF8Sink(scratch)
            let result = parameters.isEmpty
                ? typed.withUnsafeBufferPointer {
                    catalog.render(handle, locale: localeHandle, device: device, width: width, numberStyle: numberStyle,
                                   arguments: $0, into: &sink)
                }
                : named.withUnsafeBufferPointer {
                    catalog.render(handle, locale: localeHandle, device: device, width: width, numberStyle: numberStyle,
                                   namedArguments: $0, into: &sink)
                }
            status = result.status
            errors = result.errors
            used = result.locale
        }
        if status.contains(.missingArgument) { warnings.append("missing argument (shown as ⟦N⟧)") }
        if status.contains(.mismatchedArgument) { warnings.append("an argument does not fit its placeholder (shown as ⟦N⟧)") }
        if status.contains(.convertedArgument) { warnings.append("an argument was converted to fit its placeholder") }
        if status.contains(.formatErrors) {
            warnings.append("MessageFormat 2 errors: " + errors.map(\.name).joined(separator: ", "))
        }
        if status.contains(.usedKey) { warnings.append("no locale has text for this key and device; the key was printed") }
        if status.contains(.corruptData) { warnings.append("corrupt data in the bundle was skipped") }
        return .success(Rendered(text: text, locale: used.map { catalog.identifier(of: $0) }, warnings: warnings))
    }

    /// Converts a value to the argument type a placeholder wants; text for
    /// a list is split into items when `splittingLists`.
    static func convert(_ value: Value, to kind: FormatSpec.ArgumentKind?, splittingLists: Bool = true) -> MessageArgument {
        switch value {
        case .boolean(let b):
            return .string(b ? "true" : "false")
        case .list(let items):
            return .list(items)
        case .number(let n):
            switch kind {
            case .string: return .string(n.stringValue)
            case .floatingPoint: return .double(n.doubleValue)
            default:
                if let i = Int64(exactly: n.doubleValue) { return .int(i) }
                return .double(n.doubleValue)
            }
        case .text(let s):
            switch kind {
            case .signedInteger: return Int64(s).map(MessageArgument.int) ?? Double(s).map(MessageArgument.double) ?? .string(s)
            case .unsignedInteger: return UInt64(s).map(MessageArgument.uint) ?? Int64(s).map(MessageArgument.int) ?? .string(s)
            case .floatingPoint: return Double(s).map(MessageArgument.double) ?? .string(s)
            case .string, .some(.none): return .string(s)
            case .list: return splittingLists ? .list(listItems(commandLine: s)) : .string(s)
            case nil: return Int64(s).map(MessageArgument.int) ?? Double(s).map(MessageArgument.double) ?? .string(s)
            }
        }
    }
}

extension RenderRequest {
    /// The items of a list given as text on the command line: a JSON array
    /// of strings (`["Ada","Bo"]`), else the text split at each comma
    /// (`Ada,Bo`); empty text is an empty list.
    static func listItems(commandLine text: String) -> [String] {
        if text.hasPrefix("["), let items = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String] {
            return items
        }
        return text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
}

extension RenderRequest.Value {
    /// A value JSONSerialization read: a string, a number, a boolean
    /// (Foundation reads `true` as a number whose type code is `c`) or an
    /// array of strings; nil for anything else.
    init?(json: Any) {
        if let text = json as? String {
            self = .text(text)
        } else if let number = json as? NSNumber {
            self = String(cString: number.objCType) == "c" ? .boolean(number.boolValue) : .number(number)
        } else if let items = json as? [Any] {
            let texts = items.compactMap { $0 as? String }
            guard texts.count == items.count else { return nil }
            self = .list(texts)
        } else {
            return nil
        }
    }
}
