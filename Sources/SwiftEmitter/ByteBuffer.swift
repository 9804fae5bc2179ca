/// The UTF-8 of generated text, appended at the end a few bytes at a time.
///
/// A large spec's file is a few million appends of a dozen bytes. `[UInt8].append(contentsOf:)`
/// spends several times the copy itself on checks for each of them; this buffer keeps its own
/// count inside an array of zeros that is already as long as its capacity, so an append is a
/// bounds check and a copy. `trim()` cuts the array to the bytes written, in place, so the text
/// leaves as an array without being copied.
struct ByteBuffer: Sendable {
    /// The bytes written, then zeros up to the capacity.
    private var storage: [UInt8]
    /// How many bytes of `storage` were written.
    private(set) var count = 0

    /// `capacity` is reserved but not zeroed: the zeros are laid down a run at a time, ahead of
    /// the writing, so an estimate that is too large costs no work.
    init(capacity: Int = 0) {
        storage = []
        storage.reserveCapacity(Swift.max(capacity, 256))
    }

    var isEmpty: Bool { count == 0 }

    /// The bytes written. No copy once `trim()` has cut the zeros off.
    var bytes: [UInt8] {
        count == storage.count ? storage : Array(storage[..<count])
    }

    /// Cuts the zeros after the bytes written, so that `bytes` is the storage itself. Later
    /// appends grow it again. (The capacity reserved and never written stays allocated.)
    mutating func trim() {
        if count < storage.count { storage.removeSubrange(count...) }
    }

    /// Room for `more` bytes after the ones written.
    mutating func reserve(_ more: Int) {
        if count + more > storage.count { grow(toHold: count + more) }
    }

    /// Zeros up to `needed` bytes and a run beyond it (the array doubles its capacity when the
    /// reserve runs out).
    private mutating func grow(toHold needed: Int) {
        let run = Swift.min(Swift.max(storage.count, 256), 65_536)
        storage.append(contentsOf: repeatElement(0, count: Swift.max(needed - storage.count, run)))
    }

    mutating func append(_ byte: UInt8) {
        if count == storage.count { grow(toHold: count + 1) }
        storage[count] = byte
        count += 1
    }

    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        let n = source.count
        guard n > 0, let from = source.baseAddress else { return }
        if count + n > storage.count { grow(toHold: count + n) }
        let at = count
        storage.withUnsafeMutableBufferPointer { $0.baseAddress!.advanced(by: at).update(from: from, count: n) }
        count += n
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A string's bytes, copied from where they are (a `String.UTF8View` is stepped through only
    /// for a string that does not hold its UTF-8 contiguously).
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            append(Array(text.utf8))
        }
    }

    /// The text written from byte `start` on (a line being finished, for `CodeWriter`'s wrapping).
    func text(from start: Int) -> String {
        storage.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<count]), as: UTF8.self) }
    }

    /// Forgets the bytes from `length` on (they are written again, wrapped).
    mutating func truncate(to length: Int) {
        count = Swift.min(count, length)
    }

    /// `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        reserve(count)
        let at = self.count
        storage.withUnsafeMutableBufferPointer { $0.baseAddress!.advanced(by: at).update(repeating: 0x20, count: count) }
        self.count += count
    }
}
