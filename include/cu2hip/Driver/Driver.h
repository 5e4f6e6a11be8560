//===- Driver.h - Translate files and trees ---------------------*- C++ -*-===//
///
/// \file
/// Everything between the command line and translateSource(): finding the
/// sources under the inputs, deciding where each output goes, refusing to
/// clobber what cu2hip did not write, writing atomically, and collecting the
/// per-file results the report is made of. No output is written until every
/// check has passed.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_DRIVER_H
#define CU2HIP_DRIVER_H

#include "cu2hip/Frontend/Frontend.h"
#include "cu2hip/Rewrite/Translate.h"
#include "cu2hip/Support/CacheFolder.h"
#include "cu2hip/Support/RunResult.h"
#include "llvm/Support/Error.h"
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;
class SdkPchCache;

/// A file written beside the translation (a report, the fixes), owned by
/// the same rules as the outputs: never an input, never another output,
/// and an existing file only if cu2hip wrote it (or with --force).
struct SideOutput {
  std::string Path;
  std::string Option; ///< how the user asked for it ("--report"), for messages
  /// Text that every such file cu2hip writes has in its first 4 KiB: an
  /// existing file without it is the user's.
  std::string Signature;
};

/// --check-build: every unit of the output is compiled, syntax only, with the
/// target's hipcc, and each error is reported at the CUDA line it comes from.
struct BuildCheckOptions {
  std::string Hipcc;       ///< the program; "" = no check
  std::string OffloadArch; ///< the target compiled for (gfx90a)
  /// A unit whose compile takes longer is reported as not checked.
  unsigned TimeoutSeconds = 600;
};

struct DriverOptions {
  std::vector<std::string> Inputs;
  /// A file, a directory, or "-" for stdout (single-file input only).
  std::string Output;
  bool InPlace = false;
  std::string BackupSuffix = ".orig";
  /// Overwrite outputs cu2hip did not write (or that were edited since).
  bool Force = false;
  /// Parse with Clang for AST facts; false = token stream only.
  bool UseAst = true;
  /// Threads (0 = one per core). The output never depends on it.
  unsigned Jobs = 0;
  /// Where parses and precompiled SDK headers are kept between runs
  /// ("" = nowhere: every run parses).
  std::string CacheDir;
  /// After the run the cache is pruned to this many bytes, least recently
  /// used entries first (0 = no limit).
  uint64_t CacheLimit = DefaultCacheLimit;
  /// A build directory with compile_commands.json (or the file): per-file
  /// flags. "" = infer include directories from the tree.
  std::string CompileCommands;
  /// AMD targets for migrated build scripts and the output's
  /// compile_commands.json.
  std::vector<std::string> OffloadArchs = {"gfx90a"};
  /// Folders inside the inputs that are not inputs (verify's work folder):
  /// not scanned, and an output may be inside them.
  std::vector<std::string> ExcludeDirs;
  /// Reports and fixes the caller writes after the run: checked with the
  /// outputs, before anything is written.
  std::vector<SideOutput> SideOutputs;
  /// Build-action mode (`--source-root`): the one input lies under this
  /// folder, and its translation, with those of the user headers under it
  /// that its parse read, goes under Output at the same relative paths.
  std::string SourceRoot;
  /// With SourceRoot: a Make-style depfile naming the translation and every
  /// user file the action read ("" = none).
  std::string DepFile;
  /// With SourceRoot: write the headers' translations too (false: only the
  /// input's, for build systems where each output has one action).
  bool WriteHeaders = true;
  /// User rule files (their content keys the cache).
  std::vector<std::string> RuleFiles;
  TranslateOptions Translate;
  FrontendOptions Frontend;
  BuildCheckOptions CheckBuild;
  /// With SourceRoot: the precompiled SDK to parse with, kept by the caller
  /// between runs (a persistent worker's); null = the run's own, if any.
  SdkPchCache *SharedPchs = nullptr;
  /// Set (from a signal handler) to stop: parses under way are abandoned, no
  /// parse or write starts after it, writes under way complete.
  /// runTranslation then returns an error.
  const std::atomic<bool> *Cancel = nullptr;
  /// Called after each file of a phase ("parse", "write"), one call at a
  /// time, from any thread.
  std::function<void(llvm::StringRef Phase, unsigned Done, unsigned Total,
                     llvm::StringRef File)>
      Progress;
};

/// Translates the inputs. An llvm::Error means unusable input or a refused
/// output (nothing written: exit status 2); per-file failures are in the
/// result (the rest written: exit status 1).
llvm::Expected<RunResult> runTranslation(const DriverOptions &Options,
                                         const MappingTable &Table);

/// One file's translation made in memory (translateText).
struct TextTranslation {
  /// Status and findings, as `cu2hip FILE -o OUT` reports them.
  FileResult Result;
  /// The translation; the text itself when it does not use CUDA.
  std::string Text;
  /// The edits that make Text of the text translated, in order (none for
  /// a copy). A build script's migration is not made of edits: its Text
  /// is not the text with Edits applied.
  std::vector<Edit> Edits;
  bool UsesCuda = false;
  /// How Clang's parse of the text ended (Finished when none ran): a crash
  /// leaves the findings of its tokens, and a parse-error finding.
  ParseEnd Parse = ParseEnd::Finished;
};

/// What `cu2hip FILE -o OUT` makes of FILE (\p Path), made from \p Text (an
/// editor's unsaved copy of it) instead of what is on disk: the same scan,
/// flags (Options.CompileCommands, Options.Frontend), parse and render, with
/// \p Text over \p Path for the parse, and nothing written. Options.Inputs,
/// Output and the write options are not used, nor the facts cache (every
/// edit is new text). \p Pchs, kept by the caller between calls, holds the
/// precompiled SDK; null parses without. An error: \p Text is no source
/// (binary, UTF-16), the compile database is unusable, or Options.Cancel
/// was set.
llvm::Expected<TextTranslation> translateText(llvm::StringRef Path,
                                              llvm::StringRef Text,
                                              const DriverOptions &Options,
                                              const MappingTable &Table,
                                              SdkPchCache *Pchs);

/// File extensions cu2hip reads as (possibly) CUDA sources.
bool isSourceExtension(llvm::StringRef Path);

} // namespace cu2hip

#endif
