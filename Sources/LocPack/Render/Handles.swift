/// A locale of an opened ``Catalog``, resolved once from an identifier.
///
/// Rendering with a handle follows the locale's fallback chain stored in the
/// bundle. A handle is only meaningful for the catalog that made it.
public struct LocaleHandle: Hashable, Sendable {
    /// The index of the locale in the bundle's locale table.
    public let index: Int
    /// Creates a handle for locale `index` (see ``Catalog/locales``).
    @inlinable public init(index: Int) { self.index = index }
}

/// A key of an opened ``Catalog``, resolved once, so later renders need no
/// hashing. Key ids are dense: `0..<catalog.keyCount`.
public struct KeyHandle: Hashable, Sendable {
    /// The dense id of the key.
    public let id: Int
    /// Creates a handle for key `id`.
    @inlinable public init(id: Int) { self.id = id }
}

/// What a render did besides writing text.
public struct RenderResult: Sendable {
    /// Problems and fallbacks met on the way.
    public var status: RenderStatus
    /// The locale whose text was written, or nil when the key itself was.
    public var locale: LocaleHandle?
    /// The MessageFormat 2 errors met, in order (``RenderStatus/formatErrors``).
    public var errors: MessageErrors

    /// Creates a result.
    @inlinable public init(status: RenderStatus, locale: LocaleHandle?, errors: MessageErrors = MessageErrors()) {
        self.status = status
        self.locale = locale
        self.errors = errors
    }
}
