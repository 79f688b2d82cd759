import Foundation

/// A benchmark corpus made by `Tools/generate_corpus.py`: the same
/// translations as `txstrings.json` (Transifex) and `Localizable.xcstrings`
/// (String Catalog), render requests and a manifest.
public struct Corpus: Sendable {
    /// The folder holding the corpus files.
    public let directory: URL
    /// What the generator wrote into `manifest.json`.
    public let manifest: CorpusManifest

    /// The Benchmarks package folder.
    public static let benchmarksRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The repository root.
    public static let repoRoot = benchmarksRoot.deletingLastPathComponent()
    /// The generator version this code reads (`GENERATOR_VERSION` in the script).
    public static let generatorVersion = 4

    /// Opens the corpus in `directory`.
    public init(directory: URL) throws {
        self.directory = directory
        let data = try Data(contentsOf: directory.appendingPathComponent("manifest.json"))
        manifest = try JSONDecoder().decode(CorpusManifest.self, from: data)
    }

    /// The corpus the environment names: `LOCPACK_CORPUS` (a folder), else
    /// `Benchmarks/.corpus/<LOCPACK_CORPUS_SIZE or small>`, generated with
    /// `python3 Tools/generate_corpus.py` when missing or out of date.
    public static func fromEnvironment() throws -> Corpus {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["LOCPACK_CORPUS"], !path.isEmpty {
            return try Corpus(directory: URL(fileURLWithPath: path))
        }
        return try generated(size: environment["LOCPACK_CORPUS_SIZE"] ?? "small")
    }

    /// The corpus of `size` in `Benchmarks/.corpus/<size>`, generated first
    /// when it is missing or was made by another generator version.
    public static func generated(size: String, seed: Int? = nil) throws -> Corpus {
        let directory = benchmarksRoot.appendingPathComponent(".corpus").appendingPathComponent(size)
        if let corpus = try? Corpus(directory: directory), corpus.manifest.generatorVersion == generatorVersion,
           seed == nil || corpus.manifest.seed == seed {
            return corpus
        }
        var arguments = [repoRoot.appendingPathComponent("Tools/generate_corpus.py").path,
                         "--size", size, "--out", directory.path]
        if let seed { arguments += ["--seed", String(seed)] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CorpusError("python3 Tools/generate_corpus.py --size \(size) failed (status \(process.terminationStatus))")
        }
        return try Corpus(directory: directory)
    }

    /// `txstrings.json`: every locale.
    public var transifexCache: URL { directory.appendingPathComponent("txstrings.json") }
    /// `txstrings-one.json`: only ``CorpusManifest/oneLocaleTx``.
    public var transifexOneLocaleCache: URL { directory.appendingPathComponent("txstrings-one.json") }
    /// `Localizable.xcstrings`.
    public var stringCatalog: URL { directory.appendingPathComponent("Localizable.xcstrings") }
    /// `requests.jsonl`.
    public var requestsFile: URL { directory.appendingPathComponent("requests.jsonl") }

    /// The render requests of `requests.jsonl`.
    public func requests() throws -> [CorpusRequest] {
        let text = try String(contentsOf: requestsFile, encoding: .utf8)
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { line in
            try decoder.decode(CorpusRequest.self, from: Data(line.utf8))
        }
    }
}

/// An error with a message for the user.
public struct CorpusError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// `manifest.json`.
public struct CorpusManifest: Codable, Sendable {
    /// One locale of the corpus.
    public struct LocaleInfo: Codable, Sendable {
        /// BCP 47 (String Catalog and LocPack) spelling: `pt-BR`.
        public var id: String
        /// Transifex spelling: `pt_BR`.
        public var tx: String
        /// CLDR cardinal categories used in its plurals.
        public var categories: [String]
    }

    /// A representative key of one kind.
    public struct Sample: Codable, Sendable {
        public var key: String
        /// For device entries: a device the entry has.
        public var device: String?
    }

