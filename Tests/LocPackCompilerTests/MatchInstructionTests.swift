import Foundation
@testable import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

private typealias Support = ImporterTestSupport

/// The match instruction of format 2.19 (`Specs/programs.md`, "match"):
/// MessageFormat 2's `.match` on a number, then on a text, as one table
/// whose cells hold what the plural and then the string select (2.13's
/// nesting) would run.
@Suite("MessageFormat 2 match instruction")
struct MatchInstructionTests {
    typealias Op = ProgramFormat.Opcode

    /// Messages of that shape: exact keys, categories, keys of the text
    /// selector that only some categories name, `:offset`, ordinals, a
    /// selector on a decimal, variants keyed by a category the locale does
    /// not use, texts that differ only in their normalization, and a third
    /// selector nested in the cells.
    static let sources = [
        ".input {$n :integer}\n.input {$s :string}\n.match $n $s\none ada {{Ada has {$n} file}}\n"
            + "one * {{{$s} has {$n} file}}\n* ada {{Ada has {$n} files}}\n* * {{{$s} has {$n} files}}",
        ".input {$guests :integer}\n.input {$host :string}\n.local $others = {$guests :offset subtract=1}\n"
            + ".match $others $host\n0 ada {{Ada came alone}}\n0 * {{{$host} came alone}}\n"
            + "one ada {{Ada came with {$others} guest}}\none * {{{$host} came with {$others} guest}}\n"
            + "* ada {{Ada came with {$others} guests}}\n* * {{{$host} came with {$others} guests}}",
        ".input {$n :number}\n.input {$g :string}\n.match $n $g\n1 female {{she, exactly one}}\n"
            + "few male {{he, a few}}\nmany * {{many of them}}\n* female {{she}}\n* male {{he}}\n* * {{they}}",
        ".input {$p :number select=ordinal}\n.input {$s :string}\n.match $p $s\none gold {{1st gold}}\n"
            + "two * {{2nd}}\nfew * {{3rd}}\n* gold {{gold}}\n* * {{{$p}th}}",
        ".input {$x :number maximumFractionDigits=1}\n.input {$s :string}\n.match $x $s\n1 a {{one a}}\n1.5 * {{1.5}}\n"
            + "* a {{some a}}\n* \u{E9} {{composed}}\n* * {{any}}",
        ".input {$n :integer}\n.input {$s :string}\n.input {$t :string}\n.match $n $s $t\none x y {{one x y}}\n"
            + "one x * {{one x}}\n* * y {{y}}\n* * * {{rest}}",
    ]

    static let argumentLists: [[String: MessageArgument]] = [
        ["n": .int(1), "s": "ada", "guests": .int(1), "host": "ada", "g": "female", "p": .int(1), "x": .int(1), "t": "y"],
        ["n": .int(22), "s": "Bo", "guests": .int(22), "host": "Bo", "g": "male", "p": .int(2), "x": .double(1.5), "t": "z"],
        ["n": .int(2), "s": "x", "guests": .int(2), "host": "x", "g": "other", "p": .int(3), "x": .double(1.04), "t": "y"],
        ["n": .double(5.5), "s": "\u{E9}", "guests": .int(0), "host": .int(4), "g": .int(1), "p": .int(11), "x": "e\u{301}"],
        ["n": "many", "s": .int(3), "guests": "lots", "host": .missing, "g": .missing, "p": "x", "x": .missing, "s2": "a"],
        [:],
        ["n": .int(.max), "guests": .int(.min), "host": "Ada", "s": "a", "x": .double(.nan), "p": .double(-2)],
    ]

    /// The encoder's options but the match instruction.
    static var nestedMatches: ProgramEncoder.Options {
        var options = ProgramEncoder.Options()
        options.fusesMatches = false
        return options
    }

    @Test(arguments: ["en", "pl", "ar", "fr"])
    func aMatchRendersAsTheNestedChoices(_ locale: String) throws {
        for source in Self.sources {
            let compiled = try MessageFormat2.compile(source, locale: locale)
            let fused = try ProgramEncoder.encode(compiled.message)
            let nested = try ProgramEncoder.encode(compiled.message, options: Self.nestedMatches)
            #expect(fused.first == Op.match.rawValue, "\(source)")
            #expect(nested.first == Op.plural.rawValue, "\(source)")
            try MF2InstructionTests.expectSameRenders(fused, nested, of: compiled, source: source, locale: locale, Self.argumentLists)
        }
    }

    @Test func cellsThatHoldTheSameVariantShareItsBody() throws {
        let compiled = try MessageFormat2.compile(Self.sources[1], locale: "pl")
        let fused = try ProgramEncoder.encode(compiled.message)
        let nested = try ProgramEncoder.encode(compiled.message, options: Self.nestedMatches)
        // Six variants; the nested choices write `* *` and `* ada` under few, many, other and the failed selector.
        let variant = Array("came with ".utf8)
        func occurrences(_ program: [UInt8]) -> Int {
            (0...(program.count - variant.count)).filter { Array(program[$0..<($0 + variant.count)]) == variant }.count
        }
        #expect(occurrences(fused) == 4)
        #expect(occurrences(nested) > occurrences(fused))
        #expect(fused.count < nested.count)
    }

