/// Collapses plurals whose forms are all the same into that form.
///
/// Such a plural selects nothing, yet it would read its argument as a
/// number: a `.stringsdict` variable with empty forms placed before another
/// that reads the same argument as `%1$@` (`%#@names@%#@count_mutual@`)
/// would then read argument 1 both as an integer and as an object. Apple
/// renders it (every form is the same text), so LocPack does too: the
/// plural is replaced by its one form and no longer constrains the
/// argument's type. Forms that show the plural's number (ICU `#`) are
/// never collapsed, nor is a plural without an `other` form, nor one with
/// `other` alone in a locale that has other categories (lint still tells its
/// translator which forms it lacks) — in a locale with `other` alone
/// (Japanese, Chinese, Korean, Thai, Vietnamese, Indonesian, Burmese: the
/// same mastodon-ios entry in ten languages) its one form is the plural.
enum UniformChoices {
    /// `message`, `locale`'s, with every uniform plural, at any depth,
    /// replaced by its form.
    static func collapsed(_ message: Message, locale: String) -> Message {
        guard message.nodes.contains(where: isChoice) else { return message }
        var result = message
        result.nodes = collapsed(message.nodes, locale: locale)
        return result
    }

    private static func isChoice(_ node: MessageNode) -> Bool {
        switch node {
        case .text, .argument, .pluralNumber: false
        default: true
        }
    }

    private static func collapsed(_ nodes: [MessageNode], locale: String) -> [MessageNode] {
        var out: [MessageNode] = []
        for node in nodes {
            let inner = node.mappingSubmessages { collapsed($0, locale: locale) }
            if case let .plural(plural) = inner, let form = uniformForm(plural, locale: locale) {
                out += form.nodes
            } else {
                out.append(inner)
            }
        }
        return out
    }

    /// The one form of `plural` when every form is the same and none shows
    /// the plural's number.
    private static func uniformForm(_ plural: PluralChoice, locale: String) -> Message? {
        guard let other = plural.categories[.other], !other.nodes.contains(.pluralNumber) else { return nil }
        let forms = Array(plural.categories.values) + plural.exact.map(\.message)
        guard forms.allSatisfy({ $0 == other }) else { return nil }
        return forms.count > 1 || PluralRuleCatalog.categories(forLocale: locale, ordinal: plural.ordinal) == [.other] ? other : nil
    }
}
