/// Why a bundle could not be opened or a locale's section could not be used.
public struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure.
    public enum Kind: Sendable, Equatable {
        /// The file could not be opened, read or mapped.
        case io
        /// The bytes are not a LocPack bundle.
        case notABundle
        /// The bundle needs a newer reader.
        case unsupportedVersion
        /// A size, offset or count in the bundle is out of range.
        case corrupt
        /// A checksum does not match.
        case checksumMismatch
        /// A section could not be decompressed.
        case decompression
    }

    /// The kind of failure.
    public let kind: Kind
    /// A sentence for the user, naming the file and the place.
    public let message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
