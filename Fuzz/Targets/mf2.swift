import Foundation
import LocPackCompiler

/// Fuzz target `mf2`: the input is one MessageFormat 2 message, put in the
/// `en.mf2.json` and `ar.mf2.json` files of an app (a left-to-right and a
/// right-to-left locale), taken down the whole build — compile, lint, pack,
/// open — and rendered with right, missing and wrongly typed arguments, so
/// the lowering, the value instruction and decimal specs all run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMF2Message(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let file = FuzzHarness.json(["message": FuzzHarness.text(data, size)])
    FuzzHarness.buildAndRender {
        try MF2Importer.importCatalog(documents: [(file, "en.mf2.json"), (file, "ar.mf2.json")], options: ImportOptions())
    }
    return 0
}
