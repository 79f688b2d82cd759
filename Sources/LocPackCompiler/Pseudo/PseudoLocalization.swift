/// Pseudo-locales generated from the source language (`Specs/pseudo-localization.md`):
/// `en-XA` with accented letters, visible bounds and lengthened text, and
/// `ar-XB` with the text forced right to left — the identifiers Android and
/// other platforms use. Placeholders, plural, select, device, width and
/// condition cases are kept exactly, and a pseudo-locale renders with the
/// source language's plural rules and number symbols, so it chooses every
/// case as the source does; only the text runs change.
public struct PseudoLocalization: Sendable, Equatable {
    /// What happens to the text.
    public enum Transform: String, Sendable, CaseIterable {
        /// `Settings` → `Śéţţîñĝš`: ASCII letters become accented look-alikes (`en-XA`).
        case accented
        /// `[Settings]`: the whole message between brackets, so truncation and
        /// concatenated strings show.
        case bounded
        /// Each run of text lengthened by ``PseudoLocalization/expansion`` percent with `~`.
        case long
        /// `ar-XB`: every word forced right to left (U+202E … U+202C), for mirrored layouts.
        case rtl
    }

    /// The transforms asked for.
    public var transforms: Set<Transform>
    /// How much `long` lengthens text, in percent (default 40).
    public var expansion: Int

    /// Creates options.
    public init(transforms: Set<Transform>, expansion: Int = 40) {
        self.transforms = transforms
        self.expansion = expansion
    }

    /// The identifier of the accented pseudo-locale.
    public static let accentedLocale = "en-XA"
    /// The identifier of the right-to-left pseudo-locale.
    public static let rightToLeftLocale = "ar-XB"


    /// The pseudo-locales these transforms make, each with its transforms:
    /// `en-XA` when `accented`, `bounded` or `long` is asked for; `ar-XB`
    /// (also bounded and long when those are) when `rtl` is.
    public var locales: [(identifier: String, transforms: Set<Transform>)] {
        var out: [(String, Set<Transform>)] = []
        let latin = transforms.subtracting([.rtl])
        if !latin.isEmpty { out.append((Self.accentedLocale, latin)) }
        if transforms.contains(.rtl) { out.append((Self.rightToLeftLocale, transforms.subtracting([.accented]))) }
        return out
    }

    /// Adds the pseudo-locales to every entry of `catalog` that has a
    /// message in the source language; returns the identifiers added.
    @discardableResult
    public func apply(to catalog: inout MessageCatalog) -> [String] {
        for e in catalog.entries.indices {
            guard let source = catalog.entries[e].localizations.keys.first(where: { LocaleIdentifierSpelling.same($0, catalog.sourceLanguage) }),
                  let message = catalog.entries[e].localizations[source] else { continue }
            for (identifier, transforms) in locales {
                catalog.entries[e].localizations[identifier] = Self.transform(message, transforms, expansion: expansion, outermost: true)
                catalog.entries[e].localizationLocations[identifier] = catalog.entries[e].location(of: source)
            }
        }
        return locales.map(\.identifier)
    }

    static func transform(_ message: Message, _ transforms: Set<Transform>, expansion: Int, outermost: Bool) -> Message {
        func sub(_ m: Message) -> Message { transform(m, transforms, expansion: expansion, outermost: false) }
        var nodes = message.nodes.map { node -> MessageNode in
            if case let .text(run) = node { return .text(transformText(run, transforms, expansion: expansion)) }
            return node.mappingSubmessages(sub)
        }
        if outermost, transforms.contains(.bounded) {
            nodes.insert(.text("["), at: 0)
            nodes.append(.text("]"))
        }
        var out = Message([])
        for node in nodes {
            if case let .text(run) = node { out.nodes.appendText(run) } else { out.nodes.append(node) }
        }
        return out
    }

    static func transformText(_ text: String, _ transforms: Set<Transform>, expansion: Int) -> String {
        var out = ""
        var letters = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic { letters += 1 }
            if transforms.contains(.accented), let accented = accentedLetters[scalar] {
                out.unicodeScalars.append(accented)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        if transforms.contains(.rtl) { out = forcedRightToLeft(out) }
        if transforms.contains(.long), letters > 0 {
            out += String(repeating: "~", count: (letters * expansion + 99) / 100)
        }
        return out
    }

    /// Each word between U+202E (right-to-left override) and U+202C (pop).
    static func forcedRightToLeft(_ text: String) -> String {
        var out = "", word = ""
        func flush() {
            if !word.isEmpty { out += "\u{202E}" + word + "\u{202C}"; word = "" }
        }
        for character in text {
            if character.isWhitespace { flush(); out.append(character) } else { word.append(character) }
        }
        flush()
        return out
    }

    /// ASCII letters and the accented look-alikes `en-XA` uses.
    static let accentedLetters: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}
