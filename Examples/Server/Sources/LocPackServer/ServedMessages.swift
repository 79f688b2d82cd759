import LocPack
import LocPackFleet

/// Where the routes take their catalog from: a bundle file the server
/// watches (``ReloadingCatalog``), or a signed bundle it follows on a remote
/// origin (``RemoteCatalog``). Both swap bundles live; a request renders from
/// one bundle throughout.
protocol ServedMessages: Sendable {
    /// Calls `body` with the catalog now served.
    func withCatalog<R>(_ body: (Catalog) throws -> R) rethrows -> R
    /// The number of the bundle now served.
    var generation: UInt64 { get }
    /// What `GET /health` answers.
    var health: String { get }
}

extension ReloadingCatalog: ServedMessages {
    var health: String { "ok\n" }
}

extension RemoteCatalog: ServedMessages {
    /// The remote catalog's status (what it serves, its last error) as JSON.
    var health: String { status.json + "\n" }
}
