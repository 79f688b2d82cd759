import ArgumentParser
import Foundation
import LocPack

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
            """
    )

    @ArgumentParser.Argument(help: "The .locpack bundle.")
    var bundle: String

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
        let catalog: Catalog
        do {
            catalog = try Catalog(contentsOf: bundle)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        if let requests {
            try renderRequests(catalog, from: requests)
            return
        }
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

    private func renderRequests(_ catalog: Catalog, from path: String) throws {
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
        let data = handle.readDataToEndOfFile()
        var output = ""
        var lineNumber = 0
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let result: [String: Any]
            switch RenderRequest.parse(line: String(line), lineNumber: lineNumber, file: path) {
            case .failure(let message):
                result = ["error": message.description]
            case .success(let request):
                switch request.render(with: catalog, numberStyle: posix ? .posix : .localized) {
                case .success(let rendered):
                    var object: [String: Any] = ["text": rendered.text]
                    if let l = rendered.locale { object["locale"] = l }
                    if !rendered.warnings.isEmpty { object["warnings"] = rendered.warnings }
                    result = object
                case .failure(let message):
                    result = ["error": message.description]
                }
            }
            let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys, .withoutEscapingSlashes])
            output += String(decoding: json, as: UTF8.self) + "\n"
            if output.utf8.count > 1 << 16 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
