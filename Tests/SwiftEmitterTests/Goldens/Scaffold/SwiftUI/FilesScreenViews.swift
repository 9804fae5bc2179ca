// Written once by `layoutc scaffold` from Specs/Files.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Files+SwiftUI.layout.swift
// declares the protocols it adopts.

import SwiftUI

/// The app's side of the Files layout: the screens the spec leaves to the app, and its data.
/// `FilesApp` shows the layout with one (`WindowGroup { Files.RootView(screens:) }`). Keep your data
/// here. Make the class `@Observable` (iOS 17) or, to run on iOS 16, an `ObservableObject`
/// with `@Published` data, which `RootView` observes, so the lists refresh when its data changes.
@MainActor
final class FilesScreenViews: Files.ScreenViews {
    func filePreview(for selection: Files.Selection?) -> some View {
        FilesFilePreviewView(selection: selection)
    }

    func browse(didReorder rows: [Files.BrowseItem], in section: Files.BrowseSection) {
        // Save the order the user chose.
    }

    func folderContentsRows(for selection: Files.Selection?) -> [Files.FileItem] {
        // Replace with your data for `selection`.
        [
            Files.FileItem(id: "folderContents-1", title: "iCloud Drive 1"),
            Files.FileItem(id: "folderContents-2", title: "iCloud Drive 2"),
            Files.FileItem(id: "folderContents-3", title: "iCloud Drive 3"),
        ]
    }

    func folderContents(
        perform action: Files.FolderContentsSwipeAction,
        on row: Files.FileItem,
        for selection: Files.Selection?
    ) {
        // Do what `action` means for `row`; change the data behind the list to update it.
    }

    func folderContents(didTap item: Files.FolderContentsToolbarItem) {
        switch item {
        case .newFolder:
            break // What this button does.
        case .sort:
            break // What this button does.
        }
    }
}
