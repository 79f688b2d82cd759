import LocPackCompiler

/// Which `--format` each input of `build` or `generate-swift` is read as.
///
/// The argument parser gives the inputs and the `--format` values apart;
/// their order is read again from the command line: each input takes the
/// nearest `--format` before it (`--format i18next locales/ --format lingo
/// Localizations/`), and an input before any takes none (each of its files
/// is recognized by content). One `--format` alone applies to every input,
/// wherever it stands (`locpack build messages/ --format icu -o app.locpack`).
enum InputFormatAssignment {
    /// `inputs` with their formats, from `arguments` (the command line after
    /// the executable's and the subcommand's names).
    static func assign(inputs: [String], formats: [String], arguments: [String], option: String = "--format") -> [InputPath] {
        if formats.isEmpty { return inputs.map { InputPath($0) } }
        if formats.count == 1 { return inputs.map { InputPath($0, format: formats[0]) } }
        var assigned: [InputPath] = []
        var current: String?
        var remaining = inputs[...]
        var index = arguments.startIndex
        var afterTerminator = false
        while index < arguments.endIndex, let next = remaining.first {
            let token = arguments[index]
            index += 1
            if !afterTerminator, token == "--" {
                afterTerminator = true
            } else if !afterTerminator, token == option, index < arguments.endIndex {
                current = arguments[index]
                index += 1
            } else if !afterTerminator, token.hasPrefix(option + "=") {
                current = String(token.dropFirst(option.count + 1))
            } else if token == next {
                assigned.append(InputPath(next, format: current))
                remaining.removeFirst()
            }
        }
        return assigned + remaining.map { InputPath($0, format: current) }
    }

    /// An error naming the first of `formats` that is no format, or nil.
    static func unknownFormatMessage(_ formats: [String], option: String = "--format") -> String? {
        let known = InputFormatDescription.all.map(\.id)
        guard let unknown = formats.first(where: { !known.contains($0.lowercased()) }) else { return nil }
        return "\(option) takes \(known.joined(separator: ", ")), not '\(unknown)'"
    }

    /// The help of `--format`, listing the names it takes.
    static var help: String {
        "Read the inputs after it as FORMAT instead of recognizing each file: "
            + InputFormatDescription.all.map(\.id).joined(separator: ", ")
            + ". Repeatable: each applies to the inputs after it; one alone applies to every input."
    }

    /// The formats `build` reads, one per line, for `--help`.
    static var formatList: String {
        InputFormatDescription.all.map { "  \($0.id.padding(toLength: 19, withPad: " ", startingAt: 0))\($0.inputs)" }
            .joined(separator: "\n")
    }
}
