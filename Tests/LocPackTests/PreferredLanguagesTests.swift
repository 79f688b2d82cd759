@testable import LocPack
import Testing

/// The POSIX locale environment, and the byte-level canonical spelling used
/// by negotiation.
@Suite struct PreferredLanguagesTests {
    @Test func environment() {
        #expect(PreferredLanguages.from(environment: [:]) == [])
        #expect(PreferredLanguages.from(environment: ["LANG": "de_AT.UTF-8"]) == ["de_AT.UTF-8"])
        #expect(PreferredLanguages.from(environment: ["LANG": "de_AT.UTF-8", "LC_MESSAGES": "fr_FR"]) == ["fr_FR"])
        #expect(PreferredLanguages.from(environment: ["LANG": "de", "LC_MESSAGES": "fr", "LC_ALL": "pl_PL.UTF-8"]) == ["pl_PL.UTF-8"])
        #expect(PreferredLanguages.from(environment: ["LANG": "de", "LC_ALL": ""]) == ["de"])
        #expect(PreferredLanguages.from(environment: ["LANG": "de_AT.UTF-8", "LANGUAGE": "de_AT:fr"]) == ["de_AT", "fr", "de_AT.UTF-8"])
        #expect(PreferredLanguages.from(environment: ["LANG": "C.UTF-8", "LANGUAGE": "de"]) == [])
        #expect(PreferredLanguages.from(environment: ["LC_ALL": "POSIX"]) == [])
        #expect(PreferredLanguages.from(environment: ["LANGUAGE": "de"]) == [])
        #expect(PreferredLanguages.from(environment: ["LANG": "sr_RS@latin"]) == ["sr_RS@latin"])
    }

    /// The spelling rule (`Specs/bundle-format.md`, "Locale names"), through
    /// the `String` API and the byte API the runtime resolves with.
    @Test(arguments: [("pt_BR", "pt-BR"), ("pt-br", "pt-BR"), ("PT_br", "pt-BR"), ("zh_hant_tw", "zh-Hant-TW"),
                      ("zh-HANT-tw", "zh-Hant-TW"), ("sr_Latn_RS", "sr-Latn-RS"), ("de_DE.UTF-8", "de-DE"), ("sr_RS@latin", "sr-RS"),
                      ("en", "en"), ("EN", "en"), ("es-419", "es-419"), ("es_419", "es-419"),
                      ("en--US", "en-US"), ("_en_", "en"), ("x-private", "x-private"), ("de-CH-1996", "de-CH-1996"),
                      ("Base", "base"), ("ca-ES-valencia", "ca-ES-valencia"), ("a", "a"), ("abcd", "abcd"),
                      ("ab-cd-ef", "ab-CD-EF"), ("i-klingon", "i-klingon"), ("en-us-posix", "en-US-posix"), ("zh__Hans", "zh-Hans"),
                      ("de.UTF-8@euro", "de")])
    func canonicalSpelling(_ identifier: String, _ expected: String) {
        var input = identifier
        let bytes: String? = input.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LocaleSpelling.maxLength) { buffer in
                LocaleSpelling.canonicalize(UnsafeRawBufferPointer(utf8), into: buffer.baseAddress!).map {
                    String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: $0), as: UTF8.self)
                }
            }
        }
        #expect(bytes == expected)
        #expect(LocaleIdentifier.canonical(identifier) == expected)
    }

    @Test func canonicalSpellingLimits() {
        for identifier in ["", ".UTF-8", "@euro", String(repeating: "a", count: 65), "dé"] {
            var input = identifier
            let length = input.withUTF8 { utf8 in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LocaleSpelling.maxLength) {
                    LocaleSpelling.canonicalize(UnsafeRawBufferPointer(utf8), into: $0.baseAddress!)
                }
            }
            #expect(length == nil, "\(identifier)")
        }
    }
}
