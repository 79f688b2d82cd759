import LocPack

/// Builds the message of a Transifex `<cds-root>` value from its units,
/// the way a String Catalog with the same variations and substitutions
/// would be read (`Specs/importers/transifex.md`, "XML values").
///
/// Unit ids: `substitutions` (the main phrase), `substitutions.NAME.plural.CAT`,
/// `device.DEVICE`, `device.DEVICE.plural.CAT`, `plural.CAT`.
struct TransifexCDSResolver {
    /// A device's unit: text, or plural cases.
    enum DeviceValue {
        case text(String)
        case plural([PluralCategory: String])
    }

    private(set) var errors: [String] = []
    private(set) var warnings: [String] = []

    private var main: String?
    private var devices: [Device: DeviceValue] = [:]
    private var rootPlural: [PluralCategory: String] = [:]
    private var substitutions: [String: [PluralCategory: String]] = [:]
    private var used: Set<String> = []
    private var expansions: [String: MessageNode] = [:]
    private var expanding: [String] = []

    /// Sorts the units by id; unknown ids are errors.
    init(units: [TransifexCDSUnit]) {
        for unit in units { classify(unit) }
    }

    private mutating func classify(_ unit: TransifexCDSUnit) {
        let id = unit.id
        if id == "substitutions" {
            main = unit.text
            return
        }
        if id.hasPrefix("substitutions.") {
            if let (name, category) = pluralSuffix(of: id.dropFirst("substitutions.".count), id: id) {
                substitutions[name, default: [:]][category] = unit.text
            }
            return
        }
        if id.hasPrefix("plural.") {
            let name = id.dropFirst("plural.".count)
            if let category = PluralCategory(name: name) {
                rootPlural[category] = unit.text
            } else {
                errors.append("unknown plural category '\(name)' in the unit id '\(id)' (expected zero, one, two, few, many or other)")
            }
            return
        }
        if id.hasPrefix("device.") {
            let rest = id.dropFirst("device.".count)
            let name = rest.prefix { $0 != "." }
            guard let device = Device(key: name) else {
                errors.append("unknown device '\(name)' in the unit id '\(id)' (expected iphone, ipod, ipad, applewatch, appletv, applevision, mac or other)")
                return
            }
            if rest.count == name.count {
                if devices[device] != nil {
                    errors.append("device '\(name)' has both a text unit and plural units")
                }
                devices[device] = .text(unit.text)
                return
            }
            guard let (_, category) = pluralSuffix(of: rest, id: id) else { return }
            if device == .other {
                errors.append("Fallback value cannot be further varied ('device.other' has plural units)")
                return
            }
            switch devices[device] {
            case nil: devices[device] = .plural([category: unit.text])
            case var .plural(cases)?:
                cases[category] = unit.text
                devices[device] = .plural(cases)
            case .text?: errors.append("device '\(name)' has both a text unit and plural units")
            }
            return
        }
        errors.append("unknown unit id '\(id)' (expected substitutions, substitutions.NAME.plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY or plural.CATEGORY)")
    }

