/// App code next to the generated model: what the sidebar of the Shortcuts window offers,
/// derived from the spec rather than written twice.
extension Shortcuts {
    /// Every row of the sidebar (the Library screen's list) with where selecting it leads.
    public static var sidebarDestinations: [(item: LibraryItem, destination: Destination?)] {
        LibrarySection.allCases.flatMap(\.items).map { ($0, $0.destination) }
    }
}
