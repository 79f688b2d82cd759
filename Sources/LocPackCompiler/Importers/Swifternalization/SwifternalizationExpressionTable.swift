import LocPack

/// The names a language's messages may use as expressions: the shared
/// expressions `expressions.json` defines for the language, then those it
/// defines for `base` (inherited by every language), then the built-in ones
/// (``SwifternalizationBuiltins``). A shared expression overrides a built-in
/// one of the same name.
///
/// ```json
/// { "base": { "ten": "ie:x=10" }, "pl": { "teens": "iex:12<=x<=14" } }
/// ```
struct SwifternalizationExpressionTable {
    /// The group every language inherits.
    static let baseGroup = "base"

    /// A shared expression: its condition, or nil when its definition has
    /// an error (reported where it is defined).
    struct Definition {
        var condition: NumberCondition?
    }

    /// Definitions by group (`base`, or a canonical language such as `pl`,
    /// `pt-BR`), then by name.
    private(set) var groups: [String: [String: Definition]] = [:]

    /// Reads `expressions.json`, reporting its errors with their JSON paths.
    mutating func read(_ json: SwifternalizationJSON, file: String, diagnostics: MessageFileDiagnostics) {
        let root = JSONSourcePath.root
        guard case .object(let languages) = json else {
            diagnostics.report(.error, .unreadableInput, file, root, "expressions.json must be a JSON object of languages")
            return
        }
        for member in languages {
            let (language, value) = (member.name, member.value)
            let path = root.quoted(language)
            let group = language == Self.baseGroup ? language : LocaleIdentifier.canonical(language)
            guard language == Self.baseGroup || LocaleNamedFiles.isLocaleName(language) else {
                diagnostics.report(.error, .unreadableInput, file, path, "'\(language)' is neither 'base' nor a language code")
                continue
            }
            guard groups[group] == nil else {
                diagnostics.report(.error, .unreadableInput, file, path, "expressions for '\(group)' are defined twice")
                continue
            }
            guard case .object(let definitions) = value else {
                diagnostics.report(.error, .unreadableInput, file, path, "the expressions of a language must be an object of names and expressions")
                continue
            }
            var table: [String: Definition] = [:]
            for member in definitions {
                let (name, definition) = (member.name, member.value)
                let at = path.quoted(name)
                guard table[name] == nil else {
                    diagnostics.report(.error, .unreadableInput, file, at, "'\(name)' is defined twice for '\(group)'")
                    continue
                }
                table[name] = Definition(condition: Self.condition(definition, name: name, file: file, at: at,
                                                                   diagnostics: diagnostics))
            }
            groups[group] = table
        }
    }

    private static func condition(_ definition: SwifternalizationJSON, name: String, file: String, at path: JSONSourcePath,
                                  diagnostics: MessageFileDiagnostics) -> NumberCondition? {
        guard case .string(let text) = definition else {
            diagnostics.report(.error, .unreadableInput, file, path, "a shared expression must be a string (ie:, iex: or exp:)")
            return nil
        }
        guard SwifternalizationExpression.isExpression(text) else {
            diagnostics.report(.error, .unreadableInput, file, path, "a shared expression must be written ie:, iex: or exp: (not '\(text)')")
            return nil
        }
        do {
            return try SwifternalizationExpression.condition(text)
        } catch {
            diagnostics.report(.error, .unreadableInput, file, path, "\(text): \(error.description)")
            return nil
        }
    }

    /// What resolving a name gave.
    enum Resolution {
        /// The name's meaning.
        case resolved(SwifternalizationCase)
        /// A shared expression whose definition has an error (already reported).
        case broken
        /// No such expression, with the sentence for the user.
        case unknown(String)
    }

    /// The meaning of `name` in messages of `locale` (canonical).
    func resolve(_ name: String, locale: String) -> Resolution {
        for group in Self.lookupOrder(of: locale) {
            guard let definition = groups[group]?[name] else { continue }
            guard let condition = definition.condition else { return .broken }
            return .resolved(.condition(condition))
        }
        switch SwifternalizationBuiltins.resolve(name, locale: locale) {
        case .success(let meaning)?:
            return .resolved(meaning)
        case .failure(let unusable)?:
            return .unknown(unusable.message)
        case nil:
            let searched = Self.lookupOrder(of: locale).joined(separator: ", ")
            return .unknown("unknown expression '\(name)': neither built in (\(SwifternalizationBuiltins.names.joined(separator: ", "))) nor defined in expressions.json for \(searched)")
        }
    }

    /// The groups searched for a locale: the locale, its language, `base`.
    static func lookupOrder(of locale: String) -> [String] {
        var order = [locale]
        if let dash = locale.firstIndex(of: "-") { order.append(String(locale[..<dash])) }
        order.append(baseGroup)
        return order
    }
}
