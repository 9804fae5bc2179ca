import LayoutcCLI

CommandLineTool.main()
