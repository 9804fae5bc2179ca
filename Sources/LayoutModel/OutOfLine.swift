/// The parts of a value that are usually absent, kept out of line: a model holds tens of
/// thousands of rows, menu items and lists, most of which write none of these, so they pay one
/// pointer for them and nothing is allocated until one is set.
struct OutOfLine<Parts: OutOfLineParts>: Sendable {
    private var box: Boxed<Parts>?

    init(_ parts: Parts = Parts()) {
        box = parts.isEmpty ? nil : Boxed(parts)
    }

    /// The parts, when any is set: what getters read, without making empty parts.
    var present: Parts? { box?.value }

    /// The parts, empty when none is set; setting them empty lets the box go.
    var parts: Parts {
        get { box?.value ?? Parts() }
        set { box = newValue.isEmpty ? nil : Boxed(newValue) }
    }

    /// An immutable value on the heap.
    private final class Boxed<Value: Sendable>: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}

/// What `OutOfLine` keeps: parts that are all absent in a fresh value.
protocol OutOfLineParts: Sendable {
    init()
    var isEmpty: Bool { get }
}
