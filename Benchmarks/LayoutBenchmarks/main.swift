import SystemInterface
import Diagnostics
import LayoutCompiler
import LayoutModel
import LayoutRules
import SpecGenerator
import SpecSource
import YAMLScan

// layoutc's benchmark suite. Run it in release mode:
//
//     swift run -c release layoutc-bench [--sizes S,M,L,XL,app-S,app-M,app-L] [--json FILE] [--compare FILE]
//     swift run -c release layoutc-bench --scaling [typos,unknownKeys,findings,deepOutlines,longLines]
//     swift run layoutc-bench --code-size
//
// `S`…`XL` are the split-view skeleton specs of the first language version; `app-S`…`app-L` are
// shaped like the real-app specs (SpecGenerator.Shape.app), so the newer constructs are measured.
//
// Every stage is timed in pairs with libyaml's bare event scan of the same bytes (the
// physical limit for any libyaml-based tool) and reported as a median time, MB/s, and the
// median of the per-pair ratios.

/// A generated spec to measure: a shape at a size.
struct Workload: Hashable {
    var shape: SpecGenerator.Shape
    var size: SpecGenerator.Size

    /// `L` for the skeleton shape, `app-L` for the real-app shape.
    var label: String { shape == .bench ? size.rawValue : "app-\(size.rawValue)" }
    var fileName: String { "\(shape == .bench ? "Bench" : "App")-\(size.rawValue).layout.yaml" }

    init(_ shape: SpecGenerator.Shape, _ size: SpecGenerator.Size) {
        self.shape = shape
        self.size = size
    }

    init?(label: String) {
        let app = label.hasPrefix("app-")
        guard let size = SpecGenerator.Size(rawValue: app ? String(label.dropFirst(4)) : label) else { return nil }
        self.init(app ? .app : .bench, size)
    }

    static let defaults = SpecGenerator.Size.allCases.map { Workload(.bench, $0) } + [.S, .M, .L].map { Workload(.app, $0) }
}

struct Options {
    var sizes: [Workload] = Workload.defaults
    var jsonPath = ".build/benchmarks/latest.json"
    var comparePath: String?
    var startupRuns = 40
    /// The self-contained `layoutc` that ships (Scripts/make-artifactbundle.sh), measured beside
    /// the default build: the artifact bundle's binary for this platform when there is one.
    var staticBinary = bundledBinary() ?? ".build/static/release/layoutc"
    var lsp = true
}

/// The binary of `.build/artifacts/layoutc.artifactbundle` (one variant folder per platform).
func bundledBinary() -> String? {
    var found = glob_t()
    defer { globfree(&found) }
    guard glob(".build/artifacts/layoutc.artifactbundle/layoutc-*/bin/layoutc", 0, nil, &found) == 0,
          found.gl_pathc > 0, let first = found.gl_pathv[0] else { return nil }
    return String(cString: first)
}

func parseOptions() -> Options {
    var options = Options()
    var args = Array(CommandLine.arguments.dropFirst())
    // `--generate SIZE PATH`: write one spec and exit. The suite runs this as a child process so
    // that its own resident memory stays small (see below).
    if args.count == 3, args[0] == "--generate", let workload = Workload(label: args[1]) {
        do {
            try FileSystem.writeAtomically(Array(SpecGenerator(workload.size, shape: workload.shape).generate().utf8), to: args[2])
        } catch { exit(1) }
        exit(0)
    }
    // `--code-size`: how much Swift the bundled specs generate (CodeSize.swift), then exit.
    if args.first == "--code-size" {
        CodeSizeReport.run()
        exit(0)
    }
    // `--scaling [shape,…]`: the worst-case shapes at 1×, 2× and 4× (Scaling.swift), then exit.
    if args.first == "--scaling" {
        let names = args.count > 1 ? args[1].split(separator: ",").map(String.init) : WorstCaseSpec.allCases.map(\.rawValue)
        try? FileSystem.makeDirectories(".build/benchmarks")
        let scales = args.count > 3 && args[2] == "--scales" ? args[3].split(separator: ",").compactMap { Int($0) } : [1, 2, 4]
        runScalingReport(shapes: names.compactMap(WorstCaseSpec.init(rawValue:)), scales: scales, jsonPath: ".build/benchmarks/scaling.json")
        exit(0)
    }
    while !args.isEmpty {
        let arg = args.removeFirst()
        switch arg {
        case "--sizes":
            options.sizes = (args.isEmpty ? "" : args.removeFirst()).split(separator: ",").compactMap { Workload(label: String($0)) }
        case "--json": options.jsonPath = args.isEmpty ? options.jsonPath : args.removeFirst()
        case "--compare": options.comparePath = args.isEmpty ? nil : args.removeFirst()
        case "--startup-runs": options.startupRuns = Int(args.isEmpty ? "" : args.removeFirst()) ?? options.startupRuns
        case "--static-binary": options.staticBinary = args.isEmpty ? options.staticBinary : args.removeFirst()
        case "--no-lsp": options.lsp = false
        case "--help", "-h":
            print("usage: layoutc-bench [--sizes S,M,L,XL,app-S,app-M,app-L] [--json FILE] [--compare FILE] [--startup-runs N] [--static-binary PATH] [--no-lsp]")
            print("       layoutc-bench --scaling [typos,unknownKeys,findings,deepOutlines,longLines [--scales 1,2,4]]")
            print("       layoutc-bench --code-size")
            exit(0)
        default:
            print("unknown argument \(arg)")
            exit(2)
        }
    }
    return options
}

func iterations(for size: SpecGenerator.Size) -> Int {
    switch size {
    case .S: 301
    case .M: 21
    case .L: 7
    case .XL: 3
    }
}

