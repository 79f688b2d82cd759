import Foundation
import LocPackCompiler

/// Fuzz target `transifex`: the input is the `string` of one key pulled from
/// Transifex — plain text, an ICU plural or `<cds-root>` XML — given to the
/// source language (en) and to Polish. An input that starts with `{` is
/// taken as a whole `txstrings.json` instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTransifex(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let document: Data
    if size > 0, data[0] == UInt8(ascii: "{") {
        document = FuzzHarness.data(data, size)
    } else {
        let entry = ["key": ["string": FuzzHarness.text(data, size)]]
        document = FuzzHarness.json(["en": entry, "pl": entry])
    }
    _ = try? TransifexImporter.importCatalog(data: document, file: "txstrings.json")
    return 0
}
