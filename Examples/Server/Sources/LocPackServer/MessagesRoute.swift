import HTTPTypes
import Hummingbird
import LocPack

/// `GET /messages/{key}?count=N&arg=…`: the message rendered for the
/// client's `Accept-Language` and device, as `text/plain`, with the locale
/// whose text was used in `Content-Language` (the negotiated one, or a
/// locale of its fallback chain: `pt-BR` may get `pt` text), the bundle generation in
/// `X-LocPack-Generation`, and problems (if any) in `X-LocPack-Status`.
/// An unknown key is 404. A message whose arguments have names (MessageFormat
/// 2's `{$host}`, ICU's `{count}`) takes them by name when the query names
/// one of them: `GET /messages/inbox.shared?photos=22&host=Bo`.
struct MessagesRoute: Sendable {
    let messages: any ServedMessages

    func respond(to request: Request, context: some RequestContext) throws -> Response {
        let raw = try context.parameters.require("key")
        let ask = MessageRequest(request, key: String(raw))
        // One bundle for the whole request, even if a reload happens meanwhile.
        return messages.withCatalog { catalog in
            guard let key = catalog.key(ask.key) else {
                return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: .init(byteBuffer: ByteBuffer(string: "no message \"\(ask.key)\"\n")))
            }
            let locale = catalog.negotiateLocale(acceptLanguage: ask.acceptLanguage)
            let byName = ask.parameters.contains { catalog.argumentSlot(named: $0.name, of: key) != nil }
            let (text, result) = render(key, in: catalog, locale: locale, device: ask.device, arguments: ask.arguments,
                                        named: byName ? ask.parameters : nil)
            let status = result.status
            var headers: HTTPFields = [
                .contentType: "text/plain; charset=utf-8",
                .contentLanguage: catalog.identifier(of: result.locale ?? locale),
                .vary: "Accept-Language, User-Agent, X-Device",
            ]
            headers[Self.generationHeader] = String(messages.generation)
            if !status.isClean { headers[Self.statusHeader] = status.description }
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: text))
        }
    }

    /// Renders straight into the response's `ByteBuffer`; a text longer
    /// than the first guess is rendered again into exactly the room it needs.
    private func render(_ key: KeyHandle, in catalog: Catalog, locale: LocaleHandle, device: Device,
                        arguments: [MessageArgument], named: [NamedArgument]?) -> (ByteBuffer, RenderResult) {
        var buffer = ByteBuffer()
        var room = 256
        while true {
            var result = RenderResult(status: [], locale: nil)
            var overflow = 0
            buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: room) { storage in
                var sink = UTF8Sink(storage)
                if let named {
                    result = named.withUnsafeBufferPointer { args in
                        catalog.render(key, locale: locale, device: device, namedArguments: args, into: &sink)
                    }
                } else {
                    result = arguments.withUnsafeBufferPointer { args in
                        catalog.render(key, locale: locale, device: device, arguments: args, into: &sink)
                    }
                }
                if sink.didOverflow { overflow = sink.requiredCount; return 0 }
                return sink.writtenCount
            }
            if overflow == 0 { return (buffer, result) }
            room = overflow
        }
    }

    static let generationHeader = HTTPField.Name("X-LocPack-Generation")!
    static let statusHeader = HTTPField.Name("X-LocPack-Status")!
}