let options = parseOptions()
let binDir = executableDirectory()
let layoutcPath = binDir + "/layoutc"
let scanPath = binDir + "/yaml-scan"
let dataDir = ".build/benchmarks"
try? FileSystem.makeDirectories(dataDir)

var results: [PairedResult] = []
var startup: [Startup] = []
var lsp: (median: Double, runs: [Double])?
let compiler = LayoutCompiler()

// Write every spec (in child processes) and measure whole-process peak memory while this
// process is still small: a spawned child's peak resident size starts from its parent's.
var peakMemory: [Workload: (check: Int, shipped: Int?, scan: Int)] = [:]
for workload in options.sizes {
    let path = "\(dataDir)/\(workload.fileName)"
    guard runProcess([binDir + "/layoutc-bench", "--generate", workload.label, path]).status == 0 else {
        print("could not generate the \(workload.label) spec")
        exit(1)
    }
}
for workload in options.sizes where FileSystem.kind(of: layoutcPath) == .file {
    let path = "\(dataDir)/\(workload.fileName)"
    // The median of three runs: the rules' threads and the allocator move it by a megabyte.
    func peak(_ binary: String) -> Int {
        Int(median((0..<3).map { _ in Double(runProcess([binary, "check", "--format", "xcode", path]).peakBytes) }))
    }
    peakMemory[workload] = (peak(layoutcPath),
                            FileSystem.kind(of: options.staticBinary) == .file ? peak(options.staticBinary) : nil,
                            runProcess([scanPath, path]).peakBytes)
}

for workload in options.sizes {
    let path = "\(dataDir)/\(workload.fileName)"
    let bytes = try FileSystem.read(path)
    let n = iterations(for: workload.size)
    let size = workload.label
    func scan() {
        _ = bytes.withUnsafeBufferPointer { layoutc_yaml_scan($0.baseAddress, $0.count) }
    }
    // The generated spec must be valid, or the numbers mean nothing.
    let check = compiler.check(path: path, bytes: bytes)
    if check.hasErrors {
        print("generated \(size) spec has errors:")
        print(XcodeRenderer().render([check.fileDiagnostics]), terminator: "")
        exit(1)
    }
    let tree = check.tree
    let spec = check.spec
    print("\(size): \(bytes.count) bytes, \(tree.nodeCount) nodes, \(n) paired runs")

    results.append(measurePaired(stage: "read", size: size, bytes: bytes.count, iterations: n, yardstick: scan) {
        _ = try? FileSystem.read(path)
    })
    results.append(measurePaired(stage: "yaml front end", size: size, bytes: bytes.count, iterations: n, yardstick: scan) {
        _ = YAMLParser.parse(path: path, bytes: bytes)
    })
    results.append(measurePaired(stage: "typed model", size: size, bytes: bytes.count, iterations: n, yardstick: scan) {
        _ = SpecDecoder.decode(tree)
    })
    results.append(measurePaired(stage: "rules", size: size, bytes: bytes.count, iterations: n, yardstick: scan) {
        _ = RuleEngine().run(RuleContext(spec: spec, source: tree.source))
    })
    results.append(measurePaired(stage: "model json", size: size, bytes: bytes.count, iterations: n, yardstick: scan) {
        _ = ModelJSONEncoder(source: tree.source, includeRanges: true).encode(spec).serialized()
    })
    var checkResult = measurePaired(stage: "check (in process)", size: size, bytes: bytes.count, iterations: n, yardstick: scan) {
        if let read = try? FileSystem.read(path) {
            let result = compiler.check(path: path, bytes: read)
            _ = XcodeRenderer().render([result.fileDiagnostics])
        }
    }
    checkResult.peakMemoryBytes = peakMemory[workload]?.check
    checkResult.shippedPeakMemoryBytes = peakMemory[workload]?.shipped
    results.append(checkResult)
    for stage in ExtraStages.all {
        results.append(measurePaired(stage: stage.name, size: size, bytes: bytes.count, iterations: n, yardstick: scan) {
            stage.run(check, path)
        })
    }
}

// Start-up: `layoutc check` on the S spec as a whole process, against the C scan as a whole process.
if options.sizes.contains(Workload(.bench, .S)), FileSystem.kind(of: scanPath) == .file {
    let path = "\(dataDir)/Bench-S.layout.yaml"
    let binaries = [("layoutc check", layoutcPath), ("layoutc check (self-contained)", options.staticBinary)]
    for (name, binary) in binaries where FileSystem.kind(of: binary) == .file {
        var ours: [Double] = []
        var theirs: [Double] = []
        var ratios: [Double] = []
        _ = runProcess([binary, "check", path])
        _ = runProcess([scanPath, path])
        for _ in 0..<options.startupRuns {
            let c = runProcess([scanPath, path]).seconds
            let l = runProcess([binary, "check", "--format", "xcode", path]).seconds
            theirs.append(c)
            ours.append(l)
            ratios.append(l / c)
        }
        startup.append(Startup(name: name, layoutc: median(ours), scan: median(theirs), ratio: median(ratios)))
    }
}

// The language server: didChange to publishDiagnostics on a 2,000-line spec, 50 edits.
if options.lsp, FileSystem.kind(of: layoutcPath) == .file {
    lsp = lspBenchmark(layoutcPath: layoutcPath)
}

Report.print(results: results, startup: startup, lsp: lsp)
let json = Report.json(results: results, startup: startup, lsp: lsp)
try? FileSystem.writeAtomically(Array((json.serialized() + "\n").utf8), to: options.jsonPath)
print("\nresults written to \(options.jsonPath)")
if let compare = options.comparePath {
    Report.compare(current: results, previousPath: compare)
}
