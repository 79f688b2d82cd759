import Foundation
import LocPack

/// Walks the property list of one `.stringsdict` file (or the dictionaries
/// an XLIFF export describes) and builds one message per key.
///
/// An entry is a dictionary holding exactly one of:
/// - `NSStringLocalizedFormatKey`: a format string whose `%#@NAME@` tokens
///   are the variables `NAME` of the same dictionary (plural rules);
/// - `NSStringDeviceSpecificRuleType`: device cases, each a format string or
///   a format dictionary (device → plural);
/// - `NSStringVariableWidthRuleType`: width cases keyed by whole numbers.
///
/// Diagnostics name the file and the key path, e.g.
/// `Localizable.stringsdict: $["%d files"].files.few: error: …`.
final class StringsdictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let deviceRuleKey = "NSStringDeviceSpecificRuleType"
    static let widthRuleKey = "NSStringVariableWidthRuleType"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"

    /// A dictionary whose other keys are variables for the texts below it.
    struct Scope {
        var dictionary: [String: Any]
        var path: JSONSourcePath
    }

    /// Which kind of rule a dictionary sits in (a rule does not vary by itself).
    enum Level: Equatable { case entry, deviceCase, widthCase }

    let file: String
    /// With XLIFF exports, which leave out `NSStringFormatSpecTypeKey` and
    /// `NSStringFormatValueTypeKey`: a variable without a rule type is a
    /// plural rule, and one without a value type takes it from its cases,
    /// silently.
    let infersTypes: Bool
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []

    /// Variables declared in the entry being read, by path.
    private var declared: [String: (name: String, dictionary: [String: Any], path: JSONSourcePath, scopes: [Scope])] = [:]
    /// Paths of the variables some text refers to.
    private var used: Set<String> = []
    /// Variables being expanded (to catch one that refers to itself).
    private var expanding: [String] = []
    /// Expansions made, by variable path and argument.
    private var expansions: [String: MessageNode?] = [:]
    /// The `%`s that can only be text in the entry's texts (``Message/textPercents``).
    private var textPercents: [String] = []
    /// The arguments the variables of the entry read last name.
    private(set) var declaredArguments: [DeclaredArgument] = []

    init(file: String, infersTypes: Bool = false) {
        self.file = file
        self.infersTypes = infersTypes
    }

    // MARK: Diagnostics

    func report(_ severity: Diagnostic.Severity, _ path: JSONSourcePath, _ message: String, _ id: DiagnosticID? = nil) {
        // An error makes the file unreadable (or, inside a translation, leaves it out); a warning by default ignores something.
        let kind = id ?? (severity == .error ? .unreadableInput : .ignoredContent)
        let diagnostic = Diagnostic(severity, kind, at: SourceLocation(file: file, jsonPath: path.description), message)
        if reported.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
    }

    func error(_ path: JSONSourcePath, _ message: String, _ id: DiagnosticID? = nil) { report(.error, path, message, id) }
    func warning(_ path: JSONSourcePath, _ message: String, _ id: DiagnosticID = .ignoredContent) { report(.warning, path, message, id) }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Whether an error was reported at or after index `start` of ``diagnostics``.
    func hasErrors(since start: Int) -> Bool {
        diagnostics[start...].contains { $0.severity == .error }
    }

    /// Turns the errors reported at or after index `start` into warnings
    /// that `omitted` is left out of the bundle (`Specs/lint.md`, "Build policy").
    func leaveOut(since start: Int, _ omitted: OmittedTranslation) {
        for index in start..<diagnostics.count where diagnostics[index].severity == .error {
            let problem = diagnostics[index]
            // An error inside a translation is the translation's mistake, of its own kind when it has one.
            diagnostics[index] = .leftOut(omitted, at: problem.location, problem.message,
                                          problem.id == .unreadableInput ? .malformedTranslation : problem.id)
        }
    }

    // MARK: Entries

    /// Records that the entry's variable `argument.name` stands for
    /// `argument.number`.
    func declare(_ argument: DeclaredArgument) { declaredArguments.declareMissing([argument]) }

    /// Reads the entry `key`; `nil` (after reporting why) when it yields no message.
    func readEntry(key: String, _ value: Any, at path: JSONSourcePath) -> Message? {
        declared = [:]
        used = []
        expansions = [:]
        textPercents = []
        declaredArguments = []
        guard let dictionary = value as? [String: Any] else {
            error(path, "an entry must be a dictionary")
            return nil
        }
        var message = readRuleOrFormat(dictionary, at: path, scopes: [], level: .entry)
        for (variablePath, variable) in declared.sorted(by: { $0.key < $1.key }) where !used.contains(variablePath) {
            warning(variable.path, "unused variable '\(variable.name)'")
            _ = expandVariable(variable.name, variable.dictionary, at: variable.path, argument: 1, scopes: variable.scopes)
        }
        message?.textPercents = textPercents
        return message
    }

    /// A dictionary with a format key or a device or width rule.
    func readRuleOrFormat(_ dictionary: [String: Any], at path: JSONSourcePath, scopes outer: [Scope],
                          level: Level) -> Message? {
        let kinds = [Self.formatKey, Self.deviceRuleKey, Self.widthRuleKey].filter { dictionary[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            if kinds.isEmpty {
                error(path, "the dictionary has no \(Self.formatKey), \(Self.deviceRuleKey) or \(Self.widthRuleKey)")
            } else {
                error(path, "the dictionary has both \(kinds.joined(separator: " and ")); it must have exactly one")
            }
            return nil
        }
        let scopes = [Scope(dictionary: dictionary, path: path)] + outer
        declareVariables(of: dictionary, at: path, except: kind, scopes: scopes)
        switch kind {
        case Self.formatKey:
            guard let text = dictionary[kind] as? String else {
                error(path.member(kind), "\(kind) must be a string")
                return nil
            }
            return readText(text, at: path.member(kind), options: .init(), scopes: scopes)
        case Self.deviceRuleKey:
            if level == .deviceCase {
                error(path.member(kind), "a device case cannot vary by device again")
                return nil
            }
            return readDeviceRule(dictionary[kind]!, at: path.member(kind), scopes: scopes)
        default:
            if level == .widthCase {
                error(path.member(kind), "a width case cannot vary by width again")
                return nil
            }
            return readWidthRule(dictionary[kind]!, at: path.member(kind), scopes: scopes)
        }
    }

    /// Records the dictionary-valued keys of `dictionary` (other than `kind`)
    /// as variables, and warns about other keys, which mean nothing.
    private func declareVariables(of dictionary: [String: Any], at path: JSONSourcePath, except kind: String,
                                  scopes: [Scope]) {
        for name in dictionary.keys.sorted() where name != kind {
            if let variable = dictionary[name] as? [String: Any] {
                let variablePath = path.member(name)
                declared[variablePath.description] = (name, variable, variablePath, scopes)
            } else {
                warning(path.member(name), "'\(name)' is not a variable (its value is not a dictionary) and is ignored")
            }
        }
    }

    // MARK: Texts and variables

    /// Splits a format string and replaces its `%#@NAME@` tokens by the
    /// variables found in `scopes` (innermost first).
    func readText(_ text: String, at path: JSONSourcePath, options: FormatStringSplitter.Options,
                  scopes: [Scope]) -> Message? {
        let split: FormatStringSplitter.Result
        do {
            split = try FormatStringSplitter.splitText(text, options: options)
        } catch {
            self.error(path, "invalid format string: \(error.description)", .invalidFormatString)
            return nil
        }
        textPercents += split.textPercents
        return split.message(warn: { self.warning(path, $0, .suspiciousFormat) }, expand: { token in
            guard let index = scopes.firstIndex(where: { $0.dictionary[token.name] != nil }) else {
                error(path, "undefined variable '\(token.name)': no dictionary around the text has a key '\(token.name)'")
                return nil
            }
            let scope = scopes[index]
            let variablePath = scope.path.member(token.name)
            guard let variable = scope.dictionary[token.name] as? [String: Any] else {
                error(variablePath, "variable '\(token.name)' must be a dictionary")
                return nil
            }
            used.insert(variablePath.description)
            return expandVariable(token.name, variable, at: variablePath, argument: token.argumentIndex,
                                  scopes: Array(scopes[index...]))
        })
    }

    /// The plural choice of variable `name` for `argument`.
    func expandVariable(_ name: String, _ variable: [String: Any], at path: JSONSourcePath, argument: Int,
                        scopes: [Scope]) -> MessageNode? {
        let cacheKey = path.description + "\u{0}" + String(argument)
        if let done = expansions[cacheKey] { return done }
        if expanding.contains(path.description) {
            error(path, "variable '\(name)' refers to itself")
            return nil
        }
        expanding.append(path.description)
        defer { expanding.removeLast() }
        let node = pluralChoice(name, variable, at: path, argument: argument, scopes: scopes).map(MessageNode.plural)
        expansions[cacheKey] = node
        return node
    }
}
