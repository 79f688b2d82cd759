extension NumberSymbols {
    /// Reads a number symbols record a bundle stores (`Specs/bundle-format.md`,
    /// "Number symbols record"; the compiler writes it with the same
    /// ``BundleFormat/NumberSymbolsField`` names): `compact` (format 2.18
    /// on) when each string takes its length byte and its bytes alone and
    /// the record ends with its percent affix, else the 96-byte record of
    /// fixed slots. Nil when a field is out of range or, for a compact
    /// record, when its fields do not end exactly where the record does.
    init?(record: UnsafeRawBufferPointer, compact: Bool) {
        typealias Field = BundleFormat.NumberSymbolsField
        if !compact, record.count < BundleFormat.numberSymbolsRecordSize { return nil }
        // Where the next field starts: the record of fixed slots puts each string in its 16-byte slot.
        var at = 0
        func short(maximum: Int, slot: Int) -> ShortUTF8? {
            guard at < record.count else { return nil }
            let n = Int(record[at])
            guard n <= maximum, n < record.count - at else { return nil }
            let text = ShortUTF8(bytes: UnsafeRawBufferPointer(rebasing: record[(at + 1)..<(at + 1 + n)]))
            at += compact ? 1 + n : slot
            return text
        }
        let slot = Field.stringSlotSize
        guard let decimal = short(maximum: Field.maximumStringLength, slot: slot),
              let group = short(maximum: Field.maximumStringLength, slot: slot),
              let minus = short(maximum: Field.maximumStringLength, slot: slot),
              let plus = short(maximum: Field.maximumStringLength, slot: slot),
              let exponent = short(maximum: Field.maximumStringLength, slot: slot),
              record.count - at >= Field.compactFixedFieldsSize
        else { return nil }
        // The fixed fields, at their offsets from the zero digit (which is at 80 in the record of fixed slots).
        func field(_ offset: Int) -> UInt8 { record[at + offset - Field.zeroDigit] }
        let zero = record.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian
        guard let zeroScalar = Unicode.Scalar(zero), let nine = Unicode.Scalar(zero + 9), nine.value == zero + 9 else { return nil }
        let primary = field(Field.primaryGroupingSize), secondary = field(Field.secondaryGroupingSize)
        let minimum = field(Field.minimumGroupingDigits), percentFlags = field(Field.percentFlags)
        guard minimum > 0, percentFlags <= 1 else { return nil }
        at += Field.percentAffix - Field.zeroDigit
        // Length 0: `%` after the number (a record of fixed slots written before percentages, or the commonest affix).
        guard let affix = short(maximum: Field.maximumPercentAffixLength, slot: 0) else { return nil }
        if compact, at != record.count { return nil }
        self.init(decimalSeparator: decimal, groupingSeparator: group, minusSign: minus, plusSign: plus,
                  exponentSymbol: exponent, zeroDigit: zeroScalar, primaryGroupingSize: primary,
                  secondaryGroupingSize: secondary, minimumGroupingDigits: minimum,
                  percentAffix: affix.count == 0 ? "%" : affix, percentIsPrefix: percentFlags == 1)
    }

    /// The short strings in the order of the record's slots.
    package var recordStrings: [ShortUTF8] {
        [decimalSeparator, groupingSeparator, minusSign, plusSign, exponentSymbol]
    }
}
