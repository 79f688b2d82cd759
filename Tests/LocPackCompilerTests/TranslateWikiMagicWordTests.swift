import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

private typealias Support = ImporterTestSupport

/// MediaWiki's magic words in translatewiki files, rendered through a packed
/// bundle. Expected renders follow MediaWiki's documented behaviour:
/// `Language::gender` (male → form 1; female → form 2, else form 1; anything
/// else → form 3, else form 1), `formatnum` (the number localized; `R` the
/// raw value), `{{int:key}}` (message key in the same language), site
/// variables, `{{!}}` (a pipe).
@Suite("translatewiki magic words")
struct TranslateWikiMagicWordTests {
    static let folder = Support.fixtures("translatewiki/magic")

    static func catalog(_ variables: [String: String] = ["SITENAME": "Wikipedia", "ns:project": "Wikipedia"]) throws -> MessageCatalog {
        try TranslateWikiImporter.importCatalog(at: folder, options: .init(siteVariables: variables))
    }

    static func bundle(_ variables: [String: String] = ["SITENAME": "Wikipedia", "ns:project": "Wikipedia"]) throws -> Catalog {
        try Support.bundle(catalog(variables))
    }

    @Test func genderWithThreeTwoAndOneForms() throws {
        let c = try Self.bundle()
        let en = c.locale("en"), de = c.locale("de"), fr = c.locale("fr")
        #expect(c.string("user-edited", locale: en, arguments: ["male"]) == "He edited the page")
        #expect(c.string("user-edited", locale: en, arguments: ["female"]) == "She edited the page")
        #expect(c.string("user-edited", locale: en, arguments: ["unknown"]) == "They edited the page")
        #expect(c.string("user-edited", locale: en, arguments: ["Ann"]) == "They edited the page")
        #expect(c.string("user-edited", locale: de, arguments: ["female"]) == "Sie hat die Seite bearbeitet")
        #expect(c.string("user-edited", locale: de, arguments: ["unknown"]) == "Die Person hat die Seite bearbeitet")
        // Two forms: unknown takes the male form.
        #expect(c.string("user-edited", locale: fr, arguments: ["unknown"]) == "Il a modifié la page")
        #expect(c.string("user-edited", locale: fr, arguments: ["female"]) == "Elle a modifié la page")
        #expect(c.string("user-talk", locale: en, arguments: ["unknown"]) == "his talk page")
        #expect(c.string("user-talk", locale: en, arguments: ["female"]) == "her talk page")
        // One form: every gender.
        #expect(c.string("user-one-form", locale: en, arguments: ["female"]) == "their page")
        // {{GENDER:|…}}: the current user; an app has none, so the unknown form.
        #expect(c.string("current-user", locale: en) == "They can edit")
    }

    /// `{{#FORMAL:informal|formal}}` as MediaWiki's `CoreParserFunctions::formal`
    /// chooses: the formal form in a language code ending in `-formal`, the
    /// informal one in `-informal` and (MediaWiki's default) elsewhere; a
    /// missing formal form is the informal one. Echo's and VisualEditor's
    /// German translations use it (49 were left out before).
    @Test func formalChoosesByTheLanguageCode() throws {
        try withScratchDirectory { folder in
            let files = [
                "en.json": #"{"@metadata": {}, "none": "You have no notifications.", "one": "Hello"}"#,
                "de.json": #"{"@metadata": {}, "none": "{{#FORMAL:Du hast|Sie haben}} keine Benachrichtigungen.", "one": "{{#FORMAL:Hallo}}"}"#,
                "de-formal.json": #"{"@metadata": {}, "none": "{{#FORMAL:Du hast|Sie haben}} keine Benachrichtigungen.", "one": "{{#FORMAL:Hallo}}"}"#,
                "nl-informal.json": #"{"@metadata": {}, "none": "{{#FORMAL:Je hebt|U heeft}} geen meldingen."}"#,
            ]
            for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
            let catalog = try TranslateWikiImporter.importCatalog(at: folder)
            let notes = catalog.diagnostics.filter { $0.message.contains("{{#FORMAL:…}} renders its informal form") }
            // Said once, for de (the forms differ and the code names no formality).
            #expect(notes.map(\.severity) == [.note], "\(catalog.diagnostics)")
            #expect(notes.first?.location.file.hasSuffix("de.json") == true)
            let c = try Support.bundle(catalog)
            #expect(c.string("none", locale: c.locale("de")) == "Du hast keine Benachrichtigungen.")
            #expect(c.string("none", locale: c.locale("de-formal")) == "Sie haben keine Benachrichtigungen.")
            #expect(c.string("none", locale: c.locale("nl-informal")) == "Je hebt geen meldingen.")
            #expect(c.string("one", locale: c.locale("de-formal")) == "Hallo")
        }
    }

