extension NumberSymbols {
    /// Reads the 96-byte record a bundle stores (`Specs/bundle-format.md`,
    /// "Number symbols"; the compiler writes it with the same
    /// ``BundleFormat/NumberSymbolsField`` offsets); nil when a field is out
    /// of range.
    init?(record: UnsafeRawBufferPointer) {
        typealias Field = BundleFormat.NumberSymbolsField
        guard record.count >= BundleFormat.numberSymbolsRecordSize else { return nil }
        func short(_ slot: Int) -> ShortUTF8? {
            let at = Field.strings + slot * Field.stringSlotSize
            let n = Int(record[at])
            guard n <= Field.maximumStringLength else { return nil }
            return ShortUTF8(bytes: UnsafeRawBufferPointer(rebasing: record[(at + 1)..<(at + 1 + n)]))
        }
        guard let decimal = short(0), let group = short(1), let minus = short(2), let plus = short(3),
              let exponent = short(4) else { return nil }
        let zero = record.loadUnaligned(fromByteOffset: Field.zeroDigit, as: UInt32.self).littleEndian
        guard let zeroScalar = Unicode.Scalar(zero), let nine = Unicode.Scalar(zero + 9), nine.value == zero + 9 else { return nil }
        let primary = record[Field.primaryGroupingSize], secondary = record[Field.secondaryGroupingSize]
        let minimum = record[Field.minimumGroupingDigits]
        guard minimum > 0 else { return nil }
        let affixLength = Int(record[Field.percentAffix])
        guard affixLength <= Field.maximumPercentAffixLength, record[Field.percentFlags] <= 1 else { return nil }
        let affix = affixLength == 0
            ? "%" : ShortUTF8(bytes: UnsafeRawBufferPointer(rebasing: record[(Field.percentAffix + 1)..<(Field.percentAffix + 1 + affixLength)]))
        self.init(decimalSeparator: decimal, groupingSeparator: group, minusSign: minus, plusSign: plus,
                  exponentSymbol: exponent, zeroDigit: zeroScalar, primaryGroupingSize: primary,
                  secondaryGroupingSize: secondary, minimumGroupingDigits: minimum,
                  percentAffix: affix, percentIsPrefix: record[Field.percentFlags] == 1)
    }

    /// The short strings in the order of the record's slots.
    package var recordStrings: [ShortUTF8] {
        [decimalSeparator, groupingSeparator, minusSign, plusSign, exponentSymbol]
    }
}
