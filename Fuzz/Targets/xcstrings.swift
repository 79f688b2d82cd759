import LocPackCompiler

/// Fuzz target `xcstrings`: any bytes as a String Catalog.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.importOnly(data, size) { try StringCatalogImporter.importCatalog(data: $0, file: "Fuzz.xcstrings") }
}
