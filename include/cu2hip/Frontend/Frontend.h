//===- Frontend.h - What Clang's AST knows about a CUDA file ----*- C++ -*-===//
///
/// \file
/// Parses one translation unit as CUDA (host side, which is what a
/// translator needs: the device bodies are parsed too) with error recovery,
/// and distils the AST into AstFacts for the token-level rules, for the main
/// file and every user header it includes. A file that does not parse still
/// yields whatever facts Clang recovered, plus its errors as findings.
/// The SDK part of the parse can be precompiled once (SdkPch.h).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_FRONTEND_H
#define CU2HIP_FRONTEND_H

#include "cu2hip/Support/AstFacts.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <atomic>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;

struct FrontendOptions {
  /// A CUDA toolkit (has bin/ and include/) or a folder of CUDA-like headers
  /// under include/ (the hermetic test headers), used without the driver's
  /// CUDA installation detection.
  std::string CudaPath;
  /// Clang's resource directory (CUDA wrapper headers, stddef.h...).
  std::string ResourceDir;
  /// Parse against the stand-in headers generated from the tables instead
  /// of CudaPath (see lib/Frontend/FallbackSdk.h).
  bool FallbackSdk = false;
  /// -I, -D and anything after `--`, passed to Clang as is.
  std::vector<std::string> ExtraArgs;
  /// Headers of the toolkit or the C++ library that the main file includes
  /// before anything else, as written between <> (`cub/cub.cuh`): the SDK
  /// PCH for these options holds them too (SdkPch.h), so the parses that
  /// share them do not parse them again.
  std::vector<std::string> PrefixIncludes;
  /// A precompiled SDK prefix built for exactly these options (SdkPch.h);
  /// "" parses the SDK headers from source.
  std::string PchPath;
  /// Bounds on one parse (0 = none): a parse that runs longer, or whose
  /// Clang structures (AST, source locations, preprocessor tables) grow
  /// larger, is abandoned and its files are translated from their tokens.
  unsigned UnitTimeoutSeconds = DefaultUnitTimeoutSeconds;
  uint64_t UnitMemoryMiB = defaultUnitMemoryMiB();
  /// Set (from a signal handler) to abandon the parses under way.
  const std::atomic<bool> *Cancel = nullptr;

  static constexpr unsigned DefaultUnitTimeoutSeconds = 300;
  /// A quarter of the machine's memory, at least 1 GiB: far more than a
  /// real translation unit needs, and several parses fit side by side.
  static uint64_t defaultUnitMemoryMiB();
};

/// How a parse ended. Only a finished parse has facts; the others leave
/// one parse-error finding at the top of the main file.
enum class ParseEnd {
  Finished,
  Crashed,     ///< Clang died of a signal (a stack overflow, usually)
  TimedOut,    ///< past FrontendOptions::UnitTimeoutSeconds
  OutOfMemory, ///< past FrontendOptions::UnitMemoryMiB
  Cancelled,   ///< FrontendOptions::Cancel was set
  TooDeep,     ///< brackets nested deeper than Clang's parser takes: not parsed
};

/// What one parse learned about one user file it read.
struct ParsedFile {
  /// Hash of the text Clang parsed: facts apply to that text only.
  uint64_t ContentHash = 0;
  AstFacts Facts;
};

/// What one parse learned: facts for the main file and for every header it
/// read through a user (not system) include path, outside the SDK. Every
/// user file the parse read is a key, so the keys are also its dependencies.
struct ParsedUnit {
  std::map<std::string, ParsedFile> Files; ///< by canonicalPath()
  std::string MainFile;                    ///< its key in Files
  /// Paths in user directories where an include looked for a header and
  /// found none (AbsentHeaders.h): dependencies too, on their absence.
  std::set<std::string> AbsentPaths;
  ParseEnd End = ParseEnd::Finished; ///< anything else is not cached
  /// Clang would not load the PCH the parse was given (FrontendOptions::
  /// PchPath): the parse is worth repeating with the PCH rebuilt. Not cached.
  bool PchRefused = false;
};

/// The one spelling of a path that parses and the driver agree on: real
/// path when it exists, else absolute without dots.
std::string canonicalPath(llvm::StringRef Path);
uint64_t contentHash(llvm::StringRef Text);

/// Whether \p CudaPath is a real toolkit rather than a headers-only folder.
bool isCudaToolkit(llvm::StringRef CudaPath);

/// The Clang command line used to parse \p FileName.
std::vector<std::string> frontendCommandLine(llvm::StringRef FileName,
                                             const FrontendOptions &Options);

/// The main files PCHs are built from (SdkPch.h): the SDK's (empty: the
/// driver includes the CUDA runtime wrapper before it), and that of a layer
/// of library headers chained on the SDK's, whose text for \p Options is an
/// #include line for each of Options.PrefixIncludes.
extern const char *const PchPrefixFile;
extern const char *const LibraryPrefixFile;
std::string pchPrefixText(const FrontendOptions &Options);

/// The file system a parse of \p Source as \p FileName (absolute) reads:
/// the real one, regular files of at most read_limit::Source only (a FIFO
/// or a device would block the parse, /dev/zero never ends), with \p Source
/// over \p FileName, HIP headers that map HIP names to CUDA ones
/// (HipHeaders.h), and with Options.FallbackSdk the
/// stand-in SDK generated from \p Table.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
frontendFileSystem(llvm::StringRef FileName, llvm::StringRef Source,
                   const FrontendOptions &Options, const MappingTable &Table);

/// Parses \p Source as the contents of \p FileName (whatever is on disk),
/// on a thread of its own (ParseGuard.h): a crash, a bound passed or an
/// interrupt ends that parse only, as ParsedUnit::End says.
ParsedUnit parseUnit(llvm::StringRef FileName, llvm::StringRef Source,
                     const MappingTable &Table, const FrontendOptions &Options);

/// The main file's facts of parseUnit().
AstFacts collectAstFacts(llvm::StringRef FileName, llvm::StringRef Source,
                         const MappingTable &Table,
                         const FrontendOptions &Options);

} // namespace cu2hip

#endif
