/// The parts of an XLIFF 1.2 document LocPack reads: `<file>` elements with
/// their `<trans-unit>`s.
struct XLIFFDocument {
    /// One `<file>` element: one table of one target language.
    struct File {
        /// `original`: the source file the table came from (`en.lproj/Localizable.strings`).
        var original: String?
        /// `source-language`.
        var sourceLanguage: String?
        /// `target-language`.
        var targetLanguage: String?
        /// Where the element is (the end of its start tag).
        var location: SourceLocation
        /// The units, in document order (also those inside `<group>`s).
        var units: [Unit] = []
    }

    /// One `<trans-unit>`.
    struct Unit {
        /// `id`.
        var id: String
        /// The text of `<source>`.
        var source: String?
        /// The text of `<target>`, when there is one.
        var target: String?
        /// The `state` attribute of `<target>`.
        var targetState: String?
        /// The text of the first `<note>`.
        var note: String?
        /// `translate="no"`.
        var isTranslatable: Bool = true
        /// Where the unit is (the end of its start tag).
        var location: SourceLocation
        /// Where its `<target>` is, when there is one.
        var targetLocation: SourceLocation?
        /// Where its `<source>` is, when there is one.
        var sourceLocation: SourceLocation?
        /// Why its `<target>` cannot be read (an inline element), if it cannot:
        /// its key's translation is then left out.
        var targetProblem: Diagnostic?

        /// The translation, unless the unit has none: no `<target>`, a target
        /// marked untranslated (`state` `new` or `needs-translation`), an
        /// empty target for a non-empty source (what tools write for "not
        /// translated yet"), or `translate="no"`.
        var translation: String? {
            guard isTranslatable, let target else { return nil }
            if let targetState, XLIFFDocument.untranslatedStates.contains(targetState) { return nil }
            if target.isEmpty, !(source ?? "").isEmpty { return nil }
            return target
        }

        /// Where diagnostics about the unit's text point.
        var textLocation: SourceLocation { targetLocation ?? location }

        /// The unit with its `<source>` as its translation (at the place of
        /// `<source>`), to read the development language's text with the
        /// same rules as a translation; `nil` without a `<source>`.
        var asSourceTranslation: Unit? {
            guard let source else { return nil }
            var unit = self
            unit.target = source
            unit.targetState = nil
            unit.isTranslatable = true
            unit.targetLocation = sourceLocation
            unit.targetProblem = nil
            return unit
        }
    }

    /// Target states that mean "not translated yet".
    static let untranslatedStates: Set<String> = ["new", "needs-translation"]

    /// The files, in document order.
    var files: [File] = []
}
