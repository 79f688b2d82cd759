extension NumberSymbols {
    /// Reads the 96-byte record a bundle stores (`Specs/bundle-format.md`,
    /// "Number symbols"); nil when a field is out of range.
    init?(record: UnsafeRawBufferPointer) {
        guard record.count >= BundleFormat.numberSymbolsRecordSize else { return nil }
        func short(_ slot: Int) -> ShortUTF8? {
            let at = slot * 16
            let n = Int(record[at])
            guard n <= 15 else { return nil }
            return ShortUTF8(bytes: UnsafeRawBufferPointer(rebasing: record[(at + 1)..<(at + 1 + n)]))
        }
        guard let decimal = short(0), let group = short(1), let minus = short(2), let plus = short(3),
              let exponent = short(4) else { return nil }
        let zero = record.loadUnaligned(fromByteOffset: 80, as: UInt32.self).littleEndian
        guard let zeroScalar = Unicode.Scalar(zero), let nine = Unicode.Scalar(zero + 9), nine.value == zero + 9 else { return nil }
        let primary = record[84], secondary = record[85], minimum = record[86]
        guard minimum > 0 else { return nil }
        self.init(decimalSeparator: decimal, groupingSeparator: group, minusSign: minus, plusSign: plus,
                  exponentSymbol: exponent, zeroDigit: zeroScalar, primaryGroupingSize: primary,
                  secondaryGroupingSize: secondary, minimumGroupingDigits: minimum)
    }

    /// The 96-byte record for a bundle: five 16-byte strings (a length byte,
    /// then up to 15 bytes), the zero digit as u32, then the three grouping sizes.
    public var record: [UInt8] {
        var out = [UInt8](repeating: 0, count: BundleFormat.numberSymbolsRecordSize)
        for (slot, text) in [decimalSeparator, groupingSeparator, minusSign, plusSign, exponentSymbol].enumerated() {
            out[slot * 16] = text.count
            for i in 0..<Int(text.count) { out[slot * 16 + 1 + i] = text[i] }
        }
        withUnsafeBytes(of: zeroDigit.value.littleEndian) { for i in 0..<4 { out[80 + i] = $0[i] } }
        out[84] = primaryGroupingSize
        out[85] = secondaryGroupingSize
        out[86] = minimumGroupingDigits
        return out
    }
}
