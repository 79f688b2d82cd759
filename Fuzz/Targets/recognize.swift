import Foundation
import LocPackCompiler

/// Fuzz target `recognize`: any bytes as a `.json` message file under each
/// kind of name the formats go by, recognized among every format (the
/// registry's strongest claim, `Specs/importers/README.md`) and read by the
/// importer of the format that claims it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecognize(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let document = FuzzHarness.data(data, size)
    for name in ["de.json", "qqq.json", "txstrings.json", "strings_de.i18n.json", "settings.json"] {
        let file = "/nonexistent-locpack-fuzz/" + name
        if TransifexImporter.recognizes(data: document, file: file) {
            _ = try? TransifexImporter.importCatalog(data: document, file: file)
        } else if TranslateWikiImporter.recognizes(data: document, file: file) {
            _ = try? TranslateWikiImporter.importCatalog(documents: [(document, file)])
        } else if SlangImporter.recognizes(data: document, file: file) {
            _ = try? SlangImporter.importCatalog(documents: [(document, file)])
        } else if ICUMessageImporter.recognizes(data: document, file: file) {
            _ = try? ICUMessageImporter.importCatalog(documents: [(document, file)])
        } else if SwifternalizationImporter.recognizes(data: document) {
            _ = try? SwifternalizationImporter.importCatalog(documents: [(document, file)])
        }
    }
    return 0
}
