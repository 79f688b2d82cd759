import LocPack

extension BundleReport {
    /// The report as JSON-serializable values.
    var jsonObject: [String: Any] {
        [
            "formatVersion": formatVersion,
            "cldrVersion": cldrVersion,
            "sourceLanguage": sourceLocale,
            "keyCount": keyCount,
            "locales": locales.map { ["identifier": $0.identifier, "fallbackChain": $0.chain, "pseudoLocale": $0.isPseudoLocale] },
            "sections": sections.map { s -> [String: Any] in
                var o: [String: Any] = ["kind": s.kind, "storedSize": s.storedSize, "rawSize": s.rawSize, "compression": s.compression]
                if let l = s.locale { o["locale"] = l; o["chunkCount"] = s.chunkCount }
                return o
            },
        ]
    }
}
