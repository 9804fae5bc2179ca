// Written once by `layoutc scaffold` from Specs/Files.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Files+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Files layout: the screens the spec leaves to the app, and its data.
@MainActor
final class FilesScreens: Files.Screens {
    /// Set by the scene delegate; shows the spec's transient UI (`layout?.sortOptions.present(_:from:anchor:)`).
    weak var layout: Files.Layout?

    func makeFilePreview(for selection: Files.Selection?) -> UIViewController {
        FilesFilePreviewViewController(selection: selection)
    }

    func browse(
        _ list: Files.BrowseViewController,
        didReorder rows: [Files.BrowseItem],
        in section: Files.BrowseSection
    ) {
        // Save the order the user chose; hand it back with `list.apply(order:)`.
    }

    func loadFolderContents(_ list: Files.FolderContentsViewController, for selection: Files.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Files.FileItem(id: "folderContents-1", title: "iCloud Drive 1"),
            Files.FileItem(id: "folderContents-2", title: "iCloud Drive 2"),
            Files.FileItem(id: "folderContents-3", title: "iCloud Drive 3"),
        ])
    }

    func folderContents(
        _ list: Files.FolderContentsViewController,
        perform action: Files.FolderContentsSwipeAction,
        on row: Files.FileItem,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        if action.isDestructive {
            // To ask first, present an alert here and call `completion` from its buttons.
            list.apply(list.rows.filter { $0.id != row.id })
            completion(true)
            return
        }
        // Do what `action` means for `row`; call `completion(true)` once it is done, or
        // `completion(false)` to just close the row.
        completion(false)
    }

    func folderContents(_ list: Files.FolderContentsViewController, didTap item: Files.FolderContentsToolbarItem) {
        switch item {
        case .newFolder:
            break // What this button does.
        case .sort:
            break // What this button does.
        }
    }
}