    /// The table's geometry as `Specs/programs.md` gives it: the plural's
    /// header with the text argument in its padding byte, the key count,
    /// the `=N` keys, the key records, a cell for each row and column.
    @Test func theTableFollowsTheSpec() throws {
        let compiled = try MessageFormat2.compile(Self.sources[0], locale: "pl")
        let p = try ProgramEncoder.encode(compiled.message)
        func u16(_ at: Int) -> Int { Int(p[at]) | Int(p[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        #expect(p[ProgramFormat.Field.argument] == 1)
        #expect(p[ProgramFormat.Match.textArgument] == 2)
        let exactCount = Int(p[ProgramFormat.Field.pluralExactCount]), keyCount = u16(ProgramFormat.Match.keyCount)
        #expect(exactCount == 1)  // the failed selector's NaN row
        #expect(keyCount == 1)
        let keys = ProgramFormat.Match.headerSize + exactCount * 8
        #expect(Double(bitPattern: UInt64(u32(ProgramFormat.Match.headerSize)) | UInt64(u32(ProgramFormat.Match.headerSize + 4)) << 32).isNaN)
        let cells = keys + keyCount * 8
        let rows = exactCount + 6, columns = keyCount + 1
        let after = u32(cells + rows * columns * 8)
        #expect(after == p.count)
        #expect(Array(p[u32(keys)..<(u32(keys) + u32(keys + 4))]) == Array("ada".utf8))
        // Polish has no `zero` or `two`: their rows take `other`'s cells.
        for column in 0..<columns {
            let zero = cells + (exactCount + 0) * columns * 8 + column * 8, other = cells + (exactCount + 5) * columns * 8 + column * 8
            #expect(u32(zero) == u32(other) && u32(zero + 4) == u32(other + 4))
        }
    }

    /// Corrupt tables end in `.corrupt`, never a crash or a wild read: a
    /// key count, an `=N` count, `after`, a cell or a key record that
    /// points outside the instruction, and every truncation.
    @Test func aCorruptMatchIsCorrupt() throws {
        let compiled = try MessageFormat2.compile(Self.sources[0], locale: "en")
        let program = try ProgramEncoder.encode(compiled.message)
        let bundle = try Support.bundle(Support.catalog("k", ["en": compiled.message], source: "en"))
        let payload = try #require(bundle.payload(ofLocale: bundle.locale("en").index))
        let arguments: [MessageArgument] = [.int(1), "ada"]
        #expect(MF2InstructionTests.run(program, arguments, payload).text == "Ada has 1 file")
        for length in 0..<program.count {
            #expect(MF2InstructionTests.run(Array(program[0..<length]), arguments, payload).outcome != .rendered || length == 0)
        }
        let exactCount = Int(program[ProgramFormat.Field.pluralExactCount])
        let keys = ProgramFormat.Match.headerSize + exactCount * 8, cells = keys + 8
        var corruptions: [(String, (inout [UInt8]) -> Void)] = [
            ("key count", { $0[ProgramFormat.Match.keyCount] = 200 }),
            ("exact count", { $0[ProgramFormat.Field.pluralExactCount] = 250 }),
            ("key start", { $0[keys] = 0; $0[keys + 1] = 0 }),
            ("key past the end", { $0[keys] = 0xFF; $0[keys + 1] = 0xFF }),
        ]
        // Row `one` (exact rows first, then zero, one …), column `ada`: the cell 1 and "ada" choose.
        let cell = cells + (exactCount + 1) * 2 * 8
        corruptions.append(("cell start", { $0[cell] = 0; $0[cell + 1] = 0 }))
        corruptions.append(("cell end", { $0[cell + 4] = 0xFF; $0[cell + 5] = 0xFF; $0[cell + 6] = 0xFF; $0[cell + 7] = 0x7F }))
        corruptions.append(("after", { $0[cells + 14 * 8] = 0xFF; $0[cells + 14 * 8 + 1] = 0xFF }))
        for (name, corrupt) in corruptions {
            var bytes = program
            corrupt(&bytes)
            #expect(MF2InstructionTests.run(bytes, arguments, payload).outcome == .corrupt, "\(name)")
        }
    }

    /// The argument kinds a tool reads from a bundle see both selectors of
    /// a match, and the placeholders of its cells.
    @Test func argumentKindsSeeBothSelectors() throws {
        let source = ".input {$n :integer}\n.input {$s :string}\n.match $n $s\none ada {{Ada}}\n* * {{{$x :number} more}}"
        let compiled = try MessageFormat2.compile(source, locale: "en")
        var entry = CatalogEntry(key: "k", localizations: ["en": compiled.message], location: SourceLocation(file: "t"))
        entry.arguments = compiled.argumentNames.enumerated().map { DeclaredArgument(number: $0.offset + 1, name: $0.element) }
        let catalog = try Catalog(bytes: BundleWriter.pack(MessageCatalog(sourceLanguage: "en", entries: [entry])))
        let kinds = catalog.argumentKinds(of: try #require(catalog.key("k")), locale: catalog.locale("en"))
        #expect(compiled.argumentNames == ["n", "s", "x"])
        #expect(kinds == [.signedInteger, .string, .floatingPoint])
    }

    /// Only that shape is fused: a `.match` on a text first, a numeric
    /// selector with compile-time errors, and ICU plurals keep their
    /// instructions.
    @Test func otherChoicesAreNotFused() throws {
        let textFirst = ".input {$s :string}\n.input {$n :integer}\n.match $s $n\nada one {{a}}\n* * {{b}}"
        #expect(try ProgramEncoder.encode(MessageFormat2.compile(textFirst, locale: "en").message).first == Op.stringSelect.rawValue)
        let oneSelector = ".input {$n :integer}\n.match $n\none {{a {$n}}}\n* {{b {$n}}}"
        #expect(try ProgramEncoder.encode(MessageFormat2.compile(oneSelector, locale: "en").message).first == Op.pluralTexts.rawValue)
        let icu = try ICUMessageFormat.parse("{n, plural, one {{s, select, a {A} other {B}}} other {{s, select, a {C} other {D}}}}")
        #expect(try ProgramEncoder.encode(icu.message).first == Op.plural.rawValue)
    }
}
