import Synchronization

/// The argument names section of an opened bundle (`Specs/bundle-format.md`,
/// "Argument names"): for each key whose arguments have names, the name of
/// each argument slot, for renders by name.
///
/// The section is checksummed whole and verified on its first use, not at
/// open, so a bundle that is never rendered by name pays nothing for it.
/// Thread-safe: two threads may verify it at once; both reach the same
/// verdict.
final class ArgumentNameTable: @unchecked Sendable {
    private enum Verdict: UInt8 { case unknown = 0, good = 1, bad = 2 }

    private let view: ByteView
    private let checksum: UInt64
    private let algorithm: BundleChecksum.Algorithm
    private let keyCount: Int
    private let verdict = Atomic<UInt8>(Verdict.unknown.rawValue)

    /// The section `view`, whose table entry records `checksum`, of a
    /// bundle of `keyCount` keys.
    init(view: ByteView, checksum: UInt64, algorithm: BundleChecksum.Algorithm, keyCount: Int) {
        self.view = view
        self.checksum = checksum
        self.algorithm = algorithm
        self.keyCount = keyCount
    }

    private var recordCount: Int { Int(view.u32(BundleFormat.ArgumentNamesField.recordCount) ?? 0) }
    private var namesOffset: Int { BundleFormat.argumentNamesHeaderSize + recordCount * BundleFormat.argumentNamesRecordSize }

    /// Whether the section is intact: its checksum matches and every record
    /// lies inside it, in key order, naming names that exist. Verifies on
    /// the first call.
    @inline(__always)
    func isIntact() -> Bool {
        switch verdict.load(ordering: .acquiring) {
        case Verdict.good.rawValue: true
        case Verdict.bad.rawValue: false
        default: verify()
        }
    }

    @inline(never)
    private func verify() -> Bool {
        let good = checksumAndStructureHold()
        verdict.store(good ? Verdict.good.rawValue : Verdict.bad.rawValue, ordering: .releasing)
        return good
    }

    private func checksumAndStructureHold() -> Bool {
        guard BundleChecksum.section(view.buffer, algorithm) == checksum,
              view.count >= BundleFormat.argumentNamesHeaderSize,
              recordCount <= (view.count - BundleFormat.argumentNamesHeaderSize) / BundleFormat.argumentNamesRecordSize
        else { return false }
        let nameBytes = view.count - namesOffset
        guard nameBytes % BundleFormat.argumentNameSize == 0 else { return false }
        let nameCount = nameBytes / BundleFormat.argumentNameSize
        var previousKey = -1
        for r in 0..<recordCount {
            let record = self.record(r)
            let key = Int(record.keyID), first = Int(record.firstName), count = Int(record.nameCount)
            guard key > previousKey, key < keyCount, first <= nameCount, count <= nameCount - first else { return false }
            previousKey = key
        }
        return true
    }

    private func record(_ index: Int) -> ArgumentNamesRecord {
        let size = BundleFormat.argumentNamesRecordSize
        return ArgumentNamesRecord(reading: view.slice(offset: BundleFormat.argumentNamesHeaderSize + index * size, length: size)!)
    }

    /// The names of key `id`'s argument slots (name `first` for argument 1,
    /// `count` in all), or nil when the key's arguments have no names or
    /// the section is corrupt.
    func names(ofKey id: Int) -> (first: Int, count: Int)? {
        guard isIntact() else { return nil }
        var low = 0, high = recordCount
        while low < high {
            let mid = (low + high) / 2
            let record = self.record(mid)
            if Int(record.keyID) == id { return (Int(record.firstName), Int(record.nameCount)) }
            if Int(record.keyID) < id { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// Name `index` of the section (one ``names(ofKey:)`` gave, in an intact
    /// section): where its text lies in the strings section.
    func name(_ index: Int) -> StringReference {
        typealias F = BundleFormat.ArgumentNamesField
        let name = view.slice(offset: namesOffset + index * BundleFormat.argumentNameSize, length: BundleFormat.argumentNameSize)!
        return StringReference(in: name, offsetField: F.nameOffset, lengthField: F.nameLength)
    }
}
