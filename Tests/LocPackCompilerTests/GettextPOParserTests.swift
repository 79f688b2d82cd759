import Foundation
@testable import LocPackCompiler
import Testing

/// `.po` entries read as the GNU gettext manual describes them
/// (`Specs/importers/gettext.md`, "Entries"); a mistake spoils only its entry.
@Suite struct GettextPOParserTests {
    static func parse(_ text: String) -> GettextPOParser { GettextPOParser(bytes: Array(text.utf8)) }
    static func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    @Test func entriesOfEveryKind() throws {
        let file = #"""
        # Polish translation.
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\n"
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

        #. The button that saves.
        #: src/main.c:12
        #, c-format
        msgid "Save %s"
        msgstr "Zapisz %s"

        msgctxt "menu"
        msgid "Open"
        msgstr "Otwórz"

        # Translator's note
        #, fuzzy, c-format
        #| msgid "One file"
        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "%d plik"
        msgstr[1] "%d pliki"
        msgstr[2] "%d plików"

        msgid ""
        "Long text "
        "in pieces"
        msgstr "Długi \"tekst\"\tz\\ucieczkami\n\101\x42"

        #~ msgid "Gone"
        #~ msgstr "Nie ma"
        """#
        let parser = Self.parse(file)
        #expect(parser.errors.isEmpty, "\(parser.errors)")
        let entries = parser.entries
        try #require(entries.count == 6)
        #expect(entries[0].isHeader)
        #expect(Self.text(entries[0].translations[0])?.hasPrefix("Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=3;") == true)
        #expect(entries[0].comments == ["Polish translation."])
        #expect(Self.text(entries[1].id) == "Save %s")
        #expect(entries[1].flags == ["c-format"])
        #expect(entries[1].comments == ["The button that saves."])
        #expect(entries[1].position == GettextPOPosition(line: 10, column: 1))
        #expect(entries[1].translationPositions == [GettextPOPosition(line: 11, column: 8)])
        #expect(Self.text(entries[2].context) == "menu")
        #expect(Self.text(entries[2].translations[0]) == "Otwórz")
        #expect(entries[3].flags == ["fuzzy", "c-format"])
        #expect(entries[3].comments == ["Translator's note"])
        #expect(Self.text(entries[3].pluralID) == "%d files")
        #expect(entries[3].translations.map { Self.text($0)! } == ["%d plik", "%d pliki", "%d plików"])
        #expect(Self.text(entries[4].id) == "Long text in pieces")
        #expect(Self.text(entries[4].translations[0]) == "Długi \"tekst\"\tz\\ucieczkami\nAB")
        #expect(!entries[4].isHeader)
        #expect(entries[5].isObsolete)
        #expect(Self.text(entries[5].translations[0]) == "Nie ma")
    }

    /// Each mistake is reported where it is, and only its entry is left out.
    @Test func mistakesSpoilOnlyTheirEntry() {
        let cases: [(String, String, GettextPOPosition)] = [
            ("msgid \"a\"\nmsgstr \"b", "not closed", GettextPOPosition(line: 2, column: 8)),
            ("msgid \"a\"\nmsgstr \"b\\q\"", "unknown escape '\\q'", GettextPOPosition(line: 2, column: 10)),
            ("msgid \"a\"\nmsgstr \"b\\'\"", "unknown escape '\\''", GettextPOPosition(line: 2, column: 10)),
            ("msgid \"a\"\nmsgstr \"b\\?\"", "unknown escape '\\?'", GettextPOPosition(line: 2, column: 10)),
            ("msgctxt \"a\"\nmsgctxt \"b\"\nmsgid \"c\"\nmsgstr \"d\"", "a second msgctxt", GettextPOPosition(line: 2, column: 1)),
            ("msgid \"a\"\nmsgstr\n# comment", "msgstr is not followed by a string", GettextPOPosition(line: 2, column: 7)),
            ("msgid \"a\"\nmsgstr \"b\" x", "unexpected 'x' after a string", GettextPOPosition(line: 2, column: 12)),
            ("msgid \"a\"\nmsgstr", "msgstr is not followed by a string", GettextPOPosition(line: 2, column: 7)),
            ("msgid \"a\"\nmsgstr[0] \"b\"", "without msgid_plural", GettextPOPosition(line: 2, column: 1)),
            ("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr \"b\"", "needs msgstr[0]", GettextPOPosition(line: 3, column: 1)),
            ("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[1] \"b\"", "msgstr[1] where msgstr[0] is expected", GettextPOPosition(line: 3, column: 1)),
            ("msgid \"a\"\nmsgstr[x] \"b\"", "msgstr[ is not followed", GettextPOPosition(line: 2, column: 7)),
            ("msgid \"a\"\nmsgstr \"b\"\nmsgstr \"c\"", "a second msgstr", GettextPOPosition(line: 3, column: 1)),
            ("msgid \"a\"\nmsgtxt \"b\"", "unknown keyword 'msgtxt'", GettextPOPosition(line: 2, column: 1)),
            ("\"stray\"", "a string with no keyword", GettextPOPosition(line: 1, column: 1)),
            ("msgstr \"b\"", "msgstr without a msgid", GettextPOPosition(line: 1, column: 1)),
            ("msgid \"a\"\n\nmsgid \"c\"\nmsgstr \"d\"", "msgid without msgstr", GettextPOPosition(line: 1, column: 1)),
            ("msgctxt \"m\"\n", "an entry with no msgid", GettextPOPosition(line: 1, column: 1)),
            ("msgid \"a\"\n#~ msgstr \"b\"", "partly obsolete", GettextPOPosition(line: 2, column: 4)),
            ("msgid \"ą\" \"x\" ?", "unexpected '?'", GettextPOPosition(line: 1, column: 15)),
        ]
        for (text, reason, position) in cases {
            let parser = Self.parse(text + "\n\nmsgid \"ok\"\nmsgstr \"fine\"\n")
            #expect(parser.errors.count == 1, "\(text): \(parser.errors)")
            #expect(parser.errors.first?.message.contains(reason) == true, "\(text): \(parser.errors)")
            #expect(parser.errors.first?.position == position, "\(text): \(parser.errors)")
            // The good entry after it is read.
            #expect(parser.entries.contains { Self.text($0.id) == "ok" && Self.text($0.translations.first) == "fine" }, "\(text)")
        }
    }

    /// What `msgfmt`'s lexer reads beyond one keyword and string a line: a
    /// string on the line after its keyword, `msgstr [N]` with a space, a
    /// comment after the strings, a backslash that joins two lines, flags
    /// separated by spaces, and `#text` as a translator's comment.
    @Test func freeFormLayouts() throws {
        let file = """
        #note without a space
        #, fuzzy c-format
        msgid
          "c"
        msgid_plural "cs" # the plural
        msgstr [0]
          "d"
        msgstr [1] "e\\
        f"
        """
        let parser = Self.parse(file)
        #expect(parser.errors.isEmpty, "\(parser.errors)")
        let entry = try #require(parser.entries.first)
        #expect(entry.comments == ["note without a space"])
        #expect(entry.flags == ["fuzzy", "c-format"])
        #expect(Self.text(entry.id) == "c")
        #expect(Self.text(entry.pluralID) == "cs")
        #expect(entry.translations.map { Self.text($0)! } == ["d", "ef"])
        #expect(entry.translationPositions == [GettextPOPosition(line: 7, column: 3), GettextPOPosition(line: 8, column: 12)])
    }

    /// Line ends of any platform and a byte order mark are read as gettext reads them.
    @Test func lineEndsAndByteOrderMark() {
        let parser = GettextPOParser(bytes: [0xEF, 0xBB, 0xBF] + Array("msgid \"a\"\r\nmsgstr \"b\"\r\n".utf8))
        #expect(parser.errors.isEmpty)
        #expect(parser.entries.map { Self.text($0.translations.first) } == ["b"])
    }

    /// Octal and hexadecimal escapes give bytes, as C's do.
    @Test func numericEscapesGiveBytes() throws {
        let parser = Self.parse(#"msgid "a"\#nmsgstr "\303\251\xc3\xA9\0z""#)
        let entry = try #require(parser.entries.first)
        #expect(entry.translations[0] == [0xC3, 0xA9, 0xC3, 0xA9, 0, UInt8(ascii: "z")])
    }
}
