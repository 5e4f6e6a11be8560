//===- Jobs.h - The driver's unit of work: one file -------------*- C++ -*-===//
///
/// \file
/// A job is one file of a run: where it comes from, where it goes, what kind
/// of file it is, and what the run learned and made of it. The Planner turns
/// the command line into jobs; the later phases fill them in.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_JOBS_H
#define CU2HIP_LIB_DRIVER_JOBS_H

#include "cu2hip/Driver/Driver.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cu2hip::driver {

enum class JobKind {
  Source,      ///< read as possible CUDA
  BuildScript, ///< CMake or Make: migrated when it builds CUDA
  Data,        ///< copied byte for byte
  Generated,   ///< written by cu2hip (the output's compile_commands.json)
};

struct Job {
  std::string Input;
  /// For a link inside an input tree to a file inside it: that file's real
  /// path, read instead of following the link again.
  std::string ReadFrom;
  std::string Output;      // "" for in-place; "-" for stdout
  std::string ManifestDir; // where the ownership manifest lives ("" = none)
  std::string RelPath;     // key in that manifest
  /// Output names a FIFO, device or stdout: written to, never read or
  /// replaced, and not owned through a manifest.
  bool Stream = false;
  bool FromDirectory = false;
  JobKind Kind = JobKind::Data;
  std::unique_ptr<llvm::MemoryBuffer> Content;
  bool UsesCuda = false;
  std::string Canonical; // canonicalPath(Input)
  uint64_t Hash = 0;     // of Content
  /// The input's permission bits, which its output (and backup) keep.
  std::optional<unsigned> Mode;
  /// What the scan found about the input itself (not text, replaced...).
  std::vector<Finding> InputFindings;
  /// A migrated build script, or a generated file's text.
  std::string Text;
  std::vector<Finding> ScriptFindings;
  /// For each line of Text, the input line it comes from (empty: the same
  /// line, for a copy).
  std::vector<unsigned> InputLines;
  /// The shims its translation takes from the tree's compat header.
  std::vector<const Shim *> Shims;
  /// The edits of its translation, on Content (TranslationResult::Edits).
  std::vector<Edit> Edits;
  unsigned ScriptReplacements = 0;
};

Job makeJob(llvm::StringRef Input, llvm::StringRef Output,
            llvm::StringRef ManifestDir, llvm::StringRef RelPath,
            bool FromDirectory);

llvm::Error usageError(const llvm::Twine &Message);
bool isWithin(llvm::StringRef Inner, llvm::StringRef Outer);
bool isHeaderExtension(llvm::StringRef Path);
FileResult failure(const Job &J, const llvm::Twine &Why);
/// Whether \p Content holds NUL bytes near its start (InputKinds.cpp).
bool looksBinary(llvm::StringRef Content);
/// Why a file with a source's name is copied as data instead: said, so that
/// a UTF-16 or UTF-32 source is not silently left in CUDA.
std::string whyCopiedAsData(llvm::StringRef Content);
/// Latin-1 comments and the like: the bytes are kept as they are, but the
/// user should know that the file is not UTF-8. None for UTF-8 text.
std::optional<Finding> encodingFinding(llvm::StringRef Content);
/// Why \p Content, read from \p Input, is no source to translate (binary
/// data, UTF-16 or UTF-32 text, NULs only), in words for an error; none for
/// a text file.
std::optional<std::string> whyNotASource(llvm::StringRef Input,
                                         llvm::StringRef Content);
/// Fills \p R from the translation \p T of \p Content (parsed with
/// \p Facts; null: not parsed): status, findings (a note first when the
/// text is not UTF-8), API uses, kernels. T's text and shims stay in T.
void recordTranslation(FileResult &R, TranslationResult &T,
                       llvm::StringRef Content, const AstFacts *Facts);

/// Fills in \p J from \p Content, its input's text: its canonical path and
/// hash, whether it is text and uses CUDA (token pass), a build script's
/// migration. Why it is no source to translate, for a lone input
/// (\p SingleFile); elsewhere such a file becomes data, with a finding.
std::optional<std::string>
scanContent(Job &J, std::unique_ptr<llvm::MemoryBuffer> Content,
            const MappingTable &Table, const DriverOptions &Options,
            bool SingleFile);
/// The file \p J becomes (in J.Text) and its result; nothing is written.
/// \p Facts: the merged facts of J's exact content (null: none parsed).
/// \p CompatInclude: TranslateOptions::CompatInclude for this file.
FileResult renderJob(Job &J, const MappingTable &Table,
                     const DriverOptions &Options, const AstFacts *Facts,
                     llvm::StringRef CompatInclude);

class Planner {
public:
  Planner(const DriverOptions &Options) : Options(Options) {}

  llvm::Error plan(std::vector<Job> &Jobs, std::vector<FileResult> &Skipped);

  /// Input files and directories (canonical) and where their translations
  /// go (absolute), for paths in the output's compile_commands.json.
  std::vector<std::pair<std::string, std::string>> Roots;
  /// The output directory of a tree ("" for a file, stdout or in place).
  std::string OutputTree;
  /// The permission bits of the input folders that the tree's folders
  /// mirror, by path relative to OutputTree ("": the tree itself).
  llvm::StringMap<unsigned> FolderModes;

private:
  /// The inputs exist and the output options fit them; whether any input
  /// is a directory.
  llvm::Expected<bool> checkInputs() const;
  llvm::Error planInPlace(std::vector<Job> &Jobs,
                          std::vector<FileResult> &Skipped);
  llvm::Error planSingleFile(std::vector<Job> &Jobs);
  llvm::Error planTree(std::vector<Job> &Jobs,
                       std::vector<FileResult> &Skipped);
  llvm::Error checkInPlaceInput(llvm::StringRef In) const;
  llvm::Error planDirectory(llvm::StringRef Input, llvm::StringRef OutRoot,
                            std::vector<Job> &Jobs,
                            std::vector<FileResult> &Skipped);
  const DriverOptions &Options;
};

} // namespace cu2hip::driver

#endif
