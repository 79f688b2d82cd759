import CGettextPeer
import Foundation

/// glibc's gettext with the example messages as `.po` files compiled by
/// `msgfmt`: `dngettext` + `snprintf` for a plural, `dgettext` + a copy for
/// plain text — what a C program using gettext would do instead of LocPack.
/// Absent where gettext is not in the C library or `msgfmt` is missing.
public final class GettextPeer: @unchecked Sendable {
    /// One language's messages: its `Plural-Forms` expression and its
    /// texts for the plain message and the photo plural (gettext's plural
    /// forms in their order).
    public struct Language: Sendable {
        public let locale: String
        let pluralForms: String
        let greeting: String
        let photos: [String]
    }

    /// The example catalog's texts as a gettext translator would write them.
    /// gettext has no exact-value cases (`=0`), so 0 is not compared.
    public static let languages = [
        Language(locale: "en", pluralForms: "nplurals=2; plural=(n != 1);", greeting: "Hello!",
                 photos: ["%ld photo", "%ld photos"]),
        Language(locale: "pl",
                 pluralForms: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
                 greeting: "Cześć!", photos: ["%ld zdjęcie", "%ld zdjęcia", "%ld zdjęć"]),
    ]

    /// The message ids (the source texts, as gettext keys them).
    public static let greetingID = "greeting", singularID = "%ld photo", pluralID = "%ld photos"

    private let directory: String
    private let ownsDirectory: Bool
    private let output = UnsafeMutablePointer<CChar>.allocate(capacity: 512)

    /// Compiles the `.po` files with msgfmt into a fresh temporary folder
    /// (removed with the peer) and binds one domain per language; nil when
    /// that cannot be done.
    public convenience init?() {
        let directory = NSTemporaryDirectory() + "locpack-gettext-peer-\(getpid())"
        guard Self.compile(into: directory) else { return nil }
        self.init(directory: directory, owning: true)
    }

    /// Binds one domain per language to the `.mo` files ``compile(into:)``
    /// wrote into `directory`; nil when gettext is not in the C library or
    /// the files are missing.
    public init?(directory: String, owning: Bool = false) {
        guard gettext_peer_setup() == 0,
              Self.languages.allSatisfy({ FileManager.default.fileExists(atPath: Self.moPath(directory, $0.locale)) })
        else { return nil }
        self.directory = directory
        ownsDirectory = owning
        for language in Self.languages { gettext_peer_bind(Self.domain(language.locale), directory) }
    }

    /// Writes the `.po` files into `directory/peer/LC_MESSAGES` and compiles
    /// each with msgfmt; false when that fails (msgfmt missing).
    @discardableResult
    public static func compile(into directory: String) -> Bool {
        let messages = directory + "/peer/LC_MESSAGES"
        do {
            try FileManager.default.createDirectory(atPath: messages, withIntermediateDirectories: true)
            for language in languages {
                let po = messages + "/\(domain(language.locale)).po"
                try poText(language).write(toFile: po, atomically: true, encoding: .utf8)
                let msgfmt = Process()
                msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                msgfmt.arguments = ["msgfmt", "-o", moPath(directory, language.locale), po]
                try msgfmt.run()
                msgfmt.waitUntilExit()
                guard msgfmt.terminationStatus == 0 else { return false }
            }
            return true
        } catch {
            return false
        }
    }

    static func moPath(_ directory: String, _ locale: String) -> String {
        directory + "/peer/LC_MESSAGES/\(domain(locale)).mo"
    }

    deinit {
        output.deallocate()
        if ownsDirectory { try? FileManager.default.removeItem(atPath: directory) }
    }

    /// The gettext domain of a language.
    public static func domain(_ locale: String) -> String { "locpack-peer-\(locale)" }

    static func poText(_ language: Language) -> String {
        var text = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Plural-Forms: \(language.pluralForms)\\n\"\n\n"
        text += "msgid \"\(greetingID)\"\nmsgstr \"\(language.greeting)\"\n\n"
        text += "msgid \"\(singularID)\"\nmsgid_plural \"\(pluralID)\"\n"
        for (i, form) in language.photos.enumerated() { text += "msgstr[\(i)] \"\(form)\"\n" }
        return text
    }

    /// `snprintf` of the plural's translation for `n` into the peer's buffer;
    /// returns the length.
    @inline(__always)
    public func pluralInPlace(domain: UnsafePointer<CChar>, _ n: Int) -> Int32 {
        gettext_peer_plural(domain, Self.singularID, Self.pluralID, n, output, 512)
    }

    /// The plain message copied into the peer's buffer; returns the length.
    @inline(__always)
    public func textInPlace(domain: UnsafePointer<CChar>) -> Int32 {
        gettext_peer_text(domain, Self.greetingID, output, 512)
    }

    /// The plural's text for `n`, for checking it against LocPack.
    public func plural(locale: String, _ n: Int) -> String {
        _ = Self.domain(locale).withCString { pluralInPlace(domain: $0, n) }
        return String(cString: output)
    }

    /// The plain message's text, for checking it against LocPack.
    public func text(locale: String) -> String {
        _ = Self.domain(locale).withCString { textInPlace(domain: $0) }
        return String(cString: output)
    }
}
