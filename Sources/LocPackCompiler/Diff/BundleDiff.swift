import Foundation
import LocPack

private typealias OwnMessage = Catalog.OwnMessage

/// What changed between two bundles (`locpack diff`, `Specs/diff.md`):
/// keys and locales added and removed, and for each locale both have, the
/// keys whose own message was added, removed or changed, with coverage
/// before and after. Messages are compared as compiled programs, which hold
/// their text, placeholders and every plural, device, width and select case
/// inline: a changed `few` case is a change, a rebuilt but equal message is
/// not.
public struct BundleDiff: Sendable, Equatable {
    /// A key and its table.
    public struct Key: Sendable, Hashable, Comparable {
        /// The table (`Localizable`, …).
        public var table: String
        /// The key text.
        public var key: String

        /// Bundle order: by table bytes, then key bytes.
        public static func < (a: Key, b: Key) -> Bool {
            a.table == b.table ? a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
                : a.table.utf8.lexicographicallyPrecedes(b.table.utf8)
        }
    }

    /// How many keys a locale has text of its own for.
    public struct Coverage: Sendable, Equatable {
        /// Keys with the locale's own text.
        public var translated: Int
        /// All keys of the bundle.
        public var keys: Int
    }

    /// The changes in one locale both bundles have.
    public struct LocaleChanges: Sendable, Equatable {
        /// The locale identifier.
        public var locale: String
        /// Keys of both bundles that gained text in this locale.
        public var added: [Key] = []
        /// Keys of both bundles that lost their text in this locale.
        public var removed: [Key] = []
        /// Keys of both bundles whose text in this locale changed.
        public var changed: [Key] = []
        /// Coverage in the old bundle (over its keys).
        public var coverageBefore: Coverage
        /// Coverage in the new bundle (over its keys).
        public var coverageAfter: Coverage

        /// Whether any key's text changed here.
        public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }
    }

    /// Keys only the new bundle has.
    public var keysAdded: [Key] = []
    /// Keys only the old bundle has.
    public var keysRemoved: [Key] = []
    /// Locales only the new bundle has.
    public var localesAdded: [String] = []
    /// Locales only the old bundle has.
    public var localesRemoved: [String] = []
    /// The source language, when it changed (old, new).
    public var sourceLanguage: (old: String, new: String)?
    /// Every locale both bundles have, in the new bundle's order.
    public var locales: [LocaleChanges] = []

    /// Whether the bundles hold the same keys, locales and messages.
    public var isEqual: Bool {
        keysAdded.isEmpty && keysRemoved.isEmpty && localesAdded.isEmpty && localesRemoved.isEmpty
            && sourceLanguage == nil && locales.allSatisfy(\.isEmpty)
    }

    public static func == (a: BundleDiff, b: BundleDiff) -> Bool {
        a.keysAdded == b.keysAdded && a.keysRemoved == b.keysRemoved && a.localesAdded == b.localesAdded
            && a.localesRemoved == b.localesRemoved && a.sourceLanguage?.old == b.sourceLanguage?.old
            && a.sourceLanguage?.new == b.sourceLanguage?.new && a.locales == b.locales
    }

    /// Compares `old` with `new`.
    ///
    /// - Throws: ``CompilerError`` of kind ``CompilerError/Kind/bundleReading``
    ///   when a message of either is corrupt.
    public init(old: Catalog, new: Catalog) throws(CompilerError) {
        func keys(_ c: Catalog) -> [Key: KeyHandle] {
            var out: [Key: KeyHandle] = [:]
            for id in 0..<c.keyCount {
                let (key, table) = c.key(of: KeyHandle(id: id))
                out[Key(table: table, key: key)] = KeyHandle(id: id)
            }
            return out
        }
        let oldKeys = keys(old), newKeys = keys(new)
        keysAdded = newKeys.keys.filter { oldKeys[$0] == nil }.sorted()
        keysRemoved = oldKeys.keys.filter { newKeys[$0] == nil }.sorted()
        let oldLocales = old.locales, newLocales = new.locales
        localesAdded = newLocales.filter { !oldLocales.contains($0) }
        localesRemoved = oldLocales.filter { !newLocales.contains($0) }
        let oldSource = old.identifier(of: old.sourceLocale), newSource = new.identifier(of: new.sourceLocale)
        if oldSource != newSource { sourceLanguage = (oldSource, newSource) }
        let common = oldKeys.keys.filter { newKeys[$0] != nil }.sorted()

        /// Every key's own message in one locale, read once for coverage and comparison.
        func messages(_ c: Catalog, _ locale: LocaleHandle) throws(CompilerError) -> [OwnMessage] {
            do {
                return try (0..<c.keyCount).map { id throws(CatalogError) in try c.ownMessage(of: KeyHandle(id: id), locale: locale) }
            } catch {
                throw CompilerError(reading: error)
            }
        }
        func coverage(_ messages: [OwnMessage], keys: Int) -> Coverage {
            Coverage(translated: messages.count { $0 != .absent }, keys: keys)
        }
        for (index, name) in newLocales.enumerated() {
            guard let oldIndex = oldLocales.firstIndex(of: name) else { continue }
            let before = try messages(old, LocaleHandle(index: oldIndex))
            let after = try messages(new, LocaleHandle(index: index))
            var changes = LocaleChanges(locale: name, coverageBefore: coverage(before, keys: old.keyCount),
                                        coverageAfter: coverage(after, keys: new.keyCount))
            for key in common {
                switch (before[oldKeys[key]!.id], after[newKeys[key]!.id]) {
                case (.absent, .absent): break
                case (.absent, .program): changes.added.append(key)
                case (.program, .absent): changes.removed.append(key)
                case let (.program(a), .program(b)) where a != b: changes.changed.append(key)
                default: break
                }
            }
            locales.append(changes)
        }
    }
}
