import Foundation
import LocPack

extension ICUMessageFileReader {
    /// The messages of one key of Flutter `.arb` files, as gen_l10n reads
    /// them: the template's message and `@KEY.placeholders` define the
    /// arguments (their numbers and Dart types) for every locale; a
    /// translation that cannot be read or rendered is left out with a
    /// warning. Returns the messages by locale and the argument names by
    /// number (`names[0]` is argument 1).
    func lowerARB(_ key: String, _ byLocale: [String: Found]) -> (localizations: [String: Message], names: [String]) {
        let flavor = ICUMessageParser.Flavor.flutter(useEscaping: arbConfiguration.useEscaping)
        let templateLocale = arbTemplateLocale ?? sourceLanguage
        let declared = arbPlaceholders[key] ?? [:]
        var templateParts: [ICUPart] = []
        if let template = byLocale[templateLocale] {
            var parser = ICUMessageParser(template.text, flavor: flavor)
            templateParts = (try? parser.parseWholeMessage()) ?? []
        }
        // Arguments: the template message's placeholders in order of first
        // appearance, then those only declared, by name.
        var names = ARBMessageLowering.names(in: templateParts)
        names += declared.keys.filter { !names.contains($0) }.sorted()
        var types = ARBMessageLowering.inferredTypes(in: templateParts)
        for (name, placeholder) in declared { if let type = placeholder.type { types[name] = type } }
        let templateName = arbTemplate.map { ($0 as NSString).lastPathComponent } ?? arbConfiguration.templateFile

        var localizations: [String: Message] = [:]
        for locale in byLocale.keys.sorted() {
            let found = byLocale[locale]!
            let omitted = OmittedTranslation(key: key, table: options.table, locale: locale)
            do {
                var parser = ICUMessageParser(found.text, flavor: flavor)
                let parts = try parser.parseWholeMessage()
                var localTypes = types
                localTypes.merge(ARBMessageLowering.inferredTypes(in: parts)) { known, _ in known }
                let lowering = ARBMessageLowering(bytes: parser.bytes, names: names, placeholders: declared,
                                                  types: localTypes, template: templateName)
                localizations[locale] = try lowering.lower(parts)
            } catch {
                diagnostics.leftOut(omitted, found.file, found.path, error.description)
            }
        }
        return (localizations, names)
    }
}
