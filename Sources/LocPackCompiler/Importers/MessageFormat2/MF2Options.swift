/// What a MessageFormat 2 import takes besides the files
/// (``ImportOptions/formats``).
public struct MF2Options: FormatOptions {
    /// Whether placeholders are isolated by the specification's Default
    /// Bidi Strategy (FSI, LRI or RLI … PDI), as the specification requires
    /// by default; `locpack build --mf2-bidi-isolation none` turns it off
    /// for a bundle whose texts are shown where isolates are not wanted.
    public var isolatesPlaceholders: Bool

    /// Creates options: placeholders isolated.
    public init() { isolatesPlaceholders = true }
}
