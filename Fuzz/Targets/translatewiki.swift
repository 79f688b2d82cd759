import Foundation
import LocPackCompiler

/// Fuzz target `translatewiki`: the input is one MediaWiki message (with
/// `{{PLURAL:…}}`, `$1`, `%1$d`), put in the `en.json` and `pl.json` files
/// of a translatewiki export.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTranslateWiki(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzHarness.json(["@metadata": ["authors": [String]()], "message": FuzzHarness.text(data, size)])
    _ = try? TranslateWikiImporter.importCatalog(documents: [(file, "en.json"), (file, "pl.json")],
                                                 options: ImportOptions())
    return 0
}
