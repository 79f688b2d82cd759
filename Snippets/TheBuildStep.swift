// The main example of TheBuildStep.md (the second Swift block, "An accessor
// returns a LocalizedMessage…"), verbatim, after a stand-in for the file
// `locpack build … --swift Strings.swift` writes (the first block). In a real
// target that file is a separate source file; here its declarations are
// pasted in so this file compiles alone, with the key table fingerprint
// written inline instead of as the generated top-level `private let`
// (a top-level variable of a main file is main-actor isolated in Swift 6).
import LocPack

// MARK: Stand-in for the generated Strings.swift (Examples/PluginDemo)

internal enum Localizable {
    /// `%@ shared %lld albums`
    ///
    /// en: "%@ shared %d albums" (varies by plural)
    internal static func sharedAlbums(_ arg1: Swift.String, albums: Swift.Int) -> LocPack.LocalizedMessage {
        LocPack.LocalizedMessage(LocPack.GeneratedKey(id: 0, keyTableFingerprint: 0xF0645FE7B7563D04, table: "Localizable", key: "%@ shared %lld albums"), .string(arg1), .int(Swift.Int64(albums)))
    }
    /// `%lld photos`
    ///
    /// en: "%d photos" (varies by plural)
    internal static func photos(_ arg1: Swift.Int) -> LocPack.LocalizedMessage {
        LocPack.LocalizedMessage(LocPack.GeneratedKey(id: 1, keyTableFingerprint: 0xF0645FE7B7563D04, table: "Localizable", key: "%lld photos"), .int(Swift.Int64(arg1)))
    }
    /// `app.title`
    ///
    /// en: "Plugin demo"
    internal static var appTitle: LocPack.LocalizedMessage {
        LocPack.LocalizedMessage(LocPack.GeneratedKey(id: 2, keyTableFingerprint: 0xF0645FE7B7563D04, table: "Localizable", key: "app.title"))
    }
}

internal enum Menu {
    /// `menu.quit`
    ///
    /// en: "Quit"
    internal static var menuQuit: LocPack.LocalizedMessage {
        LocPack.LocalizedMessage(LocPack.GeneratedKey(id: 3, keyTableFingerprint: 0xF0645FE7B7563D04, table: "Menu", key: "menu.quit"))
    }
}


// MARK: The example

let catalog = try Catalog(contentsOf: "PluginDemo.locpack")
let polish = catalog.locale("pl")

// A String each (allocates the result only).
print(catalog.string(Localizable.appTitle, locale: polish))                         // Demo wtyczki
print(catalog.string(Localizable.photos(5), locale: polish))                         // 5 zdjęć
print(catalog.string(Localizable.sharedAlbums("Ada", albums: 2), locale: polish))    // Ada udostępnia 2 albumy
print(catalog.string(Menu.menuQuit, locale: polish))                                 // Zakończ

// Into your own buffer: the message holds its arguments inline, so rendering it allocates nothing.
var buffer = [UInt8](repeating: 0, count: 256)
buffer.withUnsafeMutableBytes { storage in
    var sink = UTF8Sink(storage)
    let result = catalog.render(Localizable.photos(22), locale: polish, into: &sink)
    let bytes = UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount])
    print(String(decoding: bytes, as: UTF8.self), result.status)                    // 22 zdjęcia []
}
