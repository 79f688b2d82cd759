import ArgumentParser
import Foundation
import LocPack
import LocPackFleet

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a message from a bundle.",
        discussion: """
            Either one message (--key, with --locale, --device, --width and --arg or
            --param), or many: --requests FILE.jsonl reads one JSON object per line,
            {"key": K, "locale": L, "args": [...] or "params": {name: value}, "device": D,
            "width": N, "table": T, "context": C}, and prints one JSON result per line in the same
            order: {"text": …, "locale": …, "warnings": [...]} or {"error": …}. Use - for
            standard input.

            Arguments go by position (--arg, "args") or by name (--param count=3,
            "params": {"count": 3}): the names are the message's own (MessageFormat's
            {$count}, ICU's {count}, a .stringsdict variable). A parameter the message
            does not take, or an argument with no parameter, is a warning; the missing
            argument renders as its fallback. Values are text converted to what the
            message's placeholder wants: %d → integer, %f → double, %@ → string, a
            list (i18next's {{items, list}}) → its items, Ada,Bo or ["Ada","Bo"] on the
            command line, a JSON array of strings in a request; otherwise an integer, a
            decimal or text; a JSON boolean is true or false.
            Without --locale, the environment chooses as gettext does: the bundle
            locale that best matches LANGUAGE's list (e.g. ja:de), then LC_ALL,
            LC_MESSAGES or LANG (the first one set); when that is C or POSIX,
            LANGUAGE is ignored. Failing all of them, the bundle's source language.

            From a remote origin instead of a file: --url URL (http, https or file)
            with --public-key KEY (repeatable: the keys trusted) and --cache DIR. The
            last good bundle in DIR is served at once, else one is fetched; a BUNDLE
            given too is the fallback when neither exists. With --key, the origin is
            asked once for a newer bundle before the render. With --requests, requests
            are answered one line at a time from whatever bundle is current (each
            answer gives its "generation"), and the origin is polled every
            --poll-interval seconds: a newer bundle signed by a trusted key replaces
            the current one; anything else is refused and reported on standard error.
            """
    )

    @ArgumentParser.Argument(help: "The .locpack bundle (with --url: the fallback bundle, used only when the cache and the origin have none).")
    var bundle: String?

    @Option(help: ArgumentHelp("Follow the signed bundle at this URL (http, https or file) instead of a local file.", valueName: "url"))
    var url: String?

    @Option(name: .customLong("public-key"), help: ArgumentHelp(
        "With --url: a trusted public key, the KEY.pub file of locpack keygen or its line (repeat for several).",
        valueName: "key"))
    var publicKeys: [String] = []

    @Option(help: ArgumentHelp("With --url: the folder that keeps the last good bundle (made when missing).", valueName: "dir"))
    var cache: String?

    @Option(help: ArgumentHelp("With --url and --requests: seconds between polls of the origin (default 60; decimals allowed).",
                               valueName: "seconds"))
    var pollInterval: Double?

    @Option(help: "The key of the message.")
    var key: String?

    @Option(help: "The table of the key (default Localizable).")
    var table: String?

    @Option(help: "The context of the key (gettext's msgctxt), for a message one source text has in several contexts.")
    var context: String?

    @Option(help: "The locale, e.g. pt-BR or pt_BR.")
    var locale: String?

    @Option(help: "The device: iphone, ipod, ipad, applewatch, appletv, applevision, mac or other.")
    var device: String = "other"

    @Option(help: "The display width, for width variations.")
    var width: Int?

    @Option(name: .customLong("arg"), help: "An argument value (repeat for each argument, in order).")
    var arguments: [String] = []

    @Option(name: .customLong("param"), help: ArgumentHelp("An argument by name, NAME=VALUE (repeat for each).", valueName: "name=value"))
    var parameters: [String] = []

    @Flag(help: "Write numbers as plain ASCII printf instead of the locale's way.")
    var posix = false

    @Option(help: "A JSON Lines file of render requests (- for standard input).")
    var requests: String?

    func validate() throws {
        if url == nil {
            if bundle == nil { throw ValidationError("give the BUNDLE to render from, or --url URL") }
            if !publicKeys.isEmpty || cache != nil || pollInterval != nil {
                throw ValidationError("--public-key, --cache and --poll-interval go with --url")
            }
        } else {
            if publicKeys.isEmpty { throw ValidationError("--url needs --public-key KEY: a remote bundle is served only when a trusted key signed it") }
            if cache == nil { throw ValidationError("--url needs --cache DIR, the folder that keeps the last good bundle") }
            if pollInterval != nil && requests == nil {
                throw ValidationError("--poll-interval goes with --requests (a single --key render asks the origin once)")
            }
            if let pollInterval, !(pollInterval > 0 && pollInterval <= 86_400) {
                throw ValidationError("--poll-interval is seconds, more than 0 and at most 86400")
            }
        }
        if requests == nil && key == nil { throw ValidationError("give --key KEY, or --requests FILE.jsonl") }
        if requests != nil && key != nil { throw ValidationError("--key and --requests cannot be combined") }
        if context != nil && key == nil { throw ValidationError("--context goes with --key (a request gives \"context\" itself)") }
        if !arguments.isEmpty && !parameters.isEmpty { throw ValidationError("give the arguments either by position (--arg) or by name (--param), not both") }
        for parameter in parameters where RenderRequest.parameter(commandLine: parameter) == nil {
            throw ValidationError("--param '\(parameter)' is not NAME=VALUE")
        }
        if Device(key: device) == nil {
            throw ValidationError("unknown device '\(device)' (use iphone, ipod, ipad, applewatch, appletv, applevision, mac or other)")
        }
    }

    func run() throws {
        if url != nil {
            try runRemote()
            return
        }
        let catalog: Catalog
        do {
            catalog = try Catalog(contentsOf: bundle!)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        if let requests {
            try renderRequests(from: requests, generation: nil) { body in body(catalog) }
            return
        }
        try renderOne(catalog)
    }

    /// Renders from the bundle a ``RemoteCatalog`` follows; with requests,
    /// polls while answering them.
    private func runRemote() throws {
        let remote: RemoteCatalog
        do {
            let trusted = try publicKeys.map { text throws(BundleSigningError) in try BundlePublicKey(fileOrLine: text) }
            guard let origin = URL(string: url!), origin.scheme != nil else {
                throw RemoteCatalogError("--url '\(url!)' is not a URL")
            }
            var configuration = try RemoteCatalog.Configuration(url: origin, trustedKeys: trusted, cacheDirectory: cache!)
            if let pollInterval { configuration.pollInterval = .milliseconds(Int64((pollInterval * 1000).rounded())) }
            configuration.fallbackBundle = bundle
            remote = try RemoteCatalog(configuration) { event in printError("locpack: \(event)") }
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        guard let requests else {
            // One render: from the newest bundle, so a bundle from the cache or the fallback is checked once.
            if remote.status.source != .origin { remote.poll() }
            try renderOne(remote.current)
            return
        }
        remote.startPolling()
        defer { remote.stopPolling() }
        try renderRequests(from: requests, generation: { remote.generation }) { body in remote.withCatalog(body) }
    }

    /// Renders the message of `--key` from `catalog` and prints it.
    private func renderOne(_ catalog: Catalog) throws {
        var request = RenderRequest(key: ContextKey.key(key!, context: context), table: table, locale: locale ?? Self.environmentLocale(in: catalog),
                                    device: Device(key: device)!, width: width, arguments: arguments.map { .text($0) })
        request.parameters = parameters.compactMap(RenderRequest.parameter(commandLine:))
        switch request.render(with: catalog, numberStyle: posix ? .posix : .localized) {
        case .success(let rendered):
            print(rendered.text)
            for warning in rendered.warnings { printError("warning: \(warning)") }
        case .failure(let message):
            printError("error: \(message.description)")
            throw ExitCode.failure
        }
    }

    /// The bundle locale this process's environment prefers
    /// (``PreferredLanguages/fromProcessEnvironment()``: LANGUAGE, then
    /// LC_ALL, LC_MESSAGES or LANG), or nil when it names none the bundle
    /// has (the render then uses the source language).
    static func environmentLocale(in catalog: Catalog) -> String? {
        catalog.negotiateLocaleIfPresent(preferred: PreferredLanguages.fromProcessEnvironment()).map { catalog.identifier(of: $0) }
    }

    /// Answers the JSON-lines requests in `path` (- for standard input)
    /// one line at a time, each from the catalog `withCatalog` gives then.
    /// With `generation` (a remote bundle), each answer says which bundle
    /// gave it and is written at once; otherwise answers are written in
    /// blocks.
    private func renderRequests(from path: String, generation: (() -> UInt64)?,
                                withCatalog: ((Catalog) -> [String: Any]) -> [String: Any]) throws {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: path) else {
                printError("error: \(path): cannot open")
                throw ExitCode.failure
            }
            handle = opened
        }
        var output = ""
        var lineNumber = 0
        for line in LineReader(handle) {
            lineNumber += 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            var result: [String: Any]
            switch RenderRequest.parse(line: line, lineNumber: lineNumber, file: path) {
            case .failure(let message):
                result = ["error": message.description]
            case .success(let request):
                result = withCatalog { catalog in
                    // Read with the catalog in hand: a swap after this render is the next answer's.
                    var object: [String: Any] = generation.map { ["generation": $0()] } ?? [:]
                    switch request.render(with: catalog, numberStyle: posix ? .posix : .localized) {
                    case .success(let rendered):
                        object["text"] = rendered.text
                        if let l = rendered.locale { object["locale"] = l }
                        if !rendered.warnings.isEmpty { object["warnings"] = rendered.warnings }
                        return object
                    case .failure(let message):
                        object["error"] = message.description
                        return object
                    }
                }
            }
            let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys, .withoutEscapingSlashes])
            output += String(decoding: json, as: UTF8.self) + "\n"
            if generation != nil || output.utf8.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}

/// The lines of a file or pipe, read as they arrive (a request on standard
/// input is answered before the next one is written), without their
/// line feeds; the last line may lack one.
struct LineReader: Sequence, IteratorProtocol {
    private let handle: FileHandle
    private var pending: [UInt8] = []
    /// Where the next line starts in `pending` (consumed bytes are dropped in blocks).
    private var start = 0
    private var ended = false

    init(_ handle: FileHandle) { self.handle = handle }

    mutating func next() -> String? {
        while true {
            if let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[start..<newline], as: UTF8.self)
                start = newline + 1
                return line
            }
            if ended {
                guard start < pending.count else { return nil }
                defer { start = pending.count }
                return String(decoding: pending[start...], as: UTF8.self)
            }
            if start > 0 {
                pending.removeSubrange(..<start)
                start = 0
            }
            let chunk = handle.availableData
            if chunk.isEmpty { ended = true } else { pending += chunk }
        }
    }
}
