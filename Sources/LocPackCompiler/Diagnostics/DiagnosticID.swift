/// The kind of a ``Diagnostic``: a stable name printed with each message
/// (`[missing-plural-category]`), which `--warn ID=error|warning|note|off`
/// and the build plugin's configuration take (`Specs/cli.md`, "Diagnostic
/// IDs"). Names never change meaning; a new kind gets a new name.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name, in lower-case words joined by hyphens.
    public let rawValue: String

    /// The kind named `rawValue`, known or not (``known`` lists those a
    /// build reports).
    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (a: DiagnosticID, b: DiagnosticID) -> Bool { a.rawValue < b.rawValue }

    // MARK: Errors: what makes a bundle impossible

    /// An input that cannot be read or parsed: a missing or unreadable
    /// file, malformed JSON, XML or property list, a folder that names no
    /// locale, a file no importer recognizes.
    public static let unreadableInput = DiagnosticID(rawValue: "unreadable-input")
    /// A file two formats read alike, without `--format` to say which.
    public static let ambiguousFormat = DiagnosticID(rawValue: "ambiguous-format")
    /// A key defined twice for one table and locale by competing inputs.
    public static let duplicateKey = DiagnosticID(rawValue: "duplicate-key")

    // MARK: Warnings that leave one translation out

    /// A translation whose text or value does not read in its format: a
    /// syntax error in an ICU or MessageFormat 2 message, a value of the
    /// wrong JSON type, an unknown plural category name, a malformed
    /// `.stringsdict` plural.
    public static let malformedTranslation = DiagnosticID(rawValue: "malformed-translation")
    /// A translation that reads one argument as two types (`%d` and `%@`).
    public static let argumentTypeConflict = DiagnosticID(rawValue: "argument-type-conflict")
    /// A translation that reads an argument as another type than the
    /// message takes it.
    public static let argumentTypeMismatch = DiagnosticID(rawValue: "argument-type-mismatch")
    /// A translation that reads an argument the message does not take.
    public static let unknownArgument = DiagnosticID(rawValue: "unknown-argument")
    /// A translation that is not a valid format string although the
    /// message takes arguments.
    public static let invalidFormatString = DiagnosticID(rawValue: "invalid-format-string")
    /// A translatewiki `{{PLURAL}}` or `{{GENDER}}` whose selector is not a
    /// parameter (`$1`).
    public static let invalidSelector = DiagnosticID(rawValue: "invalid-selector")
    /// A translation using a construct LocPack does not support.
    public static let unsupportedConstruct = DiagnosticID(rawValue: "unsupported-construct")
    /// A translation a bundle cannot hold (nesting, arguments or length
    /// past the format's limits).
    public static let bundleLimit = DiagnosticID(rawValue: "bundle-limit")

    // MARK: Warnings that leave nothing out

    /// A plural lacking a category its language needs for numbers an app
    /// shows (below a million).
    public static let missingPluralCategory = DiagnosticID(rawValue: "missing-plural-category")
    /// A `%` that can only be text in a message that takes arguments.
    public static let literalPercent = DiagnosticID(rawValue: "literal-percent")
    /// A specifier read as its platform reads it, though it likely means
    /// otherwise: `%1#@name@` takes the next argument (1 is a width), not
    /// argument 1.
    public static let suspiciousFormat = DiagnosticID(rawValue: "suspicious-format")
    /// One key given two different texts where one wins: two `.lproj`
    /// spellings of one locale, an XLIFF unit given twice.
    public static let conflictingDefinition = DiagnosticID(rawValue: "conflicting-definition")
    /// Part of a file that is not read: an unknown member or field,
    /// metadata of the wrong type, an unused substitution, an XLIFF unit
    /// id that names no variation, an XLIFF file with no target language.
    public static let ignoredContent = DiagnosticID(rawValue: "ignored-content")
    /// A message that renders otherwise than its platform would, in a way
    /// `Specs/importers/` documents (translatewiki's `{{GRAMMAR}}`, an
    /// undefined site variable, a Transifex message with no
    /// `device.other`).
    public static let platformDifference = DiagnosticID(rawValue: "platform-difference")
    /// An input whose source language differs from the build's (an error
    /// where the format's language is binding, a String Catalog's).
    public static let sourceLanguageMismatch = DiagnosticID(rawValue: "source-language-mismatch")
    /// A key whose source language has no message, so its named arguments
    /// are numbered by a translation's order.
    public static let missingSourceMessage = DiagnosticID(rawValue: "missing-source-message")
    /// A MessageFormat 2 message that reports an error whenever it
    /// renders, showing its fallback.
    public static let alwaysFallback = DiagnosticID(rawValue: "always-fallback")

    // MARK: Notes

    /// A plural lacking a category only numbers of a million and more, or
    /// only decimals where the message shows integers, select.
    public static let rarePluralCategory = DiagnosticID(rawValue: "rare-plural-category")
    /// A plural category its language never uses.
    public static let unusedPluralCategory = DiagnosticID(rawValue: "unused-plural-category")
    /// A translation that does not use every argument of the message.
    public static let unusedArgument = DiagnosticID(rawValue: "unused-argument")
    /// A definition that replaces an earlier one (`--allow-override`, a
    /// key defined again in one file, an alias locale's text).
    public static let overriddenDefinition = DiagnosticID(rawValue: "overridden-definition")
    /// A build whose default source language (`en`) has no message takes a
    /// regional variant that has them (`en-US`) as its source language.
    public static let inferredSourceLanguage = DiagnosticID(rawValue: "inferred-source-language")

    /// Every kind a build or lint reports, with the severity it has unless
    /// `--warn` says otherwise and what it means, in the order
    /// `Specs/cli.md` lists them.
    public static let known: [(id: DiagnosticID, severity: Diagnostic.Severity, meaning: String)] = [
        (.unreadableInput, .error, "an input cannot be read or parsed"),
        (.ambiguousFormat, .error, "two formats read a file alike; name one with --format"),
        (.duplicateKey, .error, "competing inputs define one key for the same table and locale"),
        (.malformedTranslation, .warning, "a translation does not read in its format; left out"),
        (.argumentTypeConflict, .warning, "a translation reads one argument as two types; left out"),
        (.argumentTypeMismatch, .warning, "a translation reads an argument as another type than the message; left out"),
        (.unknownArgument, .warning, "a translation reads an argument the message does not take; left out"),
        (.invalidFormatString, .warning, "a translation is not a valid format string; left out"),
        (.invalidSelector, .warning, "a translatewiki PLURAL or GENDER selector is not a parameter; left out"),
        (.unsupportedConstruct, .warning, "a translation uses a construct LocPack does not support; left out"),
        (.bundleLimit, .warning, "a translation exceeds what a bundle can hold; left out"),
        (.missingPluralCategory, .warning, "a plural lacks a category numbers below a million select"),
        (.literalPercent, .warning, "a '%' that can only be text in a message that takes arguments"),
        (.suspiciousFormat, .warning, "a specifier read as the platform reads it, though it likely means otherwise"),
        (.conflictingDefinition, .warning, "one key has two texts and one of them is used"),
        (.ignoredContent, .warning, "part of a file is not read (an unknown member, metadata of the wrong type)"),
        (.platformDifference, .warning, "a message renders otherwise than its platform, as documented"),
        (.sourceLanguageMismatch, .warning, "an input's source language differs from the build's (an error for a String Catalog)"),
        (.missingSourceMessage, .warning, "a key has no source-language message; its named arguments follow a translation's order"),
        (.alwaysFallback, .warning, "a MessageFormat 2 message reports an error whenever it renders"),
        (.rarePluralCategory, .note, "a plural lacks a category only numbers of a million and more (or only decimals) select"),
        (.unusedPluralCategory, .note, "a plural has a category its language never uses"),
        (.unusedArgument, .note, "a translation does not use every argument"),
        (.overriddenDefinition, .note, "a definition replaces an earlier one"),
        (.inferredSourceLanguage, .note, "no en message: a regional variant (en-US) is taken as the source language"),
    ]

    /// Whether a build or lint reports this kind.
    public var isKnown: Bool { Self.known.contains { $0.id == self } }
}
