import LocPack

/// Turns a Flutter `.arb` message (parsed with the `flutter` flavour) into
/// the message model the way `gen_l10n` generates Dart from it
/// (`Specs/importers/icu-messageformat.md`, "Flutter ARB"):
///
/// - arguments are the template's placeholders, numbered in `names` order;
///   a message reading any other placeholder is refused;
/// - `{x}` prints like Dart's `toString()` unless the template gives an
///   `int` the `decimalPattern` format;
/// - plurals follow `Intl.pluralLogic`: `=0`/`zero`, `=1`/`one`, `=2`/`two`
///   match 0, 1 and 2 exactly, then the locale's category chooses (`two`
///   falling back to `few`), a later case replacing an earlier one.
struct ARBMessageLowering {
    /// The UTF-8 of the message, for error offsets.
    let bytes: [UInt8]
    /// Argument names by number (index 0 is argument 1).
    let names: [String]
    /// The template's declared placeholders.
    let placeholders: [String: ARBPlaceholder]
    /// The Dart type of each placeholder, declared or inferred.
    let types: [String: String]
    /// The template file, for messages.
    let template: String

    /// The message for `parts`.
    func lower(_ parts: [ICUPart]) throws(MessageSyntaxError) -> Message {
        Message(try nodes(parts))
    }

    private func index(of ref: ICUArgumentRef) throws(MessageSyntaxError) -> Int {
        guard let known = names.firstIndex(of: ref.name) else {
            throw MessageSyntaxError("reads the placeholder {\(ref.name)}, which the template \(template) does not define for this message",
                                     at: ref.utf8Offset, in: bytes)
        }
        return known + 1
    }

    private func type(of ref: ICUArgumentRef) -> String { types[ref.name] ?? "Object" }

    private func nodes(_ parts: [ICUPart]) throws(MessageSyntaxError) -> [MessageNode] {
        var out: [MessageNode] = []
        for part in parts {
            switch part {
            case let .text(text):
                out.appendText(text)
            case .pound:
                out.append(.text("#"))
            case let .printf(body, _):
                out.append(.text(body))
            case let .argument(ref, _):
                let argument = try index(of: ref)
                switch (placeholders[ref.name] ?? ARBPlaceholder()).spec(type: type(of: ref)) {
                case let .success(spec): out.append(.argument(index: argument, spec: spec))
                case let .failure(problem):
                    throw MessageSyntaxError("the placeholder {\(ref.name)} \(problem.message)", at: ref.utf8Offset, in: bytes)
                }
            case let .plural(plural):
                out.append(.plural(try choice(plural)))
            case let .select(select):
                let argument = try index(of: select.argument)
                guard type(of: select.argument) == "String" else {
                    throw MessageSyntaxError("{\(select.argument.name)} selects, so gen_l10n needs it to be a String, not \(type(of: select.argument))",
                                             at: select.argument.utf8Offset, in: bytes)
                }
                var cases: [(value: String, message: Message)] = []
                for item in select.cases { cases.append((item.key, Message(try nodes(item.parts)))) }
                out.append(.select(SelectChoice(argumentIndex: argument, cases: cases, other: Message(try nodes(select.other)))))
            }
        }
        return out
    }

    /// `Intl.pluralLogic`'s choice.
    private func choice(_ plural: ICUPluralPattern) throws(MessageSyntaxError) -> PluralChoice {
        let argument = try index(of: plural.argument)
        let type = type(of: plural.argument)
        guard type == "num" || type == "int" else {
            throw MessageSyntaxError("{\(plural.argument.name)} is counted, so gen_l10n needs it to be an int or num, not \(type)",
                                     at: plural.argument.utf8Offset, in: bytes)
        }
        var byCategory: [PluralCategory: Message] = [:]
        for item in plural.cases {
            let name = ["=0": "zero", "=1": "one", "=2": "two"][item.key] ?? item.key
            guard let category = PluralCategory(name: name) else { continue }
            byCategory[category] = Message(try nodes(item.parts))
        }
        var exact: [(value: String, message: Message)] = []
        for (value, category) in [("0", PluralCategory.zero), ("1", .one), ("2", .two)] {
            if let message = byCategory[category] { exact.append((value, message)) }
        }
        var categories = byCategory
        if categories[.two] == nil, let few = byCategory[.few] { categories[.two] = few }
        // The operand is the count as `{count}` prints it (Dart's toString(),
        // or decimalPattern), so the argument has one format throughout.
        let printed = (placeholders[plural.argument.name] ?? ARBPlaceholder()).spec(type: type)
        let operand = (try? printed.get()) ?? ICUMessageLowering.integerSpec
        return PluralChoice(argumentIndex: argument, operandSpec: operand, rules: .cldrCardinal,
                            exact: exact, categories: categories)
    }

    /// Placeholder names in order of first appearance in `parts` (a
    /// plural's or select's own before its cases).
    static func names(in parts: [ICUPart]) -> [String] {
        var names: [String] = []
        func walk(_ parts: [ICUPart]) {
            for part in parts {
                switch part {
                case .text, .pound, .printf: break
                case let .argument(ref, _):
                    if !names.contains(ref.name) { names.append(ref.name) }
                case let .plural(plural):
                    if !names.contains(plural.argument.name) { names.append(plural.argument.name) }
                    for item in plural.cases { walk(item.parts) }
                case let .select(select):
                    if !names.contains(select.argument.name) { names.append(select.argument.name) }
                    for item in select.cases { walk(item.parts) }
                    walk(select.other)
                }
            }
        }
        walk(parts)
        return names
    }

    /// The types `parts` imply: `num` for a counted placeholder, `String`
    /// for a selecting one (gen_l10n's inference).
    static func inferredTypes(in parts: [ICUPart]) -> [String: String] {
        var types: [String: String] = [:]
        func walk(_ parts: [ICUPart]) {
            for part in parts {
                switch part {
                case let .plural(plural):
                    types[plural.argument.name] = types[plural.argument.name] ?? "num"
                    for item in plural.cases { walk(item.parts) }
                case let .select(select):
                    types[select.argument.name] = types[select.argument.name] ?? "String"
                    for item in select.cases { walk(item.parts) }
                    walk(select.other)
                default:
                    break
                }
            }
        }
        walk(parts)
        return types
    }
}
