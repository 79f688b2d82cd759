/// The visible stand-in for a placeholder whose argument was not given.
enum MissingArgumentMarker {
    /// Writes `⟦N⟧` (N is the 1-based argument number).
    static func write(index: Int, into sink: inout UTF8Sink) {
        sink.append(scalar: "\u{27E6}")
        var digits: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var n = max(0, min(index, 999)), count = 0
        repeat {
            let d = UInt8(n % 10) + UInt8(ascii: "0")
            switch count { case 0: digits.0 = d; case 1: digits.1 = d; default: digits.2 = d }
            n /= 10
            count += 1
        } while n > 0
        if count > 2 { sink.append(digits.2) }
        if count > 1 { sink.append(digits.1) }
        sink.append(digits.0)
        sink.append(scalar: "\u{27E7}")
    }
}
