import LocPackCompiler

/// Fuzz target `stringsdict`: any bytes as a `.stringsdict` property list
/// (XML or binary).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.importOnly(data, size) { try StringsdictImporter.importFile(data: $0, file: "en.lproj/Localizable.stringsdict") }
}
