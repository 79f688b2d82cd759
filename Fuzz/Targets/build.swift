import LocPackCompiler

/// Fuzz target `build`: any bytes as a String Catalog (the richest input
/// format: plurals, devices, widths, substitutions) taken down the whole of
/// `locpack build` — lint, pack, open — then every key rendered in every
/// locale with right, missing and wrongly typed arguments.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBuild(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let document = FuzzHarness.data(data, size)
    FuzzHarness.buildAndRender { try StringCatalogImporter.importCatalog(data: document, file: "Fuzz.xcstrings") }
    return 0
}
