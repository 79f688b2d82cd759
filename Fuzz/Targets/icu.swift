import Foundation
import LocPackCompiler

/// Fuzz target `icu`: the input is one ICU MessageFormat message, put in the
/// `en.json` and `pl.json` message files of an app.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICUMessage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzHarness.json(["message": FuzzHarness.text(data, size)])
    _ = try? ICUMessageImporter.importCatalog(documents: [(file, "en.json"), (file, "pl.json")],
                                              options: ImportOptions())
    return 0
}
