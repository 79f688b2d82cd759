import LocPack

/// Turns the value of one key of a Swifternalization file into a
/// ``Message`` (`Specs/importers/swifternalization.md`):
///
/// - a string → its text and printf placeholders;
/// - an object of `@N` members → a ``WidthChoice`` with rule
///   ``WidthChoice/Rule/smallestNotBelow``;
/// - an object of expressions → a ``PluralChoice`` when its cases are exact
///   values followed by plural categories (what a `.stringsdict` could
///   say), else a ``ConditionChoice`` trying them in written order; `other`
///   is the case used when none matches.
///
/// Objects nest either way. The number every expression tests is argument 1.
struct SwifternalizationLowering {
    /// The language whose built-in and shared expressions apply.
    let locale: String
    let file: String
    let expressions: SwifternalizationExpressionTable
    let diagnostics: MessageFileDiagnostics

    /// The message for `value` at `path`, or nil after reporting its errors.
    func message(_ value: SwifternalizationJSON, at path: JSONSourcePath) -> Message? {
        var failed = false
        let message = lower(value, at: path, depth: 0, spec: Self.operandSpec(of: value), failed: &failed)
        return failed ? nil : message
    }

    // MARK: Values

    private func lower(_ value: SwifternalizationJSON, at path: JSONSourcePath, depth: Int, spec: FormatSpec,
                       failed: inout Bool) -> Message {
        func fail(_ text: String, at place: JSONSourcePath = path) -> Message {
            diagnostics.report(.error, .unreadableInput, file, place, text)
            failed = true
            return Message([])
        }
        switch value {
        case .string(let text):
            do {
                return Message(try FormatStringSplitter.splitText(text, options: .init(recognizesSubstitutions: false)).nodes)
            } catch {
                return fail("malformed placeholder: \(error.description)")
            }
        case .other(let kind):
            return fail("a value must be a string, or an object of expressions or of length variations (@N), not \(kind)")
        case .object(let members):
            guard !members.isEmpty else { return fail("an object needs at least one expression or length variation") }
            guard depth < BundleFormat.maximumNesting else {
                return fail("expressions and length variations are nested more than \(BundleFormat.maximumNesting) deep")
            }
            var seen: Set<String> = []
            for name in members.map(\.name) where !seen.insert(name).inserted {
                return fail("'\(name)' appears twice in this object", at: path.quoted(name))
            }
            let widths = members.filter { $0.name.hasPrefix("@") }.count
            if widths == members.count {
                return Message([.width(widthChoice(members, at: path, depth: depth, spec: spec, failed: &failed))])
            }
            guard widths == 0 else {
                return fail("an object mixes length variations (@N) with expressions: nest one kind inside the other")
            }
            return Message([expressionChoice(members, at: path, depth: depth, spec: spec, failed: &failed)])
        }
    }

    /// `{"@100": …, "@200": …}`.
    private func widthChoice(_ members: [SwifternalizationJSON.Member], at path: JSONSourcePath,
                             depth: Int, spec: FormatSpec, failed: inout Bool) -> WidthChoice {
        var cases: [Int: Message] = [:]
        for member in members {
            let (name, value) = (member.name, member.value)
            let at = path.quoted(name)
            let digits = name.dropFirst()
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let width = Int32(digits) else {
                diagnostics.report(.error, .unreadableInput, file, at, "'\(name)' is not a length variation: write '@' and a width from 0 to \(Int32.max)")
                failed = true
                continue
            }
            guard cases[Int(width)] == nil else {
                diagnostics.report(.error, .unreadableInput, file, at, "width \(width) is given twice")
                failed = true
                continue
            }
            cases[Int(width)] = lower(value, at: at, depth: depth + 1, spec: spec, failed: &failed)
        }
        return WidthChoice(cases: cases, rule: .smallestNotBelow)
    }

