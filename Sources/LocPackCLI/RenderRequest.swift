import Foundation
import LocPack

/// Why a request could not be rendered.
struct RequestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One render asked for on the command line or in a requests file.
struct RenderRequest {
    /// An argument as given: text to convert, or a JSON number or string.
    enum Value {
        case text(String)
        case number(NSNumber)
    }

    var key: String
    var table: String?
    var locale: String?
    var device: Device
    var width: Int?
    var arguments: [Value]

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
        guard let key = object["key"] as? String else { return .failure(RequestError("\(place): $.key must be a string")) }
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
                if let s = item as? String { values.append(.text(s)) }
                else if let n = item as? NSNumber { values.append(.number(n)) }
                else { return .failure(RequestError("\(place): $.args[\(i)] must be a number or a string")) }
            }
        }
        let table = object["table"] as? String
        return .success(RenderRequest(key: key, table: table, locale: locale, device: device, width: width, arguments: values))
    }

    /// Renders with typed arguments chosen from the message's placeholders.
    func render(with catalog: Catalog, numberStyle: NumberStyle) -> Result<Rendered, RequestError> {
        guard let handle = catalog.key(key, table: table) else {
            return .failure(RequestError("key '\(key)'\(table.map { " (table \($0))" } ?? "") is not in \(catalog.path)"))
        }
        let localeHandle = locale.map { catalog.locale($0) } ?? catalog.sourceLocale
        let kinds = catalog.argumentKinds(of: handle, locale: localeHandle)
        var typed: [MessageArgument] = []
        for (i, value) in arguments.enumerated() {
            typed.append(Self.convert(value, to: i < kinds.count ? kinds[i] : nil))
        }
        let text = catalog.string(key, table: table, locale: localeHandle, device: device, width: width,
                                  numberStyle: numberStyle, arguments: typed)
        // Render once more into a scratch buffer to learn the status.
        var status = RenderStatus()
        var errors = MessageErrors()
        var used: LocaleHandle? = nil
        typed.withUnsafeBufferPointer { args in
            withUnsafeTemporaryAllocation(byteCount: 64, alignment: 1) { scratch in
                var sink = UTF8Sink(scratch)
                let result = catalog.render(handle, locale: localeHandle, device: device, width: width,
                                            numberStyle: numberStyle, arguments: args, into: &sink)
                status = result.status
                errors = result.errors
                used = result.locale
            }
        }
        var warnings: [String] = []
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

    /// Converts a value to the argument type a placeholder wants.
    static func convert(_ value: Value, to kind: FormatSpec.ArgumentKind?) -> MessageArgument {
        switch value {
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
            case nil: return Int64(s).map(MessageArgument.int) ?? Double(s).map(MessageArgument.double) ?? .string(s)
            }
        }
    }
}
