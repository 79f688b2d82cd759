import LocPack

/// Gathers the string resources of one `res` folder by name and locale, and
/// makes them entries: the default folder's resource gives each key and
/// its source message, each locale folder's its translation
/// (`Specs/importers/android.md`).
struct AndroidEntryCollector {
    typealias Resource = AndroidResourceDocument.Resource

    let sourceLanguage: String
    let table: String
    let diagnostics: MessageFileDiagnostics

    /// A resource as defined in one locale.
    private struct Defined {
        var resource: Resource
        var isDefault: Bool
    }

    /// Resources by slot (`string/title`, `plurals/songs`: Android keeps
    /// the types apart), then locale.
    private var resources: [String: [String: Defined]] = [:]
    /// The slots in the order they were first met.
    private var order: [String] = []
    /// The slots `values` itself defines.
    private var defaultSlots: Set<String> = []
    /// The locales in the order their files were added.
    private var locales: [String] = []

    init(sourceLanguage: String, table: String, diagnostics: MessageFileDiagnostics) {
        self.sourceLanguage = sourceLanguage
        self.table = table
        self.diagnostics = diagnostics
    }

    /// Adds the resources of one file of `locale`'s folder (`isDefault`: `values` itself).
    mutating func add(_ document: AndroidResourceDocument, locale: String, isDefault: Bool) {
        if !locales.contains(locale) { locales.append(locale) }
        for resource in document.resources {
            let omitted = OmittedTranslation(key: resource.name, table: table, locale: locale)
            if !isDefault && !resource.isTranslatable {
                diagnostics.report(Diagnostic.leftOut(omitted, at: resource.location,
                    "translatable=\"false\" belongs in values/ only (Android lint: ExtraTranslation)", .ignoredContent))
                continue
            }
            let slot = Self.slot(of: resource)
            if let earlier = resources[slot]?[locale], earlier.isDefault == isDefault {
                let first = "\(earlier.resource.location.file):\(earlier.resource.location.line)"
                if Self.resFolder(of: earlier.resource) == Self.resFolder(of: resource) {
                    diagnostics.report(Diagnostic.leftOut(omitted, at: resource.location,
                        "'\(resource.name)' is defined again (first at \(first)), which aapt2 refuses", .duplicateKey))
                } else {
                    // Another module or variant: Gradle keeps the one of highest priority.
                    diagnostics.report(Diagnostic(.note, .overriddenDefinition, at: resource.location,
                        "\(locale): '\(resource.name)' is also defined at \(first), which is used; Gradle chooses between modules and variants by their priority"))
                }
                continue
            }
            if resources[slot] == nil { order.append(slot) }
            if isDefault { defaultSlots.insert(slot) }
            resources[slot, default: [:]][locale] = Defined(resource: resource, isDefault: isDefault)
        }
    }

    /// `locale` and its parents (`pt-BR`, `pt`): where a device in `locale`
    /// finds a resource before the default folder.
    static func localeChain(_ locale: String) -> [String] {
        var chain = [locale]
        while let dash = chain.last!.lastIndex(of: "-") { chain.append(String(chain.last![..<dash])) }
        return chain
    }

    /// The `res` folder a resource's file lies in.
    private static func resFolder(of resource: Resource) -> String {
        resource.location.file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
    }

    /// The slot of `resource`: its type and name.
    static func slot(of resource: Resource) -> String {
        switch resource.content {
        case .string: "string/" + resource.name
        case .plurals: "plurals/" + resource.name
        case .array: "array/" + resource.name
        }
    }

    /// The entries, in the order their names were first met.
    func entries() -> [CatalogEntry] {
        var named: [String: String] = [:]
        return order.flatMap { slot -> [CatalogEntry] in
            guard defaultSlots.contains(slot), let source = resources[slot]?[sourceLanguage] else {
                for (locale, defined) in resources[slot]! {
                    let name = defined.resource.name
                    diagnostics.report(Diagnostic.leftOut(OmittedTranslation(key: name, table: table, locale: locale),
                        at: defined.resource.location,
                        "'\(name)' has no default in values/, so devices in other languages cannot show it (Android lint: MissingDefaultResource)",
                        .missingSourceMessage))
                }
                return []
            }
            let name = source.resource.name
            if let other = named[name] {
                diagnostics.report(Diagnostic(.warning, .duplicateKey, at: source.resource.location,
                    "'\(name)' names a \(slot.prefix { $0 != "/" }) and a \(other.prefix { $0 != "/" }); Android keeps them apart, a bundle has one key of a name: the \(other.prefix { $0 != "/" }) is used and this one is left out"))
                return []
            }
            named[name] = slot
            switch source.resource.content {
            case .string: return stringEntry(name, slot: slot, source: source.resource).map { [$0] } ?? []
            case .plurals: return pluralEntry(name, slot: slot, source: source.resource).map { [$0] } ?? []
            case .array: return arrayEntries(name, slot: slot, source: source.resource)
            }
        }
    }

