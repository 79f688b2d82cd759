/// The compiled message of a key in one locale, for LocPack's own tools
/// (`locpack diff`): not part of the public API.
extension Catalog {
    /// What a locale's own payload holds for a key.
    package enum OwnMessage: Equatable {
        /// The program's bytes (self-contained: text, arguments and choices inline).
        case program([UInt8])
        /// The locale has no text of its own for the key (renders fall back).
        case absent
    }

    /// The program `locale` itself holds for `key` (its fallback chain not
    /// consulted).
    /// - Throws: `CatalogError` when the payload or the chunk is corrupt.
    package func ownMessage(of key: KeyHandle, locale: LocaleHandle) throws(CatalogError) -> OwnMessage {
        guard key.id >= 0, key.id < keyCount, locale.index >= 0, locale.index < layout.localeCount else {
            throw CatalogError(.corrupt, "\(path): no key #\(key.id) or locale #\(locale.index)")
        }
        guard let payload = payload(ofLocale: locale.index) else {
            throw CatalogError(.corrupt, "\(path): the messages of locale \(identifier(of: locale)) are corrupt")
        }
        switch LocalePayload.program(in: payload, forKey: key.id, decoder: layout.chunkDecoder) {
        case .program(let program): return .program(Array(program.buffer))
        case .text(let text): return .program(ProgramFormat.textProgram(text.buffer))
        case .absent: return .absent
        case .corrupt:
            throw CatalogError(.corrupt, "\(path): the message chunk of key #\(key.id) in locale \(identifier(of: locale)) is corrupt")
        }
    }
}
