extension Catalog {
    /// Renders key `key` for `locale` into `sink`.
    ///
    /// Follows the locale's fallback chain until a locale has text for the key
    /// and the device; when none has, writes the key itself. Plural forms
    /// follow the rules of the locale whose text is used; numbers are written
    /// the way the requested locale writes them. Never allocates.
    @inlinable
    public func render(_ key: KeyHandle, locale: LocaleHandle, device: Device = .other, width: Int? = nil,
                       numberStyle: NumberStyle = .localized, arguments: UnsafeBufferPointer<MessageArgument>,
                       into sink: inout UTF8Sink) -> RenderResult {
        // Inlined into the caller, so that the most common render, the
        // locale's own short text, is one call to a function without a stack
        // frame; every other render goes on from what that call found
        // (`Specs/runtime-api.md`, "The render path").
        let found = writeOwnShortText(key, locale: locale, into: &sink)
        if found.isWritten { return RenderResult(status: [], locale: locale) }
        return render(key, locale: locale, options: PackedRenderOptions(device: device, width: width, numberStyle: numberStyle),
                      arguments: arguments, into: &sink, found: found)
    }

    /// Writes key `key`'s message in `locale` itself when it is one run of
    /// text (stored alone: format 2.17 on) of at most
    /// ``UTF8Sink/shortCopyLimit`` bytes, in a chunk decoded
    /// already, and there is room for it; otherwise writes nothing and says
    /// what it found. Makes no call, so it needs no stack frame.
    @usableFromInline @inline(never)
    func writeOwnShortText(_ key: KeyHandle, locale: LocaleHandle, into sink: inout UTF8Sink) -> OwnLocaleLookup {
        // One unsigned compare each: a negative id or index is out of range too.
        guard UInt(bitPattern: key.id) < UInt(bitPattern: layout.keyCount),
              UInt(bitPattern: locale.index) < UInt(bitPattern: layout.localeCount),
              let payload = published.payload(locale.index) else { return .unknown }
        switch LocalePayload.decodedProgram(in: payload, forKey: key.id) {
        case .text(let text):
            if sink.appendShortIfRoom(text.buffer) { return .written }
            return OwnLocaleLookup(text: text.base, count: text.count)
        case .program(let program):
            // A run of text comes as `.text` (format 2.17 on); an older bundle's is a program the interpreter runs.
            return OwnLocaleLookup(program: program.base, count: program.count)
        case .absent:
            return .absent
        case .corrupt, nil:
            return .unknown
        }
    }

    /// Renders by handle from what ``writeOwnShortText(_:locale:into:)``
    /// found, and reports to the diagnostics handler.
    @usableFromInline @inline(never)
    func render(_ key: KeyHandle, locale: LocaleHandle, options: PackedRenderOptions,
                arguments: UnsafeBufferPointer<MessageArgument>, into sink: inout UTF8Sink, found: OwnLocaleLookup) -> RenderResult {
        let device = options.device, width: Int? = options.width, numberStyle = options.numberStyle
        let result: RenderResult
        if let base = found.program, found.isText {
            result = renderOwnText(UnsafeRawBufferPointer(start: base, count: found.textCount), locale: locale, into: &sink)
        } else if let base = found.program, let payload = published.payload(locale.index) {
            result = renderOwnProgram(ByteView(base: base, count: found.count), payload: payload, key: key, locale: locale,
                                      device: device, width: width, numberStyle: numberStyle, arguments: arguments,
                                      into: &sink)
        } else if found.count == OwnLocaleLookup.absent.count, let payload = published.payload(locale.index) {
            result = renderThroughChain(key, locale: locale, device: device, width: width, numberStyle: numberStyle,
                                        arguments: arguments, into: &sink, ownPayload: payload)
        } else {
            result = renderChainOutOfLine(key, locale: locale, device: device, width: width, numberStyle: numberStyle,
                                          arguments: arguments, into: &sink)
        }
        if !result.status.isDisjoint(with: Catalog.reportedStatus) { reportRender(key, locale: locale, status: result.status) }
        return result
    }

    /// ``renderChain(_:locale:device:width:numberStyle:arguments:into:)``
    /// as a call, for the renders that start before anything is known.
    @inline(never)
    func renderChainOutOfLine(_ key: KeyHandle, locale: LocaleHandle, device: Device, width: Int?, numberStyle: NumberStyle,
                              arguments: UnsafeBufferPointer<MessageArgument>, into sink: inout UTF8Sink) -> RenderResult {
        renderChain(key, locale: locale, device: device, width: width, numberStyle: numberStyle,
                    arguments: arguments, into: &sink)
    }
}

/// What ``Catalog/writeOwnShortText(_:locale:into:)`` found of a key's
/// message in the requested locale itself: its text written; its program
/// or its text stored alone (not written); no message (the chain starts
/// after that locale); or
/// nothing known yet (the key or locale is out of range, the payload or
/// chunk is not decoded yet or is corrupt), when the render starts over.
/// Two words, returned in registers.
@frozen @usableFromInline
struct OwnLocaleLookup {
    /// The program's first byte (or the text's, when the message is a text
    /// stored alone), when there is a program not written.
    @usableFromInline let program: UnsafeRawPointer?
    /// With a program, its length (0 for an empty message), plus
    /// ``textMark`` for a text stored alone; without one, -1 when the text
    /// was written, 0 when nothing is known and 1 when the locale has no
    /// message.
    @usableFromInline let count: Int

    /// Added to a text's length in ``count``.
    @usableFromInline static let textMark = 1 << 62

    @usableFromInline init(program: UnsafeRawPointer?, count: Int) {
        self.program = program
        self.count = count
    }

    /// A text stored alone, of `count` bytes at `text`, not written.
    @usableFromInline init(text: UnsafeRawPointer?, count: Int) {
        self.program = text
        self.count = count | Self.textMark
    }

    /// Whether ``program`` is a text stored alone.
    @usableFromInline var isText: Bool { count & Self.textMark != 0 }

    /// The length of a text stored alone.
    @usableFromInline var textCount: Int { count & ~Self.textMark }

    /// The message was one short text, now in the sink.
    @usableFromInline static var written: OwnLocaleLookup { OwnLocaleLookup(program: nil, count: -1) }
    /// Nothing is known: the render starts from the beginning.
    @usableFromInline static var unknown: OwnLocaleLookup { OwnLocaleLookup(program: nil, count: 0) }
    /// The locale has no message for the key.
    @usableFromInline static var absent: OwnLocaleLookup { OwnLocaleLookup(program: nil, count: 1) }

    /// Whether the text was written.
    @inlinable var isWritten: Bool { count < 0 }
}
