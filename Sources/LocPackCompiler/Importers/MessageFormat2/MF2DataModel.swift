/// A Unicode MessageFormat 2 message as its data model describes it
/// (`spec/data-model` of the MessageFormat WG; `Specs/importers/mf2.md`):
/// declarations, then a pattern or a matcher. Names and literal values are
/// stored as written, bidi marks around names removed and escapes undone;
/// Swift's `String` equality is canonical equivalence, which is the NFC
/// comparison the specification asks for.
struct MF2Message: Equatable {
    /// `.input` and `.local` declarations, in order.
    var declarations: [MF2Declaration]
    /// The message's pattern, or its selectors and variants.
    var body: Body

    /// What a message renders from.
    enum Body: Equatable {
        /// A simple message's pattern or a complex message's quoted pattern.
        case pattern(MF2Pattern)
        /// `.match`: the selector variables (without `$`) and the variants.
        case matcher(selectors: [MF2Variable], variants: [MF2Variant])
    }
}

/// A `.input {$x …}` or `.local $x = {…}` declaration.
struct MF2Declaration: Equatable {
    /// Whether the declaration is `.input` or `.local`.
    enum Kind: Equatable { case input, local }
    /// `.input` or `.local`.
    var kind: Kind
    /// The variable it binds (for `.input`, the expression's operand).
    var variable: MF2Variable
    /// The expression whose value the variable takes.
    var expression: MF2Expression
}

/// A `$name` reference, with where it was written.
struct MF2Variable: Equatable {
    /// The name without `$`.
    var name: String
    /// Byte offset of the `$` in the message's UTF-8.
    var offset: Int
}

/// A literal or a variable: an operand or an option's value.
enum MF2Operand: Equatable {
    /// A quoted or unquoted literal's string value.
    case literal(String)
    /// A variable reference.
    case variable(MF2Variable)
}

/// A pattern: text and placeholders.
struct MF2Pattern: Equatable {
    /// The parts in order; adjacent text is one part.
    var parts: [MF2PatternPart]
}

/// One part of a ``MF2Pattern``.
enum MF2PatternPart: Equatable {
    /// Literal text, escapes undone.
    case text(String)
    /// An expression placeholder.
    case expression(MF2Expression)
    /// A markup placeholder.
    case markup(MF2Markup)
}

/// `{operand :function options @attributes}`: an operand, a function, or both.
struct MF2Expression: Equatable {
    /// The literal or variable, if any.
    var operand: MF2Operand?
    /// The function annotation, if any.
    var function: MF2Function?
    /// `@name` and `@name=literal` attributes (accepted, no effect).
    var attributes: [MF2Attribute]
    /// Byte offset of the `{` in the message's UTF-8.
    var offset: Int
}

/// `:namespace:name option=value …`.
struct MF2Function: Equatable {
    /// The identifier, `namespace:name` when namespaced.
    var name: String
    /// The options in written order.
    var options: [MF2Option]
}

/// `name=value` in a function or markup.
struct MF2Option: Equatable {
    /// The identifier, `namespace:name` when namespaced.
    var name: String
    /// A literal or a variable.
    var value: MF2Operand
    /// Byte offset of the name in the message's UTF-8.
    var offset: Int
}

/// `@name` or `@name=literal`.
struct MF2Attribute: Equatable {
    /// The identifier.
    var name: String
    /// The literal value, if any.
    var value: String?
}

/// `{#name …}`, `{#name …/}` or `{/name …}`.
struct MF2Markup: Equatable {
    /// Open, standalone or close.
    enum Kind: Equatable { case open, standalone, close }
    /// Which markup it is.
    var kind: Kind
    /// The identifier.
    var name: String
    /// The options in written order.
    var options: [MF2Option]
    /// The attributes.
    var attributes: [MF2Attribute]
    /// Byte offset of the `{` in the message's UTF-8.
    var offset: Int
}

/// One variant of a matcher: its keys and pattern.
struct MF2Variant: Equatable {
    /// One key per selector.
    var keys: [MF2Key]
    /// The pattern the variant renders.
    var pattern: MF2Pattern
    /// Byte offset of the first key in the message's UTF-8.
    var offset: Int
}

/// A variant key: a literal, or the catch-all `*`.
enum MF2Key: Hashable {
    /// A literal key's string value (`|*|` is the literal `*`).
    case literal(String)
    /// The catch-all key `*`.
    case catchAll
}