    /// `NAME.plural.CAT` → (NAME, CAT); reports a malformed id.
    private mutating func pluralSuffix(of text: Substring, id: String) -> (String, PluralCategory)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 2] == "plural", !parts[0].isEmpty else {
            errors.append("unknown unit id '\(id)' (a plural unit ends in .plural.CATEGORY)")
            return nil
        }
        guard let category = PluralCategory(name: parts[parts.count - 1]) else {
            errors.append("unknown plural category '\(parts[parts.count - 1])' in the unit id '\(id)' (expected zero, one, two, few, many or other)")
            return nil
        }
        return (parts.dropLast(2).joined(separator: "."), category)
    }

    // MARK: Resolution

    /// The message, or `nil` when ``errors`` is not empty.
    mutating func resolve() -> Message? {
        guard errors.isEmpty else { return nil }
        let shapes = [main != nil, !devices.isEmpty, !rootPlural.isEmpty].filter { $0 }.count
        guard shapes <= 1 else {
            errors.append("the units mix a main phrase ('substitutions'), device units and plural units; a value has one of them")
            return nil
        }
        var message: Message?
        if let main {
            message = text(main, unit: "substitutions").map(Message.init)
        } else if !devices.isEmpty {
            message = resolveDevices()
        } else if !rootPlural.isEmpty {
            message = plural(rootPlural, unit: "plural").map { Message([$0]) }
        } else {
            errors.append("substitutions without a parent value: there is no 'substitutions' or 'device.*' unit")
        }
        for name in substitutions.keys.sorted() where !used.contains(name) && errors.isEmpty {
            warnings.append("unused substitution '\(name)'")
        }
        return errors.isEmpty ? message : nil
    }

    private mutating func resolveDevices() -> Message? {
        var cases: [Device: Message] = [:]
        for device in Device.allCases {
            switch devices[device] {
            case nil: continue
            case let .text(value)?:
                if let nodes = text(value, unit: "device.\(device)") { cases[device] = Message(nodes) }
            case let .plural(values)?:
                if let node = plural(values, unit: "device.\(device).plural") { cases[device] = Message([node]) }
            }
        }
        if devices[.other] == nil {
            warnings.append("there is no 'device.other' unit: on other devices the message falls back to the next locale")
        }
        return Message([.device(DeviceChoice(cases: cases))])
    }

    /// A plural choice from `unit.CAT` texts; its argument is the first
    /// numeric argument of its cases (argument 1 when there is none).
    private mutating func plural(_ values: [PluralCategory: String], unit: String) -> MessageNode? {
        guard values[.other] != nil else {
            errors.append("the plural '\(unit)' has no 'other' case")
            return nil
        }
        var cases: [PluralCategory: Message] = [:]
        for category in PluralCategory.allCases {
            guard let value = values[category] else { continue }
            guard let nodes = text(value, unit: "\(unit).\(category)") else { return nil }
            cases[category] = Message(nodes)
        }
        let argument = Self.firstNumericArgument(in: cases, index: nil)
        if argument == nil {
            warnings.append("no case of the plural '\(unit)' has a numeric argument; it selects by argument 1 as %lld")
        }
        return .plural(PluralChoice(argumentIndex: argument?.index ?? 1,
                                    operandSpec: argument?.spec ?? ICUMessageLowering.integerSpec,
                                    rules: .appleCardinal, categories: cases))
    }

    /// Splits a unit's text and replaces its `%#@NAME@` tokens.
    private mutating func text(_ value: String, unit: String,
                               options: FormatStringSplitter.Options = .init()) -> [MessageNode]? {
        let split: FormatStringSplitter.Result
        do {
            split = try FormatStringSplitter.splitText(value, options: options)
        } catch {
            errors.append("in the unit '\(unit)': \(error.description)")
            return nil
        }
        var nodes: [MessageNode] = []
        for segment in split.segments {
            switch segment {
            case let .node(node):
                nodes.append(node)
            case let .substitution(token):
                guard let node = expand(token.name, argument: token.argumentIndex, from: unit) else { return nil }
                nodes.append(node)
            }
        }
        return nodes
    }

    /// The plural choice of substitution `name` for `argument`. Inside its
    /// cases `%arg` and unnumbered conversions are that argument.
    private mutating func expand(_ name: String, argument: Int, from unit: String) -> MessageNode? {
        guard let values = substitutions[name] else {
            errors.append("Referencing undefined substitution '\(name)' (in the unit '\(unit)')")
            return nil
        }
        used.insert(name)
        let key = "\(argument)\u{0}\(name)"
        if let done = expansions[key] { return done }
        guard !expanding.contains(name) else {
            errors.append("substitution '\(name)' refers to itself")
            return nil
        }
        guard values[.other] != nil else {
            errors.append("substitution '\(name)' has no 'other' case (unit 'substitutions.\(name).plural.other')")
            return nil
        }
        expanding.append(name)
        defer { expanding.removeLast() }
        let options = FormatStringSplitter.Options(
            unnumberedArgument: argument,
            argPlaceholder: .init(index: argument, spec: ICUMessageLowering.integerSpec))
        var cases: [PluralCategory: Message] = [:]
        for category in PluralCategory.allCases {
            guard let value = values[category] else { continue }
            guard let nodes = text(value, unit: "substitutions.\(name).plural.\(category)", options: options) else {
                return nil
            }
            cases[category] = Message(nodes)
        }
        let spec = Self.firstNumericArgument(in: cases, index: argument)?.spec ?? ICUMessageLowering.integerSpec
        let node = MessageNode.plural(PluralChoice(argumentIndex: argument, operandSpec: spec, rules: .appleCardinal,
                                                   categories: cases))
        expansions[key] = node
        return node
    }

    /// The first numeric argument placeholder (of `index`, when given) among
    /// the top-level nodes of the cases, in the order zero … other.
    static func firstNumericArgument(in cases: [PluralCategory: Message], index: Int?) -> (index: Int, spec: FormatSpec)? {
        firstNumericArgument(in: PluralCategory.allCases.compactMap { cases[$0] }, index: index)
    }

    /// The first numeric argument placeholder (of `index`, when given) among
    /// the top-level nodes of `messages`, in order.
    static func firstNumericArgument(in messages: [Message], index: Int?) -> (index: Int, spec: FormatSpec)? {
        for message in messages {
            for case let .argument(found, spec) in message.nodes
            where (index == nil || found == index) && spec.argumentKind != .string && spec.argumentKind != .none {
                return (found, spec)
            }
        }
        return nil
    }
}
