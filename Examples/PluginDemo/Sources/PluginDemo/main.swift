import LocPack

// Every string below comes through an accessor LocPackPlugin generated from
// Localizable.xcstrings and Resources/*.lproj/Menu.strings, rendered by key id.
let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 3
let catalog = try Catalog.module()
for identifier in ["en", "de", "pl"] {
    let locale = catalog.locale(identifier)
    let lines = [
        catalog.string(Localizable.appTitle, locale: locale),
        catalog.string(Localizable.photos(count), locale: locale),
        catalog.string(Localizable.sharedAlbums("Ada", albums: count), locale: locale),
        catalog.string(Menu.menuQuit, locale: locale),
    ]
    print("\(identifier): \(lines.joined(separator: " | "))")
}
