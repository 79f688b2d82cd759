import Foundation
import LocPack

/// Where gettext catalogs lie and what their place says
/// (`Specs/importers/gettext.md`, "Layouts"): `po/<lang>.po` beside a
/// template `po/<domain>.pot`, or `<dir>/<lang>/LC_MESSAGES/<domain>.po`
/// (the domain is the table), as `bindtextdomain` finds them.
enum GettextLayout {
    /// The folder name gettext looks for catalogs in, under a locale's folder.
    static let messagesFolder = "LC_MESSAGES"

    /// Whether `url` lies in `<lang>/LC_MESSAGES/`.
    static func isInMessagesFolder(_ url: URL) -> Bool {
        url.deletingLastPathComponent().lastPathComponent == messagesFolder
    }

    /// The domain of a catalog in `<lang>/LC_MESSAGES/`: its base name.
    static func domain(of url: URL) -> String? {
        isInMessagesFolder(url) ? url.deletingPathExtension().lastPathComponent : nil
    }

    /// The domain gettext uses when a program names none.
    static let defaultDomain = "messages"

    /// Whether `url` is `<dir>/<lang>/<lang>.po`, its folder and its name
    /// spelling the same locale: GNOME's help pages (`help/de/de.po`,
    /// translated with itstool), never a program's domain.
    static func isLanguageFolderCatalog(_ url: URL) -> Bool {
        guard !isInMessagesFolder(url), let locale = knownLocale(url.deletingPathExtension().lastPathComponent) else { return false }
        return folderLocale(of: url) == locale
    }

    /// The domain of a catalog outside `LC_MESSAGES` (`po/de.po`): the name
    /// of the one template (`po/app.pot`) beside it, else gettext's
    /// default domain, `messages`; for `<dir>/<lang>/<lang>.po`, the name
    /// of `<dir>` (`help`), so that help pages never meet the program's
    /// messages.
    static func folderDomain(of url: URL) -> String {
        if isLanguageFolderCatalog(url) { return url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent }
        let folder = url.deletingLastPathComponent()
        let templates = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { ($0 as NSString).pathExtension.lowercased() == "pot" }
        return templates.count == 1 ? (templates[0] as NSString).deletingPathExtension : defaultDomain
    }

    /// The locale `url`'s place names: the folder above `LC_MESSAGES`, else
    /// the file's base name (`pt_BR.po`), else nil. A name counts only when
    /// CLDR knows its language (`app.po` names no locale).
    static func locale(of url: URL) -> String? {
        if isInMessagesFolder(url) {
            return knownLocale(url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent)
        }
        return knownLocale(url.deletingPathExtension().lastPathComponent)
    }

    /// The locale of the folder `url` lies in (`po/de/app.po`), for a file
    /// whose own name and header name none.
    static func folderLocale(of url: URL) -> String? {
        knownLocale(url.deletingLastPathComponent().lastPathComponent)
    }

    /// `name` as a locale, when it spells one whose language CLDR knows.
    static func knownLocale(_ name: String) -> String? {
        guard let locale = GettextLocaleName.locale(name), PluralRuleCatalog.resolvedLocaleID(for: locale) != "root" else { return nil }
        return locale
    }

    /// `url`'s base name as a locale, whether CLDR knows its language or
    /// not (`li.po`, Limburgish): for a catalog nothing else places.
    static func spelledLocale(of url: URL) -> String? {
        GettextLocaleName.locale(url.deletingPathExtension().lastPathComponent)
    }

    /// The files imported together: the languages of one domain. A catalog
    /// in `<dir>/<lang>/LC_MESSAGES/<domain>.po` groups by `<dir>` and
    /// domain; a template `<dir>/<domain>.pot` joins them when such
    /// catalogs exist; `<dir>/<lang>/<lang>.po` groups by `<dir>`; any
    /// other file groups by its folder.
    static func groupKey(of url: URL) -> String {
        let folder = url.deletingLastPathComponent()
        if let domain = domain(of: url) {
            return folder.deletingLastPathComponent().deletingLastPathComponent().path + "/" + domain + ".domain"
        }
        if isLanguageFolderCatalog(url) { return folder.deletingLastPathComponent().path + "/.languages" }
        if url.pathExtension.lowercased() == "pot" {
            let domain = url.deletingPathExtension().lastPathComponent
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let hasDomainCatalogs = entries.contains { language in
                ["po", "mo"].contains { FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(language).appendingPathComponent(messagesFolder)
                        .appendingPathComponent(domain + "." + $0).path) }
            }
            if hasDomainCatalogs { return folder.path + "/" + domain + ".domain" }
        }
        return folder.path
    }
}
