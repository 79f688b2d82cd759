import LocPack

/// A message as the importers produce it and the compiler consumes it: a
/// sequence of nodes, some of which choose between sub-messages.
public struct Message: Sendable, Equatable {
    /// The parts, rendered in order.
    public var nodes: [MessageNode]
    /// The format string the message was read from, when it is one plain
    /// value without variations or substitutions: the build needs it to
    /// show the value as literal text when the key takes no arguments
    /// (`Specs/lint.md`, "Literal text"). Not part of equality.
    public var formatSource: FormatSource?
    /// Each `%` in the texts the message was read from that can only be
    /// text (`% p` of `% publicacions`, `%)`, a `%` at the end), with the
    /// characters that follow it: shown as written, and a warning where
    /// the message takes arguments. Not part of equality.
    public var textPercents: [String] = []

    /// Creates a message from its parts.
    public init(_ nodes: [MessageNode]) { self.nodes = nodes }

    /// Creates a message read from a plain value.
    public init(_ nodes: [MessageNode], formatSource: FormatSource, textPercents: [String] = []) {
        self.nodes = nodes
        self.formatSource = formatSource
        self.textPercents = textPercents
    }

    /// A message that is just `text`.
    public static func text(_ text: String) -> Message { Message([.text(text)]) }

    /// Two messages are equal when they render alike: the same nodes.
    public static func == (a: Message, b: Message) -> Bool { a.nodes == b.nodes }
}

extension MessageNode {
    /// The node with `transform` applied to each message a choice holds
    /// (every case, exact value and `other`); text, placeholders and `#`
    /// unchanged. The one walk over choice cases for rewriting passes.
    func mappingSubmessages(_ transform: (Message) -> Message) -> MessageNode {
        switch self {
        case var .plural(choice):
            choice.categories = choice.categories.mapValues(transform)
            choice.exact = choice.exact.map { (value: $0.value, message: transform($0.message)) }
            return .plural(choice)
        case var .select(choice):
            choice.cases = choice.cases.map { (value: $0.value, message: transform($0.message)) }
            choice.other = choice.other.map(transform)
            return .select(choice)
        case var .device(choice):
            choice.cases = choice.cases.mapValues(transform)
            return .device(choice)
        case var .width(choice):
            choice.cases = choice.cases.mapValues(transform)
            return .width(choice)
        case var .conditions(choice):
            choice.cases = choice.cases.map { (condition: $0.condition, message: transform($0.message)) }
            choice.other = choice.other.map(transform)
            return .conditions(choice)
        case .text, .argument, .pluralNumber, .value:
            return self
        }
    }
}

extension Message {
    /// Whether any node, in any case of any choice, satisfies `predicate`.
    func containsNode(where predicate: (MessageNode) -> Bool) -> Bool {
        for node in nodes {
            if predicate(node) { return true }
            var found = false
            _ = node.mappingSubmessages { message in
                if !found && message.containsNode(where: predicate) { found = true }
                return message
            }
            if found { return true }
        }
        return false
    }
}

extension Array where Element == MessageNode {
    /// Appends `text`, merged into the last node when that is text too;
    /// empty text adds nothing. The one way importers build runs of text.
    mutating func appendText(_ text: String) {
        guard !text.isEmpty else { return }
        if case let .text(previous)? = last {
            self[count - 1] = .text(previous + text)
        } else {
            append(.text(text))
        }
    }
}

/// How a plain value was written, kept beside the nodes read from it.
public struct FormatSource: Sendable, Equatable {
    /// The value exactly as written.
    public var text: String
    /// Why `text` is not a valid format string (`unknown conversion 'η'`),
    /// when it is not; the message's nodes are then `text` as literal text,
    /// and a message that takes arguments leaves this translation out.
    public var problem: String?
    /// Where ``problem`` is in the source file, when the importer knows
    /// (the character of a `.strings` value); else the message's own place.
    public var problemLocation: SourceLocation?
    /// Creates the record of a plain value.
    public init(text: String, problem: String? = nil, problemLocation: SourceLocation? = nil) {
        self.text = text
        self.problem = problem
        self.problemLocation = problemLocation
    }
}

/// One part of a ``Message``.
public indirect enum MessageNode: Sendable, Equatable {
    /// Literal text (already unescaped; `%%` has become `%`).
    case text(String)
    /// A printf placeholder for argument `index` (1-based).
    case argument(index: Int, spec: FormatSpec)
    /// ICU `#`: the number of the innermost enclosing plural (after its
    /// offset), rendered localized.
    case pluralNumber
    /// A MessageFormat 2 placeholder: a value with its fallback and errors.
    case value(ValuePlaceholder)
    /// A choice by plural category or exact value of a numeric argument.
    case plural(PluralChoice)
    /// A choice by the text of a string argument (ICU `select`).
    case select(SelectChoice)
    /// A choice by the device rendered for.
    case device(DeviceChoice)
    /// A choice by the display width rendered for.
    case width(WidthChoice)
    /// A choice by conditions on a numeric argument, tried in order
    /// (Swifternalization expressions).
    case conditions(ConditionChoice)
}

