@_spi(LocPackInternals) import LocPack

extension NumberSymbols {
    /// The 96-byte record a bundle stores for a locale
    /// (`Specs/bundle-format.md`, "Number symbols"), at the
    /// ``BundleFormat/NumberSymbolsField`` offsets the runtime's
    /// `NumberSymbols(record:)` reads.
    var record: [UInt8] {
        typealias Field = BundleFormat.NumberSymbolsField
        var out = ByteWriter(zeros: BundleFormat.numberSymbolsRecordSize)
        for (slot, text) in recordStrings.enumerated() {
            let at = Field.strings + slot * Field.stringSlotSize
            out.set(u8: text.count, at: at)
            out.set(contentsOf: (0..<Int(text.count)).map { text[$0] }, at: at + 1)
        }
        out.set(u32: zeroDigit.value, at: Field.zeroDigit)
        out.set(u8: primaryGroupingSize, at: Field.primaryGroupingSize)
        out.set(u8: secondaryGroupingSize, at: Field.secondaryGroupingSize)
        out.set(u8: minimumGroupingDigits, at: Field.minimumGroupingDigits)
        // `%` after the number is what a zero record means: written as zeros, as before percentages.
        if percentAffix != "%" || percentIsPrefix {
            let affix = (0..<min(Int(percentAffix.count), Field.maximumPercentAffixLength)).map { percentAffix[$0] }
            out.set(u8: percentIsPrefix ? 1 : 0, at: Field.percentFlags)
            out.set(u8: UInt8(affix.count), at: Field.percentAffix)
            out.set(contentsOf: affix, at: Field.percentAffix + 1)
        }
        return out.bytes
    }
}
