import Foundation
import Testing

/// Every malformed fixture of every input format, built with `locpack build`:
/// the build fails with exit status 1 (not a crash), writes no bundle, and
/// its errors name the file and the place — `file:line:column` or
/// `file: $.json.path` — that shows the fault.
@Suite struct MalformedFixtureTests {
    /// One malformed input and the places its errors must name.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The fixtures folder of its format (`Fixtures/<format>`).
        let format: String
        /// The input, relative to `Fixtures/<format>`.
        let input: String
        /// The error texts stderr must hold, each starting with the file.
        let errors: [String]
        /// A lone `.strings`/`.stringsdict` file takes its locale from an
        /// `.lproj` folder, so the test copies it into `en.lproj` first.
        let needsLproj: Bool

        init(_ format: String, _ input: String, _ errors: String..., needsLproj: Bool = false) {
            self.format = format
            self.input = input
            self.errors = errors
            self.needsLproj = needsLproj
        }

        var testDescription: String { "\(format)/\(input)" }
    }

    static let fixtures = MixedInputTests.fixtures

    /// The formats, as their fixtures folders are named.
    static let formats = ["xcstrings", "strings", "stringsdict", "lproj", "xliff", "transifex", "icu", "translatewiki", "swifternalization"]

    static let cases: [Case] = stringCatalogs + appleFiles + lprojTrees + xliff + pulledFormats + swifternalization

    private static let stringCatalogs: [Case] = [
        Case("xcstrings", "BadJSON.xcstrings", "BadJSON.xcstrings:7:9: error: invalid JSON"),
        Case("xcstrings", "ManyErrors.xcstrings", "ManyErrors.xcstrings: $.version: error:",
             #"ManyErrors.xcstrings: $.strings["b"].localizations.de.variations.device.toaster: error: unknown device"#),
        Case("xcstrings", "SubstitutionWithoutValue.xcstrings",
             #"SubstitutionWithoutValue.xcstrings: $.strings["%lld files"].localizations.fr: error: substitutions without a parent value"#),
        Case("xcstrings", "UndefinedSubstitution.xcstrings",
             #"UndefinedSubstitution.xcstrings: $.strings["Found %d users having %d devices"].localizations.de.stringUnit.value: error: Referencing undefined substitution"#),
        Case("xcstrings", "UnknownPluralKey.xcstrings",
             #"UnknownPluralKey.xcstrings: $.strings["%lld minutes"].localizations.en.variations.plural.several: error:"#),
        Case("xcstrings", "DeviceOtherVaried.xcstrings",
             #"DeviceOtherVaried.xcstrings: $.strings["%lld songs"].localizations.en.variations.device.other.variations: error: Fallback value cannot be further varied"#),
    ]

    private static let appleFiles: [Case] = [
        Case("strings", "BadEscape.strings", "en.lproj/BadEscape.strings:1:8: error: unpaired surrogate", needsLproj: true),
        Case("strings", "BadFormat.strings", "en.lproj/BadFormat.strings:1:8: error: invalid format string", needsLproj: true),
        Case("strings", "BadToken.strings", "en.lproj/BadToken.strings:1:7: error: expected a value", needsLproj: true),
        Case("strings", "MissingSemicolon.strings", "en.lproj/MissingSemicolon.strings:2:1: error: expected ';'", needsLproj: true),
        Case("strings", "UnterminatedComment.strings", "en.lproj/UnterminatedComment.strings:1:12: error: unterminated comment", needsLproj: true),
        Case("strings", "UnterminatedString.strings", "en.lproj/UnterminatedString.strings:2:7: error: unterminated string", needsLproj: true),
        Case("stringsdict", "BadRules.stringsdict", #"en.lproj/BadRules.stringsdict: $["both"]: error:"#, needsLproj: true),
        Case("stringsdict", "BadXML.stringsdict", "en.lproj/BadXML.stringsdict:7:3: error: invalid property list", needsLproj: true),
        Case("stringsdict", "MissingOther.stringsdict",
             #"en.lproj/MissingOther.stringsdict: $["%d files"].files: error: variable 'files' has no 'other' case"#, needsLproj: true),
        Case("stringsdict", "NotADictionary.stringsdict", "en.lproj/NotADictionary.stringsdict: $: error:", needsLproj: true),
        Case("stringsdict", "UndefinedVariable.stringsdict",
             #"en.lproj/UndefinedVariable.stringsdict: $["%d files"].NSStringLocalizedFormatKey: error: undefined variable"#, needsLproj: true),
    ]

    private static let lprojTrees: [Case] = [
        // The folder name is the fault, so that error names the file alone.
        Case("lproj", "Bad", "Bad/en.lproj/Localizable.strings:1:22: error:",
             #"Bad/de.lproj/Localizable.stringsdict: $["%d files"].files: error:"#,
             "Bad/Resources.lproj/Localizable.strings: error: the folder 'Resources.lproj' does not name a locale"),
        Case("lproj", "BadDuplicateLocale",
             "BadDuplicateLocale/pt_BR.lproj/Localizable.strings:2:1: error: key 'greeting' (table Localizable, locale pt_BR) is already defined at",
             "BadDuplicateLocale/pt-BR.lproj/Localizable.strings:1:1"),
        Case("lproj", "BadBaseAndSource",
             "BadBaseAndSource/en.lproj/Main.strings:2:1: error: key 'done' (table Main, locale en) is already defined at",
             "BadBaseAndSource/Base.lproj/Main.strings:2:1"),
        Case("lproj", "BadUTF16", "BadUTF16/de.lproj/Localizable.strings:3:1: error: expected ';'"),
    ]

    private static let xliff: [Case] = [
        Case("xliff", "BadXML.xliff", "BadXML.xliff:7:30: error: malformed XML"),
        Case("xliff", "CatalogErrors.xliff", "CatalogErrors.xliff:7:9: error: Referencing undefined substitution",
             "CatalogErrors.xliff:19:9: error: Fallback value cannot be further varied"),
        Case("xliff", "InlineElement.xliff", "InlineElement.xliff:7:23: error: inline element <g>"),
        Case("xliff", "NoTargetLanguage.xliff", "NoTargetLanguage.xliff:3:3: error: <file> has no 'target-language'"),
        Case("xliff", "StringsdictErrors.xliff", "StringsdictErrors.xliff:15:9: error: unknown plural category 'several'"),
        Case("xliff", "UnknownVariation.xliff", "UnknownVariation.xliff:5:7: error: trans-unit id 'greeting|==|gender.female'"),
    ]

    private static let pulledFormats: [Case] = [
        Case("transifex", "bad/BadJSON.json", "bad/BadJSON.json:5:3: error: invalid JSON"),
        Case("transifex", "bad/BadShape.json", "bad/BadShape.json: $.de: error:", "bad/BadShape.json: $.pt_BR: error:"),
        Case("transifex", "bad/response.json", "bad/response.json: $: error: cannot tell the locale"),
        Case("icu", "bad/BadJSON.json", "bad/BadJSON.json:4:1: error: invalid JSON"),
        Case("icu", "bad/List.json", "bad/List.json: $: error: a message file holds a JSON object of messages, not an array"),
        Case("icu", "bad/messages.json", "icu/bad/messages.json: $: error: cannot tell the locale"),
        Case("translatewiki", "bad/fr.json", "translatewiki/bad/fr.json:3:2: error: invalid JSON"),
        Case("translatewiki", "bad/it.json", "translatewiki/bad/it.json: $: error: a message file holds a JSON object of messages, not an array"),
        Case("translatewiki", "bad/messages.json", "translatewiki/bad/messages.json: $: error: cannot tell the locale"),
    ]

    private static let swifternalization: [Case] = [
        Case("swifternalization", "bad-inequality", #"bad-inequality/en.json: $["a"]["ie:x=>2"]: error:"#),
        Case("swifternalization", "bad-json", "bad-json/pl.json:3:33: error: invalid JSON"),
        Case("swifternalization", "mixed-object", #"mixed-object/en.json: $["mixed"]: error:"#,
             #"mixed-object/en.json: $["number"]: error:"#),
        // Alone, with no base.json beside it and no object of expressions
        // only, the file is no recognizable Swifternalization file; in a set
        // the importer names $["cars"]["more"] (SwifternalizationImporterTests).
        Case("swifternalization", "unknown-expression/pl.json", "unknown-expression/pl.json: $: error: not a localization file LocPack recognizes"),
        Case("swifternalization", "unsupported-regex", #"unsupported-regex/expressions.json: $["pl"]["few"]: error:"#,
             #"unsupported-regex/pl.json: $["police-cars"]["exp:\\b2"]: error:"#),
    ]

    @Test(arguments: cases)
    func failsWithLocatedErrors(_ fixture: Case) throws {
        let directory = try CLITests.temporaryDirectory()
        var input = Self.fixtures.appendingPathComponent(fixture.format).appendingPathComponent(fixture.input)
        if fixture.needsLproj {
            let lproj = directory.appendingPathComponent("en.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let copy = lproj.appendingPathComponent(input.lastPathComponent)
            try FileManager.default.copyItem(at: input, to: copy)
            input = copy
        }
        let bundle = directory.appendingPathComponent("out.locpack").path
        let run = try CLITests.run(["build", input.path, "-o", bundle])
        #expect(!run.crashed, "ended by signal \(run.status)")
        #expect(run.status == 1, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: bundle))
        #expect(!run.stderr.contains("Fatal error"), "\(run.stderr)")
        for error in fixture.errors {
            #expect(run.stderr.contains(error), "\(error)\nnot in:\n\(run.stderr)")
        }
        let located = try Regex(#"^\S.*(:[0-9]+:[0-9]+|: \$.*): error: "#)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.contains { $0.contains(located) }, "no error with a line:column or JSON path:\n\(run.stderr)")
        // A diagnostic line starts with its file, as editors expect: no `error: ` before it.
        #expect(lines.filter { $0.contains(": error: ") }.allSatisfy { !$0.hasPrefix("error: ") }, "\(run.stderr)")
    }

    @Test func everyFormatHasThreeMalformedFixtures() {
        for format in Self.formats {
            #expect(Self.cases.filter { $0.format == format }.count >= 3, "\(format)")
        }
        #expect(Set(Self.cases.map(\.format)) == Set(Self.formats))
    }

    /// A fixture named `Bad…`, or anything in a `bad` folder, is in ``cases``.
    @Test func everyBadFixtureIsListed() throws {
        let manager = FileManager.default
        for format in Self.formats {
            let folder = Self.fixtures.appendingPathComponent(format)
            for name in try manager.contentsOfDirectory(atPath: folder.path) {
                let inputs = name == "bad"
                    ? try manager.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path).map { "bad/" + $0 }
                    : name.hasPrefix("Bad") ? [name] : []
                for input in inputs {
                    #expect(Self.cases.contains { $0.format == format && $0.input == input }, "\(format)/\(input) is not tested")
                }
            }
        }
    }
}
