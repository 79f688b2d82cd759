import Foundation

/// The bundles of a build's `.lproj` files: on Apple platforms the folder
/// that holds `NAME.lproj` folders is a bundle's resources (the app's, an
/// extension's, an embedded framework's), and each bundle has its own
/// tables. ``CatalogMerger`` keeps the tables of two bundles apart when
/// they define a key differently (`Specs/importers/lproj-tree.md`,
/// "Bundles").
enum LprojBundles {
    /// The folder holding the nearest enclosing `NAME.lproj` folder of the
    /// file at `path` (`App/QuickLook` for `App/QuickLook/de.lproj/Localizable.strings`),
    /// or nil when the file is in no `.lproj` folder.
    static func folder(ofFile path: String) -> String? {
        let components = (path as NSString).pathComponents.dropLast()
        guard let lproj = components.lastIndex(where: { $0.hasSuffix(".lproj") }) else { return nil }
        return NSString.path(withComponents: Array(components[..<lproj]))
    }

    /// Whether bundle folder `a` comes before `b` as the one whose text a
    /// plain table name renders: the shallower folder (an app's resources
    /// hold its extensions and frameworks, not the other way round), then
    /// the first by name.
    static func precedes(_ a: String, _ b: String) -> Bool {
        let depthA = (a as NSString).pathComponents.count, depthB = (b as NSString).pathComponents.count
        return depthA != depthB ? depthA < depthB : a < b
    }

    /// The name of each bundle folder in `folders`: its last path component,
    /// extended by parent components until no other folder's name ends the
    /// same way (`QuickLookPlugin`; `Mastodon/Resources` beside
    /// `MastodonLocalization/Resources`).
    static func names(of folders: Set<String>) -> [String: String] {
        let split = Dictionary(uniqueKeysWithValues: folders.map { ($0, ($0 as NSString).pathComponents.filter { $0 != "/" }) })
        var names: [String: String] = [:]
        for (folder, components) in split {
            var count = 1
            while count < components.count {
                let suffix = components.suffix(count)
                let shared = split.contains { other, otherComponents in
                    other != folder && otherComponents.count >= count && otherComponents.suffix(count) == suffix
                }
                if !shared { break }
                count += 1
            }
            names[folder] = components.suffix(count).joined(separator: "/")
        }
        return names
    }
}
