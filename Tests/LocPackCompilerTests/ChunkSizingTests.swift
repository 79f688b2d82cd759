import Testing
@testable import LocPackCompiler
import LocPack

/// How many keys a message chunk holds (`Specs/bundle-format.md`, "Message
/// chunks"): a power of two whose chunks stay near the target raw size,
/// measured by the keys a chunk really holds.
@Suite struct ChunkSizingTests {
    private let target = BundleWriter.targetChunkBytes

    /// Keys per chunk for `keyCount` keys in `localeCount` locales whose
    /// programs average `bytesPerKey` (the writer adds 4 for each key's end).
    private func keysPerChunk(keyCount: Int, localeCount: Int, bytesPerKey: Int) -> Int {
        BundleWriter.keysPerChunk(programBytes: keyCount * localeCount * bytesPerKey, keyCount: keyCount, localeCount: localeCount)
    }

    @Test func aLocaleThatFitsTheTargetIsOneChunk() {
        // 267 keys of 54 + 4 bytes: 15,486 raw, under 16 KiB. A 256-key chunk would leave a rest of 11 keys.
        let keys = keysPerChunk(keyCount: 267, localeCount: 2, bytesPerKey: 54)
        #expect(keys >= 267)
        #expect(keys.nonzeroBitCount == 1)
    }

    @Test func aLocaleOverTheTargetIsCutIntoChunksThatFitIt() {
        // 733 keys of 40 + 4 bytes: 32 KB a locale. 256 keys (11 KB) fit; 512 (22.5 KB) do not.
        let keys = keysPerChunk(keyCount: 733, localeCount: 19, bytesPerKey: 40)
        #expect(keys == 256)
        #expect(keys * 44 <= target && keys * 2 * 44 > target)
    }

    @Test func chunksNeverHoldFewerThanSixteenKeysNorMoreThanTheFormatAllows() {
        #expect(keysPerChunk(keyCount: 5_000, localeCount: 3, bytesPerKey: 4_000) == 16)
        #expect(keysPerChunk(keyCount: 3, localeCount: 1, bytesPerKey: 10) == 16)
        let huge = keysPerChunk(keyCount: 1 << 20, localeCount: 1, bytesPerKey: 0)
        #expect(huge <= BundleFormat.maximumKeysPerChunk)
    }

    @Test func oneChunkNeverGrowsPastTheKeysThereAre() {
        // Tiny programs: one chunk of 32 keys holds the 20 there are; a bigger power of two would mean nothing.
        #expect(keysPerChunk(keyCount: 20, localeCount: 4, bytesPerKey: 8) == 32)
    }

    @Test func aLocaleUpToTheWholeLocaleLimitIsOneChunk() {
        let limit = BundleWriter.wholeLocaleBytes
        // 733 keys (4 bytes of ends each) whose programs fill the limit exactly: one chunk of 1,024 keys.
        #expect(BundleWriter.keysPerChunk(localeBytes: limit - 4 * 733, keyCount: 733, shared: 256) == 1024)
        // One byte more: the bundle's chunks.
        #expect(BundleWriter.keysPerChunk(localeBytes: limit - 4 * 733 + 1, keyCount: 733, shared: 256) == 256)
        // More keys than a chunk may hold are never one chunk.
        let many = BundleFormat.maximumKeysPerChunk + 1
        #expect(BundleWriter.keysPerChunk(localeBytes: 0, keyCount: many, shared: 4096) == 4096)
    }

    /// A bundle whose `en` is too big for one chunk and whose `de` is small:
    /// each locale is cut by its own size, and every key renders from both.
    @Test func eachLocaleIsCutByItsOwnSize() throws {
        let keyCount = 1_000
        let entries = (0..<keyCount).map { i in
            CatalogEntry(key: "key.\(i)",
                         localizations: ["en": Message([.text("English text number \(i): " + String(repeating: "long words ", count: 12))]),
                                         "de": Message([.text("Text \(i)")])],
                         location: SourceLocation(file: "test"))
        }
        let bundle = try Catalog(bytes: BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: entries)))
        let chunks = Dictionary(uniqueKeysWithValues: bundle.report.sections.compactMap { section in
            section.locale.map { ($0, section.chunkCount) }
        })
        // `en`: 1,000 programs of about 160 bytes, 165 KB, far over the limit; `de`: 14 KB.
        #expect(try #require(chunks["en"]) > 1)
        #expect(chunks["de"] == 1)
        let en = bundle.locale("en"), de = bundle.locale("de")
        for i in stride(from: 0, to: keyCount, by: 37) {
            #expect(bundle.string("key.\(i)", locale: de) == "Text \(i)")
            #expect(bundle.string("key.\(i)", locale: en).hasPrefix("English text number \(i): long words"))
        }
    }
}
