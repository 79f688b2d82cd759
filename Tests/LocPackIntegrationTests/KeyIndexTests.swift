import Foundation
import Testing
@testable import LocPackCompiler
import LocPack

/// The key index of format 2.15 (`Specs/bundle-format.md`, "Key index"):
/// 4-byte slots while a 16-bit id + 1 holds every key, 8-byte slots from
/// 65,535 keys on, and lookups that find every key either way.
struct KeyIndexTests {
    /// `keyCount` keys in one table, each with an English text naming it.
    static func catalog(keyCount: Int) -> MessageCatalog {
        MessageCatalog(sourceLanguage: "en", entries: (0..<keyCount).map { i in
            CatalogEntry(key: "key.\(i)", table: "Localizable", localizations: ["en": Message([.text("text \(i)")])],
                         location: SourceLocation(file: "test"))
        })
    }

    /// On either side of the narrow limit, the index has the slot size its
    /// key count allows, every key renders its own text, and keys that are
    /// not in the bundle (some sharing a slot's 16 hash bits with one that
    /// is, among 65,000 probes) are not found.
    @Test(arguments: [(BundleFormat.narrowKeyIndexMaxKeys, BundleFormat.narrowKeyIndexSlotSize),
                      (BundleFormat.narrowKeyIndexMaxKeys + 1, BundleFormat.compactKeyIndexSlotSize)])
    func everyKeyIsFoundOnEitherSideOfTheNarrowLimit(keyCount: Int, slotSize: Int) throws {
        let bytes = try BundleWriter.pack(Self.catalog(keyCount: keyCount), options: .init(compression: .none, level: 3))
        let index = try #require(SectionTable(bytes).entries.first { $0.kind == BundleFormat.SectionKind.keyIndex.rawValue })
        #expect(index.stored == BundleFormat.keyIndexHeaderSize + BundleWriter.slotCount(keyCount: keyCount) * slotSize)
        let bundle = try Catalog(bytes: bytes)
        try bundle.validateAll()
        let en = bundle.locale("en")
        var misses = 0
        for i in 0..<keyCount {
            if bundle.string("key.\(i)", locale: en) != "text \(i)" { misses += 1 }
        }
        #expect(misses == 0)
        var found = 0
        for i in keyCount..<(keyCount + 65_000) where bundle.key("key.\(i)") != nil { found += 1 }
        #expect(found == 0)
    }
}
