import Foundation
import LocPack
import LocPackCompiler

/// What the fuzz targets do with their input: an importer target imports
/// it (``importOnly``); the `build` target takes what the String Catalog
/// importer accepted down the rest of `locpack build` (lint, pack, open) and
/// renders every key in every locale (``buildAndRender``); the `bundle`
/// target opens bytes as a bundle and renders (``openAndRender``). Importer
/// targets stop at the importer so that each reaches a million runs in
/// reasonable time: linting, packing and rendering cost far more than
/// parsing a small file.
///
/// A thrown error is an expected outcome for hostile input; only a crash, a
/// sanitizer report, a leak or a timeout is a finding. One outcome is a
/// finding although nothing crashes: a bundle the writer produced that the
/// reader refuses, because `locpack build` would then fail on valid input.
enum FuzzHarness {
    /// At most this many keys of a bundle are rendered, to keep each run short.
    static let keyLimit = 48

    /// Argument lists every key is rendered with: none (every placeholder
    /// missing), the right kinds, and wrong kinds in every position.
    static let argumentLists: [[MessageArgument]] = [
        [],
        [.int(1)],
        [.int(22), .int(5), .int(0)],
        [.double(1.5), .uint(7), .string("x")],
        [.string("ab"), .string("é"), .int(-3), .double(-0.0)],
        [.double(.nan), .double(.infinity), .int(.min), .uint(.max)],
        [.list(["a", "hi", "o"]), .list([]), .list(["\u{05D0}", "<&>"]), .list(["x"])],
    ]

    /// Devices every key is rendered for.
    static let devices: [Device] = [.other, .iphone, .ipad, .applewatch, .mac]

    /// Validates, packs and renders what `importCatalog` produced, if it produced anything.
    static func buildAndRender(_ importCatalog: () throws -> MessageCatalog) {
        guard let catalog = try? importCatalog() else { return }
        let bytes: [UInt8]
        do {
            // What `locpack build` does, policy included. A catalog the writer
            // refuses (a limit of the format) is an expected outcome; a bundle
            // it wrote that the reader refuses is a finding.
            guard let built = try BundleBuilder.build(catalog: catalog, packing: .init(compression: .none)).bundle else { return }
            bytes = built
        } catch where error.kind == .bundleReading {
            fatalError("the reader refuses a bundle the writer produced: \(error)")
        } catch {
            return
        }
        guard let opened = try? Catalog(bytes: bytes, name: "fuzz.locpack") else {
            fatalError("the reader refuses a bundle the writer produced")
        }
        renderEveryKey(of: opened)
    }

    /// Gives the input, as `Data`, to `importDocument`; the return value of a target.
    static func importOnly(_ data: UnsafePointer<UInt8>, _ size: Int,
                           _ importDocument: (Data) throws -> MessageCatalog) -> CInt {
        _ = try? importDocument(Data(bytes: data, count: size))
        return 0
    }

    /// Opens `bytes` as a bundle and, if it opens, renders every key; then
    /// does the same with the checksums recomputed (``BundleSealer``), as a
    /// forger would, so that mutations reach the structure behind them.
    static func openAndRender(_ bytes: [UInt8]) {
        open(bytes)
        var resealed = bytes
        BundleSealer.reseal(&resealed)
        if resealed != bytes { open(resealed) }
    }

    private static func open(_ bytes: [UInt8]) {
        guard let catalog = try? Catalog(bytes: bytes, name: "fuzz.locpack") else { return }
        _ = try? catalog.validateAll()
        _ = catalog.report
        renderEveryKey(of: catalog)
    }

    /// Renders up to ``keyLimit`` keys in every locale, by handle and by key
    /// text; each (key, locale) pair gets its own device, width and argument
    /// list from the lists above, so every combination is met across keys
    /// without multiplying the work of one run.
    static func renderEveryKey(of catalog: Catalog) {
        let localeCount = catalog.locales.count
        let keyCount = min(catalog.keyCount, keyLimit)
        withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { storage in
            for localeIndex in 0..<localeCount {
                let locale = LocaleHandle(index: localeIndex)
                _ = catalog.fallbackChain(of: locale)
                for keyID in 0..<keyCount {
                    let pair = keyID &+ localeIndex
                    argumentLists[pair % argumentLists.count].withUnsafeBufferPointer { arguments in
                        var sink = UTF8Sink(storage)
                        _ = catalog.render(KeyHandle(id: keyID), locale: locale, device: devices[pair % devices.count],
                                           width: pair.isMultiple(of: 3) ? 12 * (pair % 7) : nil,
                                           arguments: arguments, into: &sink)
                    }
                    let (text, table) = catalog.key(of: KeyHandle(id: keyID))
                    _ = catalog.string(text, table: table, locale: locale, arguments: [.int(Int64(pair)), .string("y")])
                }
            }
        }
    }

    /// The input as text, with invalid UTF-8 replaced (importers of message
    /// text receive strings, never bytes).
    static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }

    /// The input as `Data`.
    static func data(_ data: UnsafePointer<UInt8>, _ size: Int) -> Data {
        Data(bytes: data, count: size)
    }

    /// A JSON document of `object` (text values are escaped by the encoder).
    static func json(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
