import LocPack

/// Fuzz target `bundle`: any bytes opened as a `.locpack` bundle; when they
/// open, every locale is validated and every key rendered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBundle(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.openAndRender(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
