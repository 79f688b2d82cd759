import Foundation
import LocPack

/// Reads i18next resource files (`locales/<lng>/<ns>.json`,
/// `locales/<lng>.json`) into a catalog: each namespace is a table, and a
/// key's arguments are numbered by the source language's message
/// (`Specs/importers/i18next.md`).
struct I18nextFileReader {
    let options: ImportOptions
    private let diagnostics = MessageFileDiagnostics()
    /// Texts by namespace, flat key, locale.
    private var texts: [String: [String: [String: I18nextFound]]] = [:]

    init(options: ImportOptions) { self.options = options }

    private var sourceLanguage: String { LocaleIdentifier.canonical(options.sourceLanguage) }

    /// Adds the texts of one file.
    mutating func add(_ file: SourceFile) throws(CompilerError) {
        guard let placement = I18nextResourceFile.placement(ofFile: file.url.path, defaultNamespace: options.table) else {
            diagnostics.report(.error, .unreadableInput, file.displayPath, JSONSourcePath.root,
                               "cannot tell the locale of the file: i18next resources lie in a folder named after the locale (locales/de/common.json) or are named after it (de.json)")
            return
        }
        guard let resource = try I18nextResourceFile.read(file, locale: placement.locale, namespace: placement.namespace,
                                                          diagnostics: diagnostics) else { return }
        for (key, found) in resource.texts {
            if let earlier = texts[resource.namespace]?[key]?[resource.locale] {
                diagnostics.report(.warning, .duplicateKey, resource.file, found.path,
                                   "'\(key)' is already defined for \(resource.locale) in namespace '\(resource.namespace)' at \(earlier.file): \(earlier.path); the first is used")
                continue
            }
            texts[resource.namespace, default: [:]][key, default: [:]][resource.locale] = I18nextFound(text: found.text, file: resource.file, path: found.path)
        }
    }

    /// `byLocale` and, when the key's source-language text nests other
    /// keys (`$t(…)`), the source-language texts for each locale of the
    /// namespace that lacks the key: i18next nests in the asked language
    /// even when the outer text comes from the fallback language.
    private func withNestingLocales(_ byLocale: [String: I18nextKeyForms], namespace: String,
                                    resources: I18nextResources) -> [String: I18nextKeyForms] {
        // A counted text would choose its forms by the other language's plural rules: those fall back whole.
        guard let source = byLocale[sourceLanguage], source.all.contains(where: { $0.text.contains("$t(") }),
              !source.plain.isCounted, !source.contexts.values.contains(where: \.isCounted) else { return byLocale }
        var all = byLocale
        for locale in Set((resources.texts[namespace] ?? [:]).values.flatMap(\.keys)) where all[locale] == nil {
            all[locale] = source
        }
        return all
    }

    /// The arguments `entry` takes when a translation reads one of
    /// i18next's call options (`count`, `context`, `ordinal`) that the
    /// source language's text does not show: an app passes them to `t()`
    /// for every language (`t('payees', {count})`), so the translation that
    /// chooses a plural form by it is kept. Nil (the source message decides)
    /// otherwise, and when the key has no source message.
    private func callOptionArguments(of entry: CatalogEntry) -> Message? {
        let optionNames = [I18nextLowering.countName, I18nextLowering.contextName, I18nextLowering.ordinalName]
        let options = entry.arguments.filter { optionNames.contains($0.name) }.map(\.number)
        guard !options.isEmpty, let source = entry.localizations[sourceLanguage] else { return nil }
        let sourceSignature = ArgumentSignature(source)
        guard options.contains(where: { sourceSignature.firstSpec(of: $0) == nil }) else { return nil }
        var specs: [Int: FormatSpec] = [:]
        for index in sourceSignature.indices { specs[index] = sourceSignature.firstSpec(of: index) }
        for locale in entry.localizations.keys.sorted() {
            let signature = ArgumentSignature(entry.localizations[locale]!)
            for index in options where specs[index] == nil { specs[index] = signature.firstSpec(of: index) }
        }
        return Message(specs.keys.sorted().map { MessageNode.argument(index: $0, spec: specs[$0]!) })
    }

    /// Builds every key's messages.
    func catalog() throws(CompilerError) -> MessageCatalog {
        try diagnostics.throwIfFailed()
        let i18next = options.formats[I18nextOptions.self]
        let resources = I18nextResources(texts: texts, sourceLanguage: sourceLanguage, version: i18next.jsonVersion)
        var entries: [CatalogEntry] = []
        for namespace in resources.namespaces.sorted() {
            var places = MessagePlaces()
            let keyed = resources.entries(namespace: namespace).map { entry in
                (key: entry.key, byLocale: withNestingLocales(entry.byLocale, namespace: namespace, resources: resources))
            }
            for (key, byLocale) in keyed {
                for (locale, forms) in byLocale {
                    if let first = forms.all.first {
                        _ = places.claim(key, locale: locale, at: MessagePlace(file: first.file, path: first.path), diagnostics: diagnostics)
                    }
                }
            }
            for (key, byLocale) in keyed {
                let entry = places.numberedEntry(key, table: namespace, comment: nil, sourceLanguage: sourceLanguage,
                                                 diagnostics: diagnostics) { locale, names in
                    var lowering = I18nextLowering(resources: resources, options: i18next, locale: locale, names: names)
                    do throws(I18nextLowering.Failure) {
                        let message = try lowering.message(byLocale[locale]!, namespace: namespace, key: key)
                        for warning in lowering.warnings {
                            diagnostics.report(.warning, warning.id, warning.found.file, warning.found.path, warning.message)
                        }
                        return message.map { ($0, lowering.names) }
                    } catch {
                        let place = error.found.map { MessagePlace(file: $0.file, path: $0.path) } ?? places[key, locale]!
                        diagnostics.leftOut(OmittedTranslation(key: key, table: namespace, locale: locale), place.file, place.path,
                                            error.message, error.id)
                        return nil
                    }
                }
                if var entry {
                    entry.keyArguments = callOptionArguments(of: entry)
                    entries.append(entry)
                }
            }
        }
        try diagnostics.throwIfFailed()
        return MessageCatalog(sourceLanguage: sourceLanguage, entries: entries, diagnostics: diagnostics.nonErrors)
    }
}
