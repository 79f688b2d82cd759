@testable import LocPack
@testable import LocPackCompiler
import Testing

/// ``DecompressionContexts``: a zstd decompression context is made once and
/// then shared by every decoder, so a catalog opened after another (a
/// reload, a second bundle) does not pay zstd's CPU feature detection again.
@Suite("Decompression contexts")
struct DecompressionContextsTests {
    @Test func decodersOfSeveralCatalogsShareOneContext() throws {
        let raw = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 7) }
        let frame = try ZstdCompressor(level: 3, dictionary: nil).compress(raw)
        let contexts = DecompressionContexts()
        for k in 0..<5 {
            // One decoder per catalog, each decoding its first chunk.
            let decoder = ChunkDecoder(dictionary: nil, checksum: 0, algorithm: .current, path: "bundle\(k).locpack", contexts: contexts)
            let decoded: [UInt8] = try frame.withUnsafeBytes { stored throws(CatalogError) in
                let (view, owned) = try decoder.decode(ByteView(stored), rawLength: raw.count, compression: .zstd,
                                                       checksum: BundleChecksum.section(stored, .current), what: "chunk 0")
                defer { owned?.deallocate() }
                return Array(view.buffer)
            }
            #expect(decoded == raw)
        }
        #expect(contexts.contextsMade == 1)
    }
}
