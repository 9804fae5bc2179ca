/// Reading a large spec without keeping its whole tree: each entry of one top-level mapping
/// (`screens:`) is handed to a consumer as soon as it is read, and its subtree is then forgotten.
///
/// A 5 MB spec's tree is about 10 MB of node records, and its typed model is built from it
/// while both are alive, which made that moment the peak memory of `check`. Most of the tree is
/// the screens, and a screen decodes on its own, so the decoder takes each one while the rest of
/// the text is still being read. What is left is the skeleton: every node outside the screens,
/// and each screen's key and its (now empty) mapping with its full range.
///
/// An entry is kept whole, and not handed over, when its subtree defines an anchor (a later
/// alias may point into it) or a tag, when it is not a mapping, or once reading has stopped.
public struct YAMLStreaming {
    /// The top-level key whose mapping's values are handed over.
    public var section: StaticString
    /// Called with the tree as read so far, the entry's key and value. Returns whether it took
    /// the value; if so, the value's subtree is released.
    public var take: (inout YAMLTree, NodeID, NodeID) -> Bool
    /// The fast reader gave up and the text is read again from its start: forget every entry
    /// taken so far.
    public var restart: () -> Void
    /// When the text contains this, where the released scalars were is remembered:
    /// `CommentScanner` needs it to tell a `#` inside a scalar from a comment, and only texts
    /// with comment directives (`# layoutc:`) have their comments read after decoding.
    public var commentDirective: StaticString

    public init(section: StaticString, commentDirective: StaticString, take: @escaping (inout YAMLTree, NodeID, NodeID) -> Bool,
                restart: @escaping () -> Void) {
        self.section = section
        self.commentDirective = commentDirective
        self.take = take
        self.restart = restart
    }
}
