// Renders JSON-lines requests with Lingo itself, for compare.py: each line
// {"key": K, "locale": L, "params": {NAME: VALUE}} is answered with one line
// {"text": T}. Integers stay Int (Lingo chooses plural forms by the first Int
// it is given); everything else is passed as its text.
import Foundation
import Lingo

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write("usage: LingoRender LOCALIZATIONS_DIR DEFAULT_LOCALE < requests.jsonl\n".data(using: .utf8)!)
    exit(2)
}
let lingo = try Lingo(rootPath: arguments[1], defaultLocale: arguments[2])
while let line = readLine() {
    guard let request = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
          let key = request["key"] as? String, let locale = request["locale"] as? String else { continue }
    var interpolations: [String: Any] = [:]
    for (name, value) in request["params"] as? [String: Any] ?? [:] {
        if let integer = value as? Int { interpolations[name] = integer } else { interpolations[name] = "\(value)" }
    }
    let text = lingo.localize(key, locale: locale, interpolations: interpolations)
    let answer = try JSONSerialization.data(withJSONObject: ["text": text])
    print(String(decoding: answer, as: UTF8.self))
}
