import LocPack

/// The plural rules of i18next's JSON v3 (`compatibilityJSON: 'v3'`,
/// i18next 21–23, and every version before 21): per language, a
/// gettext-style form index from the count's absolute value, and the
/// suffix each form's key takes (`Specs/importers/i18next.md`, "v3
/// plurals"). Languages with two forms whose first is for 1 use the bare
/// key and `_plural`; the others `_0`, `_1`, ….
enum I18nextV3PluralRules {
    /// One rule: the form count, the expression in gettext's syntax, and
    /// whether its keys are `key` / `key_plural`.
    struct Rule {
        var formCount: Int
        var expression: String
        var singularAndPlural: Bool

        /// The rule as a gettext `Plural-Forms` header, for ``GettextPluralMapping``.
        var pluralForms: GettextPluralForms? {
            try? GettextPluralForms.read(header: "nplurals=\(formCount); plural=\(expression);")
        }

        /// The suffix of form `index`'s key (`""`, `_plural`, `_2`).
        func suffix(ofForm index: Int) -> String {
            singularAndPlural ? (index == 0 ? "" : "_plural") : "_\(index)"
        }
    }

    private static let rules: [(languages: [String], rule: Rule)] = [
        ("ach ak am arn br fil gun ln mfe mg mi oc pt pt-BR tg tl ti tr uz wa", Rule(formCount: 2, expression: "n>1", singularAndPlural: true)),
        ("af an ast az bg bn ca da de dev el en eo es et eu fi fo fur fy gl gu ha hi hu hy ia it kk kn ku lb mai ml mn mr nah nap nb ne nl nn no nso pa pap pms ps pt-PT rm sco se si so son sq sv sw ta te tk ur yo",
         Rule(formCount: 2, expression: "n!=1", singularAndPlural: true)),
        ("ay bo cgg fa ht id ja jbo ka km ko ky lo ms sah su th tt ug vi wo zh", Rule(formCount: 1, expression: "0", singularAndPlural: false)),
        ("be bs cnr dz hr ru sr uk", Rule(formCount: 3, expression: "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", singularAndPlural: false)),
        ("ar", Rule(formCount: 6, expression: "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5", singularAndPlural: false)),
        ("cs sk", Rule(formCount: 3, expression: "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2", singularAndPlural: false)),
        ("csb pl", Rule(formCount: 3, expression: "n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2", singularAndPlural: false)),
        ("cy", Rule(formCount: 4, expression: "(n==1) ? 0 : (n==2) ? 1 : (n != 8 && n != 11) ? 2 : 3", singularAndPlural: false)),
        ("fr", Rule(formCount: 2, expression: "n>=2", singularAndPlural: true)),
        ("ga", Rule(formCount: 5, expression: "n==1 ? 0 : n==2 ? 1 : n<7 ? 2 : n<11 ? 3 : 4", singularAndPlural: false)),
        ("gd", Rule(formCount: 4, expression: "(n==1 || n==11) ? 0 : (n==2 || n==12) ? 1 : (n > 2 && n < 20) ? 2 : 3", singularAndPlural: false)),
        ("is", Rule(formCount: 2, expression: "n%10!=1 || n%100==11", singularAndPlural: true)),
        ("jv", Rule(formCount: 2, expression: "n != 0", singularAndPlural: false)),
        ("kw", Rule(formCount: 4, expression: "(n==1) ? 0 : (n==2) ? 1 : (n == 3) ? 2 : 3", singularAndPlural: false)),
        ("lt", Rule(formCount: 3, expression: "n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2", singularAndPlural: false)),
        ("lv", Rule(formCount: 3, expression: "n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2", singularAndPlural: false)),
        ("mk", Rule(formCount: 2, expression: "n==1 || n%10==1 && n%100!=11 ? 0 : 1", singularAndPlural: true)),
        ("mnk", Rule(formCount: 3, expression: "n==0 ? 0 : n==1 ? 1 : 2", singularAndPlural: false)),
        ("mt", Rule(formCount: 4, expression: "n==1 ? 0 : n==0 || ( n%100>1 && n%100<11) ? 1 : (n%100>10 && n%100<20 ) ? 2 : 3", singularAndPlural: false)),
        ("or", Rule(formCount: 2, expression: "n!=1", singularAndPlural: false)),
        ("ro", Rule(formCount: 3, expression: "n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2", singularAndPlural: false)),
        ("sl", Rule(formCount: 4, expression: "n%100==1 ? 1 : n%100==2 ? 2 : n%100==3 || n%100==4 ? 3 : 0", singularAndPlural: false)),
        ("he iw", Rule(formCount: 4, expression: "n==1 ? 0 : n==2 ? 1 : (n<0 || n>10) && n%10==0 ? 2 : 3", singularAndPlural: false)),
    ].map { (languages: $0.0.split(separator: " ").map(String.init), rule: $0.1) }

    /// The rule of `locale` as i18next finds it: by the whole code
    /// (`pt-BR`, `pt-PT`), else by its language; nil when it has none (its
    /// counted lookups then use the bare key).
    static func rule(forLocale locale: String) -> Rule? {
        let language = String(locale.prefix { $0 != "-" })
        for candidate in [locale, language] {
            if let found = rules.first(where: { $0.languages.contains(candidate) }) { return found.rule }
        }
        return nil
    }
}
