import LocPack

/// Decides which arguments a message takes, and what becomes of each
/// translation that reads them (`Specs/lint.md`, "The arguments a message
/// takes" and "Build policy"):
///
/// - the key's specifiers define the arguments when it has them (a String
///   Catalog key extracted from code), otherwise the source language's
///   message does;
/// - a message that takes no arguments is literal text in every locale: a
///   plain value is shown exactly as written (`50% off`, `Akku 100 %`);
/// - a translation that reads an argument the message does not take, reads
///   one as an incompatible class (`%@` for an integer), reads one as two
///   classes, or is not a valid format string although the message takes
///   arguments, is left out (a warning) and falls back;
/// - a translation that uses fewer arguments is fine (a note: Apple ignores
///   unused arguments, and many languages drop the count from a plural
///   sentence);
/// - a `%` that can only be text, in a message that takes arguments, is a
///   warning naming the characters; the translation is kept.
enum ArgumentPolicy {
    /// The arguments `entry` takes: its key's when the key defines them,
    /// else those of its source-language message (none when that message
    /// is not a valid format string); nil when unknown (no source message),
    /// in which case only conflicts inside each translation are checked.
    static func expected(for entry: CatalogEntry, sourceLocale: String?) -> ArgumentSignature? {
        if let key = entry.keyArguments { return ArgumentSignature(key) }
        guard let sourceLocale, let source = entry.localizations[sourceLocale] else { return nil }
        guard source.formatSource?.problem == nil else { return ArgumentSignature(Message([])) }
        return ArgumentSignature(source)
    }

    /// What becomes of `message`: the message to pack (nil: left out) and
    /// the diagnostics about it.
    static func judge(_ message: Message, expected: ArgumentSignature?,
                      of subject: LintSubject) -> (message: Message?, diagnostics: [Diagnostic]) {
        let own = ArgumentSignature(message)
        guard let expected else {
            if let conflict = own.conflicts.first {
                return (nil, [subject.leftOut(.argumentTypeConflict, "reads argument \(conflict.index) both as \(describe(conflict.first)) and as \(describe(conflict.other))")])
            }
            return (message, [])
        }
        guard expected.count > 0 else {
            if let source = message.formatSource {
                return (source.text.isEmpty ? Message([]) : .text(source.text), [])
            }
            guard let first = own.indices.first else { return (message, []) }
            return (nil, [subject.leftOut(.unknownArgument, "reads \(listing([first], own)) but the message takes no arguments")])
        }
        if let source = message.formatSource, let problem = source.problem {
            return (nil, [subject.leftOut(.invalidFormatString, "not a valid format string: \(problem)", at: source.problemLocation)])
        }
        if let conflict = own.conflicts.first {
            return (nil, [subject.leftOut(.argumentTypeConflict, "reads argument \(conflict.index) both as \(describe(conflict.first)) and as \(describe(conflict.other))")])
        }
        let extra = own.indices.filter { expected.firstSpec(of: $0) == nil }
        if !extra.isEmpty {
            return (nil, [subject.leftOut(.unknownArgument, "reads \(listing(extra, own)), which the message does not take (it takes \(listing(expected.indices, expected)))")])
        }
        for index in own.indices {
            guard let mine = own.firstSpec(of: index), let theirs = expected.firstSpec(of: index),
                  let mineClass = ArgumentClass(mine), let theirClass = ArgumentClass(theirs),
                  !mineClass.agrees(with: theirClass) else { continue }
            return (nil, [subject.leftOut(.argumentTypeMismatch, "reads argument \(index) as \(describe(mine)) but the message takes \(describe(theirs))")])
        }
        var found: [Diagnostic] = []
        for shown in message.textPercents {
            found.append(subject.diagnostic(.warning, .literalPercent, "'\(shown)' is text, not a format specifier: the '%' is shown as written"))
        }
        let unused = expected.indices.filter { own.firstSpec(of: $0) == nil }
        if !unused.isEmpty {
            found.append(subject.diagnostic(.note, .unusedArgument, "does not use \(listing(unused, expected)) (fine: unused arguments are ignored)"))
        }
        return (message, found)
    }

    /// `%lld (integer)`.
    static func describe(_ spec: FormatSpec) -> String {
        "\(spec.lintText) (\(ArgumentClass(spec)?.name ?? "nothing"))"
    }

    /// `argument 3 (%@)` or `arguments 2 (%d), 3 (%@)`.
    private static func listing(_ indices: [Int], _ signature: ArgumentSignature) -> String {
        let items = indices.map { index in signature.firstSpec(of: index).map { "\(index) (\($0.lintText))" } ?? "\(index)" }
        return (indices.count == 1 ? "argument " : "arguments ") + items.joined(separator: ", ")
    }
}
