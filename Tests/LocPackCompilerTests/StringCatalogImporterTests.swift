import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

private let d = FormatSpec(conversion: UInt8(ascii: "d"))
private let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
private let u = FormatSpec(conversion: UInt8(ascii: "u"))
private let object = FormatSpec(conversion: UInt8(ascii: "@"))
private let oneDecimal = FormatSpec(conversion: UInt8(ascii: "f"), precision: 1)

private func text(_ string: String) -> MessageNode { .text(string) }
private func arg(_ index: Int, _ spec: FormatSpec = lld) -> MessageNode { .argument(index: index, spec: spec) }
private func plural(_ index: Int, _ cases: [PluralCategory: [MessageNode]]) -> MessageNode {
    plural(index, lld, cases)
}
private func plural(_ index: Int, _ spec: FormatSpec, _ cases: [PluralCategory: [MessageNode]]) -> MessageNode {
    .plural(PluralChoice(argumentIndex: index, operandSpec: spec, rules: .appleCardinal, categories: cases.mapValues(Message.init)))
}
private func device(_ cases: [Device: [MessageNode]]) -> MessageNode {
    .device(DeviceChoice(cases: cases.mapValues(Message.init)))
}

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/xcstrings")

/// Imports a fixture, naming it by its base name in diagnostics.
private func load(_ name: String) throws -> MessageCatalog {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
    return try StringCatalogImporter.importCatalog(data: data, file: name)
}

/// The diagnostics (as printed) of a fixture whose mistakes leave
/// something out (translations or entries, as warnings) or fail the import
/// (errors, for a file that cannot be read as a String Catalog).
private func failure(_ name: String) throws -> [String] {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
    return failure(data: data, file: name)
}

private func failure(data: Data, file: String) -> [String] {
    do {
        let catalog = try StringCatalogImporter.importCatalog(data: data, file: file)
        let lines = catalog.diagnostics.filter { $0.omitted != nil || $0.message.contains("left out") }.map(\.description)
        if lines.isEmpty { Issue.record("\(file) imported without leaving anything out") }
        return lines
    } catch where error.kind == .sourceFile {
        return error.diagnostics.map(\.description)
    } catch {
        Issue.record("unexpected error \(error)")
        return []
    }
}

