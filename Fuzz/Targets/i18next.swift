import Foundation
import LocPackCompiler

/// Fuzz target `i18next`: any bytes as the English resources
/// (`locales/en/translation.json`) and as Arabic ones beside a small
/// English file, taken down the whole build and rendered, so the JSON
/// reading, plural and context suffixes, `{{…}}` values and formats (lists
/// among them), and `$t()` nesting all run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzI18next(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzHarness.data(data, size)
    let english = Data(#"{"hi": "Hi {{name}} $t(items, {\"count\": {{n}}}) {{who, list(type: disjunction)}}", "items_one": "{{count}} item", "items_other": "{{count}} items"}"#.utf8)
    FuzzHarness.buildAndRender { try I18nextImporter.importCatalog(documents: [(bytes, "locales/en/translation.json")]) }
    FuzzHarness.buildAndRender {
        try I18nextImporter.importCatalog(documents: [(english, "locales/en/translation.json"), (bytes, "locales/ar/translation.json")])
    }
    return 0
}
