/// The language ranges of an HTTP `Accept-Language` header, for inspection
/// and logging. Negotiation (``Catalog/negotiateLocale(acceptLanguage:)``)
/// parses headers itself without allocating; this type applies the same
/// rules and returns the result as values.
public enum AcceptLanguage {
    /// One acceptable language range and its weight.
    public struct Range: Hashable, Sendable, CustomStringConvertible {
        /// The range as written in the header (`fr-CH`, `pt_BR`, `*`).
        public let tag: String
        /// The weight in thousandths, 1…1000 (`q=0.8` is 800).
        public let qualityPermille: Int

        /// Creates a range.
        public init(tag: String, qualityPermille: Int) {
            self.tag = tag
            self.qualityPermille = qualityPermille
        }

        /// The weight, 0.001…1.
        public var quality: Double { Double(qualityPermille) / 1000 }

        /// `tag;q=0.8`, or the tag alone for weight 1.
        public var description: String {
            guard qualityPermille < 1000 else { return tag }
            var digits = String(qualityPermille)
            while digits.count < 3 { digits = "0" + digits }
            while digits.hasSuffix("0") { digits.removeLast() }
            return "\(tag);q=0.\(digits)"
        }
    }

    /// The acceptable ranges of `header` (weight above 0), highest weight
    /// first, equal weights in header order; malformed elements are left
    /// out. At most 16 ranges are kept, from the first 4096 bytes.
    public static func ranges(in header: String) -> [Range] {
        var header = header
        return header.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            return AcceptLanguageParser.withRanges(in: bytes) { parsed in
                parsed.filter { $0.quality > 0 }.map { range in
                    let slice = bytes[Int(range.start)..<Int(range.start) + Int(range.length)]
                    return Range(tag: String(decoding: slice, as: UTF8.self), qualityPermille: Int(range.quality))
                }
            }
        }
    }
}
