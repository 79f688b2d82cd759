import Foundation
import LocPackCompiler

/// Fuzz target `gettext`: any bytes as a `.po` catalog (`pl.po`) and as a
/// compiled `.mo` (`pl/LC_MESSAGES/app.mo`), each taken down the whole
/// build and rendered, so the header's charset and `Plural-Forms`, the
/// mapping of the forms onto CLDR's categories and the format flags all run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGettext(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzHarness.data(data, size)
    for path in ["pl.po", "locale/pl/LC_MESSAGES/app.mo"] {
        FuzzHarness.buildAndRender { try GettextImporter.importCatalog(documents: [(bytes, path)]) }
    }
    return 0
}