    public var generatorVersion: Int
    public var size: String
    public var seed: Int
    public var keys: Int
    public var locales: [LocaleInfo]
    public var sourceLocale: String
    /// The locale of `txstrings-one.json` (BCP 47) and its Transifex code.
    public var oneLocale: String
    public var oneLocaleTx: String
    /// Key count per kind (`plain`, `plural`, `substitution`, `device`).
    public var kinds: [String: Int]
    /// `plain`, `plainWithArgument` (`%@`), `plainWithCount` (`%lld`), `plural`, `substitution`,
    /// `devicePlain`, `devicePlural`.
    public var samples: [String: Sample]
    public var requests: Int

    /// The Transifex code of a BCP 47 locale of the corpus.
    public func transifexCode(of locale: String) -> String? {
        locales.first { $0.id == locale }?.tx
    }
}

/// One line of `requests.jsonl`.
public struct CorpusRequest: Codable, Sendable {
    public var key: String
    /// BCP 47 spelling (LocPack).
    public var locale: String
    /// Transifex spelling (baseline).
    public var txLocale: String
    /// `iphone`, `ipad`, … or `other`.
    public var device: String
    public var args: [CorpusArgument]
    /// `plain`, `plainWithArgument`, `plural`, `substitution` or `device`.
    public var kind: String

    public init(key: String, locale: String, txLocale: String, device: String, args: [CorpusArgument], kind: String) {
        self.key = key
        self.locale = locale
        self.txLocale = txLocale
        self.device = device
        self.args = args
        self.kind = kind
    }
}

/// A request argument: an integer or a text.
public enum CorpusArgument: Codable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }

    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .string(let value): "\"\(value)\""
        }
    }
}

/// One line of `keys.jsonl`: a key of the corpus and what it takes.
public struct CorpusKey: Codable, Sendable {
    public var key: String
    /// `plain`, `plural`, `substitution` or `device`.
    public var kind: String
    /// `none`, `name`, `count` or `two counts`.
    public var arguments: String
    /// For device entries: the devices with their own text (besides `other`).
    public var devices: [String]
}

extension Corpus {
    /// Every key of `keys.jsonl`.
    public func keys() throws -> [CorpusKey] {
        let text = try String(contentsOf: directory.appendingPathComponent("keys.jsonl"), encoding: .utf8)
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(CorpusKey.self, from: Data($0.utf8)) }
    }

    /// Counts used for plural arguments: every CLDR category of the corpus
    /// languages occurs among them (the generator's `COUNTS`).
    public static let counts = [0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 19, 20, 21, 22, 23, 24, 25,
                                100, 101, 102, 103, 105, 111, 112, 121, 122, 125, 200, 201, 211, 999]

    /// Requests covering every key in every locale: device entries on each of
    /// their devices, on `other` and on one device they lack (never `ipad`
    /// for an entry with `iphone` but no `ipad`, see Specs/benchmarks.md);
    /// counts cycle through ``counts``.
    public func exhaustiveRequests() throws -> [CorpusRequest] {
        let names = ["Anna", "Zoë", "Łukasz", "Ярослав", "محمد", "美咲"]
        let allDevices = ["iphone", "ipad", "mac", "applewatch", "appletv", "applevision", "ipod"]
        var requests: [CorpusRequest] = []
        var n = 0
        for key in try keys() {
            for locale in manifest.locales {
                var devices = ["other"]
                if key.kind == "device" {
                    devices += key.devices
                    let lacking = allDevices.filter {
                        !key.devices.contains($0) && !($0 == "ipad" && key.devices.contains("iphone"))
                    }
                    if !lacking.isEmpty { devices.append(lacking[n % lacking.count]) }
                }
                for device in devices {
                    n += 1
                    let count = Corpus.counts[n % Corpus.counts.count]
                    let args: [CorpusArgument] = switch key.arguments {
                    case "name": [.string(names[n % names.count])]
                    case "count": [.int(count)]
                    case "two counts": [.int(count), .int(Corpus.counts[(n * 7 + 3) % Corpus.counts.count])]
                    default: []
                    }
                    let kind = key.kind == "plain" && key.arguments != "none" ? "plainWithArgument" : key.kind
                    requests.append(CorpusRequest(key: key.key, locale: locale.id, txLocale: locale.tx, device: device,
                                                  args: args, kind: kind))
                }
            }
        }
        return requests
    }
}
