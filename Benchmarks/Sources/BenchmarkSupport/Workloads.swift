import Foundation
@_spi(LocPackInternals) import LocPack
@_spi(LocPackInternals) import LocPackCompiler
import LocPackFleet

/// The measured operations, shared by the package-benchmark suite (time and
/// mallocs) and the callgrind instruction counter, so both measure the same code.
public struct Workload: @unchecked Sendable {
    /// The benchmark name.
    public let name: String
    /// Runs the operation `iterations` times.
    public let run: (Int) -> Void

    /// Every workload, built on `fixtures`.
    public static func all(_ f: Fixtures) -> [Workload] {
        let c = f.catalog
        let en = c.locale("en"), pl = c.locale("pl"), fr = c.locale("fr"), ptBR = c.locale("pt-BR")

        func render(_ name: String, _ key: String, _ locale: LocaleHandle, device: Device = .other,
                    _ arguments: [MessageArgument], in c: Catalog = f.catalog, table: String? = nil) -> Workload {
            guard let handle = c.key(key, table: table) else { fatalError("the benchmark bundle has no key '\(key)'") }
            let storage = UnsafeMutableBufferPointer<MessageArgument>.allocate(capacity: max(arguments.count, 1))
            _ = storage.initialize(from: arguments)
            let args = UnsafeBufferPointer(rebasing: storage[0..<arguments.count])
            return Workload(name: name) { iterations in
                for _ in 0..<iterations {
                    var sink = UTF8Sink(f.buffer)
                    consume(c.render(handle, locale: locale, device: device, arguments: args, into: &sink).status.rawValue)
                    consume(UInt16(truncatingIfNeeded: sink.requiredCount))
                }
            }
        }

        var list = [
            render("Render plain", "greeting", en, []),
            render("Render plural (en)", "%lld photos", en, [.int(5)]),
            render("Render plural (pl)", "%lld photos", pl, [.int(22)]),
            render("Render two substitutions", "Found %lld users having %lld devices", en, [.int(1), .int(10)]),
            render("Render device plural", "This device contains %lld users with %lld folders", en, device: .mac, [.int(1), .int(5)]),
            render("Render localized number (fr)", "Downloads: %d", fr, [.int(1_234_567)]),
            render("Render through fallback (pt-BR to en)", "only_in_english", ptBR, []),
        ]
        // MessageFormat 2 (`Examples/MessageFormat2`): the same render path, value instructions and decimal specs.
        let mf2 = f.messageFormat2
        list += [
            render("Render MF2 plural (pl)", "inbox.unread", mf2.locale("pl"), [.int(22)], in: mf2),
            render("Render MF2 two selectors (pl)", "inbox.shared", mf2.locale("pl"), [.int(22), .string("Bo")], in: mf2),
            // The issue's shape: two selectors, the first an `:offset` of an `:integer` (21 others of 22 guests).
            render("Render MF2 two selectors with offset (pl)", "party.guests", mf2.locale("pl"), [.int(22), .string("Bo")], in: mf2),
            render("Render MF2 number with fraction digits (fr)", "storage.used", mf2.locale("fr"),
                   [.double(1234.567), .int(2048)], in: mf2),
        ]
        // i18next (`Examples/I18next`): a list joined by CLDR's Spanish patterns, its last item taking `e`.
        let i18next = f.i18next
        list.append(render("Render i18next list (es)", "invited", i18next.locale("es"),
                           [.list(["Ana", "Luis", "Inés"])], in: i18next, table: "translation"))
        // The same two-selector render with its arguments given by name, as a
        // server does for a request's parameters: the names made once, like
        // the by-handle workloads' arguments.
        let shared = mf2.key("inbox.shared")!, polish = mf2.locale("pl")
        let named = UnsafeMutableBufferPointer<NamedArgument>.allocate(capacity: 2)
        _ = named.initialize(from: [NamedArgument("host", .string("Bo")), NamedArgument("photos", .int(22))])
        list.append(Workload(name: "Render MF2 two selectors by name (pl)") { iterations in
            for _ in 0..<iterations {
                var sink = UTF8Sink(f.buffer)
                consume(mf2.render(shared, locale: polish, namedArguments: UnsafeBufferPointer(named), into: &sink).status.rawValue)
                consume(UInt16(truncatingIfNeeded: sink.requiredCount))
            }
        })
        let photos = f.key("%lld photos")
        list.append(pluralThrough("Render plural through reloading catalog (en)", f.reloading, photos, en, f.buffer))
        // The same through a RemoteCatalog (LocPackFleet): its swap adds nothing to a render.
        list.append(pluralThrough("Render plural through remote catalog (en)", f.remote, photos, en, f.buffer))
        // What `Localizable.photos(5)` from `locpack generate-swift` builds: the
        // id and fingerprint are literals there; the render is the same call.
        let generatedPhotos = GeneratedKey(id: photos.id, keyTableFingerprint: c.keyTableFingerprint ?? 0,
                                           table: "Localizable", key: "%lld photos")
        // The message is made once, as the by-handle workloads make their
        // arguments once: the two renders compare like with like.
        list.append(Workload(name: "Render plural by generated accessor (en)") { iterations in
            let message = LocalizedMessage(generatedPhotos, .int(5))
            for _ in 0..<iterations {
                var sink = UTF8Sink(f.buffer)
                consume(c.render(message, locale: en, into: &sink).status.rawValue)
                consume(UInt16(truncatingIfNeeded: sink.requiredCount))
            }
        })
        // What a call site pays in all: `Localizable.photos(5)` made, rendered and dropped.
        list.append(Workload(name: "Make and render a generated message (en)") { iterations in
            for _ in 0..<iterations {
                var sink = UTF8Sink(f.buffer)
                consume(c.render(LocalizedMessage(generatedPhotos, .int(5)), locale: en, into: &sink).status.rawValue)
                consume(UInt16(truncatingIfNeeded: sink.requiredCount))
            }
        })
        list.append(Workload(name: "Render plural by key text (en)") { iterations in
            withArguments(.int(5)) { args in
                for _ in 0..<iterations {
                    var sink = UTF8Sink(f.buffer)
                    consume(c.render("%lld photos", locale: en, arguments: args, into: &sink).status.rawValue)
                    consume(UInt16(truncatingIfNeeded: sink.requiredCount))
                }
            }
        })
        let header = "fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7"
        list.append(Workload(name: "Negotiate Accept-Language (4 languages)") { iterations in
            for _ in 0..<iterations { consume(UInt16(truncatingIfNeeded: c.negotiateLocale(acceptLanguage: header).index)) }
        })
        list.append(Workload(name: "Render missing key") { iterations in
            withNoArguments { args in
                for _ in 0..<iterations {
                    var sink = UTF8Sink(f.buffer)
                    consume(c.render("no such key", locale: en, arguments: args, into: &sink).status.rawValue)
                }
            }
        })
        list.append(Workload(name: "Key lookup") { iterations in
            let key = "Found %lld users having %lld devices"
            for _ in 0..<iterations { consume(UInt16(truncatingIfNeeded: c.key(key)?.id ?? 0)) }
        })
        for locale in ["en", "pl", "ar", "ru"] {
            let rules = Fixtures.rules(locale)
            list.append(Workload(name: "Plural select (\(locale))") { iterations in
                var n: Int64 = 0
                for _ in 0..<iterations {
                    consume(UInt16(rules.select(PluralOperands(n)).rawValue))
                    n = n == 999 ? 0 : n &+ 1
                }
            })
        }
        let symbols = NumberSymbolsCatalog.symbols(forLocale: "fr")
        list.append(Workload(name: "Format %d localized (fr)") { iterations in
            let spec = FormatSpec(conversion: UInt8(ascii: "d"))
            for _ in 0..<iterations {
                var sink = UTF8Sink(f.buffer)
                PrintfFormatter.formatSigned(1_234_567, spec: spec, symbols: symbols, into: &sink)
                consume(UInt16(truncatingIfNeeded: sink.requiredCount))
            }
        })
        list += icuPeers(f)
        list += gettextPeers(f)
        return list
    }

