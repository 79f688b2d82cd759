import Baseline
import Foundation

/// The seed examples of `../shared/SEMANTICS.md` §4, rendered through the
/// baseline: evidence that it resolves and renders pulled translations the
/// way the SDK does before its numbers are trusted. Returns the failures.
func checkSeedExamples() throws -> [String] {
    let data = try seedCacheData()
    let expectations: [(device: String, key: String, args: [CVarArg], text: String)] = [
        ("other", "found", [1, 10], "Found 1 user having 10 devices"),
        ("mac", "mac", [1, 5], "This Mac contains 1 user with 5 folders"),
        ("iphone", "mac", [2, 1], "This device contains 2 users with 1 folder"),
        ("other", "room", [3, 4], "Some people in 4 rooms"),
        ("other", "room", [0, 1], "No people in 1 room"),
        ("other", "minutes", [1], "1 minute"),
        ("other", "minutes", [7], "7 minutes"),
        ("iphone", "photos", [1], "1 photo on your iPhone"),
        ("ipad", "photos", [3], "3 photos on your iPhone"),
        ("mac", "photos", [3], "Photos: 3"),
    ]
    var failures: [String] = []
    for e in expectations {
        let rendered = try TransifexBaseline(data: data, device: e.device).render(e.key, locale: "en", arguments: e.args)
        if rendered != e.text { failures.append("seed example \(e.key) on \(e.device): \"\(rendered)\", expected \"\(e.text)\"") }
    }
    return failures
}

/// Mean time of `count` baseline renders of the two-plural seed example
/// (`Found 1 user having 10 devices`), in microseconds; for comparing the
/// baseline with the SDK's own figure (about 38 µs on this kind of machine).
func calibrate(count: Int) throws -> Double {
    let baseline = try TransifexBaseline(data: seedCacheData(), device: "other")
    let arguments: [CVarArg] = [1, 10]
    var total = 0
    for _ in 0..<min(count, 100) { total &+= baseline.render("found", locale: "en", arguments: arguments).utf8.count }
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count { total &+= baseline.render("found", locale: "en", arguments: arguments).utf8.count }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    if total == 42 { print("") }
    return Double(elapsed) / Double(count) / 1000
}

func seedCacheData() throws -> Data {
    func unit(_ id: String, _ text: String) -> String { "<cds-unit id=\"\(id)\">\(text)</cds-unit>" }
    let cache: [String: [String: [String: String]]] = ["en": [
        "found": ["string": "<cds-root>" + unit("substitutions", "Found %1$#@arg1@ having %2$#@arg2@")
            + unit("substitutions.arg1.plural.one", "%1$ld user") + unit("substitutions.arg1.plural.other", "%1$ld users")
            + unit("substitutions.arg2.plural.one", "%2$ld device") + unit("substitutions.arg2.plural.other", "%2$ld devices")
            + "</cds-root>"],
        "mac": ["string": "<cds-root>"
            + unit("device.mac", "This Mac contains %1$#@user_mac@ with %2$#@folder_mac@")
            + unit("device.other", "This device contains %1$#@user_mac@ with %2$#@folder_mac@")
            + unit("substitutions.user_mac.plural.one", "%1$ld user") + unit("substitutions.user_mac.plural.other", "%1$ld users")
            + unit("substitutions.folder_mac.plural.one", "%2$ld folder")
            + unit("substitutions.folder_mac.plural.other", "%2$ld folders") + "</cds-root>"],
        "room": ["string": "<cds-root>" + unit("substitutions", "%#@num_people_in_room@ in %#@room@")
            + unit("substitutions.num_people_in_room.plural.zero", "No people")
            + unit("substitutions.num_people_in_room.plural.one", "Only %d person")
            + unit("substitutions.num_people_in_room.plural.other", "Some people")
            + unit("substitutions.room.plural.zero", "no room") + unit("substitutions.room.plural.one", "%d room")
            + unit("substitutions.room.plural.other", "%d rooms") + "</cds-root>"],
        "minutes": ["string": "{???, plural, one {%d minute} other {%d minutes}}"],
        "photos": ["string": "<cds-root>" + unit("device.iphone.plural.one", "%d photo on your iPhone")
            + unit("device.iphone.plural.other", "%d photos on your iPhone") + unit("device.other", "Photos: %d")
            + "</cds-root>"],
    ]]
    return try JSONEncoder().encode(cache)
}