    /// `{"one": …, "ie:x>=2": …, "other": …}`.
    private func expressionChoice(_ members: [SwifternalizationJSON.Member], at path: JSONSourcePath,
                                  depth: Int, spec: FormatSpec, failed: inout Bool) -> MessageNode {
        var cases: [(meaning: SwifternalizationCase, message: Message)] = []
        var other: Message? = nil
        for member in members {
            let (name, value) = (member.name, member.value)
            let at = path.quoted(name)
            guard let meaning = resolve(name, at: at) else {
                failed = true
                continue
            }
            let message = lower(value, at: at, depth: depth + 1, spec: spec, failed: &failed)
            if meaning == .other {
                other = message
            } else if cases.contains(where: { $0.meaning == meaning }) {
                diagnostics.report(.warning, .conflictingDefinition, file, at, "'\(name)' repeats an earlier case of this object and is never used")
            } else {
                cases.append((meaning, message))
            }
        }
        return Self.choice(cases, other: other, spec: spec)
    }

    /// The meaning of an expression object's member name, or nil after reporting why it has none.
    private func resolve(_ name: String, at path: JSONSourcePath) -> SwifternalizationCase? {
        if SwifternalizationExpression.isExpression(name) {
            do {
                return .condition(try SwifternalizationExpression.condition(name))
            } catch {
                diagnostics.report(.error, .unreadableInput, file, path, "\(name): \(error.description)")
                return nil
            }
        }
        switch expressions.resolve(name, locale: locale) {
        case .resolved(let meaning):
            return meaning
        case .broken:
            return nil
        case .unknown(let message):
            diagnostics.report(.error, .unreadableInput, file, path, message)
            return nil
        }
    }

    // MARK: Choices

    /// A plural choice when the cases are exact values, then categories
    /// (the plural choice tries exact values first, so that order keeps
    /// the written order's meaning); a condition choice otherwise.
    static func choice(_ cases: [(meaning: SwifternalizationCase, message: Message)], other: Message?,
                       spec: FormatSpec) -> MessageNode {
        var exact: [(value: String, message: Message)] = []
        var categories: [PluralCategory: Message] = [:]
        var asPlural = true
        for (meaning, message) in cases {
            if case .category(let category) = meaning {
                categories[category] = message
            } else if let value = exactValue(meaning), categories.isEmpty {
                exact.append((value, message))
            } else {
                asPlural = false
                break
            }
        }
        if asPlural {
            if let other { categories[.other] = other }
            return .plural(PluralChoice(argumentIndex: 1, operandSpec: spec, rules: .cldrCardinal, exact: exact,
                                        categories: categories))
        }
        let conditions = cases.map { meaning, message -> (condition: NumberCondition, message: Message) in
            switch meaning {
            case .category(let category): (.category(category), message)
            case .condition(let condition): (condition, message)
            case .other: preconditionFailure("'other' is not a case")
            }
        }
        return .conditions(ConditionChoice(argumentIndex: 1, operandSpec: spec, cases: conditions, other: other))
    }

    /// The decimal text of an `ie:x=N` case, when `meaning` is one and N is
    /// a whole number a plural choice can hold.
    private static func exactValue(_ meaning: SwifternalizationCase) -> String? {
        guard case .condition(.interval(let lower?, let upper?)) = meaning, lower == upper, lower.inclusive,
              lower.value == lower.value.rounded(), abs(lower.value) < 1e15 else { return nil }
        return String(Int64(lower.value))
    }

    /// How argument 1 is displayed: the spec of its first numeric
    /// placeholder in the value, in written order; `%lld` when it has none.
    static func operandSpec(of value: SwifternalizationJSON) -> FormatSpec {
        firstNumericSpec(in: value) ?? FormatSpec(conversion: UInt8(ascii: "d"), length: .ll)
    }

    private static func firstNumericSpec(in value: SwifternalizationJSON) -> FormatSpec? {
        switch value {
        case .string(let text):
            let nodes = (try? FormatStringSplitter.splitText(text, options: .init(recognizesSubstitutions: false)).nodes) ?? []
            for case .argument(1, let spec) in nodes {
                switch spec.argumentKind {
                case .signedInteger, .unsignedInteger, .floatingPoint: return spec
                default: continue
                }
            }
            return nil
        case .object(let members):
            return members.lazy.compactMap { firstNumericSpec(in: $0.value) }.first
        case .other:
            return nil
        }
    }
}
