import LocPack

/// The arguments one message reads: for each 1-based argument index, the
/// specs that read it, in order of appearance.
///
/// Every branch counts (plural cases and exact values, select cases, device
/// and width cases): a translation must accept the same arguments whatever
/// branch is rendered. A plural reads its selecting argument as its operand
/// spec (`%lld` for an Apple plural on an integer, `%.1f` on a decimal…),
/// an ICU `select` reads its argument as text (`%@`).
struct ArgumentSignature: Sendable {
    /// The distinct specs of each argument, in order of appearance.
    private(set) var specs: [Int: [FormatSpec]] = [:]

    /// The signature of `message`.
    init(_ message: Message) { collect(message.nodes) }

    /// The argument indices read, in ascending order.
    var indices: [Int] { specs.keys.sorted() }

    /// The highest argument index read, 0 when none: how many arguments a
    /// caller must pass.
    var count: Int { specs.keys.max() ?? 0 }

    /// The first spec that reads argument `index`.
    func firstSpec(of index: Int) -> FormatSpec? { specs[index]?.first }

    /// Arguments read as two different classes within this one message
    /// (`%1$@ … %1$d`): the first spec and the first that disagrees with it.
    var conflicts: [(index: Int, first: FormatSpec, other: FormatSpec)] {
        indices.compactMap { index in
            guard let all = specs[index], let first = all.first(where: { ArgumentClass($0) != .anyValue }),
                  let firstClass = ArgumentClass(first),
                  let other = all.first(where: { !(ArgumentClass($0).map(firstClass.agrees) ?? true) }) else { return nil }
            return (index, first, other)
        }
    }

    private mutating func note(_ index: Int, _ spec: FormatSpec) {
        guard ArgumentClass(spec) != nil else { return }
        if specs[index]?.contains(spec) != true { specs[index, default: []].append(spec) }
    }

    private mutating func collect(_ nodes: [MessageNode]) {
        for node in nodes {
            switch node {
            case .text, .pluralNumber:
                break
            case let .argument(index, spec):
                note(index, spec)
            case let .value(value):
                // Without a function a value takes text or a number alike.
                if let index = value.argumentIndex, case let .function(spec) = value.formatting { note(index, spec) }
            case let .plural(plural):
                note(plural.argumentIndex, plural.operandSpec)
                for item in plural.exact { collect(item.message.nodes) }
                for category in PluralCategory.allCases { if let m = plural.categories[category] { collect(m.nodes) } }
            case let .select(select):
                note(select.argumentIndex, FormatSpec(conversion: UInt8(ascii: "@")))
                for item in select.cases { collect(item.message.nodes) }
                if let other = select.other { collect(other.nodes) }
            case let .device(device):
                for key in Device.allCases { if let m = device.cases[key] { collect(m.nodes) } }
            case let .width(width):
                for key in width.cases.keys.sorted() { collect(width.cases[key]!.nodes) }
            case let .conditions(choice):
                note(choice.argumentIndex, choice.operandSpec)
                for item in choice.cases { collect(item.message.nodes) }
                if let other = choice.other { collect(other.nodes) }
            }
        }
    }
}
