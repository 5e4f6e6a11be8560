//===- ShellSafePaths.h - Paths a shell reads as themselves -----*- C++ -*-===//
///
/// \file
/// verify and --check-build run every compiler with an argument vector, but
/// the compilers do not all keep it that way: nvcc runs its preprocessing
/// and host compiler steps through /bin/sh with paths in double quotes (the
/// source by its real path), and hipcc (Perl) through system(). A source named
/// `$(touch x).cu` would run its name. So a compiler is only ever handed
/// arguments a shell reads as themselves: a path that is not one is reached
/// through a name cu2hip chooses in a private folder (a link to a folder or
/// header, a copy of a source), and what the compilers say is mapped back to
/// the real paths.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_SHELLSAFEPATHS_H
#define CU2HIP_SUPPORT_SHELLSAFEPATHS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace cu2hip {

/// Not thread-safe: every path is resolved before the compilers start.
class ShellSafePaths {
public:
  ShellSafePaths() = default;
  ShellSafePaths(const ShellSafePaths &) = delete;
  ShellSafePaths &operator=(const ShellSafePaths &) = delete;
  /// Removes what it made, and nothing else: its links, copies and folders.
  ~ShellSafePaths();

  /// Whether no shell reads anything in \p Arg but the text itself, inside
  /// double quotes or outside them.
  static bool isPlain(llvm::StringRef Arg);

  /// An existing folder or file as a compiler may be given it: \p Path when
  /// plain, else a link to it.
  llvm::Expected<std::string> existing(llvm::StringRef Path);

  /// A source for a compiler to read: \p Path when its real path is plain
  /// too (nvcc names the source by its real path), else a copy; then
  /// \p QuoteDir receives the folder its quoted includes are looked up in,
  /// for the compiler to search with -iquote.
  llvm::Expected<std::string> source(llvm::StringRef Path,
                                     std::string &QuoteDir);

  /// Compiler flags with each path in them made safe. A macro may hold
  /// quotes and spaces (nvcc quotes -D values, hipcc escapes every
  /// argument), not `$`, a backquote, a backslash or a line break; any
  /// other flag that is not plain is an error.
  llvm::Expected<std::vector<std::string>>
  flags(llvm::ArrayRef<std::string> Flags);

  /// \p Text with every name chosen here replaced by the path it stands for.
  std::string mapBack(llvm::StringRef Text) const;

private:
  llvm::Expected<std::string> newName(llvm::StringRef Suffix);

  enum class NameKind { Link, Copy, Folder };
  struct Name {
    std::string Path;      ///< chosen here
    std::string StandsFor; ///< absolute; empty for a folder of ours
    NameKind Kind;
  };

  std::string Dir; ///< made on first use, in the system's temporary folder
  unsigned Count = 0;
  std::vector<Name> Names; ///< in the order made
};

} // namespace cu2hip

#endif
