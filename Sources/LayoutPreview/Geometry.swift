/// A rectangle in points, with the origin at the top left as in UIKit and SVG.
public struct Rect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The part of `self` inside `other`, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), right = min(maxX, other.maxX)
        let top = max(y, other.y), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The rectangle below `top` points.
    public func droppingTop(_ top: Double) -> Rect {
        Rect(x: x, y: y + top, width: width, height: max(0, height - top))
    }
}
