import LocPack
@testable import LocPackCompiler
import Testing

/// The per-key collector and argument numbering the locale-named formats
/// share (`Importers/Shared/`).
@Suite struct MessagePlacesTests {
    @Test func aSecondDefinitionIsAnErrorNamingTheFirst() {
        let diagnostics = MessageFileDiagnostics()
        var places = MessagePlaces()
        let first = MessagePlace(file: "de.json", path: JSONSourcePath.root.quoted("k"))
        let claimed = [
            places.claim("k", locale: "de", at: first, diagnostics: diagnostics),
            places.claim("k", locale: "en", at: MessagePlace(file: "en.json", path: JSONSourcePath.root.quoted("k")),
                         diagnostics: diagnostics),
            places.claim("k", locale: "de", at: MessagePlace(file: "more/de.json", path: JSONSourcePath.root.quoted("k")),
                         diagnostics: diagnostics),
        ]
        #expect(claimed == [true, true, false])
        #expect(diagnostics.all.map(\.description)
                == [#"more/de.json: $["k"]: error: 'k' is already defined for de at de.json: $["k"]"#])
        #expect(places["k", "de"] == first)
        #expect(places.locales(of: "k", sourceLanguage: "en") == ["en", "de"])
        let entry = places.entry("k", table: "T", comment: nil, localizations: [:], sourceLanguage: "en")
        #expect(entry.location.description == #"en.json: $["k"]"#)
        #expect(entry.location(of: "de").description == #"de.json: $["k"]"#)
        #expect(places.entry("k", table: "T", comment: nil, localizations: [:], sourceLanguage: "fr").location.file == "de.json")
    }

    @Test func theSourceNumbersAndTranslationsAppend() throws {
        var numbering = ArgumentNumbering(key: "k", sourceLanguage: "en", hasSourceMessage: true)
        let source = numbering.number(locale: "en") { names in ((), names + ["user", "count"]) }
        #expect(source.warning == nil)
        let translation = numbering.number(locale: "de") { names in
            #expect(names == ["user", "count"])
            return ((), names + ["extra"])
        }
        #expect(translation.warning?.text == "argument 'extra' of the de message does not appear in the en message")
        #expect(translation.warning?.kind == .unknownArgument)
        #expect(numbering.arguments == .numbered(["user", "count", "extra"]))

        var orphan = ArgumentNumbering(key: "k", sourceLanguage: "en", hasSourceMessage: false)
        let only = orphan.number(locale: "de") { names in ((), names + ["a", "b"]) }
        #expect(only.warning?.text.hasPrefix("no en message for 'k': its named arguments are numbered by their order") == true)
        #expect(only.warning?.kind == .missingSourceMessage)
    }
}
