import ArgumentParser
import Foundation
import LocPack
import LocPackFleet

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Describe a bundle: versions, locales and their fallback chains, keys, section sizes.",
        discussion: """
            --keys prints every key instead, one JSON object per line:
            {"key": K, "table": T, "arguments": [KIND or null, ...]}, where KIND
            (signedInteger, unsignedInteger, floatingPoint, string) is what the
            source language's message reads as argument 1, 2, …; null marks an
            argument no placeholder reads. Tools use it to build render requests.

            --verify checks the whole bundle before describing it: every region of
            the key tables, the dictionary, every locale and every message chunk
            (decompressed and checked). Opening and rendering check only what
            they read; --verify exits with status 1 naming the first problem.

            A signed bundle (locpack sign) shows its signer's public key, when it was
            signed, and whether the signature still matches every byte. With
            --public-key, the signer must also be one of those keys, or the command
            exits with status 1 after describing the bundle.
            """
    )

    @ArgumentParser.Argument(help: "The .locpack bundle.")
    var bundle: String

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Flag(help: "Print every key with its table and argument kinds, one JSON object per line.")
    var keys = false

    @Flag(help: "Verify every checksum and decode every message chunk first; exit 1 on the first problem.")
    var verify = false

    @Option(name: .customLong("public-key"), help: ArgumentHelp(
        "A public key to trust (KEY.pub or its line; repeat for each): exit 1 unless a trusted key signed the bundle, intact.",
        valueName: "key"))
    var publicKeys: [String] = []

    func run() throws {
        // One read of the file: the signature is checked on the very bytes described.
        let bytes: [UInt8]
        let catalog: Catalog
        do {
            bytes = try Array(Data(contentsOf: URL(fileURLWithPath: bundle)))
            catalog = try Catalog(bytes: bytes, name: bundle)
            if verify { try catalog.validateAll() }
        } catch let error as CatalogError {
            printError("error: \(error)")
            throw ExitCode.failure
        } catch {
            printError("error: \(bundle): cannot be read: \(error.localizedDescription)")
            throw ExitCode.failure
        }
        let signature = try signatureReport(of: bytes)
        if keys {
            try printKeys(of: catalog)
            try exitUnlessTrusted(signature)
            return
        }
        let report = catalog.report
        if json {
            var object = report.jsonObject
            object["signature"] = signature?.jsonObject ?? NSNull()
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            try exitUnlessTrusted(signature)
            return
        }
        print("bundle:          \(bundle)")
        if verify { print("verified:        every checksum; every message chunk decoded and checked") }
        print("format version:  \(report.formatVersion)")
        print("CLDR version:    \(report.cldrVersion)")
        print("source language: \(report.sourceLocale)")
        print("keys:            \(report.keyCount)")
        print("locales:         \(report.locales.count)")
        for locale in report.locales {
            let pseudo = locale.isPseudoLocale ? "   (pseudo-locale, made from the source language)" : ""
            print("  \(locale.identifier.padding(toLength: 12, withPad: " ", startingAt: 0)) chain \(locale.chain.joined(separator: " → "))\(pseudo)")
        }
        print("sections:")
        for section in report.sections {
            let name = section.locale.map { "\(section.kind) \($0)" } ?? section.kind
            print("  \(name.padding(toLength: 24, withPad: " ", startingAt: 0)) \(section.storedSize) bytes stored, \(section.rawSize) raw, \(section.compression)\(section.chunkCount > 0 ? " in \(section.chunkCount) chunk\(section.chunkCount == 1 ? "" : "s")" : "")")
        }
        print("signature:       \(signature?.text ?? "none")")
        try exitUnlessTrusted(signature)
    }

    /// What the bundle's signature says, against the keys given.
    private func signatureReport(of bytes: [UInt8]) throws -> SignatureReport? {
        let trusted: [BundlePublicKey]
        do { trusted = try publicKeys.map { text throws(BundleSigningError) in try BundlePublicKey(fileOrLine: text) } } catch {
            printError("error: --public-key: \(error.description)")
            throw ExitCode.failure
        }
        return bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> SignatureReport? in
            let signature: BundleSignature?
            do { signature = try BundleSignature.read(from: raw) } catch {
                return SignatureReport(signature: nil, malformed: "\(error)", intact: false, trusted: publicKeys.isEmpty ? nil : false)
            }
            guard let signature else { return publicKeys.isEmpty ? nil : SignatureReport(signature: nil, malformed: nil, intact: false, trusted: false) }
            let intact = signature.isIntact(in: raw)
            return SignatureReport(signature: signature, malformed: nil, intact: intact,
                                   trusted: publicKeys.isEmpty ? nil : intact && trusted.contains(signature.signer))
        }
    }

    /// Exits with status 1 when keys were given and none of them signed the bundle intact.
    private func exitUnlessTrusted(_ signature: SignatureReport?) throws {
        guard !publicKeys.isEmpty, signature?.trusted != true else { return }
        printError("error: \(bundle): \(signature?.refusal ?? "not signed"): no trusted key signed it")
        throw ExitCode.failure
    }

    /// Writes one JSON line per key: its text, table and the source language's argument kinds;
    /// for a key the source language has no text for, the kinds a translation reads.
    private func printKeys(of catalog: Catalog) throws {
        let locales = catalog.locales.indices.map(LocaleHandle.init(index:))
        var output = ""
        for id in 0..<catalog.keyCount {
            let handle = KeyHandle(id: id)
            let (key, table) = catalog.key(of: handle)
            var object: [String: Any] = ["key": key, "table": table,
                                         "arguments": Self.kindNames(catalog.argumentKinds(of: handle, locale: catalog.sourceLocale))]
            let sourceHasText = Self.hasOwnText(catalog, handle, catalog.sourceLocale)
            object["sourceHasText"] = sourceHasText
            if !sourceHasText, let translated = locales.first(where: { Self.hasOwnText(catalog, handle, $0) }) {
                object["translationArguments"] = Self.kindNames(catalog.argumentKinds(of: handle, locale: translated))
                object["translationLocale"] = catalog.identifier(of: translated)
            }
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
            output += String(decoding: data, as: UTF8.self) + "\n"
            if output.utf8.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// The kinds as JSON: a kind's name, or null for an argument no placeholder reads.
    private static func kindNames(_ kinds: [FormatSpec.ArgumentKind?]) -> [Any] {
        kinds.map { kind -> Any in
            guard let kind, kind != .none else { return NSNull() }
            return "\(kind)"
        }
    }

    /// Whether `locale` itself (not a locale it falls back to) has text for the key.
    private static func hasOwnText(_ catalog: Catalog, _ key: KeyHandle, _ locale: LocaleHandle) -> Bool {
        var used: LocaleHandle? = nil
        withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { scratch in
            var sink = UTF8Sink(scratch)
            used = withNoArguments { catalog.render(key, locale: locale, arguments: $0, into: &sink).locale }
        }
        return used == locale
    }
}
