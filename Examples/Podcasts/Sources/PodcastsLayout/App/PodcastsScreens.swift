// Written once by `layoutc scaffold` from Examples/Podcasts/Sources/PodcastsLayout/Podcasts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Podcasts+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The app's side of the Podcasts layout: the screens the spec leaves to the app, and its data.
@MainActor
final class PodcastsScreens: Podcasts.Screens {
    func makeEpisodeDetail(for selection: Podcasts.Selection?) -> UIViewController {
        PodcastsEpisodeDetailViewController(selection: selection)
    }

    func loadEpisodes(_ list: Podcasts.EpisodesViewController, for selection: Podcasts.Selection?) {
        // Replace with your data for `selection`; call `list.apply(_:)` again whenever it changes.
        list.apply([
            Podcasts.Episode(id: "episodes-1", title: "Episodes 1"),
            Podcasts.Episode(id: "episodes-2", title: "Episodes 2"),
            Podcasts.Episode(id: "episodes-3", title: "Episodes 3"),
        ])
    }
}
