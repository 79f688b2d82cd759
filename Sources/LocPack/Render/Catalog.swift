import Synchronization

/// An opened `.locpack` bundle: immutable, safe to share across threads,
/// rendering any message into caller storage without allocating.
///
/// ```swift
/// let catalog = try Catalog(contentsOf: "app.locpack")
/// let polish = catalog.locale("pl-PL")
/// print(catalog.string("%lld photos", locale: polish, arguments: [.int(22)]))
/// ```
///
/// Opening maps the file and validates its header and tables; each locale's
/// section is decompressed and validated on its first use.
public final class Catalog: Sendable {
    let storage: BundleStorage
    @usableFromInline let layout: BundleLayout
    let slots: PayloadSlots
    /// The payloads ready for rendering, read without touching ``slots``.
    let published: PublishedPayloads
    let defaultTableHash: UInt64
    /// The locale names as packed tags, for matching requests that name no
    /// bundle locale exactly; made on the first such request.
    let localeTags: LazyLocaleTags
    /// Receives problems met while rendering and resolving; nil when not set.
    let diagnostics: CatalogDiagnosticsHandler?
    /// Set once a generated key with another key table fingerprint was reported.
    let mismatchReported = Atomic<Bool>(false)
    /// The path the catalog was opened from, or `<memory>`.
    public let path: String

    /// Opens the bundle at `path` by mapping it read-only (on Linux under a
    /// read lease; where none can be had, by reading it into memory), so that
    /// the file being overwritten in place later never changes what the
    /// catalog renders nor crashes the process (`Specs/guarantees.md`).
    public convenience init(contentsOf path: String) throws(CatalogError) {
        try self.init(storage: BundleStorage(mapping: path), path: path)
    }

    /// Opens a bundle already in memory (the bytes are copied once).
    public convenience init(bytes: [UInt8], name: String = "<memory>") throws(CatalogError) {
        let storage = bytes.withUnsafeBytes { BundleStorage(copying: $0) }
        try self.init(storage: storage, path: name)
    }

    init(storage: BundleStorage, path: String, diagnostics: CatalogDiagnosticsHandler? = nil) throws(CatalogError) {
        self.storage = storage
        self.path = path
        self.diagnostics = diagnostics
        layout = try BundleLayout(file: storage.view, path: path)
        slots = PayloadSlots(count: layout.localeCount)
        published = PublishedPayloads(count: layout.localeCount)
        localeTags = LazyLocaleTags(layout: layout)
        var table = BundleFormat.defaultTable
        defaultTableHash = table.withUTF8 { StableHash.hash(UnsafeRawBufferPointer($0)) }
    }

    // MARK: Facts about the bundle

    /// The bundle's locale identifiers (BCP 47 spelling), by handle index.
    public var locales: [String] {
        (0..<layout.localeCount).map { String(decoding: layout.localeName($0).buffer, as: UTF8.self) }
    }

    /// The fingerprint of the bundle's key table: equal in two bundles
    /// exactly when they have the same keys in the same tables, so the same
    /// key ids. Generated accessors (``GeneratedKey``) compare it before
    /// trusting their ids. Nil for a bundle written before format 2.1.
    public var keyTableFingerprint: UInt64? { layout.keyTableFingerprint }

    /// The source (development) language.
    public var sourceLocale: LocaleHandle { LocaleHandle(index: layout.sourceLocale) }

    /// The number of keys; key ids are `0..<keyCount`.
    public var keyCount: Int { layout.keyCount }

    /// The CLDR release the bundle's plural rules and number symbols come from.
    public var cldrVersion: String { layout.cldrVersion }

