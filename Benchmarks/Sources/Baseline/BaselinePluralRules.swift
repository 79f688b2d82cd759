import LocPack
import LocPackCompiler

/// CLDR cardinal rules per locale, the same programs LocPack compiles into
/// its bundles, so the baseline and LocPack pick the same plural form.
///
/// The SDK asks Foundation's `.stringsdict` machinery for the category, which
/// does not work on Linux (`../shared/BASELINE.md`, rendering step 3). Rules
/// are compiled once per locale and kept for the life of the process.
final class BaselinePluralRules: @unchecked Sendable {
    private var rules: [String: PluralRules] = [:]
    private var storage: [UnsafeMutableRawBufferPointer] = []

    deinit {
        for buffer in storage { buffer.deallocate() }
    }

    /// The rules of `locale` (Transifex or BCP 47 spelling).
    func rules(forLocale locale: String) -> PluralRules {
        if let found = rules[locale] { return found }
        let program = PluralRuleCatalog.program(forLocale: locale, ordinal: false)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(program.count, 1), alignment: 8)
        program.withUnsafeBytes { buffer.copyMemory(from: $0) }
        storage.append(buffer)
        let made = PluralRules(unchecked: UnsafeRawBufferPointer(rebasing: buffer[0..<program.count]))
        rules[locale] = made
        return made
    }

    /// The category name the baseline uses for `value` in `locale` among
    /// `available` branches: `zero` for 0 when a `zero` branch exists (Apple's
    /// rule, as LocPack applies it to String Catalog plurals), else the CLDR
    /// category.
    func category(of value: Int64, locale: String, available: [String: String]) -> String {
        if value == 0, available["zero"] != nil { return "zero" }
        return rules(forLocale: locale).select(PluralOperands(value)).description
    }
}
