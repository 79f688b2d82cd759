/// The texts around a number's digits, by the sign shown, as a value
/// instruction stores them after its option records (`Specs/programs.md`,
/// "value"): six u8 lengths (positive prefix and suffix, negative prefix
/// and suffix, plus prefix and suffix), then the six texts. They replace
/// the sign a ``DecimalStyle`` would write: `-€` in `en`, `(€` … `)` for
/// accounting. When the currency comes from an argument, the texts mark
/// where it goes (``ShownCurrency/markerByte``) and ``currency`` is the one
/// the render chose.
struct NumberAffixes {
    /// Before and after the digits of a number shown without a sign.
    var positive: (prefix: UnsafeRawBufferPointer, suffix: UnsafeRawBufferPointer)
    /// …shown with a minus sign.
    var negative: (prefix: UnsafeRawBufferPointer, suffix: UnsafeRawBufferPointer)
    /// …shown with a plus sign.
    var plus: (prefix: UnsafeRawBufferPointer, suffix: UnsafeRawBufferPointer)
    /// The currency the texts' markers stand for; nil when they have none.
    var currency: ShownCurrency?

    /// The prefix and suffix of the sign shown: minus, plus, or none.
    @inline(__always)
    func around(minus: Bool, plus: Bool) -> (prefix: UnsafeRawBufferPointer, suffix: UnsafeRawBufferPointer) {
        minus ? negative : plus ? self.plus : positive
    }

    /// Writes `text`, one of the six, with its markers replaced by
    /// ``currency`` (a marker with no currency chosen, which only a corrupt
    /// bundle has, writes nothing).
    func write(_ text: UnsafeRawBufferPointer, into sink: inout UTF8Sink) {
        var start = 0, at = 0
        while at < text.count {
            guard text[at] == ShownCurrency.markerByte else {
                at &+= 1
                continue
            }
            sink.append(UnsafeRawBufferPointer(rebasing: text[start..<at]))
            let marker = at &+ 1 < text.count ? ShownCurrency.Marker(rawValue: text[at &+ 1]) ?? .apart : .apart
            currency?.write(marker, into: &sink)
            at &+= 2
            start = min(at, text.count)
        }
        sink.append(UnsafeRawBufferPointer(rebasing: text[start..<text.count]))
    }

    /// The record at `start` of `p` and where it ends, or nil when it does
    /// not fit before `end`.
    static func record(in p: ByteView, at start: Int, end: Int) -> (affixes: NumberAffixes, end: Int)? {
        guard start >= 0, end &- start >= 6, let base = p.base else { return nil }
        var at = start &+ 6
        func text(_ i: Int) -> UnsafeRawBufferPointer? {
            let length = Int(p.load(uncheckedAt: start &+ i, as: UInt8.self))
            guard length <= end &- at else { return nil }
            defer { at &+= length }
            return UnsafeRawBufferPointer(start: base + at, count: length)
        }
        guard let positivePrefix = text(0), let positiveSuffix = text(1), let negativePrefix = text(2),
              let negativeSuffix = text(3), let plusPrefix = text(4), let plusSuffix = text(5) else { return nil }
        return (NumberAffixes(positive: (positivePrefix, positiveSuffix), negative: (negativePrefix, negativeSuffix),
                              plus: (plusPrefix, plusSuffix), currency: nil), at)
    }
}
