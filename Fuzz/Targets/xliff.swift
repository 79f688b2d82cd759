import LocPackCompiler

/// Fuzz target `xliff`: any bytes as an Xcode XLIFF 1.2 document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.importOnly(data, size) { try XLIFFImporter.importDocument(data: $0, file: "Fuzz.xliff") }
}
