import Synchronization

/// Rendering through generated accessors (``GeneratedKey``, ``LocalizedMessage``).
extension Catalog {
    /// The handle of a generated key: its id when the key table fingerprints
    /// match (no hashing), else the key looked up by text (reported once as
    /// ``CatalogDiagnostic/Kind/keyTableMismatch``); nil when the bundle
    /// does not have the key.
    @inlinable
    public func key(_ generated: GeneratedKey) -> KeyHandle? {
        if generated.keyTableFingerprint == layout.keyTableFingerprint, generated.id >= 0, generated.id < layout.keyCount {
            return KeyHandle(id: generated.id)
        }
        return keyByText(generated)
    }

    @usableFromInline @inline(never)
    func keyByText(_ generated: GeneratedKey) -> KeyHandle? {
        if diagnostics != nil, mismatchReported.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged {
            diagnostics?(CatalogDiagnostic(
                kind: .keyTableMismatch, path: path, key: generated.key.description, table: generated.table.description,
                error: CatalogError(.corrupt, "\(path): the generated accessors were made for another key table (fingerprint \(Self.hex(generated.keyTableFingerprint)), the bundle's \(layout.keyTableFingerprint.map(Self.hex) ?? "none")); keys are looked up by text until they are regenerated with this bundle")))
        }
        let id = generated.table.withUTF8Buffer { table in
            generated.key.withUTF8Buffer { key in
                layout.keyID(table: UnsafeRawBufferPointer(table), key: UnsafeRawBufferPointer(key),
                             tableHash: StableHash.hash(UnsafeRawBufferPointer(table)))
            }
        }
        return id.map(KeyHandle.init(id:))
    }

    private static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }

    /// Renders a generated message for `locale` into `sink`, as
    /// ``render(_:locale:device:width:numberStyle:arguments:into:)`` does for
    /// a handle. Never allocates for a message of up to four arguments.
    /// A key the bundle does not have is written as is, with ``RenderStatus/missingKey``.
    /// Inlinable, so the message an accessor just built is read where it lies.
    @inlinable
    public func render(_ message: LocalizedMessage, locale: LocaleHandle, device: Device = .other, width: Int? = nil,
                       numberStyle: NumberStyle = .localized, into sink: inout UTF8Sink) -> RenderResult {
        guard let handle = key(message.key) else { return renderMissing(message.key, locale: locale, into: &sink) }
        return message.withArguments { arguments in
            render(handle, locale: locale, device: device, width: width, numberStyle: numberStyle,
                   arguments: arguments, into: &sink)
        }
    }

    /// Writes the text of a generated key the bundle does not have, and reports it.
    @usableFromInline @inline(never)
    func renderMissing(_ key: GeneratedKey, locale: LocaleHandle, into sink: inout UTF8Sink) -> RenderResult {
        key.key.withUTF8Buffer { sink.append(UnsafeRawBufferPointer($0)) }
        if diagnostics != nil { reportMissingKey(key.key.description, table: key.table.description, locale: locale) }
        return RenderResult(status: sink.didOverflow ? [.missingKey, .truncated] : .missingKey, locale: nil)
    }

    /// Renders a generated message to a new `String` (allocates that string only).
    /// Problems are reported once, however many buffer sizes it tried.
    public func string(_ message: LocalizedMessage, locale: LocaleHandle, device: Device = .other, width: Int? = nil,
                       numberStyle: NumberStyle = .localized) -> String {
        guard let handle = key(message.key) else {
            if diagnostics != nil {
                reportMissingKey(message.key.key.description, table: message.key.table.description, locale: locale)
            }
            return message.key.key.description
        }
        let (text, status) = message.withArguments { arguments in
            Self.collectString { sink in
                renderChain(handle, locale: locale, device: device, width: width, numberStyle: numberStyle,
                            arguments: arguments, into: &sink).status
            }
        }
        if !status.isDisjoint(with: Catalog.reportedStatus) { reportRender(handle, locale: locale, status: status) }
        return text
    }
}
