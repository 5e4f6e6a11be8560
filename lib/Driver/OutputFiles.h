//===- OutputFiles.h - Atomic writes and the ownership manifest -*- C++ -*-===//
#ifndef CU2HIP_LIB_DRIVER_OUTPUTFILES_H
#define CU2HIP_LIB_DRIVER_OUTPUTFILES_H

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <string>

namespace cu2hip {

/// Writes through a temporary file renamed into place, so an interrupted run
/// leaves either the old file or the new one, never half of one. "-" is
/// stdout.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Content);

/// `.cu2hip-manifest.json` in an output folder: the files cu2hip wrote there
/// and a hash of what it wrote. A file that is not listed, or whose content
/// changed since, belongs to the user and is not overwritten without --force.
class OutputManifest {
public:
  static constexpr llvm::StringLiteral FileName = ".cu2hip-manifest.json";

  /// Reads the manifest in \p Dir; a folder without one has an empty one.
  static llvm::Expected<OutputManifest> load(llvm::StringRef Dir);

  bool exists() const { return Existed; }
  /// Whether the file at \p RelPath now holds exactly what cu2hip wrote.
  bool wroteUnchanged(llvm::StringRef RelPath, llvm::StringRef Content) const;
  /// Before writing: \p RelPath is about to hold \p Content, and until it
  /// does, what it held before still counts as cu2hip's. Saved before the
  /// writes begin, this is what lets a run stopped halfway be re-run.
  void expect(llvm::StringRef RelPath, llvm::StringRef Content);
  /// After writing: \p RelPath holds \p Content.
  void record(llvm::StringRef RelPath, llvm::StringRef Content);
  /// The write of \p RelPath failed: only what it held before is cu2hip's.
  void forget(llvm::StringRef RelPath);
  llvm::Error save() const;

private:
  std::string Dir;
  bool Existed = false;
  /// Per file, every content hash that counts as cu2hip's: one, or two
  /// while a write is pending (the new one first).
  llvm::StringMap<llvm::SmallVector<std::string, 1>> Hashes;
};

} // namespace cu2hip

#endif