    @Test func genderIsASelectOnText() throws {
        let entry = try #require(try Self.catalog().entries.first { $0.key == "user-talk" })
        #expect(entry.localizations["en"] == Message([
            .select(SelectChoice(argumentIndex: 1, cases: [("male", .text("his")), ("female", .text("her"))], other: .text("his"))),
            .text(" talk page"),
        ]))
    }

    @Test func siteVariables() throws {
        let c = try Self.bundle()
        #expect(c.string("welcome-site", locale: c.locale("en")) == "Welcome to Wikipedia!")
        #expect(c.string("welcome-site", locale: c.locale("de")) == "Willkommen bei Wikipedia!")
        // Undefined: kept as written, one warning per name.
        #expect(c.string("powered-by", locale: c.locale("en")) == "Powered by {{SERVERNAME}} and {{SERVERNAME}}")
        let warnings = try Self.catalog().diagnostics.map(\.description).filter { $0.contains("is not defined") }
        #expect(warnings.count == 1 && warnings[0].hasSuffix(#"$["powered-by"]: warning: {{SERVERNAME}} is not defined (pass --define SERVERNAME=VALUE); it is kept as text (at offset 11)"#),
                "\(warnings)")
        let undefined = try Self.catalog([:]).diagnostics.map(\.description).filter { $0.contains("is not defined") }
        #expect(undefined.filter { $0.contains("{{SITENAME}}") }.count == 1, "\(undefined)")
        let bare = try Self.bundle([:])
        #expect(bare.string("welcome-site", locale: bare.locale("de")) == "Willkommen bei {{SITENAME}}!")
    }

    @Test func pluralAsMediaWikiRendersItsEdgeCases() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        // Only N= forms: any other number renders nothing.
        #expect(c.string("only-exact", locale: en, arguments: [0]) == "none")
        #expect(c.string("only-exact", locale: en, arguments: [5]) == "")
        // No forms: nothing.
        #expect(c.string("no-forms", locale: en, arguments: [5]) == "Edits!")
        // The magic word's name is trimmed of line breaks too.
        #expect(c.string("name-on-two-lines", locale: en, arguments: [1]) == "one")
        #expect(c.string("name-on-two-lines", locale: en, arguments: [2]) == "many")
        // {{ns:NAME}} is the site variable `ns:NAME`.
        #expect(c.string("namespace", locale: en) == "See Wikipedia")
        let bare = try Self.bundle([:])
        #expect(bare.string("namespace", locale: bare.locale("en")) == "See {{ns:project}}")
    }

    @Test func formatnumIsALocalizedNumber() throws {
        let c = try Self.bundle()
        #expect(c.string("edit-count", locale: c.locale("en"), arguments: [1]) == "1 edit")
        #expect(c.string("edit-count", locale: c.locale("en"), arguments: [1234]) == "1,234 edits")
        #expect(c.string("edit-count", locale: c.locale("de"), arguments: [1234]) == "1.234 Bearbeitungen")
        #expect(c.string("raw-id", locale: c.locale("en"), arguments: [1234]) == "ID 1234")
    }

    @Test func pipeIntGrammarAndLinks() throws {
        let c = try Self.bundle()
        let en = c.locale("en")
        #expect(c.string("pipe", locale: en) == "A | B")
        #expect(c.string("confirm", locale: en) == "Press OK to continue")
        #expect(c.string("confirm", locale: c.locale("fr")) == "Appuyez sur D'accord pour continuer")
        // German has no ok-button: {{int:}} falls back to the source language, as MediaWiki does.
        #expect(c.string("confirm", locale: c.locale("de")) == "Drücke OK, um fortzufahren")
        #expect(c.string("about-site", locale: en) == "About Wikipedia")
        // `$1` inside a link is substituted; the link stays wikitext.
        #expect(c.string("talk-link", locale: en, arguments: ["Ann"]) == "[[User talk:Ann|talk]] (Ann)")
        let grammar = try Self.catalog().diagnostics.map(\.description).filter { $0.contains("GRAMMAR") }
        #expect(grammar.count == 1 && grammar[0].contains("{{GRAMMAR:genitive|…}} is rendered as the word unchanged"), "\(grammar)")
    }

    @Test func argumentTypesComeFromTheSourceLanguage() throws {
        let c = try Self.bundle()
        let en = c.locale("en"), de = c.locale("de")
        // German counts $1, English prints it as text (a caller may pass a name):
        // German is left out, and English never shows a marker.
        #expect(c.string("page-by", locale: en, arguments: ["Ann"]) == "Page by Ann")
        #expect(c.string("page-by", locale: de, arguments: ["Ann"]) == "Page by Ann")
        // English counts $1, German prints it plainly: German takes English's number format.
        #expect(c.string("edit-total", locale: de, arguments: [1234]) == "Insgesamt 1.234")
        // German reads $1 as a number where English selects a gender on it: left out, English shown.
        #expect(c.string("gender-left", locale: de, arguments: ["female"]) == "She left")
        // German reads $2, which neither English nor qqq.json names: left out.
        #expect(c.string("hello", locale: de, arguments: ["Ann", "Bob"]) == "Hello Ann")
        // $1 only in German (a GENDER parameter English does not show): the
        // English message takes no argument, so German is left out.
        #expect(c.string("thanks", locale: de, arguments: ["female"]) == "Thanks!")
        let file = Self.folder.appendingPathComponent("de.json").relativePath
        let leftOut = try Self.catalog().diagnostics.filter { $0.omitted != nil }.map(\.description)
        #expect(leftOut.sorted() == [
            file + #": $["gender-left"]: warning: de: uses $1 as a number ({{PLURAL}}, formatnum or %N$d), but the en message uses it as text ({{GENDER}} or %N$@); translation left out (key 'gender-left')"#,
            file + #": $["hello"]: warning: de: reads $2, which the en message does not take; translation left out (key 'hello')"#,
            file + #": $["page-by"]: warning: de: uses $1 as a number ({{PLURAL}}, formatnum or %N$d), but the en message uses it as plain text; translation left out (key 'page-by')"#,
            file + #": $["thanks"]: warning: de: reads $1, which the en message does not take; translation left out (key 'thanks')"#,
        ], "\(leftOut.joined(separator: "\n"))")
    }
}
