extension Catalog {
    /// The names of key `key`'s arguments, argument 1 first; nil where the
    /// sources name an argument only by its position (`%1$@`). Empty when
    /// the key's arguments have no names, the bundle holds none (it was
    /// built before argument names were written) or they are corrupt.
    /// Allocates the array: for tools; renders use
    /// ``argumentSlot(named:of:)`` or render by name.
    public func argumentNames(of key: KeyHandle) -> [String?] {
        guard let (first, count) = argumentNameRun(of: key) else { return [] }
        return (first..<first + count).map { index in
            layout.argumentName(index).map { String(decoding: $0.buffer, as: UTF8.self) }
        }
    }

    /// The slot of key `key`'s argument `name` in the arguments of a render
    /// by position (0 for argument 1), or nil when no argument of the key
    /// has that name. Allocates nothing: a caller that renders one key
    /// often by name can resolve its names once.
    public func argumentSlot(named name: String, of key: KeyHandle) -> Int? {
        guard let run = argumentNameRun(of: key) else { return nil }
        return slot(named: name, in: run)
    }

    /// Renders key `key` for `locale` into `sink` with its arguments given
    /// by name, the way ``render(_:locale:device:width:numberStyle:arguments:into:)``
    /// renders them given by position.
    ///
    /// An argument the message takes but `namedArguments` does not name is
    /// missing (``MessageArgument/missing``: MessageFormat 2's fallback
    /// `{$name}` with `unresolved-variable`, or the missing-argument
    /// marker); a name the message does not take is ignored, and of two
    /// arguments of the same name the last wins. The names are matched with
    /// the key's argument names in the bundle (`Specs/runtime-api.md`,
    /// "Rendering by name"). Never allocates.
    public func render(_ key: KeyHandle, locale: LocaleHandle, device: Device = .other, width: Int? = nil,
                       numberStyle: NumberStyle = .localized, namedArguments: UnsafeBufferPointer<NamedArgument>,
                       into sink: inout UTF8Sink) -> RenderResult {
        guard let run = argumentNameRun(of: key) else {
            return withNoArguments { none in
                render(key, locale: locale, device: device, width: width, numberStyle: numberStyle, arguments: none, into: &sink)
            }
        }
        return withUnsafeTemporaryAllocation(of: MessageArgument.self, capacity: run.count) { slots in
            slots.initialize(repeating: .missing)
            Self.lend(namedArguments, to: slots) { slot(named: $0, in: run) }
            // No deinitialization: a slot holds `.missing` (nothing to release) or a lent value (not its to release).
            return render(key, locale: locale, device: device, width: width, numberStyle: numberStyle,
                          arguments: UnsafeBufferPointer(slots), into: &sink)
        }
    }

    /// Puts the value of each of `namedArguments` whose name `slot` maps
    /// into `slots` (initialized, each `.missing`) at that slot, lent: its
    /// bits without a retain, since `namedArguments` owns every value for
    /// as long as the caller renders from `slots`, which it must then not
    /// deinitialize (a `.missing` it overwrote held nothing). A render by
    /// name thus copies no string and retains nothing. Of two arguments of
    /// the same name the last wins.
    @inline(__always)
    private static func lend(_ namedArguments: UnsafeBufferPointer<NamedArgument>, to slots: UnsafeMutableBufferPointer<MessageArgument>,
                             slot: (String) -> Int?) {
        guard let first = namedArguments.baseAddress else { return }
        let size = MemoryLayout<MessageArgument>.size
        for index in 0..<namedArguments.count {
            let argument = UnsafeMutablePointer(mutating: first + index)
            guard let target = slot(argument.pointee.name), target >= 0, target < slots.count else { continue }
            // `.missing` holds no reference: overwriting it bitwise leaks nothing.
            withUnsafeMutablePointer(to: &argument.pointee.value) { value in
                UnsafeMutableRawPointer(slots.baseAddress.unsafelyUnwrapped + target).copyMemory(from: value, byteCount: size)
            }
        }
    }

    /// Renders key `key` by name to a new `String` (allocates that string only).
    public func string(_ key: KeyHandle, locale: LocaleHandle, device: Device = .other, width: Int? = nil,
                       numberStyle: NumberStyle = .localized, namedArguments: [NamedArgument]) -> String {
        namedArguments.withUnsafeBufferPointer { named in
            Self.collectString { sink in
                render(key, locale: locale, device: device, width: width, numberStyle: numberStyle,
                       namedArguments: named, into: &sink).status
            }.0
        }
    }

    /// The run of argument names of `key` in the bundle's argument names
    /// section, or nil when it has none (or the section is corrupt).
    private func argumentNameRun(of key: KeyHandle) -> (first: Int, count: Int)? {
        guard UInt(bitPattern: key.id) < UInt(bitPattern: layout.keyCount), let table = layout.argumentNames else { return nil }
        return table.names(ofKey: key.id)
    }

    /// The slot whose name in `run` is `name`'s bytes.
    private func slot(named name: String, in run: (first: Int, count: Int)) -> Int? {
        if let found = name.utf8.withContiguousStorageIfAvailable({ slot(named: UnsafeRawBufferPointer($0), in: run) }) {
            return found
        }
        var copy = name
        return copy.withUTF8 { slot(named: UnsafeRawBufferPointer($0), in: run) }
    }

    private func slot(named name: UnsafeRawBufferPointer, in run: (first: Int, count: Int)) -> Int? {
        for slot in 0..<run.count {
            if let candidate = layout.argumentName(run.first + slot), candidate.count == name.count,
               candidate.bytesEqual(offset: 0, name) {
                return slot
            }
        }
        return nil
    }
}
