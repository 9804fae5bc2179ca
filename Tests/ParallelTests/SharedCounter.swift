import Foundation

/// A number threads read and raise under a lock: what the tests need of an atomic, without
/// `Synchronization`, whose `Atomic` needs macOS 15 (the package builds on macOS 13).
final class SharedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func add(_ amount: Int) { lock.withLock { value += amount } }
    var current: Int { lock.withLock { value } }
}
