/// Why an MF2 message is not valid: a syntax error or one of the data
/// model errors of the specification (`spec/errors.md`), at a place in the
/// message's text.
struct MF2Error: Error, Equatable, CustomStringConvertible {
    /// The error types the specification names, as its conformance tests
    /// spell them.
    enum Kind: String, Equatable {
        case syntax = "syntax-error"
        case variantKeyMismatch = "variant-key-mismatch"
        case missingFallbackVariant = "missing-fallback-variant"
        case missingSelectorAnnotation = "missing-selector-annotation"
        case duplicateDeclaration = "duplicate-declaration"
        case duplicateOptionName = "duplicate-option-name"
        case duplicateVariant = "duplicate-variant"
    }

    /// Which error.
    var kind: Kind
    /// What is wrong and where in the message's text.
    var detail: MessageSyntaxError

    /// `message (at offset N)`, the message naming the error's kind.
    var description: String { detail.description }
}
