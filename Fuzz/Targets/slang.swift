import Foundation
import LocPackCompiler

/// Fuzz target `slang`: the input is a Flutter slang file, read as
/// `en.json` and `strings_pl.i18n.json` of one app (slang's default Dart
/// interpolation, `$name`; braces are then text to quote).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSlang(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzHarness.data(data, size)
    _ = try? SlangImporter.importCatalog(documents: [(input, "en.json"), (input, "strings_pl.i18n.json")], options: ImportOptions())
    return 0
}
