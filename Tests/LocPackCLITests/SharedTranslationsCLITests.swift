import Foundation
import LocPackTestSupport
import Testing

/// A team with a gettext `po/` folder, an Android `res/` tree and an
/// i18next `locales/` folder builds them into one bundle with one command
/// and renders each message as its platform would (issue 28's new user).
@Suite struct SharedTranslationsCLITests {
    static let files: [String: String] = [
        "po/de.po": """
            msgid ""
            msgstr ""
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

            #, c-format
            msgid "%d file"
            msgid_plural "%d files"
            msgstr[0] "%d Datei"
            msgstr[1] "%d Dateien"

            """,
        "res/values/strings.xml": #"<resources><string name="greeting">Hello, %1$s!</string></resources>"#,
        "res/values-de/strings.xml": #"<resources><string name="greeting">Hallo, %1$s!</string></resources>"#,
        "locales/en/translation.json": #"{"items_one": "{{count}} item", "items_other": "{{count}} items", "hi": "Hi {{name}}"}"#,
        "locales/de/translation.json": #"{"items_one": "{{count}} Eintrag", "items_other": "{{count}} Einträge", "hi": "Hallo {{name}}"}"#,
    ]

    /// A name only a left-out translation reads (a translator's misspelt
    /// placeholder) is not asked for when another locale renders.
    @Test func renderAsksOnlyForTheNamesItsMessageReads() throws {
        try withScratchDirectory { directory in
            let files = ["locales/en.json": #"{"hi": "Hi {{name}}"}"#, "locales/de.json": #"{"hi": "Hallo {{name}}"}"#,
                         "locales/ca.json": #"{"hi": "Hola {{nom}}"}"#]
            for (path, text) in files {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let bundle = directory.appendingPathComponent("app.locpack").path
            let build = try CLITests.run(["build", directory.appendingPathComponent("locales").path, "-o", bundle])
            #expect(build.status == 0, "\(build.stderr)")
            #expect(build.stderr.contains("translation left out"))
            for (locale, text) in [("de", "Hallo Ada"), ("ca", "Hi Ada")] {
                let render = try CLITests.run(["render", bundle, "--key", "hi", "--locale", locale, "--param", "name=Ada"])
                #expect(render.stdout == text + "\n")
                #expect(render.stderr.isEmpty, "\(locale): \(render.stderr)")
            }
        }
    }

    @Test func poResAndLocalesBuildIntoOneBundle() throws {
        try withScratchDirectory { directory in
            for (path, text) in Self.files {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let bundle = directory.appendingPathComponent("app.locpack").path
            let build = try CLITests.run(["build", "po", "res", "locales", "-o", bundle], inDirectory: directory)
            #expect(build.status == 0, "\(build.stderr)")
            let requests = [
                #"{"key": "%d file", "table": "messages", "locale": "de", "args": [3]}"#,
                #"{"key": "greeting", "locale": "de", "args": ["Ann"]}"#,
                #"{"key": "items", "table": "translation", "locale": "de", "params": {"count": 1}}"#,
                #"{"key": "hi", "table": "translation", "locale": "de", "params": {"name": "<Ann>"}}"#,
            ].joined(separator: "\n") + "\n"
            let render = try CLITests.run(["render", bundle, "--requests", "-"], stdin: requests)
            let texts = render.stdout.split(separator: "\n").map { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
            }
            // gettext's msgstr[1]; Android's %1$s; i18next's plural and its HTML-escaped value.
            #expect(texts == ["3 Dateien", "Hallo, Ann!", "1 Eintrag", "Hallo &lt;Ann&gt;"], "\(render.stdout)\(render.stderr)")
        }
    }
}
