import Baseline
import CGettextPeer
import CorpusSupport
import Foundation
import LocPack
import LocPackCompiler

// Parity check: every request of a corpus's requests.jsonl rendered through
// LocPack (the zstd and the raw bundle packed from Localizable.xcstrings) and
// through the baseline (txstrings.json, one instance per device), compared
// byte for byte. Exits 1 listing the differences.
//
//   CorpusCheck [--size small|default] [--corpus DIR] [--repack] [--exhaustive]
//               [--show N] [--sections] [--calibrate N] [--first-render ENGINE]
//               [--init-loop zstd|raw N]
//
// The corpus is Benchmarks/.corpus/<size> (generated when missing) or DIR;
// LOCPACK_CORPUS and LOCPACK_CORPUS_SIZE set the same from the environment.
// Before anything else the baseline must render the seed examples of
// SEMANTICS.md §4.
//
// --show N prints the first N renders of each kind.
// --calibrate N only times N baseline renders of the SDK's two-plural seed
// example (compare with the SDK's ~38 µs) and exits.
// --sections prints the section table of both bundles.
// --exhaustive checks every key in every locale (keys.jsonl; device entries
// on each of their devices) instead of the requests.jsonl sample.
// --first-render zstd|raw|baseline|gettext only times, once, in this fresh
// process, opening the bundle (or initializing the baseline from
// txstrings.json, or gettext from the same messages compiled as a .mo) and
// rendering the sample plural in the one-locale locale, and exits (for
// fresh-process figures and for profiling with callgrind). It also prints
// the process's resident memory before and after (measured while the
// catalog is still open), the anonymous part of it (heap and stacks, not
// pages of files) and how much of the bundle its mapping holds resident.
// --init-loop zstd|raw N only opens the bundle and renders its first string
// N times in this process (eight keys spread over the key space, in turn),
// printing the median time and the minor page faults per init, and exits.
// --pack-throughput imports txstrings.json (the Transifex importer) and
// Localizable.xcstrings (the String Catalog importer, unless --no-xcstrings)
// and packs each with zstd level 19 and raw, printing messages per second.
//
// Numbers: LocPack renders with `.localized` numbers, the baseline with
// `String(format:locale:)`; the corpus keeps every count below 1000, so no
// grouping separator is involved (Specs/benchmarks.md).

var size = ProcessInfo.processInfo.environment["LOCPACK_CORPUS_SIZE"] ?? "small"
var directory: String? = ProcessInfo.processInfo.environment["LOCPACK_CORPUS"].flatMap { $0.isEmpty ? nil : $0 }
var repack = false
var show = 0
var calibration = 0
var sections = false
var packThroughput = false
var skipStringCatalog = false
var exhaustive = false
var firstRender: String? = nil
var initLoop: (compression: BundleWriter.Compression, iterations: Int)? = nil
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--size": size = arguments.popFirst() ?? size
    case "--corpus": directory = arguments.popFirst()
    case "--repack": repack = true
    case "--show": show = Int(arguments.popFirst() ?? "") ?? 3
    case "--sections": sections = true
    case "--exhaustive": exhaustive = true
    case "--first-render": firstRender = arguments.popFirst()
    case "--init-loop":
        let compression = arguments.popFirst() == "raw" ? BundleWriter.Compression.none : .zstd
        initLoop = (compression, Int(arguments.popFirst() ?? "") ?? 3000)
    case "--pack-throughput": packThroughput = true
    case "--no-xcstrings": skipStringCatalog = true
    case "--calibrate": calibration = Int(arguments.popFirst() ?? "") ?? 2000
    default:
        FileHandle.standardError.write(Data("usage: CorpusCheck [--size small|default|large] [--corpus DIR] [--repack] [--show N] [--calibrate N] [--sections] [--exhaustive] [--first-render zstd|raw|baseline|gettext] [--init-loop zstd|raw N] [--pack-throughput [--no-xcstrings]]\n".utf8))
        exit(2)
    }
}

func log(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }

