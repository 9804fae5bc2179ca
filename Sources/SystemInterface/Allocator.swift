/// How the process's allocator treats large blocks, set once when the executable starts.
///
/// glibc serves a block of 128 KB or more with its own `mmap` and gives it back on `free`, but
/// after such a block is freed it raises that threshold to the block's size (up to 32 MB). Once a
/// large spec's YAML tree (tens of MB) is released, every later array of the rules and the
/// renderers would then come from the heap, which glibc keeps, so the memory the tree gave back
/// was taken again and never returned: 16 MB of the peak of `check` on a 5 MB spec. A fixed
/// threshold keeps large arrays in blocks that are returned the moment they are freed, and one
/// arena keeps the rules' worker thread from holding a heap of its own. Darwin's and musl's
/// allocators have no such setting; there this does nothing.
public enum Allocator {
    public static func returnLargeBlocksPromptly() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        // `mallopt` is glibc's, not in the `Glibc` module's headers.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in <malloc.h>
        let arenaMax: Int32 = -8       // M_ARENA_MAX in <malloc.h>
        _ = mallopt(mmapThreshold, 128 * 1024)
        _ = mallopt(arenaMax, 1)
        #endif
    }
}