/// A plural choice (`variations.plural`, a `%#@name@` substitution, an ICU
/// `plural`/`selectordinal`, a `{{PLURAL}}`).
public struct PluralChoice: Sendable, Equatable {
    /// The 1-based argument whose value selects: the ``DeclaredArgument``
    /// of that number in the entry's ``CatalogEntry/arguments``, when the
    /// source declares it.
    public var argumentIndex: Int
    /// How that argument is displayed (`%lld`, `%.1f`…): the plural operands
    /// come from the number as this spec prints it.
    public var operandSpec: FormatSpec
    /// The rules that map the number to a form.
    public var rules: PluralRuleFamily
    /// ICU `offset:`, subtracted before category choice and for `#`.
    public var offset: Int
    /// `=N` cases, tried before categories, in order; keys are decimal text.
    public var exact: [(value: String, message: Message)]
    /// Category cases. A missing category falls back to `other`.
    public var categories: [PluralCategory: Message]
    /// MessageFormat 2's failed selector: when the argument is missing or
    /// is not a number, the render reports the errors the specification
    /// names and uses the exact case `nan`, which holds the variants of `*`
    /// keys, instead of choosing by the number.
    public var failsToExactNaN = false
    /// How the source assigned its forms to categories: the lint of missing
    /// categories applies to ``PluralFormAssignment/byCategory`` only. Not
    /// part of equality.
    public var formAssignment: PluralFormAssignment = .byCategory

    /// Creates a plural choice.
    public init(argumentIndex: Int, operandSpec: FormatSpec = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll),
                rules: PluralRuleFamily, offset: Int = 0, exact: [(value: String, message: Message)] = [],
                categories: [PluralCategory: Message]) {
        self.argumentIndex = argumentIndex
        self.operandSpec = operandSpec
        self.rules = rules
        self.offset = offset
        self.exact = exact
        self.categories = categories
    }

    /// Whether ordinal (`selectordinal`) rather than cardinal rules choose.
    public var ordinal: Bool { rules == .cldrOrdinal }

    public static func == (a: PluralChoice, b: PluralChoice) -> Bool {
        a.argumentIndex == b.argumentIndex && a.operandSpec == b.operandSpec && a.rules == b.rules
            && a.offset == b.offset && a.categories == b.categories && a.failsToExactNaN == b.failsToExactNaN
            && a.exact.count == b.exact.count
            && zip(a.exact, b.exact).allSatisfy { $0.value == $1.value && $0.message == $1.message }
    }
}

/// The rules a ``PluralChoice`` maps its number to a form by (SEMANTICS
/// §7). Exact `=N` cases are tried before any of them.
public enum PluralRuleFamily: Sendable, Equatable {
    /// The locale's CLDR cardinal categories (ICU `plural`, MediaWiki
    /// `{{PLURAL}}`, Swifternalization categories).
    case cldrCardinal
    /// The locale's CLDR ordinal categories (ICU `selectordinal`, slang
    /// `(ordinal)`).
    case cldrOrdinal
    /// The locale's CLDR cardinal categories, except that the value 0 takes
    /// the `zero` form in every language when the choice has one: Apple's
    /// rule, which String Catalogs, `.stringsdict` and Transifex pulls
    /// render by.
    case appleCardinal
}

/// How a plural's source assigns its forms to categories.
public enum PluralFormAssignment: Sendable, Equatable {
    /// Each form names its category (`one {…} other {…}`, a `.stringsdict`
    /// `one` key): a category the locale selects and the message lacks is
    /// the translator's omission (`Specs/lint.md`, missing categories).
    case byCategory
    /// Forms are listed in the locale's category order and the last serves
    /// every category after the ones before it (MediaWiki's
    /// `{{PLURAL:$1|plik|pliki|plików}}`, SEMANTICS §5): complete by
    /// definition; the importer reports form counts itself.
    case positionalLastServesRest
    /// Forms are numbered and the catalog's own expression maps counts to
    /// them (gettext's `msgstr[N]` and `Plural-Forms`): each category holds
    /// the form its counts take, so none is missing; the importer reports
    /// form counts itself.
    case byFormIndex
}

/// An ICU `select` on a string argument.
public struct SelectChoice: Sendable, Equatable {
    /// The 1-based argument whose text selects.
    public var argumentIndex: Int
    /// Cases by exact text, in order.
    public var cases: [(value: String, message: Message)]
    /// The `other` case.
    public var other: Message?
    /// Whether a missing argument is MessageFormat 2's
    /// `unresolved-variable` (a `:string` selector's; it then selects
    /// `other`, as empty text would). Written as a string select
    /// (`Specs/programs.md`, format 2.13).
    public var reportsMissingArgument: Bool

