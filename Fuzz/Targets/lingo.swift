import Foundation
import LocPackCompiler

/// Fuzz target `lingo`: any bytes as a Lingo file of the source language
/// (`Localizations/en.json`) and as a Russian one beside a small English
/// file, taken down the whole build and rendered, so the JSON reading,
/// `%{name}` interpolations, plural objects and argument numbering across
/// locales all run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLingo(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzHarness.data(data, size)
    let english = Data(#"{"hi": "Hi %{name}", "unread": {"one": "%{count} message", "other": "%{count} messages"}}"#.utf8)
    FuzzHarness.buildAndRender { try LingoImporter.importCatalog(documents: [(bytes, "Localizations/en.json")]) }
    FuzzHarness.buildAndRender {
        try LingoImporter.importCatalog(documents: [(english, "Localizations/en.json"), (bytes, "Localizations/ru.json")])
    }
    return 0
}
