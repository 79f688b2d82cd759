import Foundation

/// The error an importer throws when a source file has errors: every
/// diagnostic found in the file (errors, and the warnings and notes gathered
/// on the way), so a user can fix them all in one pass.
///
/// Printed, it is one line per diagnostic in the compiler form
/// `file: $.json.path: error: message` or `file:line:column: error: message`.
public struct ImportFailure: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// Every diagnostic, in the order found; at least one has severity `.error`.
    public var diagnostics: [Diagnostic]

    /// Creates a failure from its diagnostics.
    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// The diagnostics with severity `.error`.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// Same as ``description``.
    public var errorDescription: String? { description }
}