    /// The locales with a definition of `name`, the source language first.
    /// A locale without one whose default refers to another string
    /// (`@string/welcome`) has the default: the reference then takes that
    /// locale's string, as Android resolves it on the device.
    private func definitions(of slot: String) -> [(locale: String, resource: Resource, inherited: Bool)] {
        let defined = resources[slot] ?? [:]
        let inherits = defined[sourceLanguage].map { Self.refersToAString($0.resource) } ?? false
        return locales.compactMap { locale in
            if let own = defined[locale] { return (locale, own.resource, false) }
            return inherits ? (locale, defined[sourceLanguage]!.resource, true) : nil
        }.sorted { ($0.locale == sourceLanguage ? 0 : 1) < ($1.locale == sourceLanguage ? 0 : 1) }
    }

    /// Whether a value of `resource` is a reference to a string (never in
    /// Compose's resources, which follow none).
    private static func refersToAString(_ resource: Resource) -> Bool {
        guard !ComposeResourceText.isComposeResource(resource.location.file) else { return false }
        let values: [AndroidResourceDocument.Value]
        switch resource.content {
        case let .string(value): values = [value]
        case let .array(items): values = items
        case let .plurals(items): values = items.map(\.value)
        }
        return values.contains { value in
            if case .reference(type: "string", _, package: nil)? = try? AndroidStringText.read(value.pieces) { true } else { false }
        }
    }

    private func leaveOut(_ key: String, _ locale: String, at location: SourceLocation, _ problem: String,
                          _ kind: DiagnosticID = .malformedTranslation) {
        diagnostics.report(Diagnostic.leftOut(OmittedTranslation(key: key, table: table, locale: locale), at: location, problem, kind))
    }

    // MARK: Entries

    private func stringEntry(_ name: String, slot: String, source: Resource) -> CatalogEntry? {
        var texts: [(locale: String, text: String, location: SourceLocation)] = []
        for (locale, resource, inherited) in definitions(of: slot) {
            guard case let .string(value) = resource.content else {
                leaveOut(name, locale, at: resource.location, "it is not a <string> here, and Android keeps resources of different types apart (R.string, R.plurals, R.array): values/ has no <string> of this name")
                continue
            }
            guard let text = resolve(value, name: name, locale: locale, reports: !inherited) else { continue }
            if inherited && text == texts.first?.text { continue }
            texts.append((locale, text, value.location))
        }
        guard let sourceText = texts.first(where: { $0.locale == sourceLanguage }) else { return nil }
        let isFormat = AndroidFormatText.isFormatString(sourceText.text)
        var entry = CatalogEntry(key: name, table: table, comment: source.comment, localizations: [:], location: source.location)
        entry.isTranslatable = source.isTranslatable
        for (locale, text, location) in texts {
            do {
                entry.localizations[locale] = try message(text, isFormat: isFormat, at: location)
                entry.localizationLocations[locale] = location
            } catch {
                leaveOut(name, locale, at: location, Self.notAFormatString(error, at: location), error.kind)
            }
        }
        return entry.localizations[sourceLanguage] == nil ? nil : entry
    }

