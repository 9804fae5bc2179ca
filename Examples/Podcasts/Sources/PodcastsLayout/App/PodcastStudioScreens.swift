// Written once by `layoutc scaffold` from Examples/Podcasts/Sources/PodcastsLayout/Studio.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated PodcastStudio+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the PodcastStudio layout: the screens the spec leaves to the app, and its data.
@MainActor
final class PodcastStudioScreens: PodcastStudio.Screens {
    func loadShows(_ list: PodcastStudio.ShowsViewController, for selection: PodcastStudio.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            PodcastStudio.Show(id: "shows-1", title: "Shows 1"),
            PodcastStudio.Show(id: "shows-2", title: "Shows 2"),
            PodcastStudio.Show(id: "shows-3", title: "Shows 3"),
        ])
    }

    func loadDrafts(_ list: PodcastStudio.DraftsViewController, for selection: PodcastStudio.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            PodcastStudio.Draft(id: "drafts-1", title: "Drafts 1"),
            PodcastStudio.Draft(id: "drafts-2", title: "Drafts 2"),
            PodcastStudio.Draft(id: "drafts-3", title: "Drafts 3"),
        ])
    }
}
