import Foundation
@_spi(LocPackInternals) import LocPack
import LocPackCompiler
import LocPackFleet
import LocPackTestSupport
import Testing

/// Signed bundles (`Specs/bundle-format.md`, "Signature"): a signature
/// covers every byte of the file, a reader that does not check it renders
/// the same, and any change, another key, or a malformed section is told
/// apart.
@Suite struct BundleSigningTests {
    static func seed(_ compression: BundleWriter.Compression = .zstd) throws -> [UInt8] {
        try RuntimeTestBundles.bundle(RuntimeTestBundles.seedCatalog, compression: compression)
    }

    static func verdict(_ bytes: [UInt8], _ keys: [BundlePublicKey]) -> BundleSignature.Verdict {
        bytes.withUnsafeBytes { BundleSignature.verify($0, trusting: keys) }
    }

    /// Every key in every locale, for two argument lists, as text.
    static func renders(_ catalog: Catalog) -> [String] {
        var out: [String] = []
        for id in 0..<catalog.keyCount {
            for locale in catalog.locales {
                for arguments: [MessageArgument] in [[], [.int(3), .int(1)]] {
                    let handle = KeyHandle(id: id)
                    let key = catalog.key(of: handle)
                    out.append(catalog.string(key.key, table: key.table, locale: catalog.locale(locale), arguments: arguments))
                }
            }
        }
        return out
    }

    @Test(arguments: BundleWriter.Compression.allCases)
    func aSignedBundleVerifiesAndRendersAsBefore(_ compression: BundleWriter.Compression) throws {
        let key = try BundleSigningKey.generate()
        let bundle = try Self.seed(compression)
        let signed = try BundleSigner.sign(bundle, with: key, at: 1_764_000_000_123)
        #expect(signed.count == bundle.count + 48 + 112)
        guard case .trusted(let signature) = Self.verdict(signed, [key.publicKey]) else {
            Issue.record("not trusted: \(Self.verdict(signed, [key.publicKey]))")
            return
        }
        #expect(signature.signer == key.publicKey)
        #expect(signature.signedAtMilliseconds == 1_764_000_000_123)
        // The runtime ignores the signature section: it opens, verifies whole and renders the same.
        let original = try Catalog(bytes: bundle), opened = try Catalog(bytes: signed)
        try opened.validateAll()
        #expect(Self.renders(opened) == Self.renders(original))
        #expect(Self.verdict(bundle, [key.publicKey]) == .unsigned)
    }

    @Test func anotherKeyIsNoTrustedSigner() throws {
        let key = try BundleSigningKey.generate(), other = try BundleSigningKey.generate()
        let signed = try BundleSigner.sign(Self.seed(), with: key)
        #expect(Self.verdict(signed, [other.publicKey]) == .untrustedSigner(key.publicKey))
        #expect(Self.verdict(signed, []) == .untrustedSigner(key.publicKey))
        if case .trusted = Self.verdict(signed, [other.publicKey, key.publicKey]) {} else { Issue.record("either key may be trusted") }
    }

    @Test func changingAnyByteBreaksTheSignature() throws {
        let key = try BundleSigningKey.generate()
        let signed = try BundleSigner.sign(Self.seed(), with: key)
        // Every byte of the header and the section table, then every 7th byte of the rest and the signature.
        let tableEnd = 64 + (Int(signed[16]) | Int(signed[17]) << 8) * 48
        let offsets = Array(0..<tableEnd) + Array(stride(from: tableEnd, to: signed.count, by: 7)) + Array((signed.count - 64)..<signed.count)
        for offset in offsets {
            var copy = signed
            copy[offset] ^= 0x01
            switch Self.verdict(copy, [key.publicKey]) {
            // A changed kind can make the signature section no signature: the bundle is then unsigned, never trusted.
            case .broken, .malformed, .unsigned: break
            case let other: Issue.record("flipping byte \(offset) gave \(other)")
            }
        }
        // Truncated, or with bytes appended: the header's size no longer holds.
        #expect(Self.verdict(Array(signed.dropLast()), [key.publicKey]) != .trusted(try #require(signed.withUnsafeBytes { try BundleSignature.read(from: $0) })))
        if case .malformed = Self.verdict(signed + [0], [key.publicKey]) {} else { Issue.record("an appended byte is not malformed") }
    }

    @Test func signingAgainReplacesTheSignature() throws {
        let first = try BundleSigningKey.generate(), second = try BundleSigningKey.generate()
        let once = try BundleSigner.sign(Self.seed(), with: first, at: 1)
        let twice = try BundleSigner.sign(once, with: second, at: 2)
        #expect(twice.count == once.count)
        guard case .trusted(let signature) = Self.verdict(twice, [second.publicKey]) else { Issue.record("not re-signed"); return }
        #expect(signature.signedAtMilliseconds == 2)
        #expect(Self.verdict(twice, [first.publicKey]) == .untrustedSigner(second.publicKey))
    }