    private func arrayEntries(_ name: String, slot: String, source: Resource) -> [CatalogEntry] {
        guard case let .array(sourceItems) = source.content else { return [] }
        var entries: [CatalogEntry] = sourceItems.indices.map { index in
            var entry = CatalogEntry(key: "\(name).\(index)", table: table, comment: source.comment, localizations: [:],
                                     location: sourceItems[index].location)
            entry.isTranslatable = source.isTranslatable
            return entry
        }
        var isFormat: [Int: Bool] = [:]
        var sourceTexts: [Int: String] = [:]
        for (locale, resource, inherited) in definitions(of: slot) {
            guard case let .array(items) = resource.content else {
                leaveOut(name, locale, at: resource.location, "it is not a <string-array> here, and Android keeps resources of different types apart (R.string, R.plurals, R.array): values/ has no <string-array> of this name")
                continue
            }
            if items.count != sourceItems.count && locale != sourceLanguage {
                diagnostics.report(Diagnostic(.warning, .malformedTranslation, at: resource.location,
                    "\(locale): <string-array name=\"\(name)\"> has \(items.count) items where values/ has \(sourceItems.count); getStringArray() returns these \(items.count)"))
            }
            for (index, item) in items.enumerated() where index < entries.count {
                guard let text = resolve(item, name: entries[index].key, locale: locale, reports: !inherited) else { continue }
                if inherited && text == sourceTexts[index] { continue }
                if locale == sourceLanguage { sourceTexts[index] = text }
                if locale == sourceLanguage { isFormat[index] = AndroidFormatText.isFormatString(text) }
                do {
                    entries[index].localizations[locale] = try message(text, isFormat: isFormat[index] ?? false, at: item.location)
                    entries[index].localizationLocations[locale] = item.location
                } catch {
                    leaveOut(entries[index].key, locale, at: item.location, Self.notAFormatString(error, at: item.location), error.kind)
                }
            }
        }
        return entries.filter { $0.localizations[sourceLanguage] != nil }
    }

    private func pluralEntry(_ name: String, slot: String, source: Resource) -> CatalogEntry? {
        var forms: [(locale: String, categories: [PluralCategory: String], location: SourceLocation)] = []
        for (locale, resource, inherited) in definitions(of: slot) {
            guard case let .plurals(items) = resource.content else {
                leaveOut(name, locale, at: resource.location, "it is not <plurals> here, and Android keeps resources of different types apart (R.string, R.plurals, R.array): values/ has no <plurals> of this name")
                continue
            }
            var categories: [PluralCategory: String] = [:]
            var readable = true
            for (quantity, value) in items {
                guard let text = resolve(value, name: name, locale: locale, reports: !inherited) else { readable = false; break }
                categories[PluralCategory(name: quantity)!] = text
            }
            guard readable else { continue }
            forms.append((locale, categories, resource.location))
        }
        guard let sourceForms = forms.first(where: { $0.locale == sourceLanguage }) else { return nil }
        let isFormat = sourceForms.categories.values.contains(where: AndroidFormatText.isFormatString)
        var entry = CatalogEntry(key: name, table: table, comment: source.comment, localizations: [:], location: source.location)
        entry.isTranslatable = source.isTranslatable
        var selector: Int?
        for (locale, categories, location) in forms {
            do {
                var messages: [PluralCategory: Message] = [:]
                for (category, text) in categories { messages[category] = try message(text, isFormat: isFormat, at: location) }
                let nodes = PluralCategory.allCases.compactMap { messages[$0] }.flatMap(\.nodes)
                let chosenBy: Int
                if let selector {
                    chosenBy = selector
                } else if ComposeResourceText.isComposeResource(location.file) {
                    chosenBy = try Self.composeQuantityArgument(in: PluralCategory.allCases.compactMap { categories[$0] }, nodes: nodes)
                } else {
                    chosenBy = Self.quantityArgument(in: nodes)
                }
                selector = chosenBy
                let shown = nodes.lazy.compactMap { node -> FormatSpec? in
                    if case let .argument(index, spec) = node, index == chosenBy { spec } else { nil }
                }.first
                entry.localizations[locale] = Message([.plural(PluralChoice(
                    argumentIndex: chosenBy, operandSpec: shown ?? Self.unshownQuantitySpec(at: location), rules: .cldrCardinal,
                    categories: messages))])
                entry.localizationLocations[locale] = location
            } catch {
                leaveOut(name, locale, at: location, Self.notAFormatString(error, at: location), error.kind)
            }
        }
        guard let sourceMessage = entry.localizations[sourceLanguage] else { return nil }
        // getQuantityString() always takes the quantity, shown or not: the key takes it.
        let signature = ArgumentSignature(sourceMessage)
        entry.keyArguments = Message(signature.indices.compactMap { index in
            signature.firstSpec(of: index).map { MessageNode.argument(index: index, spec: $0) }
        })
        return entry
    }

