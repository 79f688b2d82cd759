// The main example of TheBundleFormat.md, verbatim.
import LocPack

let catalog = try Catalog(contentsOf: "app.locpack")
print("format \(catalog.formatVersion), CLDR \(catalog.cldrVersion), \(catalog.keyCount) keys")

let report = catalog.report
for locale in report.locales {
    print(locale.identifier, locale.chain.joined(separator: " → "))
}
for section in report.sections {
    print(section.kind, section.locale ?? "", section.storedSize, section.rawSize, section.compression)
}

// Verify every checksum and decode every message chunk now, rather than where each is first read.
do {
    try catalog.validateAll()
    print("the bundle is intact")
} catch {
    print("the bundle is damaged: \(error)")
}