    @Test func keysRoundTripThroughTheirFiles() throws {
        try withScratchDirectory { directory in
            let path = directory.appendingPathComponent("release.key").path
            let key = try BundleSigningKey.generate()
            try key.write(to: path)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            let read = try BundleSigningKey(contentsOf: path)
            #expect(read.publicKey == key.publicKey)
            #expect(try BundlePublicKey(fileOrLine: path + ".pub") == key.publicKey)
            #expect(try BundlePublicKey(fileOrLine: key.publicKey.line) == key.publicKey)
            #expect(try BundlePublicKey(line: key.publicKey.line + " release 2026") == key.publicKey)
            // A signature made with the key read back verifies against the original's public key.
            let signed = try BundleSigner.sign(Self.seed(), with: read)
            if case .trusted = Self.verdict(signed, [key.publicKey]) {} else { Issue.record("the read key signs as the written one") }
            #expect(throws: BundleSigningError.self) { try key.write(to: path) }
            try key.write(to: path, replacing: true)
        }
        #expect(throws: BundleSigningError.self) { try BundlePublicKey(line: "ssh-ed25519 AAAA") }
        #expect(throws: BundleSigningError.self) { try BundlePublicKey(line: "locpack-ed25519 AAAA") }
        #expect(throws: BundleSigningError.self) { try BundleSigningKey(line: "locpack-ed25519-private AAAA") }
    }

    /// Writes `value` little-endian at `offset` of `bytes`.
    static func set<T: FixedWidthInteger>(_ value: T, at offset: Int, in bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<(offset + MemoryLayout<T>.size), with: $0) }
    }

    @Test func hostileHeadersAndMisplacedSignaturesAreRefused() throws {
        let key = try BundleSigningKey.generate()
        let bundle = try Self.seed()
        // A section table said to start past the end of the file.
        var pastEnd = bundle
        Self.set(UInt32(bundle.count + 10), at: 20, in: &pastEnd)
        Self.set(UInt32(0), at: 16, in: &pastEnd)
        #expect(throws: BundleSigningError.self) { try BundleSigner.sign(pastEnd, with: key) }
        if case .malformed = Self.verdict(pastEnd, [key.publicKey]) {} else { Issue.record("a table past the end is not malformed") }
        // A signature entry moved onto the section table: refused by the reader and the signer.
        let signed = try BundleSigner.sign(bundle, with: key)
        let count = Int(signed[16]) | Int(signed[17]) << 8
        let lastEntry = 64 + (count - 1) * 48
        var misplaced = signed
        Self.set(UInt64(64), at: lastEntry + 8, in: &misplaced)
        if case .malformed = Self.verdict(misplaced, [key.publicKey]) {} else { Issue.record("a misplaced signature is not malformed") }
        #expect(throws: BundleSigningError.self) { try BundleSigner.sign(misplaced, with: key) }
        // A damaged bundle the runtime refuses is not given a signature (nor a fresh header checksum).
        var damaged = bundle
        damaged[bundle.count - 40] ^= 0xFF
        #expect((try? Catalog(bytes: damaged).validateAll()) == nil)
        #expect(throws: BundleSigningError.self) { try BundleSigner.sign(damaged, with: key) }
    }

    @Test func aSecretKeyWhosePublicHalfDoesNotMatchIsRefused() throws {
        try withScratchDirectory { directory in
            let path = directory.appendingPathComponent("k").path
            try BundleSigningKey.generate().write(to: path)
            let line = try String(contentsOfFile: path, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            var secret = Array(Data(base64Encoded: String(line.split(separator: " ")[1]))!)
            secret[40] ^= 1
            #expect(throws: BundleSigningError.self) {
                try BundleSigningKey(line: "locpack-ed25519-private " + Data(secret).base64EncodedString())
            }
        }
    }

    @Test func malformedInputIsAnErrorNeverACrash() throws {
        let key = try BundleSigningKey.generate()
        #expect(throws: BundleSigningError.self) { try BundleSigner.sign([], with: key) }
        #expect(throws: BundleSigningError.self) { try BundleSigner.sign(Array("not a bundle at all, but long enough to have a header of 64 bytes".utf8), with: key) }
        let signed = try BundleSigner.sign(Self.seed(), with: key)
        // Every truncation is refused or malformed, never trusted.
        for cut in stride(from: 0, to: signed.count, by: 13) {
            if case .trusted = Self.verdict(Array(signed[..<cut]), [key.publicKey]) { Issue.record("a bundle cut at \(cut) is trusted") }
        }
    }
}