/// A catalog from inline JSON (a `Test.xcstrings` with sourceLanguage en).
private func inline(_ strings: String, version: String = "1.0") -> Data {
    Data(#"{"sourceLanguage": "en", "version": "\#(version)", "strings": {\#(strings)}}"#.utf8)
}

private extension MessageCatalog {
    func message(_ key: String, _ locale: String) -> [MessageNode]? {
        entries.first { $0.key == key }?.localizations[locale]?.nodes
    }
}

@Suite("StringCatalogImporter")
struct StringCatalogImporterTests {
    // MARK: The seed examples (SEMANTICS §4)

    @Test func foundUsersHavingDevices() throws {
        let catalog = try load("Seeds.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.message("Found %d users having %d devices", "en") == [
            text("Found "),
            plural(1, [.one: [arg(1), text(" user")], .other: [arg(1), text(" users")]]),
            text(" having "),
            plural(2, [.one: [arg(2), text(" device")], .other: [arg(2), text(" devices")]]),
        ])
        let entry = try #require(catalog.entries.first { $0.key == "Found %d users having %d devices" })
        #expect(entry.table == "Seeds")
        #expect(entry.comment == "Seed example 1: two numbered substitutions with argNum.")
        #expect(entry.location.description == #"Seeds.xcstrings: $.strings["Found %d users having %d devices"]"#)
    }

    @Test func macDeviceUsesRootSubstitutions() throws {
        let catalog = try load("Seeds.xcstrings")
        let users = plural(1, [.one: [arg(1), text(" user")], .other: [arg(1), text(" users")]])
        let folders = plural(2, [.one: [arg(2), text(" folder")], .other: [arg(2), text(" folders")]])
        #expect(catalog.message("This device contains %d users with %d folders", "en") == [
            device([
                .mac: [text("This Mac contains "), users, text(" with "), folders],
                .other: [text("This device contains "), users, text(" with "), folders],
            ]),
        ])
    }

    @Test func peopleInRoomNumbersTokensInOrder() throws {
        let catalog = try load("Seeds.xcstrings")
        #expect(catalog.message("people_in_room", "en") == [
            plural(1, d, [.zero: [text("No people")], .one: [text("Only "), arg(1, d), text(" person")],
                          .other: [text("Some people")]]),
            text(" in "),
            plural(2, d, [.zero: [text("no room")], .one: [arg(2, d), text(" room")],
                          .other: [arg(2, d), text(" rooms")]]),
        ])
    }

    // MARK: Plural and device variations

    @Test func rootPluralWithZeroForm() throws {
        let catalog = try load("Plurals.xcstrings")
        #expect(catalog.message("%lld photos", "en") == [
            plural(1, [.zero: [text("No photos")], .one: [text("One photo")], .other: [arg(1), text(" photos")]]),
        ])
    }

    @Test func polishPlural() throws {
        let catalog = try load("Plurals.xcstrings")
        #expect(catalog.message("%lld photos", "pl") == [
            plural(1, [.one: [arg(1), text(" zdjęcie")], .few: [arg(1), text(" zdjęcia")],
                       .many: [arg(1), text(" zdjęć")], .other: [arg(1), text(" zdjęcia")]]),
        ])
    }

    @Test func pluralOperandSpecComesFromTheCases() throws {
        let catalog = try load("Plurals.xcstrings")
        #expect(catalog.message("%.1f km", "en") == [
            plural(1, oneDecimal, [.one: [arg(1, oneDecimal), text(" kilometer")],
                                   .other: [arg(1, oneDecimal), text(" kilometers")]]),
        ])
    }

    @Test func deviceThenPluralSelectsByTheFirstNumericArgument() throws {
        let catalog = try load("Plurals.xcstrings")
        #expect(catalog.message("%@ has %lld items", "en") == [
            device([
                .iphone: [plural(2, [.one: [arg(1, object), text("'s iPhone has "), arg(2), text(" item")],
                                     .other: [arg(1, object), text("'s iPhone has "), arg(2), text(" items")]])],
                .other: [arg(1, object), text(" has "), arg(2), text(" items")],
            ]),
        ])
    }

    // MARK: Substitutions

    @Test func dottedNamesArgAndPositionalArguments() throws {
        let catalog = try load("Substitutions.xcstrings")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.message("dotted", "en") == [
            arg(1, object), text(" translated "),
            plural(2, [.one: [arg(2), text(" string for "), arg(1, object)],
                       .other: [arg(2), text(" strings for "), arg(1, object)]]),
        ])
    }

    @Test func withoutArgNumTheTokenPositionDecides() throws {
        let catalog = try load("Substitutions.xcstrings")
        // `%2$#@files@`; a bare `%u` in a case is the substitution's own argument.
        #expect(catalog.message("no argNum, numbered token", "en") == [
            plural(2, u, [.one: [arg(2, u), text(" file")], .other: [arg(2, u), text(" files")]]),
            text(" in "), arg(1, object),
        ])
    }

    @Test func argNumNamesTheArgument() throws {
        let catalog = try load("Substitutions.xcstrings")
        #expect(catalog.message("argNum wins over position", "en") == [
            arg(1, object), text(" and "),
            plural(3, oneDecimal, [.one: [arg(3, oneDecimal), text(" point")],
                                   .other: [arg(3, oneDecimal), text(" points")]]),
        ])
    }

    @Test func percentSignsAndPercentFormatSpecifier() throws {
        let catalog = try load("Substitutions.xcstrings")
        #expect(catalog.message("percent", "en") == [
            text("100% of "), plural(1, [.other: [arg(1), text("% arguments")]]),
        ])
    }

    // MARK: States, shouldTranslate, missing source values

    @Test func newUnitsFallBack() throws {
        let catalog = try load("States.xcstrings")
        #expect(catalog.message("Untranslated", "de") == nil)
        #expect(catalog.message("Untranslated", "fr") == [text("Non traduit")])
        #expect(catalog.message("Untranslated", "ja") == [text("未翻訳")])
        #expect(catalog.message("Untranslated", "ru") == [text("Не переведено")])
        // The source language keeps its own value whatever its state.
        #expect(catalog.message("Untranslated", "en") == [text("Untranslated (source)")])
    }

    @Test func newPluralCases() throws {
        let catalog = try load("States.xcstrings")
        // A new `one` is left out (falls back to `other`) …
        #expect(catalog.message("Partly new plural %lld", "de") == [plural(1, [.other: [arg(1), text(" Dinge")]])])
        // … a new `other` leaves no fallback form: the locale falls back.
        #expect(catalog.message("Partly new plural %lld", "fr") == nil)
    }

    @Test func keyIsTheSourceValueWhenThereIsNone() throws {
        let catalog = try load("States.xcstrings")
        #expect(catalog.message("Empty entry %@", "en") == [text("Empty entry "), arg(1, object)])
        #expect(catalog.message("", "en") == [])
        #expect(catalog.message("Only German", "en") == [text("Only German")])
        #expect(catalog.message("Only German", "de") == [text("Nur Deutsch")])
        #expect(catalog.message("Partly new plural %lld", "en") == [text("Partly new plural "), arg(1)])
    }

    @Test func shouldTranslateFalseKeepsTheSourceOnly() throws {
        let catalog = try load("States.xcstrings")
        let entry = try #require(catalog.entries.first { $0.key == "AppName" })
        #expect(entry.localizations == ["en": .text("LocPack")])
        #expect(entry.comment == "Never translated.")
        #expect(catalog.diagnostics.map(\.description).contains(
            #"States.xcstrings: $.strings["AppName"].localizations: note: shouldTranslate is false: localizations de are ignored"#))
    }

    @Test func warnings() throws {
        let catalog = try load("States.xcstrings")
        #expect(catalog.diagnostics.map(\.description) == [
            #"States.xcstrings: $.strings["AppName"].localizations: note: shouldTranslate is false: localizations de are ignored"#,
            #"States.xcstrings: $.strings["Both"].localizations.en: warning: both 'stringUnit' and 'variations' are present; the variations are used"#,
            #"States.xcstrings: $.strings["Unused"].localizations.en.substitutions.spare: warning: unused substitution 'spare'"#,
        ])
        #expect(catalog.message("Both", "en") == [device([.other: [text("Used")]])])
    }

    @Test func entriesAreSortedByKey() throws {
        let catalog = try load("States.xcstrings")
        let keys = catalog.entries.map(\.key)
        #expect(keys == keys.sorted())
        #expect(keys.count == 8)
        #expect(catalog.entries.allSatisfy { $0.table == "States" })
    }

    @Test func importFromURL() throws {
        let catalog = try StringCatalogImporter.importCatalog(at: fixtures.appendingPathComponent("Plurals.xcstrings"))
        #expect(catalog.entries.map(\.key) == ["%.1f km", "%@ has %lld items", "%lld photos"])
        #expect(catalog.entries[0].table == "Plurals")
        #expect(catalog.entries[0].location.file.hasSuffix("Fixtures/xcstrings/Plurals.xcstrings"))
    }

    // MARK: The example catalog

    @Test func exampleCatalogImportsCleanly() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Localizable.xcstrings")
        let catalog = try StringCatalogImporter.importCatalog(at: url)
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(Set(catalog.entries.flatMap(\.localizations.keys))
            == ["en", "de", "fr", "pl", "ru", "ar", "ja", "pt", "pt-BR"])
        #expect(catalog.message("Found %lld users having %lld devices", "en") == [
            text("Found "),
            plural(1, [.one: [arg(1), text(" user")], .other: [arg(1), text(" users")]]),
            text(" having "),
            plural(2, [.one: [arg(2), text(" device")], .other: [arg(2), text(" devices")]]),
        ])
        #expect(catalog.message("beta_feature", "de") == nil)
        #expect(catalog.message("Settings", "en") == [text("Settings")])
        #expect(catalog.message("only_in_english", "pt-BR") == nil)
        let arabic = try #require(catalog.message("%lld photos", "ar"))
        guard case let .plural(choice) = arabic.first else {
            Issue.record("not a plural")
            return
        }
        #expect(Set(choice.categories.keys) == Set(PluralCategory.allCases))
    }

    // MARK: Malformed catalogs

    @Test func invalidJSONHasLineAndColumn() throws {
        let lines = try failure("BadJSON.xcstrings")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("BadJSON.xcstrings:7:9: error: invalid JSON") == true)
    }

    // A mistake inside one localization leaves that translation out (a
    // warning naming the locale and key, `Specs/lint.md` "Build policy"):
    // the key falls back; in the source language, to the key itself.

    @Test func pluralThenDeviceIsRejected() throws {
        #expect(try failure("PluralDevice.xcstrings") == [
            #"PluralDevice.xcstrings: $.strings["Found %d"].localizations.de.variations.plural.one.variations: warning: de: Plural case cannot be further varied; translation left out (key 'Found %d', table PluralDevice)"#,
        ])
        #expect(try load("PluralDevice.xcstrings").message("Found %d", "de") == nil)
    }

    @Test func varyingDeviceOtherIsRejected() throws {
        #expect(try failure("DeviceOtherVaried.xcstrings") == [
            #"DeviceOtherVaried.xcstrings: $.strings["%lld songs"].localizations.en.variations.device.other.variations: warning: en: Fallback value cannot be further varied; translation left out (key '%lld songs', table DeviceOtherVaried)"#,
        ])
        // The source language's translation left out, the key is its text (what Xcode shows).
        #expect(try load("DeviceOtherVaried.xcstrings").message("%lld songs", "en") == [arg(1), text(" songs")])
    }

    @Test func undefinedSubstitutionIsRejected() throws {
        #expect(try failure("UndefinedSubstitution.xcstrings") == [
            #"UndefinedSubstitution.xcstrings: $.strings["Found %d users having %d devices"].localizations.de.stringUnit.value: warning: de: Referencing undefined substitution 'arg2'; translation left out (key 'Found %d users having %d devices', table UndefinedSubstitution)"#,
        ])
        let catalog = try load("UndefinedSubstitution.xcstrings")
        #expect(catalog.message("Found %d users having %d devices", "de") == nil)
        #expect(catalog.diagnostics.map(\.omitted) == [OmittedTranslation(key: "Found %d users having %d devices", table: "UndefinedSubstitution", locale: "de")])
    }

    @Test func substitutionsWithoutParentValueAreRejected() throws {
        #expect(try failure("SubstitutionWithoutValue.xcstrings") == [
            #"SubstitutionWithoutValue.xcstrings: $.strings["%lld files"].localizations.fr: warning: fr: substitutions without a parent value: the localization has no 'stringUnit' or 'variations'; translation left out (key '%lld files', table SubstitutionWithoutValue)"#,
        ])
        #expect(try load("SubstitutionWithoutValue.xcstrings").message("%lld files", "fr") == nil)
    }

    @Test func unknownPluralKeyIsRejected() throws {
        #expect(try failure("UnknownPluralKey.xcstrings") == [
            #"UnknownPluralKey.xcstrings: $.strings["%lld minutes"].localizations.en.variations.plural.several: warning: en: unknown plural category 'several' (expected zero, one, two, few, many or other); translation left out (key '%lld minutes', table UnknownPluralKey)"#,
        ])
        #expect(try load("UnknownPluralKey.xcstrings").message("%lld minutes", "en") == [arg(1), text(" minutes")])
    }

    /// Every mistake of a file is reported in one pass, each as a warning
    /// that leaves its translation out; an unknown version is read as 1.1.
    /// Plain values that are not valid format strings (`%n`, `%*d`) and a
    /// `%` that can only be text are judged once the key's arguments are
    /// known: by the ``Linter`` in the build (see `manyErrorsInTheBuild`).
    @Test func allErrorsOfAFileAreReported() throws {
        let catalog = try load("ManyErrors.xcstrings")
        let prefix = "ManyErrors.xcstrings: $."
        let expected: [(path: String, severity: String, message: String)] = [
            ("version", "warning", "unknown String Catalog version '2.0' (expected 1.0 or 1.1); read as 1.1"),
            (#"strings["a"].localizations.de.stringUnit.state"#, "warning",
             "de: unknown state 'done' (expected new, translated, needs_review, stale or machine_translated); translation left out (key 'a', table ManyErrors)"),
            (#"strings["b"].localizations.de.variations.device.toaster"#, "warning",
             "de: unknown device 'toaster' (expected iphone, ipod, ipad, applewatch, appletv, applevision, mac or other); translation left out (key 'b', table ManyErrors)"),
            (#"strings["c %d"].localizations.ru.stringUnit.value"#, "warning",
             "ru: '%#@' needs a name and a closing '@' (at offset 0); translation left out (key 'c %d', table ManyErrors)"),
            (#"strings["d"].localizations.de.substitutions.x.argNum"#, "warning",
             "de: 'argNum' must be a positive integer; translation left out (key 'd', table ManyErrors)"),
            (#"strings["d"].localizations.de.substitutions.x.formatSpecifier"#, "warning",
             "de: '@' is not a numeric format specifier; a substitution selects its plural form by a number; translation left out (key 'd', table ManyErrors)"),
            (#"strings["d"].localizations.de.substitutions.x.variations.plural"#, "warning",
             "de: the plural variation has no 'other' case; translation left out (key 'd', table ManyErrors)"),
            (#"strings["d"].localizations.fr.variations.width"#, "warning",
             "fr: unknown variation 'width' (expected plural or device); translation left out (key 'd', table ManyErrors)"),
        ]
        #expect(catalog.diagnostics.map(\.description) == expected.map { prefix + $0.path + ": " + $0.severity + ": " + $0.message })
        #expect(catalog.message("a", "de") == nil && catalog.message("b", "de") == nil)
        #expect(catalog.message("c %d", "ru") == nil && catalog.message("d", "de") == nil && catalog.message("d", "fr") == nil)
        // Plain values are kept, for the Linter to judge.
        #expect(catalog.message("c %d", "de") == [text("Größe %n")])
        #expect(catalog.message("c %d", "ja") == [text("C 100%")])
    }

    /// The build (``BuildPipeline``) adds what only the key's arguments
    /// decide, places every warning at its line and column, and leaves the
    /// translations out.
    @Test func manyErrorsInTheBuild() throws {
        let prepared = BuildPipeline.prepare(files: [fixtures.appendingPathComponent("ManyErrors.xcstrings")])
        let lines = prepared.diagnostics.map { $0.description.replacingOccurrences(of: fixtures.path + "/", with: "") }
        #expect(prepared.errorCount == 0)
        #expect(lines.count == 12, "\(lines.joined(separator: "\n"))")
        #expect(lines.first == "ManyErrors.xcstrings:53:3: warning: unknown String Catalog version '2.0' (expected 1.0 or 1.1); read as 1.1 [$.version]")
        #expect(lines.contains(#"ManyErrors.xcstrings:6:35: warning: de: unknown state 'done' (expected new, translated, needs_review, stale or machine_translated); translation left out (key 'a', table ManyErrors) [$.strings["a"].localizations.de.stringUnit.state]"#))
        #expect(Array(lines.suffix(4)) == [
            #"ManyErrors.xcstrings:23:9: warning: de: not a valid format string: '%n' is not allowed (at offset 6); translation left out (key 'c %d', table ManyErrors) [$.strings["c %d"].localizations.de]"#,
            #"ManyErrors.xcstrings:24:9: warning: fr: not a valid format string: '*' width is not supported; write the width in the format (at offset 2); translation left out (key 'c %d', table ManyErrors) [$.strings["c %d"].localizations.fr]"#,
            #"ManyErrors.xcstrings:25:9: warning: ja: '%' is text, not a format specifier: the '%' is shown as written (key 'c %d', table ManyErrors) [$.strings["c %d"].localizations.ja]"#,
            #"ManyErrors.xcstrings:25:9: note: ja: does not use argument 1 (%d) (fine: unused arguments are ignored) (key 'c %d', table ManyErrors) [$.strings["c %d"].localizations.ja]"#,
        ])
        #expect(prepared.omissionSummary == "7 translations left out (de 4, fr 2, ru 1)")
        let cd = try #require(prepared.catalog.entries.first { $0.key == "c %d" })
        #expect(cd.localizations.keys.sorted() == ["en", "ja"])
        #expect(cd.localizations["ja"]?.nodes == [text("C 100%")])
    }

    @Test func printableAsCompilerLines() throws {
        let data = Data(#"{"version": "1.0", "strings": {"k": {}}}"#.utf8)
        do {
            _ = try StringCatalogImporter.importCatalog(data: data, file: "x/NoLanguage.xcstrings")
            Issue.record("no error")
        } catch {
            #expect("\(error)" == #"x/NoLanguage.xcstrings: $: error: missing 'sourceLanguage'"#)
        }
    }

    // MARK: Inline cases

    @Test func topLevelRequirements() throws {
        #expect(failure(data: Data(#"{"version": "1.0", "strings": {}}"#.utf8), file: "T.xcstrings")
            == ["T.xcstrings: $: error: missing 'sourceLanguage'"])
        #expect(failure(data: Data(#"{"sourceLanguage": "en", "strings": {}}"#.utf8), file: "T.xcstrings")
            == ["T.xcstrings: $: error: missing 'version'"])
        #expect(failure(data: Data("[]".utf8), file: "T.xcstrings")
            == ["T.xcstrings: $: error: a String Catalog must be a JSON object"])
        // A newer version is read as the newest known one, with a warning.
        let newer = try StringCatalogImporter.importCatalog(data: inline(#""k": {}"#, version: "1.2"), file: "T.xcstrings")
        #expect(newer.diagnostics.map(\.description)
            == ["T.xcstrings: $.version: warning: unknown String Catalog version '1.2' (expected 1.0 or 1.1); read as 1.1"])
        #expect(newer.message("k", "en") == [text("k")])
    }

    @Test func version11AndEmptyStrings() throws {
        let catalog = try StringCatalogImporter.importCatalog(data: inline("", version: "1.1"), file: "T.xcstrings")
        #expect(catalog.entries.isEmpty)
    }

    @Test func deviceThenDeviceAndPluralThenPluralAreRejected() {
        let json = inline(#"""
        "k": {"localizations": {"en": {"variations": {"device": {"ipad": {"variations": {"device": {"mac":
          {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}},
        "p": {"localizations": {"en": {"variations": {"plural": {"other": {"variations": {"plural": {"other":
          {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}}
        """#)
        #expect(failure(data: json, file: "T.xcstrings") == [
            #"T.xcstrings: $.strings["k"].localizations.en.variations.device.ipad.variations.device: warning: en: Device case cannot be further varied by device; translation left out (key 'k', table T)"#,
            #"T.xcstrings: $.strings["p"].localizations.en.variations.plural.other.variations: warning: en: Plural case cannot be further varied; translation left out (key 'p', table T)"#,
        ])
    }

    @Test func substitutionCaseCannotBeVaried() {
        let json = inline(#"""
        "k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@s@"},
          "substitutions": {"s": {"formatSpecifier": "lld", "variations": {"plural": {"other":
            {"variations": {"device": {"mac": {"stringUnit": {"state": "translated", "value": "x"}}}}}}}}}}}}
        """#)
        #expect(failure(data: json, file: "T.xcstrings") == [
            #"T.xcstrings: $.strings["k"].localizations.en.substitutions.s.variations.plural.other.variations: warning: en: Plural case cannot be further varied; translation left out (key 'k', table T)"#,
        ])
    }

    @Test func substitutionReferringToItself() {
        let json = inline(#"""
        "k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@s@"},
          "substitutions": {"s": {"formatSpecifier": "lld", "variations": {"plural": {"other":
            {"stringUnit": {"state": "translated", "value": "again %#@s@"}}}}}}}}}
        """#)
        #expect(failure(data: json, file: "T.xcstrings") == [
            #"T.xcstrings: $.strings["k"].localizations.en.substitutions.s: warning: en: substitution 's' refers to itself; translation left out (key 'k', table T)"#,
        ])
    }

    @Test func nestedSubstitutionsShareTheArgument() throws {
        let json = inline(#"""
        "k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%2$#@outer@"},
          "substitutions": {
            "outer": {"formatSpecifier": "lld", "variations": {"plural": {"other":
              {"stringUnit": {"state": "translated", "value": "[%#@inner@]"}}}}},
            "inner": {"formatSpecifier": "d", "variations": {"plural": {"other":
              {"stringUnit": {"state": "translated", "value": "%d"}}}}}}}}}
        """#)
        let catalog = try StringCatalogImporter.importCatalog(data: json, file: "T.xcstrings")
        #expect(catalog.diagnostics.isEmpty)
        #expect(catalog.message("k", "en") == [
            plural(2, [.other: [text("["), plural(2, d, [.other: [arg(2, d)]]), text("]")]]),
        ])
    }

    @Test func argNumDisagreeingWithTheTokenWarns() throws {
        let json = inline(#"""
        "k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%1$#@s@"},
          "substitutions": {"s": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"other":
            {"stringUnit": {"state": "translated", "value": "%arg"}}}}}}}}}
        """#)
        let catalog = try StringCatalogImporter.importCatalog(data: json, file: "T.xcstrings")
        #expect(catalog.message("k", "en") == [plural(2, [.other: [arg(2)]])])
        #expect(catalog.diagnostics.map(\.description) == [
            #"T.xcstrings: $.strings["k"].localizations.en.stringUnit.value: warning: substitution 's' is referenced as argument 1 but its argNum is 2; argument 2 is used"#,
        ])
    }

    @Test func pluralWithoutNumericArgumentWarns() throws {
        let json = inline(#"""
        "k": {"localizations": {"en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "one"}},
          "other": {"stringUnit": {"state": "translated", "value": "many %@"}}}}}}}
        """#)
        let catalog = try StringCatalogImporter.importCatalog(data: json, file: "T.xcstrings")
        #expect(catalog.message("k", "en") == [plural(1, [.one: [text("one")], .other: [text("many "), arg(1, object)]])])
        #expect(catalog.diagnostics.map(\.description) == [
            #"T.xcstrings: $.strings["k"].localizations.en.variations.plural: warning: no case of the plural variation has a numeric argument; it selects by argument 1 as %lld"#,
        ])
    }

    @Test func pluralNeedsOther() {
        let json = inline(#"""
        "k": {"localizations": {"de": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "eins"}}}}}}}
        """#)
        #expect(failure(data: json, file: "T.xcstrings") == [
            #"T.xcstrings: $.strings["k"].localizations.de.variations.plural: warning: de: the plural variation has no 'other' case; translation left out (key 'k', table T)"#,
        ])
    }

    @Test func localeNamesWithHyphensAreQuotedInPaths() {
        let json = inline(#"""
        "k\"q": {"localizations": {"pt-BR": {"stringUnit": {"value": 3}}}}
        """#)
        #expect(failure(data: json, file: "T.xcstrings") == [
            #"T.xcstrings: $.strings["k\"q"].localizations["pt-BR"].stringUnit.value: warning: pt-BR: 'value' must be a string; translation left out (key 'k"q', table T)"#,
        ])
    }

    @Test func unknownFieldsWarn() throws {
        let json = inline(#"""
        "k": {"isCommentAutoGenerated": true, "colour": 1, "localizations": {"en": {"stringUnit":
          {"state": "translated", "value": "v", "note": "x"}}}}
        """#)
        let catalog = try StringCatalogImporter.importCatalog(data: json, file: "T.xcstrings")
        #expect(catalog.diagnostics.map(\.description) == [
            #"T.xcstrings: $.strings["k"].colour: warning: unknown field 'colour' in an entry is ignored"#,
            #"T.xcstrings: $.strings["k"].localizations.en.stringUnit.note: warning: unknown field 'note' in a stringUnit is ignored"#,
        ])
    }

    /// A key without arguments is the source text as written: a `%` that
    /// can only be text stays text (`50%`); a key that is no valid format
    /// string (`%n`) is literal text too, and defines no arguments.
    @Test func invalidKeyIsKeptAsText() throws {
        let catalog = try StringCatalogImporter.importCatalog(data: inline(#""50%": {}, "%n items": {}"#), file: "T.xcstrings")
        #expect(catalog.message("50%", "en") == [text("50%")])
        #expect(catalog.message("%n items", "en") == [text("%n items")])
        #expect(catalog.entries.map(\.keyArguments) == [nil, nil])
        #expect(catalog.diagnostics.isEmpty)
        var checked = catalog
        #expect(Linter.apply(&checked).isEmpty)
        #expect(checked.message("%n items", "en") == [text("%n items")])
    }

    /// A mistake in an entry's own fields is a warning; the entry is read as
    /// far as it goes (here: translated, the default).
    @Test func shouldTranslateMustBeBoolean() throws {
        let catalog = try StringCatalogImporter.importCatalog(
            data: inline(#""k": {"shouldTranslate": 0, "localizations": {"de": {"stringUnit": {"state": "translated", "value": "K"}}}}"#),
            file: "T.xcstrings")
        #expect(catalog.diagnostics.map(\.description) == [
            #"T.xcstrings: $.strings["k"].shouldTranslate: warning: 'shouldTranslate' must be true or false"#,
        ])
        #expect(catalog.message("k", "de") == [text("K")])
        #expect(failure(data: inline(#""e": 3"#), file: "T.xcstrings") == [
            #"T.xcstrings: $.strings["e"]: warning: an entry must be a JSON object; the entry is left out"#,
        ])
    }

    @Test func jsonLineAndColumnFromByteOffset() {
        let data = Data("{\n  \"ä\": [1,\n  x]}".utf8)
        // "x" is byte 16: line 3, column 3.
        #expect(JSONSyntaxDiagnostic.lineAndColumn(ofByteOffset: 16, in: data) == (3, 3))
        #expect(JSONSyntaxDiagnostic.lineAndColumn(ofByteOffset: 5, in: data) == (2, 4))
    }
}
