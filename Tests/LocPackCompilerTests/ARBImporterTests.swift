import Foundation
import LocPack
@testable import LocPackCompiler
import Testing

private typealias Support = ImporterTestSupport

/// Flutter `.arb` files as `flutter gen-l10n` reads them, rendered through a
/// packed bundle. Expected renders follow gen_l10n and package:intl:
/// apostrophes are text unless `use-escaping: true`; a placeholder prints
/// with Dart's `toString()` unless an `int` has `format: decimalPattern`;
/// plurals follow `Intl.pluralLogic` (`=0`/`zero`, `=1`/`one`, `=2`/`two`
/// match exactly first; `#` is text).
@Suite("Flutter ARB")
struct ARBImporterTests {
    static let plain = Support.fixtures("arb/default/lib/l10n")
    static let escaping = Support.fixtures("arb/escaping/i18n")

    static func catalog(_ folder: URL = plain) throws -> MessageCatalog { try ICUMessageImporter.importCatalog(at: folder) }
    static func bundle(_ folder: URL = plain) throws -> Catalog { try Support.bundle(catalog(folder)) }

    @Test func apostrophesAreTextByDefault() throws {
        let c = try Self.bundle()
        #expect(c.string("youSelected", locale: c.locale("en"), arguments: ["blue"]) == "You selected: 'blue'")
        #expect(c.string("youSelected", locale: c.locale("de"), arguments: ["blau"]) == "Du hast 'blau' gewählt")
        #expect(c.string("youSelected", locale: c.locale("fr"), arguments: ["bleu"]) == "Vous avez choisi : 'bleu'")
    }

    @Test func countsPrintLikeDartsToString() throws {
        let c = try Self.bundle()
        let en = c.locale("en"), de = c.locale("de"), fr = c.locale("fr")
        #expect(c.string("itemCount", locale: en, arguments: [0]) == "No items")
        #expect(c.string("itemCount", locale: en, arguments: [1]) == "One item")
        #expect(c.string("itemCount", locale: en, arguments: [1000]) == "1000 items")
        #expect(c.string("itemCount", locale: de, arguments: [1000]) == "1000 Elemente")
        #expect(c.string("itemCount", locale: fr, arguments: [0]) == "0 élément")
        #expect(c.string("itemCount", locale: fr, arguments: [1000]) == "1000 éléments")
        #expect(c.string("ratio", locale: en, arguments: [2.5]) == "Ratio 2.5")
    }

    @Test func decimalPatternLocalizesAnInt() throws {
        let c = try Self.bundle()
        #expect(c.string("formattedCount", locale: c.locale("en"), arguments: [1]) == "1 file")
        #expect(c.string("formattedCount", locale: c.locale("en"), arguments: [1000]) == "1,000 files")
        #expect(c.string("formattedCount", locale: c.locale("de"), arguments: [1000]) == "1.000 Dateien")
    }

    @Test func pluralLogicOfPackageIntl() throws {
        let c = try Self.bundle()
        let en = c.locale("en"), fr = c.locale("fr")
        // `two` matches 2 exactly, even in English, whose rules have no `two`.
        #expect(c.string("twoCase", locale: en, arguments: [2]) == "two")
        #expect(c.string("twoCase", locale: en, arguments: [1]) == "one")
        #expect(c.string("twoCase", locale: en, arguments: [3]) == "other")
        #expect(c.string("zeroCase", locale: en, arguments: [0]) == "none")
        #expect(c.string("zeroCase", locale: en, arguments: [7]) == "many")
        // A repeated case replaces the earlier one; French 0 is `one`.
        #expect(c.string("zeroCase", locale: fr, arguments: [0]) == "un seul")
        #expect(c.string("zeroCase", locale: fr, arguments: [5]) == "plusieurs")
        // `#` is text in Flutter messages.
        #expect(c.string("hashSign", locale: en, arguments: [1]) == "# one")
        #expect(c.string("pronoun", locale: en, arguments: ["female"]) == "She replied")
        #expect(c.string("pronoun", locale: c.locale("de"), arguments: ["x"]) == "Die Person hat geantwortet")
    }

    @Test func whatCannotBeRenderedIsLeftOut() throws {
        let catalog = try Self.catalog()
        let omitted = Set(catalog.diagnostics.compactMap(\.omitted).map { "\($0.key)/\($0.locale)" })
        #expect(omitted == ["price/en", "price/de", "today/en", "greeting/de", "twoCase/fr"], "\(catalog.diagnostics)")
        let text = catalog.diagnostics.map(\.description)
        #expect(text.contains { $0.contains(#"app_en.arb: $["price"]: warning: en: the placeholder {amount} has the number format 'compactCurrency' for a double, which LocPack cannot render"#) }, "\(text)")
        #expect(text.contains { $0.contains(#"app_en.arb: $["today"]: warning: en: the placeholder {date} is a DateTime, which LocPack cannot format"#) }, "\(text)")
        #expect(text.contains { $0.contains(#"app_de.arb: $["greeting"]: warning: de: reads the placeholder {friend}, which the template app_en.arb does not define for this message (at offset 18)"#) }, "\(text)")
        #expect(text.contains { $0.contains(#"app_fr.arb: $["twoCase"]: warning: fr: a Flutter plural case is =0, =1, =2, zero, one, two, few, many or other, not '=3'"#) }, "\(text)")
        // Left out, the key falls back along the locale chain.
        let c = try Support.bundle(catalog)
        #expect(c.string("greeting", locale: c.locale("de"), arguments: ["Ann"]) == "Hello Ann!")
        #expect(c.string("twoCase", locale: c.locale("fr"), arguments: [2]) == "two")
    }

    @Test func l10nYamlTurnsEscapingOnAndNamesTheTemplate() throws {
        let configuration = ARBProjectConfiguration.find(forARBFileAt: Self.escaping.appendingPathComponent("strings_en.arb").path)
        #expect(configuration.useEscaping && configuration.templateFile == "strings_en.arb")
        #expect(ARBProjectConfiguration.find(forARBFileAt: Self.plain.appendingPathComponent("app_en.arb").path)
            == ARBProjectConfiguration())
        let catalog = try Self.catalog(Self.escaping)
        let c = try Support.bundle(catalog)
        let en = c.locale("en"), es = c.locale("es")
        #expect(c.string("quoted", locale: en) == "Use {braces} literally, it's fine")
        #expect(c.string("quoted", locale: es) == "Usa {braces} tal cual")
        #expect(c.string("flutter", locale: en, arguments: ["Ann"]) == "Hello! Flutter's amazing. Ann")
        #expect(c.string("unmatched", locale: en) == "It's fine")
        // An apostrophe without its pair is a syntax error with escaping on: left out.
        #expect(c.string("unmatched", locale: es) == "It's fine")
        #expect(catalog.diagnostics.compactMap(\.omitted) == [OmittedTranslation(key: "unmatched", locale: "es")],
                "\(catalog.diagnostics)")
    }

    @Test func yamlReaderIsTolerant() {
        let values = ARBProjectConfiguration.parse("""
            # comment
            arb-dir: "lib/i18n"
            template-arb-file: 'app_de.arb' # the German template
            use-escaping: true
            nested:
              key: value
            - item
            """)
        #expect(values["arb-dir"] == "lib/i18n" && values["template-arb-file"] == "app_de.arb" && values["use-escaping"] == "true")
        #expect(values["key"] == nil && values["nested"] == "")
    }
}
