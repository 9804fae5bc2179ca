
extension SplitBehavior {
    /// The display mode UIKit actually shows when `mode` is preferred under this behavior.
    ///
    /// UIKit reads a preferred display mode in terms of the current split behavior (Apple's
    /// example: `twoBesideSecondary` becomes `twoOverSecondary` under `overlay` and
    /// `twoDisplaceSecondary` under `displace`); the other cases follow the table of allowed
    /// modes per behavior. `automatic` lets UIKit pick the behavior, so nothing is remapped.
    public func remapped(_ mode: DisplayMode) -> DisplayMode {
        switch (self, mode) {
        case (.tile, .oneOverSecondary): .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): .twoBesideSecondary
        case (.overlay, .oneBesideSecondary): .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): .twoOverSecondary
        case (.displace, .oneOverSecondary): .oneBesideSecondary
        case (.displace, .twoOverSecondary), (.displace, .twoBesideSecondary): .twoDisplaceSecondary
        default: mode
        }
    }
}

extension DisplayMode {
    /// The one-sidebar mode closest to a `two…` mode, preferring one the behavior allows.
    public func oneSidebarCounterpart(under behavior: SplitBehavior?) -> DisplayMode {
        let natural: DisplayMode = self == .twoOverSecondary ? .oneOverSecondary : (needsTripleColumn ? .oneBesideSecondary : self)
        return behavior?.remapped(natural) ?? natural
    }
}
