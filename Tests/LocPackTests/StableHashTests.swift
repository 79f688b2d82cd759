@_spi(LocPackInternals) @testable import LocPack
import Testing

/// The two hashes of `Specs/bundle-format.md` ("The hash"): the expected
/// values were computed by a separate implementation written from that
/// text (Python, not committed), so a change to either definition, or a
/// reader that hashes differently from the specification, fails here.
@Suite("Stable hash")
struct StableHashTests {
    /// `count` bytes, byte i = (31·i + 7) mod 256.
    static func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    }

    /// (count, seed, wideHash, hash)
    static let vectors: [(Int, UInt64, UInt64, UInt64)] = [
        (0, 0, 0x1388_8B11_1909_64AC, 0x1388_8B11_1909_64AC),
        (5, 0, 0x5789_72CA_F0C3_E467, 0x5789_72CA_F0C3_E467),
        (31, 0, 0xC030_DB0F_2679_80B7, 0xC030_DB0F_2679_80B7),
        (32, 0, 0x7BAC_83B9_7EF3_D06F, 0x54A0_21E1_FDD8_B1F8),
        (33, 0, 0x853C_E0D1_EF1E_8956, 0x8199_4F29_7AF8_78C9),
        (64, 0, 0x8E24_F8D7_42FC_CA8C, 0xF0F3_DF4E_5DCB_C5A3),
        (100, 0, 0x4277_CEA0_F489_FFFA, 0xFD51_C53F_CEA0_E7D8),
        (100, 7, 0xCB3D_AAB6_8888_2095, 0x407A_E5FE_E36A_6EAF),
        (4096, 0, 0x5102_9DD1_4658_D73D, 0x2377_3B11_BA7B_6778),
    ]

    @Test func bothHashesMatchTheSpecification() {
        for (count, seed, wide, serial) in Self.vectors {
            Self.bytes(count).withUnsafeBytes { b in
                #expect(StableHash.wideHash(b, seed: seed) == wide, "wideHash of \(count) bytes, seed \(seed)")
                #expect(StableHash.hash(b, seed: seed) == serial, "hash of \(count) bytes, seed \(seed)")
            }
        }
    }

    /// A bundle's minor version picks the hash: 2.0–2.2 one word at a time,
    /// 2.3 on four lanes, and this writer's bundles the latter.
    @Test func theMinorVersionPicksTheChecksumHash() {
        #expect(BundleChecksum.Algorithm(minorVersion: 0) == .serial)
        #expect(BundleChecksum.Algorithm(minorVersion: 2) == .serial)
        #expect(BundleChecksum.Algorithm(minorVersion: 3) == .wide)
        #expect(BundleChecksum.Algorithm.current == .wide)
        Self.bytes(100).withUnsafeBytes { b in
            #expect(BundleChecksum.section(b, .serial) == StableHash.hash(b))
            #expect(BundleChecksum.section(b, .wide) == StableHash.wideHash(b))
        }
    }
}
