import Foundation
import LocPackTestSupport
import Testing

/// Every malformed fixture of every input format, built with `locpack build`,
/// in one of two groups (`Specs/lint.md`, "Build policy"):
///
/// - **unreadable inputs** (and competing definitions): the build fails with
///   exit status 1 (not a crash), writes no bundle, and its errors name the
///   file and the place — `file:line:column` (with the JSON path after the
///   message for JSON inputs) or `file: $.path` where no line is known;
/// - **translators' mistakes**: the build succeeds (exit 0) and writes the
///   bundle; each mistake is a warning at `file:line:column` naming the
///   locale and key, the build ends with the summary line, and the key falls
///   back as if the locale had not translated it.
@Suite struct MalformedFixtureTests {
    /// One unreadable input and the places its errors must name.
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

    /// One input with translators' mistakes: what the build must say, and
    /// a key of a left-out translation with what it renders instead.
    struct Mistake: Sendable, CustomTestStringConvertible {
        /// The fixtures folder of its format (`Fixtures/<format>`).
        let format: String
        /// The input, relative to `Fixtures/<format>`.
        let input: String
        /// Warnings stderr must hold, each `file:line:column: warning: LOCALE: …; translation left out (key …)`.
        let warnings: [String]
        /// The last line of stderr.
        let summary: String
        /// A left-out translation: key, table, locale and arguments.
        let key: String, table: String, locale: String, arguments: [String]
        /// What it renders: the fallback's text.
        let fallback: String
        /// Copy a lone `.strings`/`.stringsdict` file into `en.lproj` first (see ``Case``).
        var needsLproj = false

        var testDescription: String { "\(format)/\(input)" }
    }

    static let fixtures = MixedInputTests.fixtures

    /// The formats, as their fixtures folders are named.
    static let formats = ["xcstrings", "strings", "stringsdict", "lproj", "xliff", "transifex", "icu", "translatewiki", "swifternalization"]

    static let cases: [Case] = stringCatalogs + appleFiles + lprojTrees + xliff + pulledFormats + swifternalization

    private static let stringCatalogs: [Case] = [
        Case("xcstrings", "BadJSON.xcstrings", "BadJSON.xcstrings:7:9: error: invalid JSON"),
    ]

    // Broken translations inside Apple files (an invalid format string, a
    // broken .stringsdict entry, an XLIFF unit the rules reject) are left
    // out with a warning and the build goes on: the importer tests and
    // AppleRealWorldShapesTests cover them. A `.stringsdict` plural without
    // `other`, and Base.lproj beside en.lproj, build without an error.

    // Mistakes inside one translation that the service importers still
    // report as errors (a translatewiki construct LocPack
    // does not read, a Transifex value whose ICU plural is malformed, …)
    // stay in this group until their importer leaves the translation out;
    // they then move to ``mistakes``.

    private static let appleFiles: [Case] = [
        Case("strings", "BadEscape.strings", "en.lproj/BadEscape.strings:1:8: error: unpaired surrogate", needsLproj: true),
        Case("strings", "BadToken.strings", "en.lproj/BadToken.strings:1:7: error: expected a value", needsLproj: true),
        Case("strings", "MissingSemicolon.strings", "en.lproj/MissingSemicolon.strings:2:1: error: expected ';'", needsLproj: true),
        Case("strings", "UnterminatedComment.strings", "en.lproj/UnterminatedComment.strings:1:12: error: unterminated comment", needsLproj: true),
        Case("strings", "UnterminatedString.strings", "en.lproj/UnterminatedString.strings:2:7: error: unterminated string", needsLproj: true),
        Case("stringsdict", "BadKeyWithoutValue.stringsdict", "en.lproj/BadKeyWithoutValue.stringsdict:8:2: error: invalid property list", needsLproj: true),
        Case("stringsdict", "BadXML.stringsdict", "en.lproj/BadXML.stringsdict:7:3: error: invalid property list", needsLproj: true),
        Case("stringsdict", "NotADictionary.stringsdict", "en.lproj/NotADictionary.stringsdict:3:1: error: a .stringsdict file must be a dictionary of entries [$]", needsLproj: true),
    ]

