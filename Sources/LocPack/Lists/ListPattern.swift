/// A list pattern record of a value instruction (`Specs/programs.md`, "List
/// patterns"): one locale's CLDR list patterns (`{0}, {1}`, `{0}, and {1}`)
/// split at build time into the texts around their two places, so that a
/// render joins a list's items (`Ada, Bo, and Cy`) by only reading and
/// writing.
package struct ListPattern {
    /// The record's texts (after its length and flags): for each part in
    /// ``Part`` order, the text before `{0}`, between `{0}` and `{1}`, and
    /// after `{1}`, each a `u8` length and UTF-8.
    let texts: UnsafeRawBufferPointer
    /// The record's flags.
    let flags: UInt8

    /// Flag bits 0–1: the test on the last item that makes the two-item and
    /// end patterns the contextual ones (``Part/contextualTwo``,
    /// ``Part/contextualEnd``), as ICU's list formatter tests it.
    package enum Context: UInt8, CaseIterable {
        /// No test: there are no contextual patterns.
        case none = 0
        /// Spanish `y` becomes `e` before a word that begins with `i`, or
        /// `hi` not followed by `a` or `e`, in any case.
        case spanishE = 1
        /// Spanish `o` becomes `u` before a word that begins with `o`, `ho`
        /// or `8` in any case, or the number `11` alone or before a space.
        case spanishU = 2
        /// Hebrew `ו` becomes `ו-` before a word that begins with no Hebrew
        /// character.
        case hebrewVavDash = 3
    }

    /// Flag bit 2: items are HTML-escaped as i18next escapes a formatted
    /// value (the record's texts were escaped at build time).
    package static let escapesItems: UInt8 = 1 << 2
    /// Flag bit 3: a value that is no list shows as i18next shows it when
    /// `Intl.ListFormat` throws — as its text — and text is a list of its
    /// characters, as `Intl.ListFormat` iterates a string; without it such
    /// a value is a bad operand.
    package static let showsAnyValue: UInt8 = 1 << 3
    /// The flag bits a reader knows.
    static let knownFlags: UInt8 = 3 | escapesItems | showsAnyValue

    /// The patterns of a record, in record order.
    package enum Part: Int, CaseIterable {
        /// Two items.
        case two
        /// The first two of three or more.
        case start
        /// Each further item but the last.
        case middle
        /// The last item.
        case end
        /// ``two`` when the last item passes the context's test.
        case contextualTwo
        /// ``end`` when the last item passes the context's test.
        case contextualEnd
    }

    /// How many parts a record with `context` holds.
    package static func partCount(_ context: Context) -> Int { context == .none ? 4 : 6 }

    /// The record at `start` (which must end by `end`) and where it ends,
    /// or nil when it is corrupt: its length past `end`, unknown flags, or
    /// texts that are not whole or not as many as its parts need.
    static func record(in p: ByteView, at start: Int, end: Int) -> (pattern: ListPattern, end: Int)? {
        guard start >= 0, end &- start >= 3, let base = p.base else { return nil }
        let length = Int(p.load(uncheckedAt: start, as: UInt16.self))
        let flags = p.load(uncheckedAt: start &+ 2, as: UInt8.self)
        guard length <= end &- start &- 3, flags & ~knownFlags == 0 else { return nil }
        let pattern = ListPattern(texts: UnsafeRawBufferPointer(start: base + (start &+ 3), count: length), flags: flags)
        // The texts must fill the record exactly.
        var at = 0
        for _ in 0..<(Self.partCount(pattern.context) * 3) {
            guard at < length else { return nil }
            at &+= 1 &+ Int(pattern.texts[at])
        }
        guard at == length else { return nil }
        return (pattern, start &+ 3 &+ length)
    }

    /// The record's contextual test.
    var context: Context { Context(rawValue: flags & 3) ?? .none }

    /// One pattern's three texts.
    private struct Pieces {
        /// Before `{0}`, between `{0}` and `{1}`, after `{1}`.
        var before, between, after: UnsafeRawBufferPointer
    }

    /// The texts of `part`; the record was checked whole when it was read.
    private func pieces(_ part: Part) -> Pieces {
        var at = 0
        for _ in 0..<(part.rawValue &* 3) { at &+= 1 &+ Int(texts[at]) }
        func next() -> UnsafeRawBufferPointer {
            let length = Int(texts[at])
            defer { at &+= 1 &+ length }
            return UnsafeRawBufferPointer(rebasing: texts[(at &+ 1)..<(at &+ 1 &+ length)])
        }
        let before = next(), between = next()
        return Pieces(before: before, between: between, after: next())
    }

    /// Writes `count` items joined as ICU's list formatter joins them: the
    /// first two by ``Part/start`` (or ``Part/two`` when there are only
    /// two), each further one by ``Part/middle``, the last by ``Part/end``
    /// — each pattern around what is joined so far — or the contextual
    /// patterns when `last` (the last item's UTF-8, or its start) passes
    /// the record's test. `writeItem` is called once for each item, in
    /// order.
    func write(count: Int, last: UnsafeRawBufferPointer, into sink: inout UTF8Sink,
               writeItem: (Int, inout UTF8Sink) -> Void) {
        guard count > 1 else {
            if count == 1 { writeItem(0, &sink) }
            return
        }
        let contextual = Self.passes(context, last)
        if count == 2 {
            let two = pieces(contextual ? .contextualTwo : .two)
            sink.append(two.before)
            writeItem(0, &sink)
            sink.append(two.between)
            writeItem(1, &sink)
            sink.append(two.after)
            return
        }
        let start = pieces(.start), end = pieces(contextual ? .contextualEnd : .end)
        let middle = count > 3 ? pieces(.middle) : start
        // The outermost pattern's text before {0} comes first.
        sink.append(end.before)
        for _ in 0..<(count &- 3) { sink.append(middle.before) }
        sink.append(start.before)
        writeItem(0, &sink)
        for i in 1..<count {
            let part = i == 1 ? start : i == count &- 1 ? end : middle
            sink.append(part.between)
            writeItem(i, &sink)
            sink.append(part.after)
        }
    }

    /// Whether the record can show `argument`: a list, or with
    /// ``showsAnyValue`` any value.
    func shows(_ argument: MessageArgument?) -> Bool {
        switch argument {
        case .list?: true
        case .int?, .uint?, .double?, .string?: flags & Self.showsAnyValue != 0
        case .missing?, nil: false
        }
    }

    /// Writes `argument`, which the record ``shows(_:)``: a list's items
    /// joined; with ``showsAnyValue``, text's characters (Unicode scalars,
    /// as JavaScript iterates a string) joined, and a number as its
    /// JavaScript text. Items and text are HTML-escaped with
    /// ``escapesItems``.
    func write(_ argument: MessageArgument, into sink: inout UTF8Sink) {
        let escaped = flags & Self.escapesItems != 0
        func append(_ bytes: UnsafeRawBufferPointer, _ sink: inout UTF8Sink) {
            if escaped { HTMLEscaping.append(bytes, into: &sink) } else { sink.append(bytes) }
        }
        switch argument {
        case .list(let items):
            var last = items.last ?? ""
            last.withUTF8 { lastBytes in
                write(count: items.count, last: UnsafeRawBufferPointer(lastBytes), into: &sink) { i, sink in
                    var item = items[i]
                    item.withUTF8 { append(UnsafeRawBufferPointer($0), &sink) }
                }
            }
        case .string(var text):
            text.withUTF8 { utf8 in
                let bytes = UnsafeRawBufferPointer(utf8)
                func isLead(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }
                let count = bytes.reduce(0) { $0 &+ (isLead($1) ? 1 : 0) }
                let lastStart = bytes.lastIndex(where: isLead) ?? 0
                var at = 0
                write(count: count, last: UnsafeRawBufferPointer(rebasing: bytes[lastStart...]), into: &sink) { _, sink in
                    var next = at &+ 1
                    while next < bytes.count, !isLead(bytes[next]) { next &+= 1 }
                    append(UnsafeRawBufferPointer(rebasing: bytes[at..<next]), &sink)
                    at = next
                }
            }
        default:
            let flags: FormatSpec.Flags = escaped ? [.valueText, .javaScriptNumbers, .htmlEscaped] : [.valueText, .javaScriptNumbers]
            _ = ArgumentFormatter.writeValueText(argument, spec: FormatSpec(conversion: UInt8(ascii: "@"), flags: flags), into: &sink)
        }
    }

    /// Whether `item` (its UTF-8, or its start) passes `context`'s test.
    static func passes(_ context: Context, _ item: UnsafeRawBufferPointer) -> Bool {
        func lower(_ i: Int) -> UInt8? { i < item.count ? item[i] | 0x20 : nil }
        switch context {
        case .none:
            return false
        case .spanishE:
            if lower(0) == UInt8(ascii: "i") { return true }
            guard lower(0) == UInt8(ascii: "h"), lower(1) == UInt8(ascii: "i") else { return false }
            return lower(2) != UInt8(ascii: "a") && lower(2) != UInt8(ascii: "e")
        case .spanishU:
            guard !item.isEmpty else { return false }
            if lower(0) == UInt8(ascii: "o") || item[0] == UInt8(ascii: "8") { return true }
            if lower(0) == UInt8(ascii: "h"), lower(1) == UInt8(ascii: "o") { return true }
            return item.count >= 2 && item[0] == UInt8(ascii: "1") && item[1] == UInt8(ascii: "1")
                && (item.count == 2 || item[2] == UInt8(ascii: " "))
        case .hebrewVavDash:
            guard let first = firstScalar(of: item) else { return false }
            return !isHebrew(first)
        }
    }

    /// The first scalar of valid UTF-8 `bytes`, or nil when there is none.
    private static func firstScalar(of bytes: UnsafeRawBufferPointer) -> UInt32? {
        guard let lead = bytes.first else { return nil }
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard bytes.count >= length else { return nil }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> UInt32(length))
        for i in 1..<length { value = value << 6 | UInt32(bytes[i] & 0x3F) }
        return value
    }

    /// Whether `scalar` is of the Hebrew script (Unicode's Scripts.txt: the
    /// Hebrew block's points, marks and letters, and the assigned
    /// presentation forms from U+FB1D; the unassigned U+FB37, FB3D, FB3F,
    /// FB42 and FB45 are of no script).
    private static func isHebrew(_ scalar: UInt32) -> Bool {
        (0x0591...0x05C7).contains(scalar) || (0x05D0...0x05EA).contains(scalar) || (0x05EF...0x05F4).contains(scalar)
            || ((0xFB1D...0xFB4F).contains(scalar) && ![0xFB37, 0xFB3D, 0xFB3F, 0xFB42, 0xFB45].contains(scalar))
    }
}

extension FormatSpec {
    /// The conversion of a value instruction's spec whose record after the
    /// options is a ``ListPattern``: `L`, which no printf format string
    /// contains as a conversion (format 2.12).
    @inlinable package static var listConversion: UInt8 { UInt8(ascii: "L") }
}
