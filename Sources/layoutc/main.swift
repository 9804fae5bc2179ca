import SystemInterface
import LayoutcCLI

Allocator.returnLargeBlocksPromptly()
exit(CommandLineTool.main())
