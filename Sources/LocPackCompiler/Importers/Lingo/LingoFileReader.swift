import Foundation
import LocPack

/// Reads Lingo's JSON files: one flat object per locale whose members are
/// texts or objects of plural forms (`Specs/importers/lingo.md`). Lingo
/// refuses a whole file for one bad member; here that one translation is
/// left out with a warning at its JSON path.
struct LingoFileReader {
    /// One message as found in a file.
    private enum Found {
        case text(String)
        case plural([PluralCategory: String])
    }

    /// The name whose value chooses a plural form.
    static let countName = "count"

    let options: ImportOptions
    private let diagnostics = MessageFileDiagnostics()
    private var messages: [String: [String: Found]] = [:]
    private var places = MessagePlaces()

    init(options: ImportOptions) { self.options = options }

    private var sourceLanguage: String { LocaleIdentifier.canonical(options.sourceLanguage) }

    /// The locale a file is named after, as Lingo reads it: the name up to
    /// its first `.` (`pt-BR.json`, and Lingo 3's `pt_BR.json`), canonical.
    static func locale(ofFile name: String) -> String? {
        let stem = String((name as NSString).lastPathComponent.prefix { $0 != "." })
        return LocaleNamedFiles.isLocaleName(stem) ? LocaleIdentifier.canonical(stem) : nil
    }

    /// Whether `value` is an object Lingo reads as plural forms: all of its
    /// values are texts (its keys are checked when read).
    static func isPluralObject(_ value: Any) -> Bool {
        guard let object = value as? [String: Any] else { return false }
        return object.values.allSatisfy { $0 is String }
    }

    /// Adds the messages of one file.
    mutating func add(_ file: SourceFile) throws(CompilerError) {
        let json = try file.parsedJSON()
        let name = file.displayPath
        guard let object = json as? [String: Any] else {
            diagnostics.report(.error, .unreadableInput, name, JSONSourcePath.root, "a Lingo file must be one JSON object of texts")
            return
        }
        guard let locale = Self.locale(ofFile: file.name) else {
            diagnostics.report(.error, .unreadableInput, name, JSONSourcePath.root,
                               "cannot tell the locale of the file: Lingo names each file after its locale (de.json, pt-BR.json)")
            return
        }
        for key in object.keys.sorted() {
            let path = JSONSourcePath.root.quoted(key)
            let omitted = OmittedTranslation(key: key, table: options.table, locale: locale)
            guard let found = read(object[key]!, omitted: omitted, file: name, path: path),
                  places.claim(key, locale: locale, at: MessagePlace(file: name, path: path), diagnostics: diagnostics)
            else { continue }
            messages[key, default: [:]][locale] = found
        }
    }

    /// A member's message, or nil after a warning when Lingo would refuse it.
    private func read(_ value: Any, omitted: OmittedTranslation, file: String, path: JSONSourcePath) -> Found? {
        if let text = value as? String { return .text(text) }
        guard let object = value as? [String: Any], Self.isPluralObject(object) else {
            diagnostics.leftOut(omitted, file, path, "a Lingo entry must be a text or an object of plural forms (zero, one, two, few, many, other)")
            return nil
        }
        var forms: [PluralCategory: String] = [:]
        for name in object.keys.sorted() {
            let text = object[name]!
            guard let category = PluralCategory(name: name) else {
                diagnostics.leftOut(omitted, file, path.quoted(name),
                                    "'\(name)' is no plural category (zero, one, two, few, many, other); Lingo refuses the file")
                return nil
            }
            forms[category] = (text as! String)
        }
        guard !forms.isEmpty else {
            diagnostics.leftOut(omitted, file, path, "an object of plural forms has none")
            return nil
        }
        return .plural(forms)
    }

    /// Compiles every message, source language first, and builds the catalog.
    func catalog() throws(CompilerError) -> MessageCatalog {
        var entries: [CatalogEntry] = []
        for key in places.keys {
            let byLocale = messages[key]!
            // One argument chooses in every locale: the one the source language's forms show (else the first locale's).
            let chooser = places.locales(of: key, sourceLanguage: sourceLanguage).lazy.compactMap { locale in
                if case .plural(let forms) = byLocale[locale]! { return self.selector(of: forms, place: self.places[key, locale]!) }
                return nil
            }.first
            let entry = places.numberedEntry(key, table: options.table, comment: nil, sourceLanguage: sourceLanguage,
                                             diagnostics: diagnostics) { locale, names in
                switch byLocale[locale]! {
                case .text(let text):
                    let read = LingoText.nodes(of: text, names: names)
                    return (Message(read.nodes), read.names)
                case .plural(let forms):
                    return plural(forms, names: names, selector: chooser ?? Self.countName)
                }
            }
            if let entry { entries.append(entry) }
        }
        try diagnostics.throwIfFailed()
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: diagnostics.nonErrors)
    }

    /// The plural choice of `forms`, by CLDR's cardinal rules on the
    /// argument `selector` (``selector(of:place:)`` of the key's first plural).
    private func plural(_ forms: [PluralCategory: String], names: [String], selector: String) -> (Message, [String]) {
        var names = names
        if !names.contains(selector) { names.append(selector) }
        var categories: [PluralCategory: Message] = [:]
        for category in PluralCategory.allCases {
            guard let text = forms[category] else { continue }
            let read = LingoText.nodes(of: text, names: names)
            names = read.names
            categories[category] = Message(read.nodes)
        }
        let choice = PluralChoice(argumentIndex: names.firstIndex(of: selector)! + 1, rules: .cldrCardinal, categories: categories)
        return (Message([.plural(choice)]), names)
    }

    /// The argument whose value chooses among `forms`: `count`, unless the
    /// forms show one other name and never `count` (Lingo chooses by the
    /// first integer it is given, whatever its name), then that name.
    private func selector(of forms: [PluralCategory: String], place: MessagePlace) -> String {
        var used: [String] = []
        for category in PluralCategory.allCases {
            if let text = forms[category] { used = LingoText.nodes(of: text, names: used).names }
        }
        if used.count == 1 { return used[0] }
        if !used.isEmpty, !used.contains(Self.countName) {
            diagnostics.report(.warning, .platformDifference, place.file, place.path,
                               "the plural forms show \(used.map { "%{\($0)}" }.joined(separator: ", ")) but not %{count}: LocPack chooses the form by 'count', where Lingo takes the first integer it is given")
        }
        return Self.countName
    }
}