    private static let lprojTrees: [Case] = [
        // The folder name is the fault, so that error names the file alone.
        Case("lproj", "Bad", "Bad/en.lproj/Localizable.strings:1:22: error:",
             #"Bad/de.lproj/Localizable.stringsdict:9:3: warning: variable 'files' has no 'other' case; numbers of the other category use its 'one' case [$["%d files"].files]"#,
             "Bad/Resources.lproj/Localizable.strings: error: the folder 'Resources.lproj' does not name a locale"),
        Case("lproj", "BadUTF16", "BadUTF16/de.lproj/Localizable.strings:3:1: error: expected ';'"),
        // A String Catalog and an `.lproj` folder of one bundle translating a key two ways.
        Case("lproj", "BadCompeting",
             "BadCompeting/de.lproj/Localizable.strings:2:1: error: key 'greeting' (table Localizable, locale de) is already defined at",
             // The earlier definition by line and column, though a String Catalog's importer gives a JSON path.
             "BadCompeting/Localizable.xcstrings:7:9",
             // The note on what to do prints with its error, without --verbose.
             "BadCompeting/de.lproj/Localizable.strings:2:1: note: a key defined with different text in two inputs fails the build"),
    ]

    private static let xliff: [Case] = [
        Case("xliff", "BadEncoding.xliff", "BadEncoding.xliff:1:1: error: the document declares encoding 'ISO-8859-1'"),
        Case("xliff", "BadVersion.xliff", "BadVersion.xliff:2:1: error: XLIFF version 2.0 is not supported"),
        Case("xliff", "BadXML.xliff", "BadXML.xliff:7:30: error: malformed XML"),
    ]

