#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutcCLI

ProcessMemory.returnLargeBlocksPromptly()
exit(CommandLineTool.main())
