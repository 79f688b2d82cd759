import Foundation
import LocPack
@testable import LocPackCompiler
import LocPackTestSupport
import Testing

/// Compose Multiplatform resources (`composeResources/values*/strings.xml`)
/// read as Compose's resource library reads them, not as aapt2 does
/// (`Specs/importers/android.md`, "Compose Multiplatform resources"). Found
/// on Thunderbird for Android, whose Compose modules' translations with an
/// unescaped apostrophe were left out as aapt2 would refuse them. Expected
/// texts follow Compose's reader, written out here.
struct ComposeResourcesTests {
    /// Imports files of `folder` (`values-de`) under `root` (`composeResources` or `res`).
    static func importFiles(_ files: [(folder: String, body: String)], root: String = "composeResources") throws -> MessageCatalog {
        try AndroidImporter.importCatalog(documents: files.map {
            (Data(AndroidImporterTests.resources($0.body).utf8), "feature/ui/src/commonMain/\(root)/\($0.folder)/strings.xml")
        })
    }

    static let texts = #"""
        <string name="apostrophe">Don't panic</string>
        <string name="quotes">He said "hi"</string>
        <string name="spaces">  a   b  </string>
        <string name="escapes">line\nnext\ttab \u0041 It\'s \"q\" \\n \\ \@home</string>
        <string name="styled">Hello <b>world</b></string>
        <string name="reference">@string/apostrophe</string>
        <string name="format">%1$s has %2$d new, %s %% %.2f</string>
        """#

    @Test func composeTextKeepsWhatAapt2WouldRewrite() throws {
        let catalog = try Self.importFiles([("values", Self.texts)])
        #expect(AndroidImporterTests.leftOut(catalog) == [])
        let bundle = try ImporterTestSupport.bundle(catalog)
        func shown(_ key: String, _ arguments: [MessageArgument] = []) -> String { AndroidImporterTests.render(bundle, key, "en", arguments) }
        #expect(shown("apostrophe") == "Don't panic")
        #expect(shown("quotes") == #"He said "hi""#)
        #expect(shown("spaces") == "  a   b  ")
        // \n, \t and \u read; \' and \" kept; \\n is a backslash then n; \\ one backslash; \@ kept.
        #expect(shown("escapes") == "line\nnext\ttab A It\\'s \\\"q\\\" \\n \\ \\@home")
        #expect(shown("styled") == "Hello world")
        #expect(shown("reference") == "@string/apostrophe")
        // Only %N$s and %N$d are replaced, by the argument's toString().
        #expect(shown("format", ["Ann", 1234]) == "Ann has 1234 new, %s %% %.2f")
    }

    @Test func theSameFileUnderResIsReadAsAapt2Does() throws {
        let catalog = try Self.importFiles([("values", Self.texts)], root: "res")
        #expect(AndroidImporterTests.leftOut(catalog).contains("en apostrophe"), "aapt2 refuses an unescaped apostrophe")
        let bundle = try ImporterTestSupport.bundle(catalog)
        #expect(AndroidImporterTests.render(bundle, "quotes", "en") == "He said hi")
        #expect(AndroidImporterTests.render(bundle, "spaces", "en") == "a b")
    }

    @Test func translationsAndPluralsFollowComposeToo() throws {
        let catalog = try Self.importFiles([
            ("values", #"""
                <string name="notify">Can't notify %1$s</string>
                <plurals name="messages">
                    <item quantity="one">%1$d message in %2$s</item>
                    <item quantity="other">%1$d messages in %2$s</item>
                </plurals>
                """#),
            ("values-fr", #"""
                <string name="notify">Impossible d'avertir %1$s</string>
                <plurals name="messages">
                    <item quantity="one">%1$d message dans l'onglet %2$s</item>
                    <item quantity="many">%1$d de messages dans l'onglet %2$s</item>
                    <item quantity="other">%1$d messages dans l'onglet %2$s</item>
                </plurals>
                """#),
            ("values-de", #"<string name="notify">%0$s kann nicht benachrichtigt werden</string>"#),
        ])
        #expect(AndroidImporterTests.leftOut(catalog) == ["de notify"], "%0$s names no argument")
        let bundle = try ImporterTestSupport.bundle(catalog)
        func shown(_ key: String, _ locale: String, _ arguments: [MessageArgument]) -> String {
            AndroidImporterTests.render(bundle, key, locale, arguments)
        }
        #expect(shown("notify", "fr", ["Ann"]) == "Impossible d'avertir Ann")
        #expect(shown("notify", "de", ["Ann"]) == "Can't notify Ann")
        #expect(shown("messages", "fr", [1, "Inbox"]) == "1 message dans l'onglet Inbox")
        #expect(shown("messages", "fr", [1_000_000, "Inbox"]) == "1000000 de messages dans l'onglet Inbox")
        #expect(shown("messages", "en", [2, "Inbox"]) == "2 messages in Inbox")
    }

    @Test func aPluralsQuantityIsItsFirstIntegerArgumentShownOrNot() throws {
        let catalog = try Self.importFiles([
            ("values", #"""
                <plurals name="new">
                    <item quantity="one">New message from %2$s</item>
                    <item quantity="other">%1$d new messages from %2$s</item>
                </plurals>
                <plurals name="unshown"><item quantity="one">One</item><item quantity="other">Many</item></plurals>
                """#),
            ("values-ja", #"<plurals name="new"><item quantity="other">%2$sからの新着メッセージ</item></plurals>"#),
            ("values-fa", #"<plurals name="new"><item quantity="one">%1$d پیام از %2$s</item><item quantity="other">%1$d پیام از %2$s</item></plurals>"#),
        ])
        #expect(AndroidImporterTests.leftOut(catalog) == [], "a form that does not show the quantity still takes it")
        let bundle = try ImporterTestSupport.bundle(catalog)
        func shown(_ key: String, _ locale: String, _ arguments: [MessageArgument]) -> String {
            AndroidImporterTests.render(bundle, key, locale, arguments)
        }
        #expect(shown("new", "en", [1, "Ann"]) == "New message from Ann")
        #expect(shown("new", "en", [3, "Ann"]) == "3 new messages from Ann")
        #expect(shown("new", "ja", [3, "Ann"]) == "Annからの新着メッセージ")
        // toString(): ASCII digits, where Android's %d would write Persian ones.
        #expect(shown("new", "fa", [1234, "Ann"]) == "1234 پیام از Ann")
        // No form shows a number: the quantity is one past the arguments shown, here the first.
        #expect(shown("unshown", "en", [1]) == "One")
        #expect(shown("unshown", "en", [5]) == "Many")
    }

    @Test func escapesAreReadAsComposeReadsThem() {
        func read(_ raw: String) -> String { ComposeResourceText.unescaped(Array(raw.utf16)) }
        #expect(read(#"a\nb"#) == "a\nb")
        #expect(read(#"a\\nb"#) == #"a\nb"#, "the n follows a doubled backslash: kept, then \\\\ is one")
        #expect(read(#"\\\n"#) == "\\\n", "\\\\ then \\n")
        #expect(read(#"\u00e9\u00E9\u00g9"#) == #"éé\u00g9"#)
        #expect(read(#"\ud83d\ude00"#) == "😀", "two UTF-16 units make one character")
        #expect(read(#"\u005c\u005c"#) == "\\", "escaped backslashes are then doubled ones")
        #expect(read(#"end\"#) == #"end\"#)
        #expect(ComposeResourceText.isComposeResource("a/src/commonMain/composeResources/values-de/strings.xml"))
        #expect(!ComposeResourceText.isComposeResource("a/src/main/res/values-de/strings.xml"))
        #expect(!ComposeResourceText.isComposeResource("composeResources/strings.xml"))
    }
}