    /// Creates a select choice.
    public init(argumentIndex: Int, cases: [(value: String, message: Message)], other: Message?, reportsMissingArgument: Bool = false) {
        self.argumentIndex = argumentIndex
        self.cases = cases
        self.other = other
        self.reportsMissingArgument = reportsMissingArgument
    }

    public static func == (a: SelectChoice, b: SelectChoice) -> Bool {
        a.argumentIndex == b.argumentIndex && a.other == b.other && a.reportsMissingArgument == b.reportsMissingArgument
            && a.cases.count == b.cases.count
            && zip(a.cases, b.cases).allSatisfy { $0.value == $1.value && $0.message == $1.message }
    }
}

/// A choice by device. Selection: the exact device, else `other`; when
/// neither exists the message has no text for that device and rendering
/// moves on (see `Specs/programs.md`).
public struct DeviceChoice: Sendable, Equatable {
    /// Cases by device (`.other` included when present).
    public var cases: [Device: Message]

    /// Creates a device choice.
    public init(cases: [Device: Message]) { self.cases = cases }
}

/// A choice by display width.
public struct WidthChoice: Sendable, Equatable {
    /// How a width picks a case.
    public enum Rule: UInt8, Sendable {
        /// Apple: the largest key ≤ width; below every key, the smallest key.
        case largestNotAbove = 0
        /// Swifternalization: the smallest key ≥ width; above every key, the largest.
        case smallestNotBelow = 1
    }
    /// Cases by width key.
    public var cases: [Int: Message]
    /// The selection rule.
    public var rule: Rule

    /// Creates a width choice.
    public init(cases: [Int: Message], rule: Rule = .largestNotAbove) {
        self.cases = cases
        self.rule = rule
    }
}

/// A choice by conditions on a numeric argument (Swifternalization's
/// `ie:`, `iex:` and `exp:` expressions, mixed with plural categories):
/// the first case whose condition holds is used, else ``other``; without
/// `other` the message has no text for that number and rendering moves on
/// (see `Specs/programs.md`, "condition").
public struct ConditionChoice: Sendable, Equatable {
    /// The 1-based argument whose value selects.
    public var argumentIndex: Int
    /// How that argument is displayed: categories and patterns look at the
    /// number as this spec prints it.
    public var operandSpec: FormatSpec
    /// The cases, in the order they are tried.
    public var cases: [(condition: NumberCondition, message: Message)]
    /// The case used when no condition holds.
    public var other: Message?

    /// Creates a condition choice.
    public init(argumentIndex: Int, operandSpec: FormatSpec = FormatSpec(conversion: UInt8(ascii: "d"), length: .ll),
                cases: [(condition: NumberCondition, message: Message)], other: Message?) {
        self.argumentIndex = argumentIndex
        self.operandSpec = operandSpec
        self.cases = cases
        self.other = other
    }

    /// Whether two choices have the same argument, spec, cases (in order) and `other`.
    public static func == (a: ConditionChoice, b: ConditionChoice) -> Bool {
        a.argumentIndex == b.argumentIndex && a.operandSpec == b.operandSpec && a.other == b.other
            && a.cases.count == b.cases.count
            && zip(a.cases, b.cases).allSatisfy { $0.condition == $1.condition && $0.message == $1.message }
    }
}

/// What one case of a ``ConditionChoice`` tests.
public enum NumberCondition: Sendable, Equatable {
    /// The argument's value lies between the bounds (nil: unbounded on that
    /// side), compared exactly as the argument holds it. `ie:x=1` is
    /// `interval(lower: 1 inclusive, upper: 1 inclusive)`.
    case interval(lower: IntervalBound?, upper: IntervalBound?)
    /// The CLDR cardinal category, in the locale of the text, of the number
    /// as the choice's spec displays it.
    case category(PluralCategory)
    /// The number's decimal text as the choice's spec displays it (POSIX:
    /// ASCII digits, `-`, `.`) contains a match of the pattern.
    case pattern(NumberPattern)
}

/// One end of a ``NumberCondition/interval(lower:upper:)``.
public struct IntervalBound: Sendable, Equatable {
    /// The bound.
    public var value: Double
    /// Whether the bound itself belongs to the interval (`<=`, `>=`).
    public var inclusive: Bool

    /// Creates a bound.
    public init(_ value: Double, inclusive: Bool) {
        self.value = value
        self.inclusive = inclusive
    }
}

/// A regular expression compiled at pack time into a pattern program the
/// runtime runs without backtracking or allocation (`Specs/programs.md`,
/// "Pattern programs").
public struct NumberPattern: Sendable, Equatable {
    /// The expression as written.
    public var source: String
    /// The pattern program.
    public var program: [UInt8]

    /// Creates a pattern from its source and compiled program.
    public init(source: String, program: [UInt8]) {
        self.source = source
        self.program = program
    }
}
