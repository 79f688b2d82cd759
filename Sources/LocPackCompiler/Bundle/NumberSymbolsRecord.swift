@_spi(LocPackInternals) import LocPack

extension NumberSymbols {
    /// The compact record a bundle stores for a locale (format 2.18 on;
    /// `Specs/bundle-format.md`, "Number symbols record"): each string its
    /// length byte and its bytes, then the fields the
    /// ``BundleFormat/NumberSymbolsField`` names from the zero digit on,
    /// in that order, ending with the percent affix's bytes. The runtime's
    /// `NumberSymbols(record:compact:)` reads it.
    var record: [UInt8] {
        typealias Field = BundleFormat.NumberSymbolsField
        var out: [UInt8] = []
        func append(_ text: ShortUTF8, maximum: Int) {
            let count = min(Int(text.count), maximum)
            out.append(UInt8(count))
            out.append(contentsOf: (0..<count).map { text[$0] })
        }
        for text in recordStrings { append(text, maximum: Field.maximumStringLength) }
        withUnsafeBytes(of: zeroDigit.value.littleEndian) { out.append(contentsOf: $0) }
        out.append(contentsOf: [primaryGroupingSize, secondaryGroupingSize, minimumGroupingDigits, percentIsPrefix ? 1 : 0])
        // `%` after the number is what an empty affix means.
        append(percentAffix == "%" && !percentIsPrefix ? ShortUTF8() : percentAffix, maximum: Field.maximumPercentAffixLength)
        return out
    }

    /// The 96-byte record of fixed slots that bundles before format 2.18
    /// hold, at the ``BundleFormat/NumberSymbolsField`` offsets (only for
    /// tests that forge such bundles: ``BundleWriter/Options/fixedSlotNumberSymbols``).
    var fixedSlotRecord: [UInt8] {
        typealias Field = BundleFormat.NumberSymbolsField
        var out = ByteWriter(zeros: BundleFormat.numberSymbolsRecordSize)
        for (slot, text) in recordStrings.enumerated() {
            let at = Field.strings + slot * Field.stringSlotSize
            out.set(u8: text.count, at: at)
            out.set(contentsOf: (0..<Int(text.count)).map { text[$0] }, at: at + 1)
        }
        // The fields from the zero digit on are laid out as in the compact record.
        let stringBytes = recordStrings.reduce(0) { $0 + 1 + Int($1.count) }
        out.set(contentsOf: Array(record[stringBytes...]), at: Field.zeroDigit)
        return out.bytes
    }
}
