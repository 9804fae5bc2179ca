// Written once by `layoutc scaffold` from Examples/Podcasts/Sources/PodcastsLayout/Podcasts.layout.yaml. This file is yours:
// edit it freely; layoutc never overwrites it. The generated Podcasts+UIKit.layout.swift
// declares the protocols it adopts.

import UIKit

/// The EpisodeDetail screen. `PodcastsScreens` makes it for the row the user selected.
final class PodcastsEpisodeDetailViewController: UIViewController, Podcasts.RestorableScreen {
    let selection: Podcasts.Selection?
    private let label = UILabel()

    init(selection: Podcasts.Selection?) {
        self.selection = selection
        super.init(nibName: nil, bundle: nil)
        title = "Episode"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("PodcastsEpisodeDetailViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.text = selection.map { "\($0)" } ?? "Nothing selected"
        Podcasts.pinToReadableWidth(label, in: view)
    }

    /// The same screen for the other size class; carry over any state the user would miss.
    func makeRestoredCopy() -> UIViewController {
        PodcastsEpisodeDetailViewController(selection: selection)
    }
}
