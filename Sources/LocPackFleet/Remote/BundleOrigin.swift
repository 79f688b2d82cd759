/// Where a ``RemoteCatalog`` fetches its bundle: one file behind a URL
/// (``HTTPBundleOrigin`` for `http`/`https`, ``FileBundleOrigin`` for
/// `file`), or anything else that can hand over a bundle's bytes — a test's
/// fake, an object store's client.
///
/// An origin is not trusted: whatever it writes is verified (signature,
/// age, the whole bundle) before it is used.
public protocol BundleOrigin: Sendable {
    /// What the origin is, for messages and status (its URL).
    var description: String { get }

    /// Fetches the bundle into `download` as it arrives, unless it is
    /// unchanged since `validators` were given (a conditional request).
    /// `download` refuses bytes past its ``BundleDownload/maximumSize``;
    /// an origin that knows the size first should refuse before writing.
    /// When the fetch is cancelled (``BundleDownload/isCancelled``,
    /// ``BundleDownload/onCancel(_:)``), `download` refuses further bytes and
    /// the origin should stop waiting and throw.
    func fetch(unlessMatching validators: OriginValidators, into download: BundleDownload) throws(BundleOriginError) -> OriginAnswer
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
public enum OriginAnswer: Sendable, Equatable {
    /// The file is the one the validators name (HTTP 304); nothing was written.
    case notModified
    /// The file's bytes were written to the download, whole; these are the
    /// validators of this version.
    case downloaded(OriginValidators)
}

/// A bundle being downloaded: a new file beside the cache (created
/// owner-writable, never through a link) that refuses to grow past
/// ``maximumSize``. The remote catalog checks it there, as it will be
/// served, and renames it into the cache only if it passes.
public final class BundleDownload {
    /// The most bytes accepted.
    public let maximumSize: Int
    /// The bytes written so far.
    public private(set) var count = 0
    let file: StagedFile
    let origin: String
    let cancellation: FetchCancellation

    init(beside cachedBundle: String, maximumSize: Int, origin: String,
         cancellation: FetchCancellation = FetchCancellation()) throws(FileWriteError) {
        file = try StagedFile(beside: cachedBundle, mode: 0o644)
        self.maximumSize = maximumSize
        self.origin = origin
        self.cancellation = cancellation
    }

    /// True once the fetch is no longer wanted (``RemoteCatalog/stopPolling()``
    /// was called during it): the origin should stop and throw
    /// ``cancelledError``. ``write(_:)`` throws from then on.
    public var isCancelled: Bool { cancellation.isCancelled }

    /// Runs `handler` when the fetch is cancelled (at once if it already
    /// is), on the thread that cancels it: an origin that waits on other
    /// work, a network request, cancels that work here.
    public func onCancel(_ handler: @escaping @Sendable () -> Void) { cancellation.onCancel(handler) }

    /// The error a cancelled fetch ends with.
    public var cancelledError: BundleOriginError { BundleOriginError("\(origin): cancelled: polling stopped") }

    /// Appends `bytes`; throws, writing nothing, when they would make the
    /// bundle bigger than ``maximumSize``, when the fetch is cancelled, or
    /// when the disk refuses them.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(BundleOriginError) {
        guard !isCancelled else { throw cancelledError }
        guard bytes.count <= maximumSize - count else {
            throw BundleOriginError("\(origin): the bundle grew past the limit of \(maximumSize) bytes")
        }
        do { try file.write(bytes) } catch { throw BundleOriginError("\(origin): \(error.description)") }
        count += bytes.count
    }

    /// Throws when a bundle of `size` bytes would be over ``maximumSize``:
    /// for an origin that knows the size before it sends the bytes.
    public func checkSize(_ size: Int) throws(BundleOriginError) {
        guard size <= maximumSize else {
            throw BundleOriginError("\(origin): the bundle is \(size) bytes, over the limit of \(maximumSize)")
        }
    }
}

/// Why an origin gave no bundle: unreachable, an HTTP error, a file bigger
/// than the limit. The message names the origin.
public struct BundleOriginError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One line saying what went wrong.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
