import LocPack
@testable import LocPackCompiler
import Testing

/// i18next's built-in `list` formatter: `Intl.ListFormat` with CLDR's list
/// patterns (`Specs/importers/i18next.md`, "Texts"). Expected texts are
/// what `Intl.ListFormat` gives for CLDR 47's patterns, with ICU's
/// contextual Spanish and Hebrew forms, written out here.
struct I18nextListTests {
    @Test func everyLengthOfListJoinsAsIntlListFormatDoes() throws {
        let (bundle, catalog) = try I18nextImporterTests.bundle([
            ("locales/en/translation.json", #"{"who": "Invited: {{v, list}}"}"#),
            ("locales/de/translation.json", #"{"who": "Eingeladen: {{v, list}}"}"#),
            ("locales/ja/translation.json", #"{"who": "{{v, list}}"}"#),
        ])
        #expect(I18nextImporterTests.render(bundle, "who", "en", .list([])) == "Invited: ")
        #expect(I18nextImporterTests.render(bundle, "who", "en", .list(["Ada"])) == "Invited: Ada")
        #expect(I18nextImporterTests.render(bundle, "who", "en", .list(["Ada", "Bo"])) == "Invited: Ada and Bo")
        #expect(I18nextImporterTests.render(bundle, "who", "en", .list(["Ada", "Bo", "Cy"])) == "Invited: Ada, Bo, and Cy")
        #expect(I18nextImporterTests.render(bundle, "who", "en", .list(["Ada", "Bo", "Cy", "Di", "Ed"])) == "Invited: Ada, Bo, Cy, Di, and Ed")
        #expect(I18nextImporterTests.render(bundle, "who", "de", .list(["A", "B", "C"])) == "Eingeladen: A, B und C")
        #expect(I18nextImporterTests.render(bundle, "who", "ja", .list(["A", "B", "C"])) == "A、B、C")
        #expect(catalog.diagnostics.isEmpty)
    }

    @Test func typeAndStyleOptions() throws {
        let (bundle, _) = try I18nextImporterTests.bundle([
            ("locales/en/translation.json", #"""
            {"or": "{{v, list(type: disjunction)}}", "short": "{{v, list(style: short)}}",
             "narrow": "{{v, list(style: narrow)}}", "unit": "{{v, list(type: unit; style: narrow)}}",
             "unitLong": "{{v, list(type: 'unit')}}"}
            """#),
        ])
        let three: MessageArgument = .list(["A", "B", "C"])
        #expect(I18nextImporterTests.render(bundle, "or", "en", three) == "A, B, or C")
        // The pattern's own `&` is escaped with the rest of the formatted value.
        #expect(I18nextImporterTests.render(bundle, "short", "en", three) == "A, B, &amp; C")
        #expect(I18nextImporterTests.render(bundle, "narrow", "en", three) == "A, B, C")
        #expect(I18nextImporterTests.render(bundle, "unit", "en", .list(["3 ft", "7 in"])) == "3 ft 7 in")
        #expect(I18nextImporterTests.render(bundle, "unitLong", "en", three) == "A, B, C")
    }

    @Test func spanishAndHebrewTakeICUsContextualForms() throws {
        let (bundle, _) = try I18nextImporterTests.bundle([
            ("locales/es/translation.json", #"{"and": "{{v, list}}", "or": "{{v, list(type: disjunction)}}"}"#),
            ("locales/he/translation.json", #"{"and": "{{v, list}}"}"#),
        ])
        // y becomes e before i and hi (not hia, hie); o becomes u before o, ho, 8 and 11.
        #expect(I18nextImporterTests.render(bundle, "and", "es", .list(["pan", "hielo", "Iglesia"])) == "pan, hielo e Iglesia")
        #expect(I18nextImporterTests.render(bundle, "and", "es", .list(["pan", "hierro"])) == "pan y hierro")
        #expect(I18nextImporterTests.render(bundle, "and", "es", .list(["pan", "Hilo"])) == "pan e Hilo")
        #expect(I18nextImporterTests.render(bundle, "or", "es", .list(["siete", "ocho"])) == "siete u ocho")
        #expect(I18nextImporterTests.render(bundle, "or", "es", .list(["uno", "Hora"])) == "uno u Hora")
        #expect(I18nextImporterTests.render(bundle, "or", "es", .list(["diez", "11"])) == "diez u 11")
        #expect(I18nextImporterTests.render(bundle, "or", "es", .list(["diez", "11 años"])) == "diez u 11 años")
        #expect(I18nextImporterTests.render(bundle, "or", "es", .list(["diez", "110"])) == "diez o 110")
        #expect(I18nextImporterTests.render(bundle, "or", "es", .list(["a", "b", "8"])) == "a, b u 8")
        // ו gains a dash before a word in another script.
        #expect(I18nextImporterTests.render(bundle, "and", "he", .list(["אבא", "Bob"])) == "אבא ו-Bob")
        #expect(I18nextImporterTests.render(bundle, "and", "he", .list(["אבא", "אמא"])) == "אבא ואמא")
        #expect(I18nextImporterTests.render(bundle, "and", "he", .list(["א", "ב", "3"])) == "א, ב ו-3")
    }

    @Test func escapingAndValuesThatAreNoList() throws {
        let (bundle, catalog) = try I18nextImporterTests.bundle([
            ("locales/en/translation.json", #"""
            {"esc": "{{v, list}}", "raw": "{{- v, list}}", "plain": "{{v}}", "bad": "{{v, list(type: both)}}"}
            """#),
        ])
        // Items and the pattern's texts are escaped as i18next escapes a formatted value.
        #expect(I18nextImporterTests.render(bundle, "esc", "en", .list(["<b>", "x/y", "a&b"])) == "&lt;b&gt;, x&#x2F;y, and a&amp;b")
        #expect(I18nextImporterTests.render(bundle, "raw", "en", .list(["<b>", "x/y"])) == "<b> and x/y")
        // Intl.ListFormat iterates text by code point; a number makes it throw, and i18next shows the number.
        #expect(I18nextImporterTests.render(bundle, "esc", "en", "abc") == "a, b, and c")
        #expect(I18nextImporterTests.render(bundle, "esc", "en", "né😀") == "n, é, and 😀")
        #expect(I18nextImporterTests.render(bundle, "esc", "en", 42) == "42")
        #expect(I18nextImporterTests.render(bundle, "esc", "en", 0.5) == "0.5")
        // Without a formatter, or with options Intl refuses, an array shows as JavaScript writes it.
        #expect(I18nextImporterTests.render(bundle, "plain", "en", .list(["a/b", "c"])) == "a&#x2F;b,c")
        #expect(I18nextImporterTests.render(bundle, "bad", "en", .list(["a", "c"])) == "a,c")
        #expect(catalog.diagnostics.map(\.id) == [.platformDifference])
    }

    @Test func aListRendersIntoACallersBufferByHandle() throws {
        let (bundle, _) = try I18nextImporterTests.bundle([("locales/es/translation.json", #"{"and": "Con {{v, list}}."}"#)])
        let key = try #require(bundle.key("and", table: "translation"))
        let locale = bundle.locale("es")
        let arguments: [MessageArgument] = [.list(["pan", "hielo", "Iglesia", "agua"])]
        var text = ""
        withUnsafeTemporaryAllocation(byteCount: 256, alignment: 1) { buffer in
            var sink = UTF8Sink(buffer)
            arguments.withUnsafeBufferPointer { _ = bundle.render(key, locale: locale, arguments: $0, into: &sink) }
            text = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<sink.writtenCount]), as: UTF8.self)
        }
        #expect(text == "Con pan, hielo, Iglesia y agua.")
    }
}
