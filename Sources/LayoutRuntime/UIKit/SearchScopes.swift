#if canImport(UIKit)
import UIKit

extension UISearchBar {
    /// The scope its scope bar shows selected, as a case of the spec's scopes (`search.scopes`),
    /// whose titles the bar shows in case order; the first where the index is out of range (no
    /// scope bar, or `-1`).
    public func selectedScope<Scope: CaseIterable>(_ scopes: Scope.Type) -> Scope {
        let all = Array(scopes.allCases)
        return all.indices.contains(selectedScopeButtonIndex) ? all[selectedScopeButtonIndex] : all[0]
    }
}
#endif
