// The main example of ServingManyLocales.md, verbatim.
import LocPack

/// What one response needs: the text, the locale it is in, and any problem.
struct RenderedMessage {
    var text: String
    var contentLanguage: String
    var problems: RenderStatus
}

/// Renders `key` to a String of the exact size: 256 bytes on the stack first,
/// then the size the text asked for.
func renderText(_ key: KeyHandle, in catalog: Catalog, locale: LocaleHandle, device: Device,
                arguments: [MessageArgument]) -> (text: String, result: RenderResult) {
    var capacity = 256
    while true {
        let (text, result, needed) = withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 1) { storage -> (String, RenderResult, Int) in
            var sink = UTF8Sink(storage)
            let rendered = arguments.withUnsafeBufferPointer { buffer in
                catalog.render(key, locale: locale, device: device, arguments: buffer, into: &sink)
            }
            if sink.didOverflow { return ("", rendered, sink.requiredCount) }
            let bytes = UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount])
            return (String(decoding: bytes, as: UTF8.self), rendered, 0)
        }
        if needed == 0 { return (text, result) }
        capacity = needed
    }
}

/// Renders `key` with `count` for one HTTP request, from the bundle served now;
/// nil when the bundle has no such key (a 404).
func respond(to key: String, count: Int64, acceptLanguage: String, userAgent: String,
             from messages: ReloadingCatalog) -> RenderedMessage? {
    // Handles belong to one bundle: resolve and use them inside one withCatalog call.
    messages.withCatalog { catalog -> RenderedMessage? in
        guard let handle = catalog.key(key) else { return nil }
        let locale = catalog.negotiateLocale(acceptLanguage: acceptLanguage)
        let (text, result) = renderText(handle, in: catalog, locale: locale,
                                        device: Device(userAgent: userAgent), arguments: [.int(count)])
        // The locale whose text was used: the negotiated one or a later one of its chain.
        let language = catalog.identifier(of: result.locale ?? locale)
        return RenderedMessage(text: text, contentLanguage: language,
                               problems: result.status.subtracting(.usedFallbackLocale))
    }
}

let messages = try ReloadingCatalog(path: "messages.locpack") { event in
    // Called synchronously on the thread that met the problem: keep it short.
    print("locpack: \(event)")
}
messages.startWatching(interval: .seconds(2))

if let response = respond(to: "%lld photos", count: 5,
                          acceptLanguage: "pl-PL, pl;q=0.9, en;q=0.5",
                          userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15",
                          from: messages) {
    print(response.contentLanguage, response.text)    // pl 5 zdjęć
}
messages.stopWatching()
