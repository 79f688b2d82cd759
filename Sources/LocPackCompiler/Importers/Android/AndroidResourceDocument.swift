/// The string resources of one Android resource file (`<resources>`), as
/// written: each value's text pieces and tags, before aapt2's text rules
/// (``AndroidStringText``) make it a string.
struct AndroidResourceDocument: Sendable {
    /// One piece of a value's content, in document order.
    enum Piece: Equatable, Sendable {
        /// Character data, with XML's entities and CDATA already read.
        case text(String)
        /// A styling tag opens or closes (`<b>`, `</b>`, `<br/>`): aapt2
        /// records a span, `getString()` drops it.
        case spanBoundary
        /// `<xliff:g>` opens or closes: its content is kept.
        case placeholderBoundary
    }

    /// The content of a `<string>` or of one `<item>`, and where it starts.
    struct Value: Sendable {
        var pieces: [Piece] = []
        var location: SourceLocation
    }

    /// What a resource holds.
    enum Content: Sendable {
        /// `<string>`.
        case string(Value)
        /// `<plurals>`: each `<item quantity="…">`.
        case plurals([(quantity: String, value: Value)])
        /// `<string-array>`: its `<item>`s in order.
        case array([Value])
    }

    /// A `<string>`, `<plurals>` or `<string-array>` resource.
    struct Resource: Sendable {
        var name: String
        var content: Content
        /// `translatable="false"`.
        var isTranslatable: Bool
        /// `formatted="false"`: the text is never a format string.
        var isFormatted: Bool
        /// Where the resource's element starts.
        var location: SourceLocation
        /// The XML comment just before the element, for translators.
        var comment: String?
    }

    /// The file's resources, in document order.
    var resources: [Resource] = []
}
