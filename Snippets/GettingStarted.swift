// The main example of GettingStarted.md, verbatim.
import LocPack

let catalog = try Catalog(contentsOf: "app.locpack")
let locale = catalog.locale("pt-BR")               // falls back pt-BR → pt → source language

// Convenience: a String (allocates the result only).
let text = catalog.string("%lld photos", locale: locale, arguments: [.int(3)])
print(text)

// Fast path: resolve the key once, render into your own buffer, no allocation.
if let photos = catalog.key("%lld photos") {
    var buffer = [UInt8](repeating: 0, count: 256)
    buffer.withUnsafeMutableBytes { storage in
        var sink = UTF8Sink(storage)
        let result = withArguments(.int(3)) { arguments in
            catalog.render(photos, locale: locale, device: .iphone, arguments: arguments, into: &sink)
        }
        // sink.writtenCount bytes of UTF-8; result.status says if anything fell back.
        let bytes = UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount])
        print(String(decoding: bytes, as: UTF8.self), result.status)
    }
}
