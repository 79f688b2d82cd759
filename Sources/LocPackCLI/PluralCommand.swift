import ArgumentParser
import LocPack
import LocPackCompiler

struct PluralCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural",
        abstract: "Print the CLDR plural category of each number in a locale.",
        discussion: """
            Numbers are read as text, as they would be displayed: in English
            `1` is one but `1.0` is other. Compact exponents use CLDR's c
            notation (`1c6` is one million written with exponent 6).
            Prints one `NUMBER CATEGORY` line per number.
            """
    )

    @Option(help: "The locale, e.g. en, pl, pt-BR, ar.")
    var locale: String

    @Flag(help: "Use ordinal rules (1st, 2nd, 3rd…) instead of cardinal rules.")
    var ordinal = false

    @ArgumentParser.Argument(help: "Numbers as text, e.g. 1 1.0 22 0.5")
    var numbers: [String]

    func run() throws {
        let program = PluralRuleCatalog.program(forLocale: locale, ordinal: ordinal)
        var failed = false
        program.withUnsafeBytes { bytes in
            let rules = PluralRules(unchecked: bytes)
            for number in numbers {
                guard let operands = PluralOperands(number) else {
                    printError("error: '\(number)' is not a number (expected digits, an optional fraction and an optional c/e exponent)")
                    failed = true
                    continue
                }
                print("\(number) \(rules.select(operands))")
            }
        }
        if failed { throw ExitCode.failure }
    }
}
