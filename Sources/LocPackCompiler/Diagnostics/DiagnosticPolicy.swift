/// How a team wants each kind of diagnostic reported: `--warn ID=LEVEL`
/// (repeatable) on `locpack build`, `lint` and `generate-swift`, and the
/// build plugin's `warn` setting (`Specs/cli.md`, "Diagnostic IDs"). A kind
/// raised to `error` fails the build as `--strict` does; `off` hides it.
/// Errors that make a bundle impossible (an unreadable input, a duplicate
/// key) keep their severity.
public struct DiagnosticPolicy: Sendable, Equatable {
    /// What a kind is reported as.
    public enum Level: String, Sendable, CaseIterable {
        /// An error: the build fails (what is left out stays left out).
        case error
        /// A warning.
        case warning
        /// A note: printed by `lint`, and by `build` with `--verbose`.
        case note
        /// Not reported at all (a translation it leaves out is still left
        /// out, and counted).
        case off
    }

    /// The level set for each kind; a kind not listed keeps its severity.
    public var levels: [DiagnosticID: Level]

    /// A policy setting `levels`.
    public init(levels: [DiagnosticID: Level] = [:]) {
        self.levels = levels
    }

    /// The policy `settings` (`ID=LEVEL` each) describe, later settings of
    /// one kind winning; the message of what is wrong when one names no
    /// kind a build reports, no level, or a kind that is always an error.
    public static func parse(_ settings: [String]) -> Result<DiagnosticPolicy, PolicyError> {
        var policy = DiagnosticPolicy()
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else {
                return .failure(PolicyError(message: "--warn takes ID=\(Level.allCases.map(\.rawValue).joined(separator: "|")), not '\(setting)'"))
            }
            switch self.setting(id: parts[0], level: parts[1]) {
            case .success(let (id, level)): policy.levels[id] = level
            case .failure(let error): return .failure(PolicyError(message: "--warn: \(error.message)"))
            }
        }
        return .success(policy)
    }

    /// The kind `id` names and the level `level` names; what is wrong
    /// otherwise (no kind a build reports, a kind that is always an error,
    /// no level).
    public static func setting(id name: String, level written: String) -> Result<(DiagnosticID, Level), PolicyError> {
        let id = DiagnosticID(rawValue: name)
        guard let known = DiagnosticID.known.first(where: { $0.id == id }) else {
            let ids = DiagnosticID.known.filter { $0.severity != .error }.map(\.id.rawValue).joined(separator: ", ")
            return .failure(PolicyError(message: "'\(name)' is no diagnostic ID; the IDs are \(ids)"))
        }
        guard known.severity != .error else {
            return .failure(PolicyError(message: "\(id) is an error that makes a bundle impossible; its severity cannot change"))
        }
        guard let level = Level(rawValue: written) else {
            return .failure(PolicyError(message: "'\(written)' is no level (\(Level.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        return .success((id, level))
    }

    /// `diagnostics` as the policy reports them: each of a kind it sets at
    /// its level, or left out when that is `off`; errors as they are.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !levels.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.severity != .error, let level = levels[diagnostic.id] else { return diagnostic }
            var reported = diagnostic
            switch level {
            case .error: reported.severity = .error
            case .warning: reported.severity = .warning
            case .note: reported.severity = .note
            case .off: return nil
            }
            return reported
        }
    }

    /// A `--warn` setting that cannot be taken.
    public struct PolicyError: Error, Sendable, CustomStringConvertible {
        /// What is wrong, for the user.
        public let message: String
        public var description: String { message }
    }
}