    /// The ICU4C peer formatting the same messages as the LocPack plural and
    /// two-substitution workloads (names start with `Peer`; they allocate and
    /// are not gated). Each must produce LocPack's text for a range of numbers,
    /// or the process stops: a faster peer that says something else proves nothing.
    static func icuPeers(_ f: Fixtures) -> [Workload] {
        let c = f.catalog
        let messages: [(name: String, key: String, locale: String, pattern: String, arguments: [Double])] = [
            ("Peer ICU4C MessageFormat: plural (en)", "%lld photos", "en",
             "{0, plural, =0 {No photos} one {# photo} other {# photos}}", [5]),
            ("Peer ICU4C MessageFormat: plural (pl)", "%lld photos", "pl",
             "{0, plural, one {# zdjęcie} few {# zdjęcia} many {# zdjęć} other {# zdjęcia}}", [22]),
            ("Peer ICU4C MessageFormat: two substitutions", "Found %lld users having %lld devices", "en",
             "Found {0, plural, one {# user} other {# users}} having {1, plural, one {# device} other {# devices}}", [1, 10]),
        ]
        var list: [Workload] = []
        for m in messages {
            guard let peer = ICUPeer(pattern: m.pattern, locale: m.locale, argumentCount: Int32(m.arguments.count)) else { continue }
            let locale = c.locale(m.locale)
            // Not 1234: Polish writes it without grouping (CLDR minimum grouping
            // digits 2), which ICU 72's `#` ignores ("1 234").
            for n in [0, 1, 2, 5, 12, 22, 25, 101, 999, 1_000_000] as [Int64] {
                let args = m.arguments.count == 1 ? [MessageArgument.int(n)] : [.int(n), .int(n &+ 1)]
                let expected = c.string(m.key, locale: locale, arguments: args)
                let got = peer.string(Double(n), Double(n &+ 1))
                guard got == expected else { fatalError("\(m.name): ICU4C renders \(got ?? "an error") where LocPack renders \(expected)") }
            }
            let first = m.arguments[0], second = m.arguments.count > 1 ? m.arguments[1] : 0
            list.append(Workload(name: m.name) { iterations in
                for _ in 0..<iterations { consume(UInt16(truncatingIfNeeded: peer.formatInPlace(first, second))) }
            })
        }
        return list
    }

