import Foundation
import LocPackCompiler

/// Fuzz target `swifternalization`: the input is a Swifternalization
/// language file (`pl.json`); when it holds a NUL byte, the bytes before it
/// are `expressions.json` and the bytes after it `pl.json` (and `en.json`,
/// the source language).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwifternalization(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzHarness.data(data, size)
    var documents: [(data: Data, file: String)] = []
    if let separator = input.firstIndex(of: 0) {
        documents.append((Data(input[..<separator]), "expressions.json"))
        let language = Data(input[(separator + 1)...])
        documents.append((language, "en.json"))
        documents.append((language, "pl.json"))
    } else {
        documents.append((input, "en.json"))
        documents.append((input, "pl.json"))
    }
    _ = try? SwifternalizationImporter.importCatalog(documents: documents, options: ImportOptions())
    return 0
}
