/// Where a ``RemoteCatalog`` fetches its bundle: one file behind a URL
/// (``HTTPBundleOrigin`` for `http`/`https`, ``FileBundleOrigin`` for
/// `file`), or anything else that can hand over a bundle's bytes — a test's
/// fake, an object store's client.
///
/// An origin is not trusted: whatever it returns is verified (signature,
/// age, the whole bundle) before it is used.
public protocol BundleOrigin: Sendable {
    /// What the origin is, for messages and status (its URL).
    var description: String { get }

    /// Fetches the bundle unless it is unchanged since `validators` were
    /// given (a conditional request). Never returns more than `maximumSize`
    /// bytes: a bigger bundle is an error, found before it is read whole
    /// where the origin announces its size.
    func fetch(unlessMatching validators: OriginValidators, maximumSize: Int) throws(BundleOriginError) -> OriginResponse
}

/// What identifies one version of the origin's file, for conditional
/// requests: HTTP's `ETag` and `Last-Modified`, or a file's size and time.
public struct OriginValidators: Sendable, Equatable {
    /// The entity tag, sent back as `If-None-Match`.
    public var entityTag: String?
    /// The modification time as the origin spelled it, sent back as `If-Modified-Since`.
    public var lastModified: String?

    /// Validators; none makes a request unconditional.
    public init(entityTag: String? = nil, lastModified: String? = nil) {
        self.entityTag = entityTag
        self.lastModified = lastModified
    }

    /// No validators: the next request fetches whatever is there.
    public static let none = OriginValidators()
}

/// What an origin answered.
public enum OriginResponse: Sendable, Equatable {
    /// The file is the one the validators name (HTTP 304).
    case notModified
    /// The file's bytes, with the validators of this version.
    case bundle([UInt8], OriginValidators)
}

/// Why an origin gave no bundle: unreachable, an HTTP error, a file bigger
/// than the limit. The message names the origin.
public struct BundleOriginError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One line saying what went wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
