// The example of MessageFormat2.md, verbatim: a bundle built from
// Examples/MessageFormat2 (`locpack build Examples/MessageFormat2 -o
// messages.locpack`), rendered by handle with MF2's errors read back.
import LocPack

let catalog = try Catalog(contentsOf: "messages.locpack")
let polish = catalog.locale("pl")
let shared = catalog.key("inbox.shared")!

// Arguments in the order the source message first uses its variables: $photos, then $host.
var buffer = [UInt8](repeating: 0, count: 256)
buffer.withUnsafeMutableBytes { storage in
    var sink = UTF8Sink(storage)
    withArguments(.int(22), .string("Bo")) { arguments in
        let result = catalog.render(shared, locale: polish, arguments: arguments, into: &sink)
        print(String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self))
        // ⁨Bo⁩ udostępnia 22 zdjęcia   (the host isolated by the Default Bidi Strategy)
        print(result.errors.isEmpty)                                                // true
    }
}

// A variable the caller has no value for renders MF2's fallback and says why.
let unread = catalog.key("inbox.unread")!
buffer.withUnsafeMutableBytes { storage in
    var sink = UTF8Sink(storage)
    withArguments(.missing) { arguments in
        let result = catalog.render(unread, locale: polish, arguments: arguments, into: &sink)
        print(String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self))
        // ⁨{$count}⁩ nieprzeczytanej wiadomości
        print(result.status.contains(.formatErrors), result.errors.map(\.name))
        // true ["unresolved-variable", "bad-operand", "bad-selector"]
        // (the selector's; `.input` resolves $count once, so the placeholder reports nothing again)
    }
}

// By name, as a server holds a request's parameters: the bundle stores each key's variable names.
let parameters = [NamedArgument("host", .string("Bo")), NamedArgument("photos", .int(22))]
print(catalog.string(shared, locale: polish, namedArguments: parameters))  // ⁨Bo⁩ udostępnia 22 zdjęcia
print(catalog.argumentNames(of: shared))                                  // [Optional("photos"), Optional("host")]
