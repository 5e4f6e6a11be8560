//===- OutputFiles.h - Atomic writes and the ownership manifest -*- C++ -*-===//
#ifndef CU2HIP_LIB_DRIVER_OUTPUTFILES_H
#define CU2HIP_LIB_DRIVER_OUTPUTFILES_H

#include "cu2hip/Support/OutputRoot.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include <chrono>
#include <map>
#include <memory>
#include <string>

namespace cu2hip {

/// `.cu2hip-manifest.json` in an output folder: the files cu2hip wrote there
/// and a hash of what it wrote. A file that is not listed, or whose content
/// changed since, belongs to the user and is not overwritten without --force.
class OutputManifest {
public:
  static constexpr llvm::StringLiteral FileName = ManifestFileName;

  /// Reads the manifest in \p Root; a folder without one has an empty one.
  static llvm::Expected<OutputManifest> load(const OutputRoot &Root);

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
  /// Replaces the manifest atomically: if it cannot be written (a full
  /// disk), the one before stays. Under the folder's lock, the entries
  /// this run touched are merged into the manifest as it is now on disk:
  /// other runs writing single outputs into the same folder (make -j) keep
  /// theirs.
  llvm::Error save(OutputRoot &Root) const;

private:
  llvm::Error write(const OutputRoot &Root) const;

  bool Existed = false;
  /// The files this run expected, recorded or forgot.
  llvm::StringSet<> Touched;
  /// Per file, every content hash that counts as cu2hip's: one, or two
  /// while a write is pending (the new one first).
  llvm::StringMap<llvm::SmallVector<std::string, 1>> Hashes;
};

/// The folders one run writes into, each opened once: output trees (locked
/// against a second run), the folders of single outputs (shared by runs
/// that write different files there, as make -j does), and the folders of
/// files translated in place (not locked: they are the user's sources).
class OutputFolders {
public:
  enum Use {
    Tree,       ///< an output tree: locked, stale temporaries removed under it
    FileFolder, ///< the folder of a single output: locked only to tidy it
                ///< shallowly and to update its manifest
    InPlace,    ///< the folder of a source translated in place
  };
  /// \p Dir opened for \p How; with \p Create it is made first, else a
  /// folder that does not exist yet gives null.
  llvm::Expected<OutputRoot *> get(llvm::StringRef Dir, Use How, bool Create);

  /// The modes of the input folders an output tree's folders mirror, by
  /// path relative to the tree (Planner::FolderModes); kept by the caller.
  void setTreeModes(const llvm::StringMap<unsigned> *Modes) {
    TreeModes = Modes;
  }

  /// How long a run waits for a folder's lock before it reports the holder:
  /// long enough for other runs' manifest updates, short enough to name a
  /// run that holds an output tree.
  static constexpr std::chrono::seconds LockPatience{5};

private:
  std::map<std::string, std::unique_ptr<OutputRoot>> Roots;
  const llvm::StringMap<unsigned> *TreeModes = nullptr;
};

} // namespace cu2hip

#endif
