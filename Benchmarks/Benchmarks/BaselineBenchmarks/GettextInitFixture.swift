import CGettextPeer
import CorpusSupport
import Foundation
import LocPack

/// The gettext peer's initialization on the corpus (`Init one locale ·
/// gettext`): the one-locale messages compiled as a `.mo` and, since glibc
/// keeps every catalog it loaded for the life of the process, one domain
/// per iteration, each a link to that `.mo`, so that every iteration binds a
/// domain and makes its first lookup, which loads the catalog. Made in the
/// benchmark's setup; nil where gettext or msgfmt is missing.
final class GettextInitFixture: @unchecked Sendable {
    /// Domains made, at least the benchmark's iterations (its configuration
    /// caps them): glibc finds a binding and a loaded catalog by walking a
    /// list, so iterations are kept few, and that walk short.
    static let domainCount = 300
    static let iterations = 100

    let directory: String
    /// `corpus-init-N`, as C strings made before measuring.
    let domains: [UnsafeMutablePointer<CChar>]
    let key: String
    let output = UnsafeMutablePointer<CChar>.allocate(capacity: 4096)
    private(set) var next = 0

    static let shared: GettextInitFixture? = {
        do { return try GettextInitFixture(corpus: CorpusFixture.shared.corpus) } catch {
            fatalError("cannot prepare the gettext peer: \(error)")
        }
    }()

    init?(corpus: Corpus) throws {
        guard gettext_peer_setup() == 0, let mo = try corpus.compileGettextCatalog() else { return nil }
        directory = corpus.gettextDirectory.path
        key = corpus.manifest.samples["plural"]!.key
        let folder = (mo as NSString).deletingLastPathComponent
        var domains: [UnsafeMutablePointer<CChar>] = []
        for i in 0..<Self.domainCount {
            let domain = "\(Corpus.gettextDomain)-init-\(i)"
            let link = folder + "/\(domain).mo"
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == nil {
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "\(Corpus.gettextDomain).mo")
            }
            domains.append(strdup(domain))
        }
        self.domains = domains
        // gettext must print what LocPack prints, or the comparison means nothing.
        let catalog = try Catalog(contentsOf: CorpusFixture.shared.rawPath)
        let expected = catalog.string(key, locale: catalog.locale(corpus.manifest.oneLocale), arguments: [.int(5)])
        gettext_peer_bind(Corpus.gettextDomain, directory)
        _ = gettext_peer_plural(Corpus.gettextDomain, key, key, 5, output, 4096)
        guard String(cString: output) == expected else {
            fatalError("gettext prints '\(String(cString: output))' for \(key), LocPack '\(expected)'")
        }
    }

    /// Binds the next unused domain and makes its first lookup; returns the
    /// length snprintf reports.
    func initializeNextDomain() -> Int32 {
        precondition(next < domains.count, "more iterations than gettext domains made")
        let domain = domains[next]
        next += 1
        gettext_peer_bind(domain, directory)
        return gettext_peer_plural(domain, key, key, 5, output, 4096)
    }
}