    /// Calls `body` with every byte of the bundle this catalog serves (the
    /// mapping or private copy it renders from), for checks of the whole
    /// file such as a signature's: what `body` checks is exactly what
    /// renders read. Don't let the pointer escape `body`.
    public func withUnsafeBundleBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeRawBufferPointer(start: storage.base, count: storage.count)) }
    }

    /// The bundle format version as `major.minor`.
    public var formatVersion: String { "\(BundleFormat.majorVersion).\(layout.minorVersion)" }

    /// The identifier of a locale handle.
    public func identifier(of locale: LocaleHandle) -> String {
        String(decoding: layout.localeName(locale.index).buffer, as: UTF8.self)
    }

    /// The fallback chain of a locale, itself first, ending with the source language.
    public func fallbackChain(of locale: LocaleHandle) -> [LocaleHandle] {
        let (base, count) = layout.chain(ofLocale: locale.index)
        return (0..<count).map { LocaleHandle(index: layout.chainLocale(at: base + $0 * BundleFormat.chainElementSize)) }
    }

    /// The text and table of a key handle (empty where the bundle's key
    /// table is corrupt; ``validateAll()`` reports that).
    public func key(of handle: KeyHandle) -> (key: String, table: String) {
        (layout.keyText(handle.id).map { String(decoding: $0.buffer, as: UTF8.self) } ?? "",
         layout.keyTable(handle.id).map { String(decoding: $0.buffer, as: UTF8.self) } ?? "")
    }

    // MARK: Resolving

    /// The bundle locale for an identifier in lproj, BCP 47 or POSIX
    /// spelling (`pt_BR`, `pt-BR`, `zh-Hant-TW`, `de_DE.UTF-8`, `Base`), or
    /// nil when the bundle has no locale for it. Scripts never mix: `zh-TW`
    /// and `zh-HK` find Traditional Chinese, `zh` and `zh-CN` Simplified;
    /// CLDR aliases (`iw`, `tl`, `sh`) and parents (`es-MX` → `es-419`)
    /// apply. The rules are in `Specs/runtime-api.md`, "Locale negotiation".
    public func localeIfPresent(_ identifier: String) -> LocaleHandle? {
        var identifier = identifier
        return identifier.withUTF8 { resolveLocale(utf8: UnsafeRawBufferPointer($0)) }.map(LocaleHandle.init(index:))
    }

    /// The bundle locale for an identifier; the source language when the
    /// bundle has nothing closer (see ``localeIfPresent(_:)``). Resolves on
    /// the identifier's UTF-8 bytes in place: no allocation for a native
    /// Swift string.
    public func locale(_ identifier: String) -> LocaleHandle {
        if let found = localeIfPresent(identifier) { return found }
        if diagnostics != nil { reportMissingLocale(identifier) }
        return sourceLocale
    }

    /// The handle of `key` in `table` (default `Localizable`), or nil.
    public func key(_ key: String, table: String? = nil) -> KeyHandle? {
        keyID(key, table: table).map(KeyHandle.init(id:))
    }

    @usableFromInline
    func keyID(_ key: String, table: String?) -> Int? {
        var key = key
        return key.withUTF8 { keyBytes in
            if var table {
                return table.withUTF8 { tableBytes in
                    layout.keyID(table: UnsafeRawBufferPointer(tableBytes), key: UnsafeRawBufferPointer(keyBytes),
                                 tableHash: StableHash.hash(UnsafeRawBufferPointer(tableBytes)))
                }
            }
            var defaultTable = BundleFormat.defaultTable
            return defaultTable.withUTF8 { tableBytes in
                layout.keyID(table: UnsafeRawBufferPointer(tableBytes), key: UnsafeRawBufferPointer(keyBytes),
                             tableHash: defaultTableHash)
            }
        }
    }

    // MARK: Rendering

    /// Renders by handle without reporting to the diagnostics handler.
    @inline(__always)
    func renderChain(_ key: KeyHandle, locale: LocaleHandle, device: Device, width: Int?, numberStyle: NumberStyle,
                     arguments: UnsafeBufferPointer<MessageArgument>, into sink: inout UTF8Sink) -> RenderResult {
        // One unsigned compare each: a negative id or index is out of range too.
        guard UInt(bitPattern: key.id) < UInt(bitPattern: layout.keyCount),
              UInt(bitPattern: locale.index) < UInt(bitPattern: layout.localeCount) else {
            return RenderResult(status: .missingKey, locale: nil)
        }
        // Most renders: the requested locale's own message, often one run of
        // text. Anything else (no message, no matching case, corruption, a
        // payload not decoded yet) takes the fallback chain from the start.
        if let payload = published.payload(locale.index) {
            switch LocalePayload.program(in: payload, forKey: key.id, decoder: layout.chunkDecoder) {
            case .program(let program):
                return renderOwnProgram(program, payload: payload, key: key, locale: locale, device: device, width: width,
                                        numberStyle: numberStyle, arguments: arguments, into: &sink)
            case .text(let text):
                return renderOwnText(text.buffer, locale: locale, into: &sink)
            case .absent:
                return renderThroughChain(key, locale: locale, device: device, width: width, numberStyle: numberStyle,
                                          arguments: arguments, into: &sink, ownPayload: payload)
            case .corrupt:
                return renderThroughChain(key, locale: locale, device: device, width: width, numberStyle: numberStyle,
                                          arguments: arguments, into: &sink, ownPayload: nil)
            }
        }
        return renderThroughChain(key, locale: locale, device: device, width: width, numberStyle: numberStyle,
                                  arguments: arguments, into: &sink, ownPayload: nil)
    }

    /// Renders `program`, key `key`'s message in the requested locale's own
    /// `payload`; where no case matches or the program is corrupt, goes on
    /// through the fallback chain.
    @inline(__always)
    func renderOwnProgram(_ program: ByteView, payload: UnsafePointer<LocalePayload>, key: KeyHandle, locale: LocaleHandle,
                          device: Device, width: Int?, numberStyle: NumberStyle,
                          arguments: UnsafeBufferPointer<MessageArgument>, into sink: inout UTF8Sink) -> RenderResult {
        let start = sink.requiredCount
        var interpreter = Interpreter(arguments: arguments, device: device, width: width ?? Int(Int32.max),
                                      rules: payload, numbers: numberStyle == .posix ? nil : payload)
        let outcome = interpreter.run(program, into: &sink)
        if outcome == .rendered {
            var status = interpreter.status
            if sink.didOverflow { status.insert(.truncated) }
            return RenderResult(status: status, locale: locale, errors: interpreter.errors)
        }
        sink.rewind(to: start)
        // No case matched: the chain goes on after this locale. A corrupt
        // program is met again from the start, which reports it.
        return renderThroughChain(key, locale: locale, device: device, width: width, numberStyle: numberStyle,
                                  arguments: arguments, into: &sink, ownPayload: outcome == .noMatch ? payload : nil)
    }

    /// Renders `text`, key `key`'s message in the requested locale itself
    /// when it is one run of text.
    @inline(__always)
    func renderOwnText(_ text: UnsafeRawBufferPointer, locale: LocaleHandle, into sink: inout UTF8Sink) -> RenderResult {
        sink.appendInlined(text)
        return RenderResult(status: sink.didOverflow ? .truncated : [], locale: locale)
    }

    /// Renders by handle through the locale's fallback chain: the first
    /// locale whose message renders, else the key itself. `ownPayload` is
    /// the requested locale's payload when it is known not to render the
    /// key (no message, or no case matched; not corruption): the chain then
    /// starts after it.
    @inline(never)
    func renderThroughChain(_ key: KeyHandle, locale: LocaleHandle, device: Device, width: Int?, numberStyle: NumberStyle,
                            arguments: UnsafeBufferPointer<MessageArgument>, into sink: inout UTF8Sink,
                            ownPayload: UnsafePointer<LocalePayload>?) -> RenderResult {
        var status: RenderStatus = []
        let start = sink.requiredCount
        var numbers: UnsafePointer<LocalePayload>? = ownPayload
        // A chain starts with its own locale (checked at open), so the chain
        // itself is read only when that locale does not render the key.
        var current = locale.index, position = 0
        var chainBase = 0, chainCount = 1
        if ownPayload != nil {
            (chainBase, chainCount) = layout.chain(ofLocale: locale.index)
            position = 1
            current = chainCount > 1 ? layout.chainLocale(at: chainBase &+ BundleFormat.chainElementSize) : locale.index
        }
        /// The result of a render by the chain's locale at `position`.
        func rendered(_ errors: MessageErrors) -> RenderResult {
            if position > 0 { status.insert(.usedFallbackLocale) }
            if sink.didOverflow { status.insert(.truncated) }
            return RenderResult(status: status, locale: LocaleHandle(index: current), errors: errors)
        }
        while position < chainCount {
            attempt: if let payload = payload(ofLocale: current) {
                if numbers == nil { numbers = payload }
                let program: ByteView
                switch LocalePayload.program(in: payload, forKey: key.id, decoder: layout.chunkDecoder) {
                case .program(let found): program = found
                case .text(let text):
                    sink.append(text.buffer)
                    return rendered(MessageErrors())
                case .absent: break attempt
                case .corrupt:
                    status.insert(.corruptData)
                    break attempt
                }
                var interpreter = Interpreter(
                    arguments: arguments, device: device, width: width ?? Int(Int32.max),
                    rules: payload, numbers: numberStyle == .posix ? nil : numbers)
                switch interpreter.run(program, into: &sink) {
                case .rendered:
                    status.formUnion(interpreter.status)
                    return rendered(interpreter.errors)
                case .noMatch:
                    sink.rewind(to: start)
                case .corrupt:
                    sink.rewind(to: start)
                    status.insert(.corruptData)
                }
            } else {
                status.insert(.corruptData)
            }
            if position == 0 { (chainBase, chainCount) = layout.chain(ofLocale: locale.index) }
            position &+= 1
            if position < chainCount { current = layout.chainLocale(at: chainBase &+ position &* BundleFormat.chainElementSize) }
        }
        if let text = layout.keyText(key.id) { sink.append(text.buffer) } else { status.insert(.corruptData) }
        status.insert(.usedKey)
        if sink.didOverflow { status.insert(.truncated) }
        return RenderResult(status: status, locale: nil)
    }

    /// Renders `key` (looked up by text, in `table`) for `locale` into `sink`.
    /// A key the bundle does not have is written as is, with ``RenderStatus/missingKey``.
    public func render(_ key: String, table: String? = nil, locale: LocaleHandle, device: Device = .other,
                       width: Int? = nil, numberStyle: NumberStyle = .localized,
                       arguments: UnsafeBufferPointer<MessageArgument>, into sink: inout UTF8Sink) -> RenderResult {
        render(key, table: table, locale: locale, device: device, width: width, numberStyle: numberStyle,
               arguments: arguments, into: &sink, reports: true)
    }

    /// Renders by key text, reporting problems to the diagnostics handler only if `reports`.
    func render(_ key: String, table: String?, locale: LocaleHandle, device: Device, width: Int?,
                numberStyle: NumberStyle, arguments: UnsafeBufferPointer<MessageArgument>, into sink: inout UTF8Sink,
                reports: Bool) -> RenderResult {
        guard let id = keyID(key, table: table) else {
            if reports, diagnostics != nil { reportMissingKey(key, table: table, locale: locale) }
            sink.append(key)
            return RenderResult(status: sink.didOverflow ? [.missingKey, .truncated] : .missingKey, locale: nil)
        }
        let result = renderChain(KeyHandle(id: id), locale: locale, device: device, width: width,
                                 numberStyle: numberStyle, arguments: arguments, into: &sink)
        if reports, !result.status.isDisjoint(with: Catalog.reportedStatus) {
            reportRender(KeyHandle(id: id), locale: locale, status: result.status)
        }
        return result
    }

    /// Renders to a new `String` (allocates that string only).
    public func string(_ key: String, table: String? = nil, locale: LocaleHandle, device: Device = .other,
                       width: Int? = nil, numberStyle: NumberStyle = .localized,
                       arguments: [MessageArgument] = []) -> String {
        arguments.withUnsafeBufferPointer { args in
            let (text, status) = Self.collectString { sink in
                render(key, table: table, locale: locale, device: device, width: width,
                       numberStyle: numberStyle, arguments: args, into: &sink, reports: false).status
            }
            if diagnostics != nil { reportString(key, table: table, locale: locale, status: status) }
            return text
        }
    }

    /// Runs `render` into stack storage, again with the size it asked for
    /// when the first buffer was too small; returns the text and the status
    /// of the final render (the one to report).
    static func collectString(_ render: (inout UTF8Sink) -> RenderStatus) -> (String, RenderStatus) {
        var capacity = 256
        while true {
            let (text, status, needed): (String, RenderStatus, Int) =
                withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 1) { storage in
                    var sink = UTF8Sink(storage)
                    let status = render(&sink)
                    if sink.didOverflow { return ("", status, sink.requiredCount) }
                    return (String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self), status, 0)
                }
            if needed == 0 { return (text, status) }
            capacity = needed
        }
    }

    /// The payload of `locale`, its head validated on first use; nil when corrupt.
    @inline(__always)
    func payload(ofLocale locale: Int) -> UnsafePointer<LocalePayload>? {
        if let ready = published.payload(locale) { return ready }
        return decodePayload(ofLocale: locale)
    }

    @inline(never)
    private func decodePayload(ofLocale locale: Int) -> UnsafePointer<LocalePayload>? {
        let payload = slots.slot(locale).payload { () throws(CatalogError) -> LocalePayload in
            let entry = layout.sections[layout.payloadSection(ofLocale: locale)]
            return try LocalePayload(section: layout.file.slice(offset: entry.offset, length: entry.storedLength)!,
                                     checksum: entry.checksum, algorithm: layout.checksumAlgorithm,
                                     keyCount: layout.keyCount,
                                     tables: layout.minorVersion >= BundleFormat.localeTablesInStringsMinorVersion ? layout.strings : nil,
                                     lengthCoded: layout.minorVersion >= BundleFormat.lengthCodedChunksMinorVersion,
                                     plainTexts: layout.minorVersion >= BundleFormat.plainTextProgramsMinorVersion,
                                     compactSymbols: layout.minorVersion >= BundleFormat.compactNumberSymbolsMinorVersion,
                                     path: path,
                                     locale: identifier(of: LocaleHandle(index: locale)))
        }
        if let payload { published.publish(payload, for: locale) }
        return payload
    }

    deinit {
        published.release()
        slots.release()
    }

    /// Verifies the whole bundle now rather than where it is first read: every
    /// region of the strings, keys and key index, every key record and index
    /// slot, the dictionary, and every locale's payload head and message
    /// chunks (decoded, checked and kept). Throws the first problem found.
    /// `locpack inspect --verify` runs it.
    public func validateAll() throws(CatalogError) {
        try layout.validateTables(path: path)
        guard layout.chunkDecoder.dictionaryIsIntact else {
            throw CatalogError(.checksumMismatch, "\(path): checksum mismatch in the dictionary section")
        }
        try validateAllLocales()
    }

    /// Verifies every locale's payload head and decodes and checks every one
    /// of its message chunks, keeping them decoded so renders never pay for
    /// it; throws the first problem found.
    public func validateAllLocales() throws(CatalogError) {
        for locale in 0..<layout.localeCount {
            guard let payload = payload(ofLocale: locale) else {
                throw slots.existingSlot(locale)?.failure ?? CatalogError(.corrupt, "\(path): locale \(locale) cannot be decoded")
            }
            let name = identifier(of: LocaleHandle(index: locale))
            for chunk in 0..<payload.pointee.chunkCount {
                try payload.pointee.prepareChunk(chunk, decoder: layout.chunkDecoder, locale: name)
            }
        }
    }
}
extension UTF8Sink {
    /// Forgets everything written after `count` bytes.
    @usableFromInline
    mutating func rewind(to count: Int) {
        needed = min(needed, count)
    }
}
