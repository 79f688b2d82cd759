import LocPack

/// Checks every plural of a message against the CLDR categories of its
/// locale (`Specs/lint.md`, "Plural categories"):
///
/// - a category the locale selects for the plural's everyday numbers (below
///   a million, as the spec displays them) but the plural lacks is a
///   warning (the number then shows the `other` text, which is wrong in
///   that language: Polish "5 plików" needs `many`); one that only numbers
///   of a million and more select (French `many`), or under an integer
///   spec only decimals (Polish `other`), is a note with the first numbers
///   it affects;
/// - a category the locale never selects is a note (the text is dead);
///   `zero` under Apple's zero rule is live in every language and exempt.
///
/// A category whose numbers are all covered by exact cases (`=1` for
/// English `one`) or by Apple's `zero` case counts as present.
struct PluralCategoryCheck {
    let sampler: PluralCategorySampler

    /// The findings for every plural in `message`, nested ones included.
    func check(_ message: Message, of subject: LintSubject) -> [Diagnostic] {
        var found: [Diagnostic] = []
        visit(message.nodes, subject, &found)
        return found
    }

    private func visit(_ nodes: [MessageNode], _ subject: LintSubject, _ found: inout [Diagnostic]) {
        for node in nodes {
            switch node {
            case .text, .argument, .pluralNumber, .value:
                break
            case let .plural(plural):
                if plural.formAssignment == .byCategory { found += check(plural, subject) }
                for item in plural.exact { visit(item.message.nodes, subject, &found) }
                for category in PluralCategory.allCases { if let m = plural.categories[category] { visit(m.nodes, subject, &found) } }
            case let .select(select):
                for item in select.cases { visit(item.message.nodes, subject, &found) }
                if let other = select.other { visit(other.nodes, subject, &found) }
            case let .device(device):
                for key in Device.allCases { if let m = device.cases[key] { visit(m.nodes, subject, &found) } }
            case let .width(width):
                for key in width.cases.keys.sorted() { visit(width.cases[key]!.nodes, subject, &found) }
            case let .conditions(choice):
                for item in choice.cases { visit(item.message.nodes, subject, &found) }
                if let other = choice.other { visit(other.nodes, subject, &found) }
            }
        }
    }

    private func check(_ plural: PluralChoice, _ subject: LintSubject) -> [Diagnostic] {
        let profile = sampler.profile(locale: subject.locale, ordinal: plural.ordinal, spec: plural.operandSpec)
        let present = Set(plural.categories.keys)
        let what = "\(plural.ordinal ? "ordinal plural" : "plural") for argument \(plural.argumentIndex)"
        let shown = plural.operandSpec.argumentKind == .floatingPoint ? " with \(plural.operandSpec.lintText)" : ""
        var found: [Diagnostic] = []

        let lacking = PluralCategory.allCases.filter { category in
            (profile.reachable.contains(category) || category == .other) && !present.contains(category)
                && !covered(category, plural, profile)
        }
        // Lacking a category that everyday numbers select is a warning; one that only numbers of a
        // million and more select, or (under an integer spec) only decimals, is a note.
        let everyday = lacking.filter { profile.everyday.contains($0) }
        if !everyday.isEmpty {
            found.append(subject.diagnostic(.warning, .missingPluralCategory, "\(what) lacks \(Self.names(everyday))\(shown)"))
        }
        for category in lacking where !profile.everyday.contains(category) {
            let reason: String
            if let examples = profile.largeExamples[category], !examples.isEmpty {
                reason = "only some numbers of a million and more select: \(examples.joined(separator: ", ")), …"
            } else {
                reason = plural.operandSpec.argumentKind == .floatingPoint ? "no number it shows selects" : "no integer selects, only decimals"
            }
            found.append(subject.diagnostic(.note, .rarePluralCategory, "\(what) lacks \(Self.names([category]))\(shown), which \(reason)"))
        }
        let unused = PluralCategory.allCases.filter { category in
            present.contains(category) && !profile.reachable.contains(category) && category != .other
                && !(category == .zero && plural.rules == .appleCardinal)
        }
        if !unused.isEmpty {
            found.append(subject.diagnostic(.note, .unusedPluralCategory, "\(what) has \(Self.names(unused)), which \(subject.locale) never uses\(shown)"))
        }
        return found
    }

    /// Whether every number of `category` is matched before categories are
    /// consulted: by an exact case, or by Apple's `zero` case for 0. Only
    /// categories of finitely many integers can be covered.
    private func covered(_ category: PluralCategory, _ plural: PluralChoice, _ profile: PluralCategorySampler.Profile) -> Bool {
        guard let members = profile.finiteMembers[category] else { return false }
        var exact = Set(plural.exact.map(\.value))
        if plural.rules == .appleCardinal && plural.categories[.zero] != nil { exact.insert("0") }
        // Exact values match the number before `offset` is subtracted; categories after.
        return members.allSatisfy { exact.contains(String($0 + plural.offset)) }
    }

    /// `'few', 'many'`.
    static func names(_ categories: [PluralCategory]) -> String {
        categories.map { "'\($0)'" }.joined(separator: ", ")
    }
}
