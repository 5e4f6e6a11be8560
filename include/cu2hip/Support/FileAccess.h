//===- FileAccess.h - Bounded reads of regular files ------------*- C++ -*-===//
///
/// \file
/// Every file cu2hip reads on a user's behalf (sources, rule files, compile
/// databases, response files, manifests, earlier outputs) may be hostile or a
/// mistake: a FIFO that blocks forever, /dev/zero that never ends, a 20 GB
/// log named like a source. Reads go through here: regular files only, opened
/// without blocking, checked after opening (no race between check and use),
/// and never more than a stated number of bytes.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_FILEACCESS_H
#define CU2HIP_SUPPORT_FILEACCESS_H

#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstdint>
#include <memory>

namespace cu2hip {

/// Limits on what cu2hip reads, by kind of file. Each is far above what a
/// person writes and far below what exhausts a machine.
namespace read_limit {
constexpr uint64_t Source = 64ull << 20;   ///< a CUDA/C++ source or header
constexpr uint64_t Data = 64ull << 30;     ///< a file copied unchanged (mapped)
constexpr uint64_t RuleFile = 16ull << 20; ///< a --rules YAML file
constexpr uint64_t CompileDatabase = 512ull << 20; ///< compile_commands.json
constexpr uint64_t ResponseFile = 4ull << 20;      ///< an @file in a command
constexpr uint64_t CompileFlags = 4ull << 20;      ///< a compile_flags.txt
constexpr uint64_t Manifest = 256ull << 20;        ///< .cu2hip-manifest.json
constexpr uint64_t Report = 256ull << 20;          ///< a report being replaced
constexpr uint64_t CacheEntry = 64ull << 20; ///< a cached parse, PCH stamps
} // namespace read_limit

/// What a path names, in words for a diagnostic ("a FIFO", "a directory"),
/// from stat's st_mode or from LLVM's file_type.
llvm::StringRef describeFileType(unsigned StMode);
llvm::StringRef describeFileType(llvm::sys::fs::file_type Type);

/// Reads \p Path (symbolic links followed: the user named it) if it is a
/// regular file of at most \p MaxBytes; otherwise an error that says why.
/// \p Purpose completes "larger than the N MiB cu2hip reads as <purpose>".
/// \p Mode, if given, receives the file's permission bits.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readRegularFile(llvm::StringRef Path, uint64_t MaxBytes,
                llvm::StringRef Purpose = "a file", unsigned *Mode = nullptr);

/// The same for a file opened relative to a directory descriptor, without
/// following a link in its last component;
/// llvm::errc::no_such_file_or_directory when it does not exist.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readRegularFileAt(int DirFd, llvm::StringRef Name, llvm::StringRef Display,
                  uint64_t MaxBytes, llvm::StringRef Purpose = "a file");

/// Whether \p E says the file does not exist (and consumes it if so).
bool isMissingFileError(llvm::Error &E);

} // namespace cu2hip

#endif
