/// The options of one input format, declared in the format's own folder:
/// a new format adds its options without touching what others share.
public protocol FormatOptions: Sendable, Equatable {
    /// The options a build uses when none are given.
    init()
}

/// One value of each kind of ``FormatOptions`` that was set; any other kind
/// reads as its default.
public struct FormatOptionValues: Sendable, Equatable {
    private var values: [ObjectIdentifier: any FormatOptions] = [:]

    /// Creates an empty set: every format's defaults.
    public init() {}

    /// The options of type `kind`: as set, or the default.
    public subscript<Options: FormatOptions>(kind: Options.Type) -> Options {
        get { values[ObjectIdentifier(kind)] as? Options ?? Options() }
        set { values[ObjectIdentifier(kind)] = newValue }
    }

    /// Two sets are equal when every kind reads the same from both (a kind
    /// set to its default equals a kind not set).
    public static func == (a: FormatOptionValues, b: FormatOptionValues) -> Bool {
        a.values.allSatisfy { key, value in b.values[key].map { value.isEqual(to: $0) } ?? value.isDefault }
            && b.values.allSatisfy { key, value in a.values[key] != nil || value.isDefault }
    }
}

extension FormatOptions {
    /// Whether `other` is options of the same kind, equal to these.
    fileprivate func isEqual(to other: any FormatOptions) -> Bool {
        (other as? Self) == self
    }

    /// Whether these are the default options.
    fileprivate var isDefault: Bool { self == Self() }
}
