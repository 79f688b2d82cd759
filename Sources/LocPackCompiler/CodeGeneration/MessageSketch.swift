import LocPack

/// A one-line picture of a message for a generated doc comment: its text
/// with placeholders as `%d`-style specifiers, a choice shown by its
/// `other` case (or its first), and the kinds of choice it makes.
struct MessageSketch {
    /// The text, on one line.
    private(set) var text = ""
    /// What the message varies by, in first-met order (`plural`, `device`, …).
    private(set) var variesBy: [String] = []

    init(_ message: Message) {
        append(message)
    }

    private mutating func note(_ kind: String) {
        if !variesBy.contains(kind) { variesBy.append(kind) }
    }

    private mutating func append(_ message: Message) {
        for node in message.nodes {
            switch node {
            case let .text(run): text += run
            case let .argument(_, spec): text += "%" + String(UnicodeScalar(spec.conversion))
            case .pluralNumber: text += "#"
            case let .value(value): text += "{" + value.fallback + "}"
            case let .plural(choice):
                note(choice.ordinal ? "ordinal" : "plural")
                if let other = choice.categories[.other] ?? choice.exact.first?.message { append(other) }
            case let .select(choice):
                note("select")
                if let other = choice.other ?? choice.cases.first?.message { append(other) }
            case let .device(choice):
                note("device")
                if let other = choice.cases[.other] ?? choice.cases.sorted(by: { $0.key.rawValue < $1.key.rawValue }).first?.value {
                    append(other)
                }
            case let .width(choice):
                note("width")
                if let widest = choice.cases.keys.max() { append(choice.cases[widest]!) }
            case let .conditions(choice):
                note("condition")
                if let other = choice.other ?? choice.cases.first?.message { append(other) }
            }
        }
    }

    /// The text as it may stand in a `///` comment: control characters
    /// escaped, long text cut with an ellipsis.
    var commentText: String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out.count > 200 ? String(out.prefix(199)) + "…" : out
    }
}