    /// The argument a plural is chosen by (`Specs/importers/android.md`,
    /// "Plurals"): the first its texts show as an integer (`%d`), else one
    /// past those they show — `getQuantityString(id, quantity, args…)`
    /// takes the quantity apart from the arguments.
    static func quantityArgument(in nodes: [MessageNode]) -> Int {
        var highest = 0
        for node in nodes {
            guard case let .argument(index, spec) = node else { continue }
            if AndroidFormatText.showsInteger(spec) { return index }
            highest = max(highest, index)
        }
        return highest + 1
    }

    /// The spec of a plural's quantity no form shows: Android's `%d`, or in
    /// Compose's resources its `toString()`, as a shown one would read.
    static func unshownQuantitySpec(at location: SourceLocation) -> FormatSpec {
        ComposeResourceText.isComposeResource(location.file) ? FormatSpec.textSpec : AndroidFormatText.integerSpec
    }

    /// A Compose plural's quantity argument: the first its `texts` write
    /// `%N$d`, else one past those they show (`pluralStringResource(id,
    /// quantity, args…)` takes the quantity apart, as Android does).
    static func composeQuantityArgument(in texts: [String], nodes: [MessageNode]) throws(MessageSyntaxError) -> Int {
        for text in texts {
            if let first = try ComposeResourceText.nodes(text).integers.first { return first }
        }
        let highest = nodes.reduce(0) { highest, node in
            if case let .argument(index, _) = node { max(highest, index) } else { highest }
        }
        return highest + 1
    }

    // MARK: Text

    /// The message of `text`, read from the file of `location`: as a
    /// format string Java reads when `isFormat`, else as text; in Compose's
    /// resources always as `stringResource` replaces arguments.
    private func message(_ text: String, isFormat: Bool, at location: SourceLocation) throws(MessageSyntaxError) -> Message {
        if ComposeResourceText.isComposeResource(location.file) { return Message(try ComposeResourceText.nodes(text).nodes) }
        if isFormat { return Message(try AndroidFormatText.read(text)) }
        return Message(text.isEmpty ? [] : [.text(text)])
    }

    /// Why a text that does not read is left out, as its reader words it.
    private static func notAFormatString(_ error: MessageSyntaxError, at location: SourceLocation) -> String {
        (ComposeResourceText.isComposeResource(location.file) ? "Compose cannot format it: " : "it is not a format string Java reads: ")
            + error.description
    }

    /// The text `value` gives in `locale`, following `@string/…` references
    /// as Android does (the named string in the same locale, else the
    /// default one); nil, with a warning, when it gives none.
    private func resolve(_ value: AndroidResourceDocument.Value, name: String, locale: String, reports: Bool = true) -> String? {
        func leaveOut(_ key: String, _ locale: String, at location: SourceLocation, _ problem: String, _ kind: DiagnosticID = .malformedTranslation) {
            if reports { self.leaveOut(key, locale, at: location, problem, kind) }
        }
        if ComposeResourceText.isComposeResource(value.location.file) { return ComposeResourceText.read(value.pieces) }
        var current = value
        var seen: Set<String> = []
        while true {
            do {
                switch try AndroidStringText.read(current.pieces) {
                case let .text(text):
                    return text
                case let .noText(raw):
                    leaveOut(name, locale, at: value.location, "'\(raw)' is not text getString() can return", .unsupportedConstruct)
                    return nil
                case let .reference(type, target, package):
                    let written = "@\(package.map { "\($0):" } ?? "")\(type)/\(target)"
                    guard type == "string", package == nil else {
                        leaveOut(name, locale, at: value.location, "it refers to \(written), which is not a string of these resources", .unsupportedConstruct)
                        return nil
                    }
                    guard seen.insert(target).inserted else {
                        leaveOut(name, locale, at: value.location, "its references form a cycle through \(written)", .malformedTranslation)
                        return nil
                    }
                    guard let defined = Self.localeChain(locale).lazy.compactMap({ self.resources["string/" + target]?[$0] }).first
                            ?? resources["string/" + target]?[sourceLanguage],
                          case let .string(next) = defined.resource.content else {
                        leaveOut(name, locale, at: value.location, "it refers to \(written), which is not defined", .malformedTranslation)
                        return nil
                    }
                    current = next
                }
            } catch {
                leaveOut(name, locale, at: current.location, "aapt2 refuses it: \(error.message)")
                return nil
            }
        }
    }
}