    private static let pulledFormats: [Case] = [
        Case("transifex", "bad/BadJSON.json", "bad/BadJSON.json:5:3: error: invalid JSON"),
        Case("transifex", "bad/BadShape.json", #"bad/BadShape.json:29:3: error: the strings of a locale must be a JSON object of {"string": …} values [$.de]"#),
        Case("transifex", "bad/response.json", "bad/response.json:1:1: error: cannot tell the locale"),
        Case("icu", "bad/BadJSON.json", "bad/BadJSON.json:4:1: error: invalid JSON"),
        Case("icu", "bad/List.json", "bad/List.json:1:1: error: a message file holds a JSON object of messages, not an array [$]"),
        Case("icu", "bad/messages.json", "icu/bad/messages.json:1:1: error: cannot tell the locale"),
        Case("translatewiki", "bad/fr.json", "translatewiki/bad/fr.json:3:2: error: invalid JSON"),
        Case("translatewiki", "bad/it.json", "translatewiki/bad/it.json:1:1: error: a message file holds a JSON object of messages, not an array [$]"),
        Case("translatewiki", "bad/messages.json", "translatewiki/bad/messages.json:1:1: error: cannot tell the locale"),
    ]

    private static let swifternalization: [Case] = [
        Case("swifternalization", "bad-inequality", #"bad-inequality/en.json:2:12: error: ie:x=>2: a number expected (at offset 5) [$["a"]["ie:x=>2"]]"#),
        Case("swifternalization", "bad-json", "bad-json/pl.json:3:33: error: invalid JSON"),
        Case("swifternalization", "mixed-object", #"mixed-object/en.json:2:5: error: an object mixes length variations (@N) with expressions: nest one kind inside the other [$["mixed"]]"#,
             #"mixed-object/en.json:6:5: error: a value must be a string, or an object of expressions or of length variations (@N), not a number [$["number"]]"#),
        // unknown-expression/pl.json alone, with no base.json beside it and no
        // object of expressions only, is no Swifternalization file but a
        // Flutter slang file with a warning (SlangImporterTests); in a set the
        // importer names $["cars"]["more"] (SwifternalizationImporterTests).
        Case("swifternalization", "unsupported-regex", "unsupported-regex/expressions.json:3:9: error: exp:(((?!1).[2-4]{1})$)|(^[2-4]$): cannot use the regular expression",
             #"unsupported-regex/pl.json:4:9: error: exp:\b2: cannot use the regular expression: word boundary '\b' is not supported (at offset 4) [$["police-cars"]["exp:\\b2"]]"#),
    ]

    static let mistakes: [Mistake] = [
        Mistake(format: "xcstrings", input: "ManyErrors.xcstrings",
                warnings: [
                    #"ManyErrors.xcstrings:15:15: warning: de: unknown device 'toaster' (expected iphone, ipod, ipad, applewatch, appletv, applevision, mac or other); translation left out (key 'b', table ManyErrors) [$.strings["b"].localizations.de.variations.device.toaster]"#,
                    #"ManyErrors.xcstrings:24:9: warning: fr: not a valid format string: '*' width is not supported; write the width in the format (at offset 2); translation left out (key 'c %d', table ManyErrors) [$.strings["c %d"].localizations.fr]"#,
                ],
                summary: "warning: 7 translations left out (de 4, fr 2, ru 1)",
                key: "c %d", table: "ManyErrors", locale: "fr", arguments: ["7"], fallback: "c 7"),
        Mistake(format: "xcstrings", input: "SubstitutionWithoutValue.xcstrings",
                warnings: [
                    #"SubstitutionWithoutValue.xcstrings:6:9: warning: fr: substitutions without a parent value: the localization has no 'stringUnit' or 'variations'; translation left out (key '%lld files', table SubstitutionWithoutValue) [$.strings["%lld files"].localizations.fr]"#,
                ],
                summary: "warning: 1 translation left out (fr 1)",
                key: "%lld files", table: "SubstitutionWithoutValue", locale: "fr", arguments: ["3"], fallback: "3 files"),
        Mistake(format: "xcstrings", input: "UndefinedSubstitution.xcstrings",
                warnings: [
                    #"UndefinedSubstitution.xcstrings:7:52: warning: de: Referencing undefined substitution 'arg2'; translation left out (key 'Found %d users having %d devices', table UndefinedSubstitution) [$.strings["Found %d users having %d devices"].localizations.de.stringUnit.value]"#,
                ],
                summary: "warning: 1 translation left out (de 1)",
                key: "Found %d users having %d devices", table: "UndefinedSubstitution", locale: "de", arguments: ["2", "3"],
                fallback: "Found 2 users having 3 devices"),
        // The source language's own translation left out: the key is its text.
        Mistake(format: "xcstrings", input: "UnknownPluralKey.xcstrings",
                warnings: [
                    #"UnknownPluralKey.xcstrings:10:15: warning: en: unknown plural category 'several' (expected zero, one, two, few, many or other); translation left out (key '%lld minutes', table UnknownPluralKey) [$.strings["%lld minutes"].localizations.en.variations.plural.several]"#,
                ],
                summary: "warning: 1 translation left out (en 1)",
                key: "%lld minutes", table: "UnknownPluralKey", locale: "en", arguments: ["1"], fallback: "1 minutes"),
        Mistake(format: "xcstrings", input: "DeviceOtherVaried.xcstrings",
                warnings: [
                    #"DeviceOtherVaried.xcstrings:11:17: warning: en: Fallback value cannot be further varied; translation left out (key '%lld songs', table DeviceOtherVaried) [$.strings["%lld songs"].localizations.en.variations.device.other.variations]"#,
                ],
                summary: "warning: 1 translation left out (en 1)",
                key: "%lld songs", table: "DeviceOtherVaried", locale: "en", arguments: ["4"], fallback: "4 songs"),
    ]

    /// Copies a lone `.strings`/`.stringsdict` input into `en.lproj` when it needs one.
    private static func input(_ format: String, _ input: String, needsLproj: Bool, in directory: URL) throws -> URL {
        let original = fixtures.appendingPathComponent(format).appendingPathComponent(input)
        guard needsLproj else { return original }
        let lproj = directory.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let copy = lproj.appendingPathComponent(original.lastPathComponent)
        try FileManager.default.copyItem(at: original, to: copy)
        return copy
    }

    /// Writes the fixture's input into `directory` and runs `locpack build`
    /// on it; returns the run, the bundle path it was told to write and the
    /// input it read.
    static func build(_ format: String, _ text: String, needsLproj: Bool, in directory: URL)
        throws -> (run: CLITests.Run, bundle: String, input: URL) {
        let input = try input(format, text, needsLproj: needsLproj, in: directory)
        let bundle = directory.appendingPathComponent("out.locpack").path
        let run = try CLITests.run(["build", input.path, "-o", bundle])
        #expect(!run.crashed, "ended by signal \(run.status)")
        return (run, bundle, input)
    }

    @Test(arguments: cases)
    func unreadableInputsFailWithLocatedErrors(_ fixture: Case) throws {
        try withScratchDirectory { directory in
            let (run, bundle, _) = try Self.build(fixture.format, fixture.input, needsLproj: fixture.needsLproj, in: directory)
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
            #expect(lines.last?.hasPrefix("error: \(bundle) not written: ") == true, "\(run.stderr)")
        }
    }

    @Test(arguments: mistakes)
    func translatorsMistakesLeaveTheTranslationOut(_ fixture: Mistake) throws {
        try withScratchDirectory { directory in
            let (run, bundle, input) = try Self.build(fixture.format, fixture.input, needsLproj: fixture.needsLproj, in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: bundle))
            #expect(!run.stderr.contains("error"), "\(run.stderr)")
            for warning in fixture.warnings {
                #expect(run.stderr.contains(input.deletingLastPathComponent().path + "/" + warning), "\(warning)\nnot in:\n\(run.stderr)")
            }
            // Every warning that leaves a translation out is located and names its locale and key.
            let located = try Regex(#"^\S+:[0-9]+:[0-9]+: warning: [A-Za-z-]+: .*; translation left out \(key '.*'(, table [^)]+)?\)( \[\$.*\])?$"#)
            let lines = run.stderr.split(separator: "\n")
            let leftOut = lines.filter { $0.contains("translation left out (key") }
            #expect(!leftOut.isEmpty && leftOut.allSatisfy { $0.contains(located) }, "\(run.stderr)")
            #expect(lines.last.map(String.init) == fixture.summary, "\(run.stderr)")
            // The key falls back as if the locale had not translated it.
            let render = try CLITests.run(["render", bundle, "--key", fixture.key, "--table", fixture.table, "--locale", fixture.locale]
                                          + fixture.arguments.flatMap { ["--arg", $0] })
            #expect(render.status == 0, "\(render.stderr)")
            #expect(render.stdout == fixture.fallback + "\n", "\(render.stderr)")
        }
    }

    @Test func everyFormatHasThreeMalformedFixtures() {
        for format in Self.formats {
            #expect(Self.cases.filter { $0.format == format }.count + Self.mistakes.filter { $0.format == format }.count >= 3,
                    "\(format)")
        }
        #expect(Set(Self.cases.map(\.format) + Self.mistakes.map(\.format)) == Set(Self.formats))
    }

    /// A fixture named `Bad…`, or anything in a `bad` folder, is in one of
    /// the groups, and in one only.
    @Test func everyBadFixtureIsListed() throws {
        let manager = FileManager.default
        for format in Self.formats {
            let folder = Self.fixtures.appendingPathComponent(format)
            for name in try manager.contentsOfDirectory(atPath: folder.path) {
                let inputs = name == "bad"
                    ? try manager.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path).map { "bad/" + $0 }
                    : name.hasPrefix("Bad") ? [name] : []
                for input in inputs {
                    #expect(Self.cases.contains { $0.format == format && $0.input == input }
                            || Self.mistakes.contains { $0.format == format && $0.input == input }, "\(format)/\(input) is not tested")
                }
            }
        }
        let unreadable = Set(Self.cases.map(\.testDescription))
        #expect(Self.mistakes.allSatisfy { !unreadable.contains($0.testDescription) })
    }
}
