import LocPack

extension BundleWriter {
    /// The argument names section (`Specs/bundle-format.md`, "Argument
    /// names") for `arguments`, each key's declared arguments by key id,
    /// adding the names to `strings`; nil when no key's arguments have
    /// names, so such a bundle is what it was before the section existed.
    ///
    /// A key's slots run from argument 1 to its highest declared argument;
    /// a slot no declaration names stores an empty name.
    static func argumentNamesSection(_ arguments: [[DeclaredArgument]], strings: inout StringPool) -> [UInt8]? {
        var records: [ArgumentNamesRecord] = []
        var names: [StringReference] = []
        for (keyID, declared) in arguments.enumerated() {
            guard let slotCount = declared.map(\.number).max(), slotCount > 0 else { continue }
            records.append(ArgumentNamesRecord(keyID: UInt32(keyID), firstName: UInt32(names.count), nameCount: UInt32(slotCount)))
            for number in 1...slotCount {
                names.append(declared.name(of: number).map { strings.add($0) } ?? StringReference(offset: 0, length: 0))
            }
        }
        guard !records.isEmpty else { return nil }
        var out = ByteWriter(zeros: BundleFormat.argumentNamesHeaderSize)
        out.set(u32: UInt32(records.count), at: BundleFormat.ArgumentNamesField.recordCount)
        for record in records { record.write(to: &out) }
        for name in names { name.writeArgumentName(to: &out) }
        return out.bytes
    }
}
