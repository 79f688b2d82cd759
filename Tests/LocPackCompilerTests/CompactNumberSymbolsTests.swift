@testable import LocPack
@testable import LocPackCompiler
import Testing

/// Format 2.18's compact number symbols records (`Specs/bundle-format.md`,
/// "Number symbols record" and "Locale payload"): the payload head names
/// the record's length, the record is its fields' bytes alone, and a head
/// whose length does not match its record makes the locale corrupt, never
/// a crash.
@Suite("Compact number symbols")
struct CompactNumberSymbolsTests {
    /// A bundle in English, French and Persian (three different symbol sets),
    /// one key each.
    static func bundle(fixedSlots: Bool = false) throws -> [UInt8] {
        let entry = CatalogEntry(key: "count", localizations: ["en": Message([.text("Count")]), "fr": Message([.text("Nombre")]),
                                                              "fa": Message([.text("شمار")])],
                                 location: SourceLocation(file: "test"))
        var options = BundleWriter.Options(compression: .none)
        options.fixedSlotNumberSymbols = fixedSlots
        return try BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: [entry]), options: options)
    }

    /// The offsets of the payload heads of `bytes`, in section order.
    static func payloadHeads(_ bytes: [UInt8]) -> [Int] {
        func u32(_ at: Int) -> Int { Int(ForgedGermanChunk.u32s(Array(bytes[at..<at + 4]), count: 1)[0]) }
        let table = u32(BundleFormat.Header.sectionTableOffset)
        return (0..<u32(BundleFormat.Header.sectionCount)).map { table + $0 * BundleFormat.sectionEntrySize }
            .filter { u32($0) == BundleFormat.SectionKind.localePayload.rawValue }
            .map { u32($0 + BundleFormat.SectionEntryField.offset) }
    }

    /// Each head names its locale's compact record and its length; the
    /// records render each locale's numbers; and the three records take
    /// 3 × 96 bytes less their own lengths than fixed slots would.
    @Test func headsNameEachCompactRecordAndItsLength() throws {
        let bytes = try Self.bundle()
        let catalog = try Catalog(bytes: bytes)
        try catalog.validateAll()
        #expect(catalog.formatVersion == "\(BundleFormat.majorVersion).\(BundleFormat.minorVersion)")
        var lengths: [Int] = []
        for head in Self.payloadHeads(bytes) {
            let length = Int(ForgedGermanChunk.u32s(Array(bytes[(head + BundleFormat.Payload.numberSymbolsLength)...]), count: 1)[0])
            #expect(length > 0 && length < 40)
            lengths.append(length)
        }
        #expect(Set(lengths).count == 3)
        let fixed = try Self.bundle(fixedSlots: true)
        // The strings section grows by the difference, padded to 8 bytes.
        let saved = 3 * BundleFormat.numberSymbolsRecordSize - lengths.reduce(0, +)
        #expect(fixed.count - bytes.count >= saved - 7 && fixed.count - bytes.count <= saved + 7)
        let numbers: [(String, String)] = [("en", "1,234,567"), ("fr", "1\u{202F}234\u{202F}567"), ("fa", "۱٬۲۳۴٬۵۶۷")]
        for (locale, text) in numbers {
            var sink = [UInt8](repeating: 0, count: 64)
            let written = sink.withUnsafeMutableBytes { buffer -> String in
                var out = UTF8Sink(buffer)
                let symbols = catalog.payload(ofLocale: catalog.locale(locale).index)!.pointee.symbols
                ArgumentFormatter.write(MessageArgument.Numeric.int(1_234_567), spec: FormatSpec(conversion: UInt8(ascii: "d")), symbols: symbols, into: &out)
                return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<out.requiredCount]), as: UTF8.self)
            }
            #expect(written == text, "\(locale)")
        }
    }

    /// A head whose record length is not its record's — shorter, longer,
    /// zero, past the 96 bytes a record may take, past the strings
    /// section — makes its locale corrupt with a message naming the locale,
    /// with every checksum sealed again.
    @Test(arguments: [-1, 1, Int.min, 97, 1 << 20])
    func aHeadWithTheWrongRecordLengthMakesItsLocaleCorrupt(_ change: Int) throws {
        var bytes = try Self.bundle()
        let french = try #require(Self.payloadHeads(bytes).dropFirst(2).first)  // locales sort by name: en, fa, fr
        let field = french + BundleFormat.Payload.numberSymbolsLength
        let length = Int(ForgedGermanChunk.u32s(Array(bytes[field...]), count: 1)[0])
        let forged = change == Int.min ? 0 : change > 2 ? change : length + change
        bytes.replaceSubrange(field..<field + 4, with: ForgedGermanChunk.bytes([UInt32(forged)]))
        BundleSealer.reseal(&bytes)
        let catalog = try Catalog(bytes: bytes)
        let error = #expect(throws: CatalogError.self) { try catalog.validateAll() }
        #expect(error?.description.contains("locale fr") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("number symbols") == true || error?.description.contains("outside the strings") == true,
                "\(error?.description ?? "")")
        // The other locales still render.
        #expect(catalog.string("count", locale: catalog.locale("fa")) == "شمار")
    }
}