do {
    let seedFailures = firstRender == nil && initLoop == nil ? try checkSeedExamples() : []
    guard seedFailures.isEmpty else {
        print("baseline FAILED the seed examples of SEMANTICS.md §4:")
        for failure in seedFailures { print("  " + failure) }
        exit(1)
    }
    if firstRender == nil && initLoop == nil { log("baseline renders the seed examples of SEMANTICS.md §4") }
    if calibration > 0 {
        print(String(format: "calibration: baseline renders the two-plural seed example in %.1f µs (mean of %d)",
                     try calibrate(count: calibration), calibration))
        exit(0)
    }
    let corpus = try directory.map { try Corpus(directory: URL(fileURLWithPath: $0)) } ?? Corpus.generated(size: size)
    let manifest = corpus.manifest
    if let engine = firstRender {
        let key = manifest.samples["plural"]!.key
        let path = switch engine {
        case "baseline": corpus.transifexCache.path
        case "gettext": try corpus.compileGettextCatalog() ?? ""
        default: corpus.bundlePath(engine == "raw" ? .none : .zstd).path
        }
        if engine == "gettext", path.isEmpty {
            throw CorpusError("no gettext catalog of locale \(manifest.oneLocale): msgfmt failed or is missing (apt-get install gettext), or the locale's gettext plural forms are not known")
        }
        guard FileManager.default.fileExists(atPath: path) else { throw CorpusError("\(path) is missing: run CorpusCheck once first") }
        let residentBefore = ResidentMemory.current(), anonymousBefore = ResidentMemory.anonymous()
        let start = DispatchTime.now().uptimeNanoseconds
        let text: String
        var elapsed: UInt64 = 0
        var residentAfter = 0, anonymousAfter: Int? = nil, mapped: Int? = nil
        if engine == "gettext" {
            // gettext's own start: the locale, the domain bound, the first
            // lookup (which loads the .mo), then snprintf.
            let out = UnsafeMutablePointer<CChar>.allocate(capacity: 4096)
            defer { out.deallocate() }
            guard gettext_peer_setup() == 0 else { throw CorpusError("gettext is not part of this C library") }
            gettext_peer_bind(Corpus.gettextDomain, corpus.gettextDirectory.path)
            _ = gettext_peer_plural(Corpus.gettextDomain, key, key, 5, out, 4096)
            elapsed = DispatchTime.now().uptimeNanoseconds - start
            text = String(cString: out)
            (residentAfter, anonymousAfter) = (ResidentMemory.current(), ResidentMemory.anonymous())
        } else if engine == "baseline" {
            let baseline = try TransifexBaseline(contentsOf: URL(fileURLWithPath: path), device: "other")
            text = baseline.render(key, locale: manifest.oneLocaleTx, arguments: [5])
            elapsed = DispatchTime.now().uptimeNanoseconds - start
            (residentAfter, anonymousAfter) = withExtendedLifetime(baseline) { (ResidentMemory.current(), ResidentMemory.anonymous()) }
        } else {
            let catalog = try Catalog(contentsOf: path)
            text = catalog.string(key, locale: catalog.locale(manifest.oneLocale), arguments: [.int(5)])
            elapsed = DispatchTime.now().uptimeNanoseconds - start
            // Measured while the catalog still maps the bundle.
            (residentAfter, anonymousAfter, mapped) = withExtendedLifetime(catalog) {
                (ResidentMemory.current(), ResidentMemory.anonymous(), ResidentMemory.mapped(path: path))
            }
        }
        print(String(format: "first render, %@, fresh process: %.1f µs (%@)", engine, Double(elapsed) / 1000, text))
        print("resident memory, \(engine): before \(residentBefore / 1024) KiB, after \(residentAfter / 1024) KiB")
        if let anonymousBefore, let anonymousAfter {
            print("anonymous memory, \(engine): before \(anonymousBefore / 1024) KiB, after \(anonymousAfter / 1024) KiB")
        }
        if let mapped { print("bundle pages mapped, \(engine): \(mapped / 1024) KiB") }
        exit(0)
    }
    if let initLoop {
        try InitLoop.measure(corpus, compression: initLoop.compression, iterations: initLoop.iterations)
        exit(0)
    }
    if packThroughput {
        try PackThroughput.measure(corpus, stringCatalog: !skipStringCatalog)
        exit(0)
    }
    log("corpus \(corpus.directory.path): \(manifest.keys) keys x \(manifest.locales.count) locales, seed \(manifest.seed)")

    var start = Date()
    let zstdPath = try corpus.packBundle(.zstd, force: repack)
    let rawPath = try corpus.packBundle(.none, force: repack)
    log(String(format: "bundles ready in %.2f s", Date().timeIntervalSince(start)))
    let zstd = try Catalog(contentsOf: zstdPath.path)
    let raw = try Catalog(contentsOf: rawPath.path)

    if sections {
        for (name, catalog) in [("zstd", zstd), ("raw", raw)] {
            var byKind: [String: (stored: Int, raw: Int, count: Int)] = [:]
            for section in catalog.report.sections {
                let old = byKind[section.kind] ?? (0, 0, 0)
                byKind[section.kind] = (old.stored + section.storedSize, old.raw + section.rawSize, old.count + 1)
            }
            for (kind, total) in byKind.sorted(by: { $0.key < $1.key }) {
                print("\(name) bundle: \(total.count) \(kind) section(s): stored \(total.stored) bytes, raw \(total.raw) bytes")
            }
        }
    }

    let requests = try exhaustive ? corpus.exhaustiveRequests() : corpus.requests()
    let cache = try Data(contentsOf: corpus.transifexCache)
    var baselines: [String: TransifexBaseline] = [:]
    start = Date()
    for device in Set(requests.map(\.device)).sorted() {
        let baseline = try TransifexBaseline(data: cache, device: device)
        guard baseline.unresolvedXMLCount == 0 else {
            throw CorpusError("baseline for \(device): \(baseline.unresolvedXMLCount) of \(baseline.xmlValueCount) <cds-root> values did not resolve")
        }
        baselines[device] = baseline
    }
    log(String(format: "%d baseline instances (one per device) in %.2f s", baselines.count, Date().timeIntervalSince(start)))

    var failures: [String] = []
    var perKind: [String: Int] = [:]
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)
    defer { buffer.deallocate() }

    func render(_ catalog: Catalog, _ request: CorpusRequest) -> (String, RenderStatus) {
        let arguments = request.messageArguments
        return arguments.withUnsafeBufferPointer { args in
            var sink = UTF8Sink(buffer)
            let result = catalog.render(request.key, locale: catalog.locale(request.locale), device: request.locPackDevice,
                                        arguments: args, into: &sink)
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[0..<sink.writtenCount]), as: UTF8.self)
            return (text, result.status)
        }
    }

    start = Date()
    for (line, request) in requests.enumerated() {
        perKind[request.kind, default: 0] += 1
        let (packed, status) = render(zstd, request)
        let (unpacked, _) = render(raw, request)
        let expected = baselines[request.device]!.render(request.key, locale: request.txLocale,
                                                         arguments: request.formatArguments)
        if perKind[request.kind]! <= show {
            print("\(request.kind) \(request.key) \(request.locale) \(request.device) \(request.args): \(packed)")
        }
        let label = "\(exhaustive ? "request" : "requests.jsonl:")\(line + 1) \(request.kind) \(request.key) \(request.locale) device \(request.device) args \(request.args)"
        if !status.isClean || status.contains(.usedFallbackLocale) {
            failures.append("\(label): LocPack status \(status)")
        }
        if packed != expected {
            failures.append("\(label):\n    LocPack:  \(packed)\n    baseline: \(expected)")
        }
        if unpacked != packed {
            failures.append("\(label): raw bundle \"\(unpacked)\" differs from zstd bundle \"\(packed)\"")
        }
    }
    log(String(format: "rendered %d requests through both in %.2f s", requests.count, Date().timeIntervalSince(start)))

    let summary = perKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    if failures.isEmpty {
        print("parity: \(requests.count) \(exhaustive ? "requests (every key, locale and device)" : "requests") (\(summary)) render identically through LocPack (zstd and raw) and the baseline")
    } else {
        print("parity FAILED: \(failures.count) differences in \(requests.count) requests (\(summary))")
        for failure in failures.prefix(40) { print("  " + failure) }
        if failures.count > 40 { print("  … \(failures.count - 40) more") }
        exit(1)
    }
} catch {
    log("error: \(error)")
    exit(1)
}
