#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import CorpusSupport
import Foundation
import LocPack
import LocPackCompiler

/// Open → first rendered string, many times in one process, for the
/// distribution of initialization times and the page faults each costs
/// (`Specs/benchmarks.md`, "What decides Init one locale"). Each iteration
/// opens the bundle anew and renders one of eight keys spread over the key
/// space in the one-locale locale, so iterations decode different chunks
/// and touch different regions; the catalog is released outside the timed
/// part. Prints the median and quartiles, and the minor page faults per
/// iteration (`getrusage`, the loop's total over its count).
enum InitLoop {
    static func measure(_ corpus: Corpus, compression: BundleWriter.Compression, iterations: Int) throws {
        let path = corpus.bundlePath(compression).path
        guard FileManager.default.fileExists(atPath: path) else { throw CorpusError("\(path) is missing: run CorpusCheck once first") }
        let all = try corpus.keys()
        let keys = (0..<8).map { all[(all.count * $0) / 8 + 1].key }
        let locale = corpus.manifest.oneLocale
        var times: [Double] = []
        times.reserveCapacity(iterations)
        let faultsBefore = minorFaults()
        for i in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            let catalog = try Catalog(contentsOf: path)
            let text = catalog.string(keys[i % keys.count], locale: catalog.locale(locale), arguments: [.int(5)])
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1000)
            withExtendedLifetime((catalog, text)) {}
        }
        let faults = Double(minorFaults() - faultsBefore) / Double(iterations)
        times.sort()
        print(String(format: "init loop, %@, %d inits: median %.1f µs (p25 %.1f, p75 %.1f), %.1f minor page faults per init",
                     compression.rawValue, iterations, times[iterations / 2], times[iterations / 4], times[3 * iterations / 4], faults))
    }

    private static func minorFaults() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Int(usage.ru_minflt)
    }
}
