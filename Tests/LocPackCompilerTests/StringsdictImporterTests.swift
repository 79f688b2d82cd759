import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/stringsdict")

private let d = FormatSpec(conversion: UInt8(ascii: "d"))
private let lld = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)

/// Imports a fixture as locale `locale`, naming it by its base name.
private func load(_ name: String, locale: String = "en") throws -> MessageCatalog {
    let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
    return try StringsdictImporter.importFile(data: data, file: name, locale: locale)
}

/// The printed diagnostics of data that must fail to import.
private func failure(_ data: Data, file: String) -> [String] {
    do {
        _ = try StringsdictImporter.importFile(data: data, file: file, locale: "en")
        Issue.record("\(file) imported without error")
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// The printed diagnostics of data that imports (broken entries left out).
private func diagnostics(_ data: Data, file: String) throws -> [String] {
    try StringsdictImporter.importFile(data: data, file: file, locale: "en").diagnostics.map(\.description)
}

private func failure(_ name: String) throws -> [String] {
    failure(try Data(contentsOf: fixtures.appendingPathComponent(name)), file: name)
}

/// Packs catalogs into a bundle and opens it.
@Suite("StringsdictImporter")
struct StringsdictImporterTests {
    // MARK: Plural variables

    @Test func peopleInRooms() throws {
        let catalog = try load("Rooms.stringsdict")
        #expect(catalog.diagnostics.isEmpty)
        let entry = try #require(catalog.entries.first { $0.key == "people_in_rooms" })
        #expect(entry.table == "Rooms")
        #expect(entry.location.description == #"Rooms.stringsdict: $["people_in_rooms"]"#)
        let nodes = try #require(entry.localizations["en"]?.nodes)
        #expect(nodes.count == 3)
        guard case let .plural(people) = nodes[0], case let .plural(room) = nodes[2] else {
            Issue.record("expected two plural choices, got \(nodes)")
            return
        }
        #expect(people.argumentIndex == 1 && people.operandSpec == d && people.rules == .appleCardinal)
        #expect(room.argumentIndex == 2)
        // A bare %d in a case is the variable's own argument.
        #expect(room.categories[.other] == Message([.argument(index: 2, spec: d), .text(" rooms")]))

        let bundle = try packAndOpen(catalog)
        let en = bundle.locale("en")
        func render(_ a: MessageArgument, _ b: MessageArgument) -> String {
            bundle.string("people_in_rooms", table: "Rooms", locale: en, arguments: [a, b])
        }
        #expect(render(3, 4) == "Some people in 4 rooms")
        #expect(render(1, 1) == "Only 1 person in 1 room")
        #expect(render(0, 0) == "No people in no room")
    }

    /// A format key `%1#@count@` (no `$`; DuckDuckGo's catalogs have it in
    /// all 25 locales) is the variable on the next argument, as Foundation
    /// reads it, with a warning that says how to write a position.
    @Test func tokenWithAWidthBeforeTheHash() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>trackers</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%1#@count@</string>
            <key>count</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%2$@ and 1 other</string>
            <key>other</key><string>%2$@ and %1$d others</string>
            </dict></dict></dict></plist>
            """
        let catalog = try StringsdictImporter.importFile(data: Data(plist.utf8), file: "Localizable.stringsdict", locale: "en")
        #expect(catalog.diagnostics.map(\.description) == [
            #"Localizable.stringsdict: $["trackers"].NSStringLocalizedFormatKey: warning: '%1#@count@' is read as '%#@count@' taking the next argument (1), as Foundation reads it (1 is a width there); a position is written '%1$#@count@'"#,
        ])
        let bundle = try packAndOpen(catalog)
        let en = bundle.locale("en")
        #expect(bundle.string("trackers", locale: en, arguments: [1, "Google"]) == "Google and 1 other")
        #expect(bundle.string("trackers", locale: en, arguments: [3, "Google"]) == "Google and 3 others")
    }

    @Test func numberedTokensValueTypesAndNesting() throws {
        let bundle = try packAndOpen(try load("Rooms.stringsdict"))
        let en = bundle.locale("en")
        #expect(bundle.string("numbered", table: "Rooms", locale: en, arguments: ["Documents", 1]) == "1 file in Documents")
        #expect(bundle.string("numbered", table: "Rooms", locale: en, arguments: ["Documents", 1200]) == "1,200 files in Documents")
        // NSStringFormatValueTypeKey .1f: 1 shows as 1.0, which is `other` in English.
        #expect(bundle.string("distance", table: "Rooms", locale: en, arguments: [1.0]) == "1.0 kilometres")
        #expect(bundle.string("distance", table: "Rooms", locale: en, arguments: [2.5]) == "2.5 kilometres")
        // A variable inside a case, numbered to its own argument.
        #expect(bundle.string("nested", table: "Rooms", locale: en, arguments: [1, 1]) == "one file in 1 folder")
        #expect(bundle.string("nested", table: "Rooms", locale: en, arguments: [3, 2]) == "3 files in 2 folders")
    }

    @Test func polishPlural() throws {
        let catalog = try load("Photos.stringsdict", locale: "pl")
        let bundle = try packAndOpen(MessageCatalog(sourceLanguage: "pl", entries: catalog.entries))
        let pl = bundle.locale("pl")
        #expect(bundle.string("%lld photos", table: "Photos", locale: pl, arguments: [1]) == "1 zdjęcie")
        #expect(bundle.string("%lld photos", table: "Photos", locale: pl, arguments: [22]) == "22 zdjęcia")
        #expect(bundle.string("%lld photos", table: "Photos", locale: pl, arguments: [25]) == "25 zdjęć")
    }

    // MARK: Width and device rules

    @Test func widthRule() throws {
        let catalog = try load("Rules.stringsdict")
        let nodes = try #require(catalog.entries.first { $0.key == "welcome" }?.localizations["en"]?.nodes)
        #expect(nodes == [.width(WidthChoice(cases: [20: .text("Hi"), 25: .text("Hi there!"),
                                                     50: .text("Welcome to the party!")], rule: .largestNotAbove))])
        let bundle = try packAndOpen(catalog)
        let en = bundle.locale("en")
        func render(_ width: Int?) -> String { bundle.string("welcome", table: "Rules", locale: en, width: width) }
        #expect(render(20) == "Hi")
        #expect(render(24) == "Hi")
        #expect(render(25) == "Hi there!")
        #expect(render(49) == "Hi there!")
        #expect(render(50) == "Welcome to the party!")
        #expect(render(500) == "Welcome to the party!")
        #expect(render(5) == "Hi")  // below every key: the smallest
        #expect(render(nil) == "Welcome to the party!")  // no width: the longest form
    }

    @Test func deviceRuleAndDeviceToPlural() throws {
        let bundle = try packAndOpen(try load("Rules.stringsdict"))
        let en = bundle.locale("en")
        func render(_ key: String, _ device: Device, _ args: [MessageArgument] = [], width: Int? = nil) -> String {
            bundle.string(key, table: "Rules", locale: en, device: device, width: width, arguments: args)
        }
        #expect(render("tap", .iphone) == "Tap to continue")
        #expect(render("tap", .mac) == "Click to continue")
        #expect(render("tap", .appletv) == "Press to continue")
        #expect(render("tap", .ipad) == "tap")  // no case and no `other`: the key
        #expect(render("items", .iphone, [0]) == "No items on this iPhone")
        #expect(render("items", .iphone, [1]) == "1 item on this iPhone")
        #expect(render("items", .iphone, [7]) == "7 items on this iPhone")
        #expect(render("items", .mac, [7]) == "Items: 7")
        #expect(render("items", .ipad, [1]) == "1 thing")
        #expect(render("items", .applewatch, [0]) == "0 things")  // no `zero` case: `other`
        // Device → width.
        #expect(render("banner", .ipad, [30], width: 40) == "Summer sale: 30% off")
        #expect(render("banner", .ipad, [30], width: 12) == "Sale")
        #expect(render("banner", .iphone, [30], width: 40) == "Sale")
    }

    // MARK: Binary property lists

    @Test func binaryPropertyList() throws {
        let xml = try Data(contentsOf: fixtures.appendingPathComponent("Rooms.stringsdict"))
        let plist = try PropertyListSerialization.propertyList(from: xml, format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(binary.starts(with: Array("bplist".utf8)))
        let fromBinary = try StringsdictImporter.importFile(data: binary, file: "de.lproj/Rooms.stringsdict")
        let fromXML = try load("Rooms.stringsdict", locale: "de")
        #expect(fromBinary.entries.map(\.key) == fromXML.entries.map(\.key))
        for (a, b) in zip(fromBinary.entries, fromXML.entries) {
            #expect(a.localizations == b.localizations)
        }
        let bundle = try packAndOpen(MessageCatalog(sourceLanguage: "de", entries: fromBinary.entries))
        #expect(bundle.string("people_in_rooms", table: "Rooms", locale: bundle.locale("de"), arguments: [3, 4])
            == "Some people in 4 rooms")
        // A damaged binary plist is an error naming the file, not a crash.
        let errors = failure(binary.prefix(40), file: "Broken.stringsdict")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Broken.stringsdict: error: invalid binary property list") == true)
    }

    // MARK: Malformed files

    /// Translation services export Polish with only one/few/many: Apple's
    /// documentation calls `other` required, LocPack takes the entry anyway
    /// and lets `many` stand in for `other` (Specs/importers/stringsdict.md).
    @Test func missingOtherIsTakenFromTheLastCategoryPresent() throws {
        let catalog = try load("MissingOther.stringsdict")
        #expect(catalog.diagnostics.map(\.description) == [
            #"MissingOther.stringsdict: $["%d files"].files: warning: variable 'files' has no 'other' case; numbers of the other category use its 'one' case"#,
        ])
        let polish: [String: Any] = [
            "%d files": [
                "NSStringLocalizedFormatKey": "%#@files@",
                "files": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                          "one": "%d plik", "few": "%d pliki", "many": "%d plików"],
            ],
            "%.1f km": [
                "NSStringLocalizedFormatKey": "%#@km@",
                "km": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": ".1f",
                       "one": "%.1f kilometr", "few": "%.1f kilometry", "many": "%.1f kilometrów"],
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: polish, format: .xml, options: 0)
        let pl = try StringsdictImporter.importFile(data: data, file: "pl.lproj/Localizable.stringsdict")
        #expect(pl.diagnostics.map(\.description) == [
            #"pl.lproj/Localizable.stringsdict: $["%.1f km"].km: warning: variable 'km' has no 'other' case; numbers of the other category use its 'many' case"#,
            #"pl.lproj/Localizable.stringsdict: $["%d files"].files: warning: variable 'files' has no 'other' case; numbers of the other category use its 'many' case"#,
        ])
        let bundle = try packAndOpen(MessageCatalog(sourceLanguage: "en", entries: pl.entries))
        let locale = bundle.locale("pl")
        // Whole numbers are one/few/many in Polish, as the entry has them.
        #expect(bundle.string("%d files", locale: locale, arguments: [1]) == "1 plik")
        #expect(bundle.string("%d files", locale: locale, arguments: [3]) == "3 pliki")
        #expect(bundle.string("%d files", locale: locale, arguments: [5]) == "5 plików")
        #expect(bundle.string("%d files", locale: locale, arguments: [22]) == "22 pliki")
        // A number shown with a fraction digit (1,5; 1,0: v = 1) is CLDR's `other`, served by `many`.
        #expect(bundle.string("%.1f km", locale: locale, arguments: [1.5]) == "1,5 kilometrów")
        #expect(bundle.string("%.1f km", locale: locale, arguments: [1.0]) == "1,0 kilometrów")
    }

    @Test func undefinedVariableLeavesTheEntryOut() throws {
        let catalog = try load("UndefinedVariable.stringsdict")
        #expect(catalog.entries.isEmpty)
        #expect(catalog.diagnostics.map(\.description) == [
            #"UndefinedVariable.stringsdict: $["%d files"].NSStringLocalizedFormatKey: warning: en: undefined variable 'count': no dictionary around the text has a key 'count'; translation left out (key '%d files', table UndefinedVariable)"#,
            #"UndefinedVariable.stringsdict: $["%d files"].files: warning: unused variable 'files'"#,
        ])
        #expect(catalog.diagnostics.first?.omitted == OmittedTranslation(key: "%d files", table: "UndefinedVariable", locale: "en"))
    }

    @Test func malformedXMLHasALine() throws {
        let errors = try failure("BadXML.stringsdict")
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("BadXML.stringsdict:7:3: error: invalid property list:") == true, "\(errors)")
    }

    @Test func badRulesLeaveTheirEntriesOut() throws {
        let catalog = try load("LeftOutRules.stringsdict")
        let left = "; translation left out (key"
        #expect(catalog.diagnostics.map(\.description) == [
            #"LeftOutRules.stringsdict: $["both"]: warning: en: the dictionary has both NSStringLocalizedFormatKey and NSStringVariableWidthRuleType; it must have exactly one\#(left) 'both', table LeftOutRules)"#,
            #"LeftOutRules.stringsdict: $["device"].NSStringDeviceSpecificRuleType.iwatch: warning: en: unknown device 'iwatch' (expected iphone, ipod, ipad, applewatch, appletv, applevision, mac or other)\#(left) 'device', table LeftOutRules)"#,
            #"LeftOutRules.stringsdict: $["plural"].n.NSStringFormatValueTypeKey: warning: en: '@' is not a numeric format specifier; a plural rule selects by a number\#(left) 'plural', table LeftOutRules)"#,
            #"LeftOutRules.stringsdict: $["plural"].n.several: warning: en: unknown plural category 'several' (expected zero, one, two, few, many or other)\#(left) 'plural', table LeftOutRules)"#,
            #"LeftOutRules.stringsdict: $["plural"].m.NSStringFormatSpecTypeKey: warning: en: unsupported rule type 'NSStringGenderRuleType' for variable 'm' (expected NSStringPluralRuleType; device and width rules belong at the top of an entry)\#(left) 'plural', table LeftOutRules)"#,
            #"LeftOutRules.stringsdict: $["width"].NSStringVariableWidthRuleType.wide: warning: en: width key 'wide' must be a whole number from 0 to 2147483647\#(left) 'width', table LeftOutRules)"#,
        ])
        // `100%`: a `%` at the end can only be text (`Specs/lint.md`, "`%` in text").
        #expect(catalog.entries.map(\.key) == ["format"])
        #expect(catalog.entries.first?.localizations["en"]?.nodes == [.text("100%")])
    }

    @Test func notADictionary() throws {
        #expect(try failure("NotADictionary.stringsdict") == [
            "NotADictionary.stringsdict: $: error: a .stringsdict file must be a dictionary of entries",
        ])
    }

    @Test func missingValueTypeIsInferredWithAWarning() throws {
        let plist: [String: Any] = ["k": [
            "NSStringLocalizedFormatKey": "%#@n@",
            "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": "%lu item", "other": "%lu items"],
        ]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        let catalog = try StringsdictImporter.importFile(data: data, file: "en.lproj/Localizable.stringsdict")
        #expect(catalog.entries.first?.localizations["en"] != nil)
        #expect(catalog.diagnostics.map(\.description) == [
            #"en.lproj/Localizable.stringsdict: $["k"].n: warning: variable 'n' has no NSStringFormatValueTypeKey; its number is read as the cases' %lu"#,
        ])
    }

    @Test func selfReferenceIsAnErrorNotARecursion() throws {
        let plist: [String: Any] = ["k": [
            "NSStringLocalizedFormatKey": "%#@n@",
            "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                  "other": "%d and %#@n@"],
        ]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        #expect(try diagnostics(data, file: "Loop.stringsdict") == [
            #"Loop.stringsdict: $["k"].n: warning: en: variable 'n' refers to itself; translation left out (key 'k', table Loop)"#,
        ])
    }

    @Test func localeComesFromTheLprojFolder() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("Photos.stringsdict"))
        let catalog = try StringsdictImporter.importFile(data: data, file: "App/Base.lproj/Photos.stringsdict",
                                                         sourceLanguage: "pl")
        #expect(catalog.entries.first?.localizations.keys.sorted() == ["pl"])
        let error = #expect(throws: CompilerError.self) {
            try StringsdictImporter.importFile(data: data, file: "Photos.stringsdict")
        }
        #expect(error?.kind == .sourceFile && error?.diagnostics.count == 1)
    }
}
