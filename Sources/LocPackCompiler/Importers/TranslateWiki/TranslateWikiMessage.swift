import LocPack

/// The parts of a translatewiki / MediaWiki message, as
/// `TranslateWikiMessageParser` reads them.
indirect enum TranslateWikiPart: Equatable {
    /// Literal text.
    case text(String)
    /// `$N` (`spec == nil`) or a printf placeholder `%N$d` (with its spec).
    case placeholder(index: Int, spec: FormatSpec?)
    /// `{{PLURAL:selector|form|…}}`.
    case plural(TranslateWikiPlural)
    /// `{{GENDER:selector|male|female|unknown}}`.
    case gender(TranslateWikiGender)
    /// A site variable such as `{{SITENAME}}`, resolved with the importer's
    /// `siteVariables`; the byte offset of its `{{`.
    case siteVariable(name: String, utf8Offset: Int)
    /// `{{int:key}}`: the text of another message of the same language.
    case messageReference(key: String, utf8Offset: Int)
    /// `{{GRAMMAR:case|word}}`: the word, unchanged.
    case grammar(TranslateWikiGrammar)
    /// `{{#FORMAL:informal|formal}}`.
    case formal(TranslateWikiFormal)
}

/// A `{{#FORMAL:informal|formal}}`: MediaWiki's choice between the
/// informal and the formal address, by the language.
struct TranslateWikiFormal: Equatable {
    /// The forms in order (informal, formal); a missing formal form is the informal one.
    var forms: [[TranslateWikiPart]]
    /// Byte offset of its `{{` in the message.
    var utf8Offset: Int
}

/// A `{{GENDER:…}}`.
struct TranslateWikiGender: Equatable {
    /// The argument whose text (`male`, `female`, anything else) selects;
    /// `nil` for `{{GENDER:|…}}`, the current user.
    var argument: Int?
    /// The forms in order (male, female, unknown), at most three used.
    var forms: [[TranslateWikiPart]]
    /// Byte offset of its `{{` in the message.
    var utf8Offset: Int
}

/// A `{{GRAMMAR:case|word}}`.
struct TranslateWikiGrammar: Equatable {
    /// The grammatical case (`genitive`, `elative`…).
    var grammaticalCase: String
    /// The word.
    var word: [TranslateWikiPart]
    /// Byte offset of its `{{` in the message.
    var utf8Offset: Int
}

/// A `{{PLURAL:…}}`.
struct TranslateWikiPlural: Equatable {
    /// The argument whose number selects (`$1`, `%1$d` → 1).
    var argument: Int
    /// The selector's spec when written `%N$…`; `nil` for `$N`.
    var spec: FormatSpec?
    /// The forms in order.
    var forms: [TranslateWikiForm]
    /// Byte offset of its `{{` in the message.
    var utf8Offset: Int
}

/// One form of a `{{PLURAL}}`: `N=text` (an exact form) or `text`.
struct TranslateWikiForm: Equatable {
    /// The N of an `N=` form.
    var exact: String?
    var parts: [TranslateWikiPart]
}
