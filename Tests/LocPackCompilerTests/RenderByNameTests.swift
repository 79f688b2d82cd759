import LocPack
@testable import LocPackCompiler
import Testing

/// Rendering with arguments given by name: the bundle's argument names
/// section (`Specs/bundle-format.md`, "Argument names") and the runtime's
/// name-to-slot resolution (`Specs/runtime-api.md`, "Rendering by name").
/// Messages written for these tests.
@Suite struct RenderByNameTests {
    /// The two-selector message of the issue's walkthrough, in English and Polish.
    static let english = """
        .input {$count :number}
        .match $count
        0 {{No messages for {$host}}}
        one {{{$count} message for {$host}}}
        * {{{$count} messages for {$host}}}
        """
    static let polish = """
        .input {$count :number}
        .match $count
        0 {{Brak wiadomości dla {$host}}}
        one {{{$count} wiadomość dla {$host}}}
        few {{{$count} wiadomości dla {$host}}}
        * {{{$count} wiadomości dla {$host}}}
        """

    private static let object = FormatSpec(conversion: UInt8(ascii: "@"))

    /// A catalog with key `inbox` from the two messages above and key
    /// `albums`, an Apple-style message whose second argument alone is named.
    static func catalog() throws -> Catalog {
        let en = try MessageFormat2.compile(english, locale: "en", isolates: false)
        let pl = try MessageFormat2.compile(polish, locale: "pl", isolates: false)
        #expect(en.argumentNames == pl.argumentNames)
        var inbox = CatalogEntry(key: "inbox", localizations: ["en": en.message, "pl": pl.message], location: SourceLocation(file: "t"))
        inbox.arguments = .numbered(en.argumentNames)
        var albums = CatalogEntry(key: "albums", localizations: ["en": Message([.argument(index: 1, spec: Self.object), .text(" has "),
                                                                                .argument(index: 2, spec: Self.object)])],
                                  location: SourceLocation(file: "t"))
        albums.arguments = [DeclaredArgument(number: 2, name: "albums")]
        let plain = CatalogEntry(key: "plain", localizations: ["en": Message([.text("Hello")])], location: SourceLocation(file: "t"))
        return try Catalog(bytes: BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: [inbox, albums, plain])))
    }

    private static func render(_ catalog: Catalog, _ key: String, locale: String, _ named: [NamedArgument]) -> (String, [String]) {
        withUnsafeTemporaryAllocation(byteCount: 1024, alignment: 8) { storage in
            var sink = UTF8Sink(storage)
            let result = named.withUnsafeBufferPointer {
                catalog.render(catalog.key(key)!, locale: catalog.locale(locale), namedArguments: $0, into: &sink)
            }
            return (String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self),
                    result.errors.map(\.name))
        }
    }

    @Test func namesReachTheirSlotsInAnyOrder() throws {
        let catalog = try Self.catalog()
        let inbox = catalog.key("inbox")!
        #expect(catalog.argumentNames(of: inbox) == ["count", "host"])
        #expect(catalog.argumentSlot(named: "host", of: inbox) == 1)
        #expect(catalog.argumentSlot(named: "count", of: inbox) == 0)
        #expect(catalog.argumentSlot(named: "Count", of: inbox) == nil)
        #expect(Self.render(catalog, "inbox", locale: "pl", [NamedArgument("host", "Ada"), NamedArgument("count", 3)])
                == ("3 wiadomości dla Ada", []))
        #expect(Self.render(catalog, "inbox", locale: "en", [NamedArgument("count", 1), NamedArgument("host", "Bo")])
                == ("1 message for Bo", []))
        #expect(Self.render(catalog, "inbox", locale: "pl", [NamedArgument("count", 0), NamedArgument("host", "Ola")])
                == ("Brak wiadomości dla Ola", []))
        // By name gives what by position gives.
        let positional = catalog.string("inbox", locale: catalog.locale("pl"), arguments: [22, "Ada"])
        #expect(catalog.string(inbox, locale: catalog.locale("pl"), namedArguments: [NamedArgument("host", "Ada"), NamedArgument("count", 22)])
                == positional)
    }

    @Test func missingUnknownAndRepeatedNames() throws {
        let catalog = try Self.catalog()
        // A missing argument renders MF2's fallback and says so.
        #expect(Self.render(catalog, "inbox", locale: "en", [NamedArgument("count", 5)])
                == ("5 messages for {$host}", ["unresolved-variable"]))
        // A name the message does not take is ignored; the last of two equal names wins.
        #expect(Self.render(catalog, "inbox", locale: "en", [NamedArgument("hosts", "X"), NamedArgument("host", "A"),
                                                            NamedArgument("count", 2), NamedArgument("host", "B")])
                == ("2 messages for B", []))
        #expect(Self.render(catalog, "inbox", locale: "en", [])
                == ("{$count} messages for {$host}", ["unresolved-variable", "bad-operand", "bad-selector", "unresolved-variable"]))
    }

    @Test func unnamedSlotsAndKeysWithoutNames() throws {
        let catalog = try Self.catalog()
        let albums = catalog.key("albums")!
        #expect(catalog.argumentNames(of: albums) == [nil, "albums"])
        #expect(catalog.argumentSlot(named: "albums", of: albums) == 1)
        #expect(Self.render(catalog, "albums", locale: "en", [NamedArgument("albums", "7")]).0 == "⟦1⟧ has 7")
        let plain = catalog.key("plain")!
        #expect(catalog.argumentNames(of: plain).isEmpty)
        #expect(catalog.argumentSlot(named: "x", of: plain) == nil)
        #expect(Self.render(catalog, "plain", locale: "en", [NamedArgument("x", 1)]).0 == "Hello")
        #expect(catalog.argumentNames(of: KeyHandle(id: 99)).isEmpty)
    }

    @Test func aBundleWithoutNamesHasNoSection() throws {
        let plain = CatalogEntry(key: "plain", localizations: ["en": Message([.text("Hello %@")])], location: SourceLocation(file: "t"))
        let bytes = try BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: [plain]))
        #expect(Self.sectionOffset(.argumentNames, in: bytes) == nil)
        #expect(try Self.sectionOffset(.argumentNames, in: Self.catalogBytes()) != nil)
    }

    @Test func aCorruptNamesSectionNamesNothingAndFailsValidation() throws {
        let catalog = try Self.catalog()
        #expect(!catalog.argumentNames(of: catalog.key("inbox")!).isEmpty)
        let source = try Self.catalogBytes()
        let at = try #require(Self.sectionOffset(.argumentNames, in: source))
        // A flipped byte without resealing: the checksum no longer matches.
        var flipped = source
        flipped[at + BundleFormat.argumentNamesHeaderSize + BundleFormat.ArgumentNamesField.keyID] ^= 0x01
        // A record naming a key that does not exist, resealed: the structure check finds it.
        var resealed = source
        resealed[at + BundleFormat.argumentNamesHeaderSize + BundleFormat.ArgumentNamesField.keyID] = 0x7F
        BundleSealer.reseal(&resealed)
        for bytes in [flipped, resealed] {
            let damaged = try Catalog(bytes: bytes)
            #expect(damaged.argumentNames(of: damaged.key("inbox")!).isEmpty)
            #expect(damaged.argumentSlot(named: "count", of: damaged.key("inbox")!) == nil)
            #expect(Self.render(damaged, "inbox", locale: "en", [NamedArgument("count", 1)]).0 == "{$count} messages for {$host}")
            #expect(throws: CatalogError.self) { try damaged.validateAll() }
        }
    }

    private static func catalogBytes() throws -> [UInt8] {
        let en = try MessageFormat2.compile(english, locale: "en", isolates: false)
        var inbox = CatalogEntry(key: "inbox", localizations: ["en": en.message], location: SourceLocation(file: "t"))
        inbox.arguments = .numbered(en.argumentNames)
        return try BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: [inbox]))
    }

    /// The file offset of the first section of `kind` in `bytes`, read from the section table.
    static func sectionOffset(_ kind: BundleFormat.SectionKind, in bytes: [UInt8]) -> Int? {
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let count = u32(BundleFormat.Header.sectionCount), table = u32(BundleFormat.Header.sectionTableOffset)
        for i in 0..<count {
            let entry = table + i * BundleFormat.sectionEntrySize
            if u32(entry + BundleFormat.SectionEntryField.kind) == Int(kind.rawValue) {
                return u32(entry + BundleFormat.SectionEntryField.offset)
            }
        }
        return nil
    }
}
