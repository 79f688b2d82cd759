/// The data model errors of a parsed MF2 message (`spec/errors.md`, "Data
/// Model Errors"): a message with one is not valid and is never rendered.
enum MF2Validation {
    /// The first data model error of `message`, whose text is `text`, or nil.
    static func firstError(in message: MF2Message, text: String) -> MF2Error? {
        let bytes = Array(text.utf8)
        func error(_ kind: MF2Error.Kind, _ message: String, at offset: Int) -> MF2Error {
            MF2Error(kind: kind, detail: MessageSyntaxError(message, at: offset, in: bytes))
        }
        // Duplicate declarations: a declaration may not bind a variable that
        // appears in an earlier declaration, nor (`.local`) one its own
        // expression uses, nor (`.input`) one its own function's options use.
        var seen: Set<String> = []
        for declaration in message.declarations {
            let name = declaration.variable.name
            let own = variables(in: declaration.expression, includingOperand: declaration.kind == .local)
            if seen.contains(name) || own.contains(name) {
                return error(.duplicateDeclaration, "$\(name) is declared more than once (a Duplicate Declaration)",
                             at: declaration.variable.offset)
            }
            seen.insert(name)
            seen.formUnion(variables(in: declaration.expression, includingOperand: true))
        }
        // Duplicate option names, in every expression (the specification
        // defines the error for expressions only: markup options are not checked).
        for options in optionLists(of: message) {
            var names: Set<String> = []
            for option in options where !names.insert(option.name).inserted {
                return error(.duplicateOptionName, "option '\(option.name)' is given twice (a Duplicate Option Name)",
                             at: option.offset)
            }
        }
        guard case let .matcher(selectors, variants) = message.body else { return nil }
        for selector in selectors where !isAnnotated(selector.name, in: message.declarations) {
            return error(.missingSelectorAnnotation,
                         "the selector $\(selector.name) has no function: declare it with one, such as .input {$\(selector.name) :number} (a Missing Selector Annotation)",
                         at: selector.offset)
        }
        var keyLists: Set<[MF2Key]> = []
        for variant in variants {
            if variant.keys.count != selectors.count {
                return error(.variantKeyMismatch,
                             "the variant has \(variant.keys.count) key\(variant.keys.count == 1 ? "" : "s") for \(selectors.count) selector\(selectors.count == 1 ? "" : "s") (a Variant Key Mismatch)",
                             at: variant.offset)
            }
            if !keyLists.insert(variant.keys).inserted {
                return error(.duplicateVariant, "a variant with these keys comes earlier (a Duplicate Variant)",
                             at: variant.offset)
            }
        }
        if !variants.contains(where: { $0.keys.allSatisfy { $0 == .catchAll } }) {
            return error(.missingFallbackVariant,
                         "no variant has only '*' keys, so some values select nothing (a Missing Fallback Variant)",
                         at: variants.first?.offset ?? 0)
        }
        return nil
    }

    /// Whether `name` refers to a declaration with a function, directly or
    /// through `.local` declarations of other variables.
    private static func isAnnotated(_ name: String, in declarations: [MF2Declaration]) -> Bool {
        var name = name
        var visited: Set<String> = []
        while visited.insert(name).inserted {
            guard let declaration = declarations.last(where: { $0.variable.name == name }) else { return false }
            if declaration.expression.function != nil { return true }
            guard case let .variable(next)? = declaration.expression.operand else { return false }
            name = next.name
        }
        return false
    }

    /// The variables `expression` uses: its options' values, and its
    /// operand when `includingOperand`.
    private static func variables(in expression: MF2Expression, includingOperand: Bool) -> Set<String> {
        var names: Set<String> = []
        if includingOperand, case let .variable(variable)? = expression.operand { names.insert(variable.name) }
        for option in expression.function?.options ?? [] {
            if case let .variable(variable) = option.value { names.insert(variable.name) }
        }
        return names
    }

    /// Every option list of the message's expressions.
    private static func optionLists(of message: MF2Message) -> [[MF2Option]] {
        var lists: [[MF2Option]] = []
        func add(_ pattern: MF2Pattern) {
            for part in pattern.parts {
                switch part {
                case let .expression(expression):
                    lists.append(expression.function?.options ?? [])
                case .markup, .text:
                    break
                }
            }
        }
        for declaration in message.declarations {
            lists.append(declaration.expression.function?.options ?? [])
        }
        switch message.body {
        case let .pattern(pattern): add(pattern)
        case let .matcher(_, variants): variants.forEach { add($0.pattern) }
        }
        return lists
    }
}