    /// The gettext peer (glibc `dngettext` + `snprintf`, `.mo` files from
    /// msgfmt) formatting the same messages as the LocPack plain and plural
    /// workloads (names start with `Peer gettext`; not gated). Each must
    /// produce LocPack's text for a range of numbers, or the process stops.
    static func gettextPeers(_ f: Fixtures) -> [Workload] {
        guard let peer = f.gettext else { return [] }
        let c = f.catalog
        for language in GettextPeer.languages {
            let locale = c.locale(language.locale)
            let plain = c.string(GettextPeer.greetingID, locale: locale)
            guard peer.text(locale: language.locale) == plain else {
                fatalError("gettext renders \(peer.text(locale: language.locale)) where LocPack renders \(plain)")
            }
            // Not 0: gettext has no exact-value case (LocPack's English says "No photos").
            // Below 1000: snprintf's %ld does not group digits.
            for n in [1, 2, 5, 12, 22, 25, 101, 112, 999] {
                let expected = c.string("%lld photos", locale: locale, arguments: [.int(Int64(n))])
                let got = peer.plural(locale: language.locale, n)
                guard got == expected else { fatalError("gettext renders \(got) where LocPack renders \(expected)") }
            }
        }
        func workload(_ name: String, _ locale: String, _ body: @escaping (UnsafePointer<CChar>) -> Int32) -> Workload {
            let domain = strdup(GettextPeer.domain(locale))!
            return Workload(name: name) { iterations in
                for _ in 0..<iterations { consume(UInt16(truncatingIfNeeded: body(domain))) }
            }
        }
        return [
            workload("Peer gettext: plain", "en") { peer.textInPlace(domain: $0) },
            workload("Peer gettext: plural (en)", "en") { peer.pluralInPlace(domain: $0, 5) },
            workload("Peer gettext: plural (pl)", "pl") { peer.pluralInPlace(domain: $0, 22) },
        ]
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
public func consume(_ value: UInt16) {
    sink &+= value
}

nonisolated(unsafe) var sink: UInt16 = 0

/// A catalog served live: a ``ReloadingCatalog`` or a remote catalog
/// (LocPackFleet), both read through `withCatalog`.
protocol LiveCatalog {
    func withCatalog<R>(_ body: (Catalog) throws -> R) rethrows -> R
}

extension ReloadingCatalog: LiveCatalog {}
extension RemoteCatalog: LiveCatalog {}

/// `%lld photos` with 5, rendered through `live` (specialized per type, so
/// the measured loop is the caller's own).
func pluralThrough<Live: LiveCatalog>(_ name: String, _ live: Live, _ photos: KeyHandle, _ locale: LocaleHandle,
                                      _ buffer: UnsafeMutableRawBufferPointer) -> Workload {
    Workload(name: name) { iterations in
        withUnsafeTemporaryAllocation(of: MessageArgument.self, capacity: 1) { storage in
            storage.initialize(repeating: .int(5))
            let args = UnsafeBufferPointer(storage)
            for _ in 0..<iterations {
                var sink = UTF8Sink(buffer)
                let status = live.withCatalog { catalog in
                    catalog.render(photos, locale: locale, arguments: args, into: &sink).status
                }
                consume(status.rawValue)
                consume(UInt16(truncatingIfNeeded: sink.requiredCount))
            }
        }
    }
}
