#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The languages a command-line user prefers, from the POSIX locale
/// environment, for ``Catalog/negotiateLocale(preferred:)``.
public enum PreferredLanguages {
    /// The preferred languages in `environment`, following gettext:
    /// the locale of messages is the first non-empty of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`; when it is set and not `C` or `POSIX`, the
    /// colon-separated list in `LANGUAGE` (if any) comes first, then that
    /// locale. `C`, `POSIX` and their `.UTF-8` forms name no language and
    /// are left out.
    ///
    /// ```swift
    /// PreferredLanguages.from(environment: ["LANG": "de_AT.UTF-8", "LANGUAGE": "de_AT:fr"])
    /// // ["de_AT", "fr", "de_AT.UTF-8"]
    /// ```
    public static func from(environment: [String: String]) -> [String] {
        from { environment[$0] }
    }

    /// The preferred languages of this process's environment (see
    /// ``from(environment:)``).
    public static func fromProcessEnvironment() -> [String] {
        from { name in getenv(name).map { String(cString: $0) } }
    }

    private static func from(_ variable: (String) -> String?) -> [String] {
        var messages: String? = nil
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = variable(name), !value.isEmpty { messages = value; break }
        }
        guard let messages, !isPOSIX(messages) else { return [] }
        var result: [String] = []
        if let list = variable("LANGUAGE") {
            result += list.split(separator: ":").map(String.init).filter { !isPOSIX($0) }
        }
        result.append(messages)
        return result
    }

    /// Whether `name` is the POSIX locale (`C`, `POSIX`, `C.UTF-8`, …).
    private static func isPOSIX(_ name: String) -> Bool {
        let base = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return base == "C" || base == "POSIX" || base.isEmpty
    }
}
