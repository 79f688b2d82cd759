import LocPack

/// Compares the arguments of each translation with those of the source
/// language's message for the same key and table (`Specs/lint.md`,
/// "Argument signatures"). Every finding is an error: a translation that
/// reads an argument the caller does not pass, reads one as another type,
/// or drops one, crashes or misleads at run time.
enum ArgumentSignatureCheck {
    /// Errors for arguments read as two classes inside one message.
    static func conflicts(in signature: ArgumentSignature, of subject: LintSubject) -> [Diagnostic] {
        signature.conflicts.map { conflict in
            subject.diagnostic(.error, "argument \(conflict.index) is read both as \(describe(conflict.first)) and as \(describe(conflict.other))")
        }
    }

    /// Errors where `translation` disagrees with `source`, the signature of
    /// the message in `sourceLocale`: count, positions, then types.
    static func compare(_ translation: ArgumentSignature, with source: ArgumentSignature,
                        sourceLocale: String, of subject: LintSubject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let own = Set(translation.indices), theirs = Set(source.indices)
        let extra = own.subtracting(theirs).sorted()
        let missing = theirs.subtracting(own).sorted()
        if !extra.isEmpty {
            let list = listing(extra, translation)
            if translation.count > source.count {
                found.append(subject.diagnostic(.error,
                    "reads \(list) but the source (\(sourceLocale)) has \(plural(source.count, "argument"))"))
            } else {
                found.append(subject.diagnostic(.error, "reads \(list), which the source (\(sourceLocale)) does not use"))
            }
        }
        if !missing.isEmpty {
            let list = listing(missing, source)
            if translation.count < source.count {
                found.append(subject.diagnostic(.error,
                    "has \(plural(translation.count, "argument")) but the source (\(sourceLocale)) has \(source.count): \(list) \(missing.count == 1 ? "is" : "are") missing"))
            } else {
                found.append(subject.diagnostic(.error, "does not use \(list) of the source (\(sourceLocale))"))
            }
        }
        for index in translation.indices where theirs.contains(index) {
            guard let mine = translation.firstSpec(of: index), let expected = source.firstSpec(of: index),
                  let mineClass = ArgumentClass(mine), let expectedClass = ArgumentClass(expected),
                  mineClass != expectedClass else { continue }
            found.append(subject.diagnostic(.error,
                "argument \(index) is \(describe(mine)) but \(describe(expected)) in the source (\(sourceLocale))"))
        }
        return found
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

    private static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
