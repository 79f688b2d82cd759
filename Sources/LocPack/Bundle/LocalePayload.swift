/// One locale's decoded section, validated: its program table, program area,
/// plural rules and number symbols.
@usableFromInline
struct LocalePayload: @unchecked Sendable {
    @usableFromInline let programTable: ByteView
    @usableFromInline let programArea: ByteView
    @usableFromInline let cardinal: PluralRules
    @usableFromInline let ordinal: PluralRules
    @usableFromInline let symbols: NumberSymbols

    init(_ bytes: ByteView, keyCount: Int, path: String, locale: String) throws(CatalogError) {
        let P = BundleFormat.Payload.self
        func fail(_ what: String) -> CatalogError {
            CatalogError(.corrupt, "\(path): locale \(locale): \(what)")
        }
        guard bytes.count >= BundleFormat.payloadHeaderSize, bytes.u32(0) == P.magic else {
            throw fail("the section is not a locale payload")
        }
        guard Int(bytes.u32(P.keyCount)!) == keyCount else { throw fail("the section is for \(bytes.u32(P.keyCount)!) keys, the bundle has \(keyCount)") }
        guard let table = bytes.slice(offset: Int(bytes.u32(P.programTable)!), length: keyCount * 4),
              let area = bytes.slice(offset: Int(bytes.u32(P.programArea)!), length: Int(bytes.u32(P.programAreaLength)!)),
              let cardinalBytes = bytes.slice(offset: Int(bytes.u32(P.cardinalRules)!), length: Int(bytes.u32(P.cardinalRulesLength)!)),
              let ordinalBytes = bytes.slice(offset: Int(bytes.u32(P.ordinalRules)!), length: Int(bytes.u32(P.ordinalRulesLength)!)),
              let symbolBytes = bytes.slice(offset: Int(bytes.u32(P.numberSymbols)!), length: BundleFormat.numberSymbolsRecordSize)
        else { throw fail("a table lies outside the section") }
        guard PluralRules.validate(cardinalBytes.buffer), PluralRules.validate(ordinalBytes.buffer) else {
            throw fail("the plural rule program is invalid")
        }
        guard let symbols = NumberSymbols(record: symbolBytes.buffer) else { throw fail("the number symbols record is invalid") }
        programTable = table
        programArea = area
        cardinal = PluralRules(unchecked: cardinalBytes.buffer)
        ordinal = PluralRules(unchecked: ordinalBytes.buffer)
        self.symbols = symbols
    }

    /// The instructions of key `id`'s program, or nil when this locale has no
    /// message for the key (or the entry points outside the area).
    @inlinable
    func program(forKey id: Int) -> ByteView? {
        guard let offset = programTable.u32(id &* 4), offset != BundleFormat.none32,
              let length = programArea.u32(Int(offset)) else { return nil }
        return programArea.slice(offset: Int(offset) &+ 4, length: Int(length))
    }
}
