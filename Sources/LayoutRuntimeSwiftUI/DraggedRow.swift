// What a row dragged from a generated SwiftUI list carries.
#if canImport(SwiftUI) && !os(macOS)
import SwiftUI
import UniformTypeIdentifiers

/// A row dragged from a layout's SwiftUI list. Inside the app it carries the row's selection, so
/// a list whose `dragTo` names the row's list reads back which row it is; any other app gets the
/// row's title as plain text, never the app's own data: the selection's representation is
/// visible to this process only (CoreTransferable's `TransferRepresentationVisibility.ownProcess`).
@available(iOS 16.0, *)
public struct DraggedRow<Selection: Codable & Sendable>: Codable, Sendable, Transferable {
    public var selection: Selection
    /// What another app receives (dropped into Notes or Mail, the row's title).
    public var title: String

    public init(_ selection: Selection, title: String) {
        self.selection = selection
        self.title = title
    }

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .layoutcRow).visibility(.ownProcess)
        ProxyRepresentation(exporting: { (row: DraggedRow) in row.title })
    }
}

@available(iOS 16.0, *)
extension UTType {
    /// The type of a `DraggedRow` inside the app. It never leaves the process, so the app's
    /// Info.plist need not declare it; UIKit may log that it is undeclared.
    static let layoutcRow = UTType(exportedAs: "dev.layoutc.row")
}
#endif
