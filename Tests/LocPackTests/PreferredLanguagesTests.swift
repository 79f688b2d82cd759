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

    @Test(arguments: ["pt_BR", "pt-br", "PT_br", "zh_hant_tw", "zh-HANT-tw", "sr_Latn_RS", "de_DE.UTF-8", "sr_RS@latin",
                      "en", "EN", "es-419", "es_419", "en--US", "_en_", "x-private", "de-CH-1996", "Base", "ca-ES-valencia",
                      "a", "abcd", "ab-cd-ef", "i-klingon", "en-us-posix", "zh__Hans", "de.UTF-8@euro"])
    func canonicalSpelling(_ identifier: String) {
        var input = identifier
        let bytes: String? = input.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LocaleSpelling.maxLength) { buffer in
                LocaleSpelling.canonicalize(UnsafeRawBufferPointer(utf8), into: buffer.baseAddress!).map {
                    String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: $0), as: UTF8.self)
                }
            }
        }
        #expect(bytes == LocaleIdentifier.canonical(identifier))
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
