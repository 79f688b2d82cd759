import LocPack

/// A Lingo text as its `StringInterpolator` reads it: `%{name}` is the
/// value of the interpolation `name` (every character up to the next `}`,
/// not trimmed), written as Swift's `"\(value)"` writes it — a number's
/// plain text, never localized, never escaped. Everything else is literal
/// (`Specs/importers/lingo.md`, "Texts").
enum LingoText {
    /// How a value is shown: the text of any value, numbers as their plain
    /// text (``FormatSpec/Flags/valueText``).
    static let valueSpec = FormatSpec(conversion: UInt8(ascii: "@"), flags: .valueText)

    /// The nodes of `text` and the names numbered after `names` (the names
    /// the key's other messages numbered first keep their numbers).
    static func nodes(of text: String, names: [String]) -> (nodes: [MessageNode], names: [String]) {
        var names = names
        var nodes: [MessageNode] = []
        var literal = Substring()
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            let afterPercent = rest.index(after: percent)
            guard afterPercent < rest.endIndex, rest[afterPercent] == "{",
                  let close = rest[afterPercent...].firstIndex(of: "}"),
                  rest.index(after: afterPercent) < close else {
                // A lone `%`, an unclosed `%{` or an empty `%{}`: Lingo substitutes nothing there.
                literal += rest[...percent]
                rest = rest[afterPercent...]
                continue
            }
            literal += rest[..<percent]
            if !literal.isEmpty { nodes.append(.text(String(literal))) }
            literal = ""
            let name = String(rest[rest.index(after: afterPercent)..<close])
            if !names.contains(name) { names.append(name) }
            nodes.append(.argument(index: names.firstIndex(of: name)! + 1, spec: valueSpec))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { nodes.append(.text(String(literal))) }
        return (nodes, names)
    }
}
