import LayoutModel

extension Canvas {
    /// Regular width: the expanded split view in one display mode, columns at their widths,
    /// overlaid sidebars over a dimmed secondary, displaced secondaries pushed off screen.
    mutating func drawSplit(_ spec: LayoutSpec, mode: DisplayMode, screen: Rect, device: PreviewScene.Device) {
        let split = spec.split
        anchor(split?.keyRange, split?.range, at: screen)
        if let compact = split?.compact { hiddenRanges.append(compact.keyRange.union(compact.range)) }
        let layout = SplitLayout(split: split, mode: mode, screen: screen)
        let contents = ColumnContents(spec)
        let triple = split?.style?.value == .tripleColumn
        for frame in layout.frames {
            guard let visible = frame.rect.intersection(screen) else { continue }
            let name = contents.screens[frame.column]
            if frame.presentation == .overlay {
                let shadow = makeID("shadow")
                writer.start("linearGradient", ["id": .text(shadow), "x1": 0, "x2": 1, "y1": 0, "y2": 0])
                writer.element("stop", ["offset": 0, "stop-color": "#000000", "stop-opacity": 0.22])
                writer.element("stop", ["offset": 1, "stop-color": "#000000", "stop-opacity": 0])
                writer.end()
                if let band = Rect(x: frame.rect.maxX, y: screen.y, width: 14, height: screen.height).intersection(screen) {
                    writer.element("rect", ["x": .n(band.x), "y": .n(band.y), "width": .n(band.width), "height": .n(band.height),
                                            "fill": .text("url(#\(shadow))")])
                }
            }
            writer.start("g", ["class": .text("column \(frame.column.rawValue)")])
            startClipped(to: visible)
            var leadingSymbols: [String] = []
            if frame.column == .secondary {
                if SplitLayout.hidesSidebars(mode) {
                    leadingSymbols.append("sidebar.left")
                } else if triple && split?.showsSecondaryOnlyButton?.value == true && frame.presentation == .tiled {
                    leadingSymbols.append("arrow.up.left.and.arrow.down.right")
                }
            }
            let chrome = ScreenChrome(sizeClass: .regular, largeTitle: frame.column != .secondary,
                                      topInset: device.statusBarHeight, bottomInset: device.homeIndicatorHeight,
                                      leadingSymbols: leadingSymbols, selectedRow: contents.selectedRows[frame.column])
            if let name {
                drawScreen(spec.screen(named: name), named: name, in: frame.rect, chrome: chrome)
            } else {
                rect(frame.rect, fill: Theme.background)
            }
            if frame.presentation == .covered || frame.presentation == .displaced {
                rect(visible, fill: "#000000", opacity: 0.2)
            }
            writer.end()
            if frame.presentation == .tiled && frame.column != .secondary && frame.rect.maxX < screen.maxX {
                line(x1: frame.rect.maxX - 0.25, y1: screen.y, x2: frame.rect.maxX - 0.25, y2: screen.maxY, stroke: Theme.separator, width: 0.5)
            }
            writer.end()
            if let assignment = split?.column(frame.column) {
                anchor(assignment.screen.keyRange, assignment.screen.range, at: visible)
            }
            if let width = split?.columnWidths.first(where: { $0.column == frame.column }) {
                anchor(width.keyRange, width.range, at: visible)
            }
        }
    }

    /// Compact width: the compact flow (a tab bar and its first tab's root, or a navigation
    /// stack's root); with no compact flow, the collapsed stack, starting at the primary column.
    /// A scene kind's window: its screen alone, in a navigation stack of its own.
    mutating func drawSceneWindow(_ kind: SceneKind, spec: LayoutSpec, screen: Rect, device: PreviewScene.Device) {
        anchor(kind.name.range, kind.range, at: screen)
        let name = kind.screen?.value ?? kind.name.value
        let chrome = ScreenChrome(sizeClass: .regular, largeTitle: false, topInset: device.statusBarHeight,
                                  bottomInset: device.homeIndicatorHeight)
        drawScreen(spec.screen(named: name), named: name, in: screen, chrome: chrome)
    }

    mutating func drawCompact(_ spec: LayoutSpec, screen: Rect, device: PreviewScene.Device) {
        let split = spec.split
        var rootName: String?
        var tabs: [Tab]?
        switch split?.compact?.kind {
        case .tabBar(let flowTabs)?:
            tabs = flowTabs
            rootName = flowTabs.first?.root?.value
        case .navigation(let root)?:
            rootName = root?.value
        case nil:
            rootName = split?.column(.primary)?.screen.value
        }
        if let compact = split?.compact {
            anchor(compact.keyRange, compact.range, at: screen)
        } else {
            anchor(split?.keyRange, split?.range, at: screen)
        }
        let tabBarHeight = tabs == nil ? 0 : Theme.tabBarHeight
        let chrome = ScreenChrome(sizeClass: .compact, largeTitle: true, topInset: device.statusBarHeight,
                                  bottomInset: device.homeIndicatorHeight + tabBarHeight)
        if let rootName {
            drawScreen(spec.screen(named: rootName), named: rootName, in: screen, chrome: chrome)
        } else {
            rect(screen, fill: Theme.background)
        }
        if let tabs {
            let bar = Rect(x: screen.x, y: screen.maxY - device.homeIndicatorHeight - tabBarHeight, width: screen.width,
                           height: tabBarHeight + device.homeIndicatorHeight)
            drawTabBar(tabs, in: bar, barHeight: tabBarHeight)
        }
    }

    /// The status bar's time and battery, and the home indicator.
    mutating func drawSystemChrome(screen: Rect, device: PreviewScene.Device) {
        let status = device.statusBarHeight
        text("9:41", x: screen.x + (device == .iphone ? 50 : 20), y: screen.y + status * 0.62 + 4, size: device == .iphone ? 16 : 12,
             weight: 600, anchor: device == .iphone ? .middle : .start)
        let battery = Rect(x: screen.maxX - (device == .iphone ? 52 : 38), y: screen.y + status * 0.62 - 6, width: 24, height: 11)
        rect(battery, fill: "none", stroke: Theme.label, radius: 3, opacity: 0.6)
        rect(battery.insetBy(dx: 2, dy: 2), fill: Theme.label, radius: 1.5, opacity: 0.6)
        let indicatorWidth = min(134, screen.width * 0.36)
        rect(Rect(x: screen.midX - indicatorWidth / 2, y: screen.maxY - 9, width: indicatorWidth, height: 5),
             fill: Theme.label, radius: 2.5, opacity: 0.85)
    }
}
