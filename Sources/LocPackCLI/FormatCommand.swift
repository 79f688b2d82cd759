import ArgumentParser
import Foundation
import LocPack
import LocPackCompiler

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Compile one MessageFormat 2 message and render it, as a bundle would.",
        discussion: """
            The quickest way to try a message. It is compiled by the same
            compiler as `locpack build` into a bundle in memory and rendered by
            the same runtime as every bundle:

              locpack format --locale fr --message 'Total : {$n :number}' --param n=1.3

            Parameters are name=value: an integer, a decimal, or text
            (quote it to force text: n='"42"'). A missing parameter renders
            its fallback ({$n}). Errors go to standard error as
            `warning: <type>`; the text is always printed.

            --requests FILE (- for standard input) reads JSON lines
            {"src": …, "locale": …, "params": {name: value}, "bidiIsolation": "default"|"none"}
            (params may also be [{"name": …, "value": …}]) and prints one line per request:
            {"text": …, "errors": [{"type": "unresolved-variable"}, …]}, errors in the order met.
            A message that does not compile prints {�} and its syntax or data model error.
            """
    )

    @Option(help: "The message syntax: mf2 (Unicode MessageFormat 2).")
    var syntax: String = "mf2"

    @Option(help: "The locale the message is in, e.g. en, fr, pl, ar.")
    var locale: String = "en"

    @Option(help: "The message.")
    var message: String?

    @Option(name: .customLong("param"), help: "A parameter, name=value (repeat for each).")
    var parameters: [String] = []

    @Option(help: "Bidi isolation of placeholders: default (the Default Bidi Strategy) or none.")
    var bidiIsolation: String = "default"

    @Option(help: "A JSON Lines file of format requests (- for standard input).")
    var requests: String?

    @Flag(help: "Register the MF2 conformance suite's :test:function, :test:select and :test:format.")
    var testFunctions = false

    func validate() throws {
        guard syntax == "mf2" else { throw ValidationError("unknown syntax '\(syntax)' (only mf2 is supported)") }
        if (requests == nil) == (message == nil) { throw ValidationError("give --message TEXT, or --requests FILE.jsonl") }
        guard bidiIsolation == "default" || bidiIsolation == "none" else {
            throw ValidationError("--bidi-isolation is default or none, not '\(bidiIsolation)'")
        }
        for parameter in parameters where !parameter.contains("=") {
            throw ValidationError("--param '\(parameter)' is not name=value")
        }
    }

    func run() throws {
        if let requests {
            try runRequests(requests)
            return
        }
        var params: [String: FormatParameterValue] = [:]
        for parameter in parameters {
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            params[String(parts[0])] = FormatParameterValue(commandLine: String(parts[1]))
        }
        let response = Self.format(message!, locale: locale, params: params, isolates: bidiIsolation == "default",
                                   testFunctions: testFunctions)
        print(response.text)
        for error in response.errors { printError("warning: \(error.type)") }
    }

    private func runRequests(_ path: String) throws {
        let data: Data
        do {
            data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            printError("error: \(path): cannot read: \(error.localizedDescription)")
            throw ExitCode.failure
        }
        let encoder = JSONEncoder()
        // Keys in one order on every line, so answers compare as text.
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        var failed = false
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let request: FormatRequest
            do {
                request = try JSONDecoder().decode(FormatRequest.self, from: Data(line.utf8))
            } catch {
                printError("error: \(path):\(number + 1): not a format request: \(error)")
                failed = true
                print("{\"error\":\"not a format request\"}")
                continue
            }
            let response = Self.format(request.src, locale: request.locale ?? locale, params: request.params,
                                       isolates: (request.bidiIsolation ?? bidiIsolation) == "default", testFunctions: testFunctions)
            print(String(decoding: try encoder.encode(response), as: UTF8.self))
        }
        if failed { throw ExitCode.failure }
    }

    /// Compiles `text` into a one-message bundle in memory and renders it
    /// by name with `params`, as a server renders a bundle's message.
    static func format(_ text: String, locale: String, params: [String: FormatParameterValue], isolates: Bool,
                       testFunctions: Bool) -> FormatResponse {
        let compiled: MessageFormat2.Compiled
        do {
            compiled = try MessageFormat2.compile(text, locale: locale, isolates: isolates, testFunctions: testFunctions)
        } catch {
            return FormatResponse(text: "{\u{FFFD}}", errors: [.init(type: error.kind)])
        }
        let key = "message"
        var entry = CatalogEntry(key: key, localizations: [locale: compiled.message],
                                 location: SourceLocation(file: "<message>"))
        entry.arguments = compiled.argumentNames.enumerated().map { DeclaredArgument(number: $0.offset + 1, name: $0.element) }
        do {
            let bytes = try BundleWriter.pack(MessageCatalog(sourceLanguage: locale, entries: [entry]))
            let catalog = try Catalog(bytes: bytes, diagnostics: nil)
            let named = params.map { NamedArgument($0.key, $0.value.argument) }
            let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 8)
            defer { storage.deallocate() }
            var sink = UTF8Sink(storage)
            let result = named.withUnsafeBufferPointer { buffer in
                catalog.render(catalog.key(key)!, locale: catalog.locale(locale), namedArguments: buffer, into: &sink)
            }
            let text = String(decoding: UnsafeRawBufferPointer(rebasing: storage[0..<sink.writtenCount]), as: UTF8.self)
            return FormatResponse(text: text, errors: result.errors.map { .init(type: $0.name) })
        } catch {
            return FormatResponse(text: "{\u{FFFD}}", errors: [.init(type: "unsupported-operation")])
        }
    }
}
