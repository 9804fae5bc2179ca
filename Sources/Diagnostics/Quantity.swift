/// A count with its noun in the right number (`1 finding`, `6 pictures`), for every message
/// that counts something, so the commands agree on it.
public enum Quantity {
    public static func of(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
