import LocPack

/// A `substitutions.NAME` entry of a localization.
struct Substitution {
    /// Where it is declared.
    var path: JSONSourcePath
    /// `argNum`: the argument it selects by, when given.
    var argNum: Int?
    /// `formatSpecifier` parsed (`lld` → `%lld`); `nil` when invalid.
    var spec: FormatSpec?
    /// The JSON of `variations.plural`; `nil` when missing or invalid.
    var plural: Any?
}

/// A substitution expanded for one argument.
struct ExpansionKey: Hashable {
    var name: String
    var argument: Int
}

extension LocalizationReader {
    // MARK: Declarations

    /// Reads `substitutions {NAME: {argNum?, formatSpecifier, variations: {plural}}}`.
    func readSubstitutions(_ json: Any, at path: JSONSourcePath) {
        guard let object = json as? [String: Any] else {
            error(path, "'substitutions' must be a JSON object")
            return
        }
        for name in object.keys.sorted() {
            let subPath = path.member(name)
            var substitution = Substitution(path: subPath)
            defer { substitutions[name] = substitution }
            guard let fields = object[name] as? [String: Any] else {
                error(subPath, "a substitution must be a JSON object")
                continue
            }
            catalog.checkFields(fields, known: ["argNum", "formatSpecifier", "variations"], at: subPath,
                                what: "a substitution")
            if let value = fields["argNum"] {
                if let number = StringCatalogReader.integer(value), number >= 1 {
                    substitution.argNum = number
                } else {
                    error(subPath.member("argNum"), "'argNum' must be a positive integer")
                }
            }
            substitution.spec = readFormatSpecifier(fields["formatSpecifier"], at: subPath)
            guard let variations = fields["variations"] else {
                error(subPath, "the substitution has no 'variations'")
                continue
            }
            guard let kinds = variations as? [String: Any] else {
                error(subPath.member("variations"), "'variations' must be a JSON object")
                continue
            }
            for kind in kinds.keys.sorted() where kind != "plural" {
                error(subPath.member("variations").member(kind), "a substitution can only vary by plural")
            }
            if let plural = kinds["plural"] {
                substitution.plural = plural
            } else {
                error(subPath.member("variations"), "the substitution has no plural variation")
            }
        }
    }

    /// Parses `formatSpecifier` (`lld`, `d`, `.1f`, or with a leading `%`).
    func readFormatSpecifier(_ json: Any?, at path: JSONSourcePath) -> FormatSpec? {
        guard let json else {
            error(path, "the substitution has no 'formatSpecifier'")
            return nil
        }
        guard let text = json as? String else {
            error(path.member("formatSpecifier"), "'formatSpecifier' must be a string")
            return nil
        }
        guard let spec = FormatStringSplitter.parseSpecifier(text) else {
            error(path.member("formatSpecifier"), "'\(text)' is not a format specifier")
            return nil
        }
        guard Self.isNumeric(spec) else {
            error(path.member("formatSpecifier"),
                  "'\(text)' is not a numeric format specifier; a substitution selects its plural form by a number")
            return nil
        }
        return spec
    }

    // MARK: Use

    /// The plural node for a `%#@name@` token read from the text at `path`,
    /// or `nil` (after reporting why) when it cannot be made.
    func expand(_ token: FormatStringSplitter.SubstitutionToken, at path: JSONSourcePath) -> MessageNode? {
        guard let substitution = substitutions[token.name] else {
            error(path, "Referencing undefined substitution '\(token.name)'")
            return nil
        }
        used.insert(token.name)
        let argument = substitution.argNum ?? token.argumentIndex
        if let argNum = substitution.argNum, token.isNumbered, token.argumentIndex != argNum {
            warning(path, "substitution '\(token.name)' is referenced as argument \(token.argumentIndex) but its argNum is \(argNum); argument \(argNum) is used")
        }
        return expand(token.name, substitution, argument: argument)
    }

    func expand(_ name: String, _ substitution: Substitution, argument: Int) -> MessageNode? {
        guard let plural = substitution.plural else { return nil }
        // With an invalid formatSpecifier (already reported) the cases are still checked.
        let spec = substitution.spec ?? Self.defaultOperandSpec
        let key = ExpansionKey(name: name, argument: argument)
        if let done = expansions[key] { return done }
        if expanding.contains(name) {
            error(substitution.path, "substitution '\(name)' refers to itself")
            return nil
        }
        expanding.append(name)
        let outer = textOptions
        // Inside a case, `%arg` and bare specifiers stand for the substitution's own argument.
        textOptions = FormatStringSplitter.Options(unnumberedArgument: argument,
                                                   argPlaceholder: .init(index: argument, spec: spec))
        let cases = readPluralCases(plural, at: substitution.path.member("variations").member("plural"),
                                    read: { self.readCase($0, at: $1, level: .plural) })
        textOptions = outer
        expanding.removeLast()
        let node = substitution.spec == nil ? nil : cases.map {
            MessageNode.plural(PluralChoice(argumentIndex: argument, operandSpec: spec, rules: .appleCardinal, categories: $0))
        }
        if node != nil { declaredArguments.declareMissing([DeclaredArgument(number: argument, name: name)]) }
        expansions[key] = node
        return node
    }

    /// Warns about substitutions no text refers to, and still checks their cases.
    func checkUnusedSubstitutions(at path: JSONSourcePath) {
        let unused = substitutions.keys.sorted().filter { !used.contains($0) }
        for name in unused {
            warning(path.member(name), "unused substitution '\(name)'")
        }
        for name in unused {
            let substitution = substitutions[name]!
            _ = expand(name, substitution, argument: substitution.argNum ?? 1)
        }
    }

    // MARK: Text

    /// Splits a value with the current options and replaces its `%#@name@`
    /// tokens by the substitutions' plural choices.
    ///
    /// A plain value (`isPlain`: the localization's own `stringUnit`, not a
    /// variation case) without tokens keeps its ``FormatSource``; one that
    /// is not a valid format string becomes literal text with the problem
    /// recorded, for the build to judge once it knows the key's arguments.
    func readText(_ text: String, at path: JSONSourcePath, isPlain: Bool = false) -> Message? {
        if isPlain && !FormatStringSplitter.mayContainSubstitutionTokens(text) {
            return FormatStringSplitter.plainMessage(text, options: textOptions)
        }
        let split: FormatStringSplitter.Result
        do {
            split = try FormatStringSplitter.splitText(text, options: textOptions)
        } catch {
            self.error(path, error.description)
            return nil
        }
        textPercents += split.textPercents
        return split.message(warn: { self.warning(path, $0, .suspiciousFormat) }, expand: { self.expand($0, at: path) })
    }
}
