import Testing
@testable import LocPackCompiler
import LocPack

/// The bundle keeps the length of its trained dictionary that makes the
/// dictionary and the chunks smallest together (`Specs/bundle-format.md`,
/// "Dictionary").
@Suite struct DictionaryChoiceTests {
    /// Deterministic pseudo-random numbers (a 64-bit LCG), so the chunks are
    /// the same on every run.
    private struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// `count` chunks of sentences drawn from one vocabulary, as a locale's
    /// messages share words (text alone: no keys' ends, which the choice
    /// does not look at).
    private func phraseChunks(count: Int, bytesEach: Int) -> [RawMessageChunk] {
        phraseTexts(count: count, bytesEach: bytesEach).map { RawMessageChunk(bytes: $0, keys: 0) }
    }

    private func phraseTexts(count: Int, bytesEach: Int) -> [[UInt8]] {
        var numbers = Numbers(state: 42)
        let vocabulary = (0..<300).map { i in String(decoding: (0..<(4 + i % 9)).map { _ in UInt8(ascii: "a") + UInt8(numbers.next(26)) }, as: UTF8.self) }
        return (0..<count).map { _ in
            var text = ""
            while text.utf8.count < bytesEach { text += vocabulary[numbers.next(vocabulary.count)] + (numbers.next(7) == 0 ? ". " : " ") }
            return Array(text.utf8)
        }
    }

    /// What a dictionary and `chunks` compressed with it take in a bundle.
    private func storedTotal(_ dictionary: [UInt8]?, _ chunks: [RawMessageChunk]) throws -> Int {
        let compressor = try ZstdCompressor(level: 19, dictionary: dictionary)
        return try chunks.reduce(dictionary?.count ?? 0) { $0 + (try MessageChunk(raw: $1, compressor: compressor)).alignedStoredLength }
    }

    @Test func keepsTheLengthThatMakesTheSmallestTotal() throws {
        // Few small chunks: the full dictionary costs more than it saves.
        let chunks = phraseChunks(count: 12, bytesEach: 3000)
        let trained = try #require(ZstdCodec.trainDictionary(samples: phraseTexts(count: 400, bytesEach: 400), capacity: 112 << 10))
        #expect(trained.count > 32 << 10)
        let chosen = try DictionaryChoice.best(trained: trained, chunks: chunks, level: 19)
        var totals: [Int] = [try storedTotal(nil, chunks), try storedTotal(trained, chunks)]
        for length in DictionaryChoice.candidateLengths where length < trained.count {
            totals.append(try storedTotal(Array(trained.suffix(length)), chunks))
        }
        // The chunks fit the sample budget, so the estimate is exact: the choice is the minimum.
        #expect(try storedTotal(chosen, chunks) == totals.min())
        #expect((chosen?.count ?? 0) < trained.count)
        if let chosen { #expect(trained.suffix(chosen.count).elementsEqual(chosen)) }
    }

    @Test func noDictionaryWhenNoneSavesItsOwnSize() throws {
        var numbers = Numbers(state: 7)
        let noise = (0..<8).map { _ in RawMessageChunk(bytes: (0..<4000).map { _ in UInt8(numbers.next(256)) }, keys: 0) }
        let trained = try #require(ZstdCodec.trainDictionary(samples: phraseTexts(count: 400, bytesEach: 400), capacity: 16 << 10))
        #expect(try DictionaryChoice.best(trained: trained, chunks: noise, level: 19) == nil)
    }

    @Test func aSmallCatalogStoresLessThanTheTrainedDictionary() throws {
        let entries = phraseTexts(count: 1500, bytesEach: 180).enumerated().map { i, chunk in
            let text = String(decoding: chunk, as: UTF8.self)
            return CatalogEntry(key: "key.\(i)", localizations: ["en": Message([.text(text)]), "de": Message([.text(text + " (de)")])],
                                location: SourceLocation(file: "test"))
        }
        let bundle = try Catalog(bytes: BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: entries)))
        let dictionary = try #require(bundle.report.sections.first { $0.kind == "dictionary" })
        // 540 KB of programs train 64 KiB (an eighth of them, up to 112 KiB); a vocabulary
        // of 300 words needs far less.
        #expect(dictionary.storedSize > 0)
        #expect(dictionary.storedSize <= 16 << 10)
        #expect(bundle.string("key.7", locale: bundle.locale("de")).hasSuffix(" (de)"))
    }
}
