import Diagnostics
import LayoutModel

/// Column widths must describe a width UIKit can use.
struct ColumnWidthRange: Rule {
    static let evidence = Evidence.valuesPresent
    static let descriptor = RuleDescriptor(
        id: "column-width-range",
        category: .structure,
        defaultSeverity: .error,
        summary: "A width fraction outside 0…1, a negative width, or `min` above `max`",
        rationale: """
            A fraction is a share of the split view's width, so it lies between 0 and 1; widths in \
            points cannot be negative; and a minimum above the maximum leaves UIKit no width to \
            choose. UIKit clamps such values without a word, so the sidebar people get is not the \
            one the spec describes.
            """)

    static let basis = """
        `preferredPrimaryColumnWidthFraction` and its supplementary counterpart run from 0.0 to 1.0 \
        of the split view's width and are clamped by `minimum…ColumnWidth` and `maximum…ColumnWidth`, \
        which are lengths in points.
        """

    static let triggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        split:
          style: tripleColumn
          columnWidths:
            primary: { fraction: ↓1.5, min: ↓-10 }
            supplementary: { min: ↓400, max: 300 }
          primary: { name: Mailboxes }
          supplementary: { name: Messages }
          secondary: { name: Message }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        split:
          style: doubleColumn
          columnWidths:
            primary:
              points: ↓-320
              fraction: ↓-0.2
          primary: { name: Folders }
          secondary: { name: Editor }
        """),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        RuleExample("""
        spec: 1
        app: Mail
        split:
          style: tripleColumn
          columnWidths:
            primary: { fraction: 0, min: 240, max: 240 }
            supplementary: { fraction: 1 }
          primary: { name: Mailboxes }
          supplementary: { name: Messages }
          secondary: { name: Message }
        """),
        RuleExample("""
        spec: 1
        app: Notes
        split:
          style: doubleColumn
          columnWidths:
            primary: { fraction: 0.25, points: 320, min: 200, max: 400 }
          primary: { name: Folders }
          secondary: { name: Editor }
        """),
    ]

    func check(_ context: RuleContext, into findings: inout Findings) {
        for width in context.spec.split?.columnWidths ?? [] {
            let column = width.column.rawValue
            if let fraction = width.fraction, !(0...1).contains(fraction.value) {
                findings.report(
                    "the \(column) column's `fraction` is \(context.source.text(fraction.range)); a fraction of the split view's width lies between 0 and 1",
                    at: fraction.range, label: "outside 0…1",
                    help: "write a fraction such as `0.3`, or use `points` for a width in points")
            }
            for (key, value) in [("points", width.points), ("min", width.min), ("max", width.max)] {
                guard let value, value.value < 0 else { continue }
                findings.report(
                    "the \(column) column's `\(key)` is \(context.source.text(value.range)); a width in points cannot be negative",
                    at: value.range, label: "negative width",
                    help: "write a width of zero or more points")
            }
            if let min = width.min, let max = width.max, min.value > max.value {
                findings.report(
                    "the \(column) column's `min` (\(context.source.text(min.range))) is above its `max` (\(context.source.text(max.range)))",
                    at: min.range, label: "above the maximum",
                    related: [RelatedLocation(range: max.range, label: "the maximum is here")],
                    help: "make `min` at most `max`, or swap them")
            }
        }
    }
}
