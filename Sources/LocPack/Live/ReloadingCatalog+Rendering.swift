/// Conveniences that render through the catalog now served, naming keys and
/// locales by text (handles belong to one bundle; see
/// ``ReloadingCatalog/withCatalog(_:)`` to use them).
extension ReloadingCatalog {
    /// Renders `key` for the locale `identifier` (any spelling; resolved as
    /// ``Catalog/locale(_:)``) into `sink`, from the bundle now served.
    /// Allocates nothing.
    public func render(_ key: String, table: String? = nil, locale identifier: String, device: Device = .other,
                       width: Int? = nil, numberStyle: NumberStyle = .localized,
                       arguments: UnsafeBufferPointer<MessageArgument>, into sink: inout UTF8Sink) -> RenderStatus {
        withCatalog { catalog in
            catalog.render(key, table: table, locale: catalog.locale(identifier), device: device, width: width,
                           numberStyle: numberStyle, arguments: arguments, into: &sink).status
        }
    }

    /// Renders `key` for the locale `identifier` to a new `String`.
    public func string(_ key: String, table: String? = nil, locale identifier: String, device: Device = .other,
                       width: Int? = nil, numberStyle: NumberStyle = .localized,
                       arguments: [MessageArgument] = []) -> String {
        withCatalog { catalog in
            catalog.string(key, table: table, locale: catalog.locale(identifier), device: device, width: width,
                           numberStyle: numberStyle, arguments: arguments)
        }
    }

    /// Renders `key` for the best locale of an `Accept-Language` header
    /// (``Catalog/negotiateLocale(acceptLanguage:)``) and returns the text with
    /// that locale's identifier, for a `Content-Language` header.
    public func string(_ key: String, table: String? = nil, acceptLanguage: String, device: Device = .other,
                       width: Int? = nil, numberStyle: NumberStyle = .localized,
                       arguments: [MessageArgument] = []) -> (text: String, locale: String) {
        withCatalog { catalog in
            let locale = catalog.negotiateLocale(acceptLanguage: acceptLanguage)
            let text = catalog.string(key, table: table, locale: locale, device: device, width: width,
                                      numberStyle: numberStyle, arguments: arguments)
            return (text, catalog.identifier(of: locale))
        }
    }
}
