import Foundation
import LocPack

/// Why the compiler could not do what it was asked: the one error every
/// public API of `LocPackCompiler` throws, as `CatalogError` is the runtime's.
///
/// ``kind`` says what failed, ``message`` says why in one sentence naming the
/// file and the place, and ``location`` is that place when it is in a source
/// file. When source files have errors (``Kind/sourceFile``), ``diagnostics``
/// holds every diagnostic of the failed input — the errors, and the warnings
/// and notes found on the way — so that a user can fix them all in one pass.
///
/// Printed, it is its ``message``; with diagnostics, one line per diagnostic
/// in the compiler form `file:line:column: error: message` (or
/// `file: $.json.path: error: message`).
public struct CompilerError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// What failed.
    public enum Kind: Sendable, Equatable {
        /// The inputs as a whole: a path that does not exist, a file of an
        /// unsupported type, a directory that cannot be listed, or no
        /// localization source among them.
        case inputs
        /// A source file cannot be read or has errors; ``diagnostics`` lists them.
        case sourceFile
        /// Plural rule text is malformed, or a rule set is too large for a program.
        case pluralRule
        /// An ICU MessageFormat text is malformed.
        case icuMessage
        /// A printf-style format string has a conversion LocPack does not take.
        case formatString
        /// A message cannot be encoded as a program: choices nested too deep,
        /// an argument number outside 1…255.
        case programEncoding
        /// A catalog cannot be packed: a key with two messages for one locale,
        /// a section larger than a bundle may hold, a message that cannot be
        /// encoded, a compression failure.
        case packing
        /// A bundle does not read: the one just packed (a bug in LocPack, so
        /// it is never written), or a message of a bundle being compared.
        case bundleReading
        /// A file cannot be written.
        case fileWriting
        /// Swift accessors cannot be generated (no bundle was built).
        case codeGeneration
    }

    /// What failed.
    public let kind: Kind
    /// Why, in one sentence for the user, naming the file and the place.
    public let message: String
    /// Where in a source file, when the failure has such a place.
    public let location: SourceLocation?
    /// Every diagnostic of the failed input, in the order found, for
    /// ``Kind/sourceFile`` (at least one has severity `.error`); empty otherwise.
    public let diagnostics: [Diagnostic]

    /// Creates an error without diagnostics.
    public init(_ kind: Kind, _ message: String, at location: SourceLocation? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.diagnostics = []
    }

    /// The error of source files with errors: ``Kind/sourceFile``, with the
    /// message and location of the first error and every diagnostic.
    public init(diagnostics: [Diagnostic]) {
        let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
        self.kind = .sourceFile
        self.message = first?.message ?? ""
        self.location = first?.location
        self.diagnostics = diagnostics
    }

    /// The error for a bundle the runtime reader refuses.
    init(reading error: CatalogError) {
        self.init(.bundleReading, error.message)
    }

    /// ``message``, or one line per diagnostic when there are diagnostics.
    public var description: String {
        diagnostics.isEmpty ? message : diagnostics.map(\.description).joined(separator: "\n")
    }

    /// Same as ``description``.
    public var errorDescription: String? { description }
}
