//===- OutputRoot.h - Writes that stay inside one folder --------*- C++ -*-===//
///
/// \file
/// A folder cu2hip writes into: an output tree, the folder of a single
/// output file, of a report, or of a file translated in place. The folder
/// itself is the one the user named (a link to it is followed); below it,
/// every path is opened one component at a time relative to the folder's
/// descriptor and never through a symbolic link, so a link planted inside
/// the tree, or a folder swapped for one, cannot lead a write elsewhere.
///
/// Writes are atomic: a temporary file beside the target, every write and
/// the close checked, then renamed into place. A failed write (a full disk)
/// removes the temporary and leaves the old file as it was.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_OUTPUTROOT_H
#define CU2HIP_SUPPORT_OUTPUTROOT_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace cu2hip {

class OutputRoot {
public:
  /// Opens \p Dir, creating it (and its parents) when \p Create. A folder
  /// made here gets no group or other permission that \p NewMode (the
  /// input folder's) lacks; one that exists is left as it is.
  static llvm::Expected<OutputRoot>
  open(llvm::StringRef Dir, bool Create,
       std::optional<unsigned> NewMode = std::nullopt);
  OutputRoot(OutputRoot &&Other);
  OutputRoot &operator=(OutputRoot &&Other);
  OutputRoot(const OutputRoot &) = delete;
  OutputRoot &operator=(const OutputRoot &) = delete;
  ~OutputRoot();

  const std::string &path() const { return Dir; }

  /// The permission bits of the input folders that folders below this one
  /// mirror, by path relative to it (kept by the caller, read by every
  /// write). A folder a write makes gets no group or other permission its
  /// input folder lacks, and one that exists already loses them; owners
  /// keep theirs, and nothing is added.
  void setFolderModes(const llvm::StringMap<unsigned> *Modes) {
    FolderModes = Modes;
  }

  /// The regular file at \p Rel (no links followed), or std::nullopt when
  /// nothing is there; anything else there (a link, a FIFO) is an error.
  llvm::Expected<std::optional<std::unique_ptr<llvm::MemoryBuffer>>>
  read(llvm::StringRef Rel, uint64_t MaxBytes) const;

  /// Whether anything (a file, a link, a folder) is at \p Rel; a component
  /// that is a link counts as present.
  bool exists(llvm::StringRef Rel) const;

  /// Replaces \p Rel with \p Content atomically, creating folders on the
  /// way. \p Mode, when given, is the new file's permission bits (kept from
  /// the input) less setuid, setgid and sticky: the output belongs to
  /// whoever runs cu2hip, not to the input's owner. Otherwise the process
  /// umask decides, as for any new file.
  /// A link or non-file at \p Rel, or on the way to it, is refused.
  llvm::Error write(llvm::StringRef Rel, llvm::StringRef Content,
                    std::optional<unsigned> Mode = std::nullopt) const;

  /// write(), unless \p Rel already holds exactly \p Content: then the
  /// file is left alone, time and all, so builds that read it do not redo
  /// work; only its permission bits (and its folders') are set as a write
  /// would set them.
  llvm::Error writeIfChanged(llvm::StringRef Rel, llvm::StringRef Content,
                             std::optional<unsigned> Mode = std::nullopt) const;

  /// Takes an exclusive lock on the folder (on its descriptor: nothing is
  /// written) until unlock() or this object goes away. A holder that lets
  /// go within \p Patience is waited for (another run updating a manifest
  /// holds it for milliseconds); past that the lock is refused, naming the
  /// process that holds it.
  llvm::Error lock(std::chrono::milliseconds Patience = {});
  void unlock();
  bool isLocked() const { return Locked; }

  /// Removes temporary files that a killed run left under the folder:
  /// cu2hip's own (`*.cu2hip-tmp-<pid>-<n>`, unless process <pid> is still
  /// running) and those of LLVM's writer in earlier versions
  /// (`<file>.temp-stream-*`), in the folder itself or, when \p Recursive,
  /// in the whole tree under it. Call with the lock held. Returns how many
  /// were removed.
  unsigned removeStaleTemporaries(bool Recursive) const;

  static constexpr llvm::StringLiteral TempMarker = ".cu2hip-tmp-";

private:
  OutputRoot(std::string Dir, int Fd) : Dir(std::move(Dir)), Fd(Fd) {}
  /// The descriptor of the folder holding \p Rel's last component, created
  /// when \p Create; Name receives that component.
  llvm::Expected<int> parentOf(llvm::StringRef Rel, bool Create,
                               std::string &Name) const;
  std::string display(llvm::StringRef Rel) const;
  std::optional<unsigned> folderMode(llvm::StringRef Rel) const;
  /// For a file left as it is: narrows its folders as a write would, and
  /// sets it to \p Mode's permission bits (if given), through no link.
  llvm::Error keepMode(llvm::StringRef Rel, std::optional<unsigned> Mode) const;
  /// The error for a lock another process holds, naming it.
  llvm::Error busy() const;

  std::string Dir;
  int Fd = -1;
  bool Locked = false;
  const llvm::StringMap<unsigned> *FolderModes = nullptr;
};

/// The file in an output folder that lists what cu2hip wrote there (the
/// driver's OutputManifest): what makes a folder's files cu2hip's.
inline constexpr llvm::StringLiteral ManifestFileName = ".cu2hip-manifest.json";

/// Writes \p Content to a path that is not a regular file or folder (a FIFO,
/// /dev/null, /dev/stdout): opened for writing and written, never read or
/// replaced. "-" is stdout. Nothing blocks for good: a FIFO that no process
/// opens for reading within 10 s is an error, and while waiting for a
/// reader (or for a full pipe to drain) \p Cancel, once set, ends the wait
/// with std::errc::interrupted.
llvm::Error writeToStream(llvm::StringRef Path, llvm::StringRef Content,
                          const std::atomic<bool> *Cancel = nullptr);

/// Writes \p Path atomically through its folder's OutputRoot (no link in
/// its last component followed), or, for a FIFO or device, writeToStream.
llvm::Error writeFileAtomically(llvm::StringRef Path, llvm::StringRef Content);

/// Whether \p Path names something that is neither a regular file nor a
/// folder (what writeToStream is for); "-" counts.
bool isStreamPath(llvm::StringRef Path);

} // namespace cu2hip

#endif
