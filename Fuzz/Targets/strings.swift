import LocPackCompiler

/// Fuzz target `strings`: any bytes as a `.strings` file (UTF-8, or UTF-16
/// with a byte order mark).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.importOnly(data, size) { try StringsImporter.importFile(data: $0, file: "en.lproj/Localizable.strings") }
}
