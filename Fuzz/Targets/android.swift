import Foundation
import LocPackCompiler

/// Fuzz target `android`: any bytes as the default strings
/// (`res/values/strings.xml`), as Polish ones (`res/values-pl/strings.xml`,
/// beside a small default file) and as a Compose resource
/// (`composeResources/values/strings.xml`), taken down the whole build and
/// rendered, so the XML reading, aapt2's and Compose's text rules,
/// references, Java and Compose format strings and plurals all run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroid(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FuzzHarness.data(data, size)
    let defaults = Data("""
        <resources><string name="hello">Hello %1$s</string><plurals name="songs">\
        <item quantity="one">%d song</item><item quantity="other">%d songs</item></plurals></resources>
        """.utf8)
    FuzzHarness.buildAndRender { try AndroidImporter.importCatalog(documents: [(bytes, "res/values/strings.xml")]) }
    FuzzHarness.buildAndRender {
        try AndroidImporter.importCatalog(documents: [(defaults, "res/values/strings.xml"), (bytes, "res/values-pl/strings.xml")])
    }
    FuzzHarness.buildAndRender {
        try AndroidImporter.importCatalog(documents: [(bytes, "app/src/commonMain/composeResources/values/strings.xml")])
    }
    return 0
}
