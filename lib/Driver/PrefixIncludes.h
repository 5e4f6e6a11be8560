//===- PrefixIncludes.h - Library headers a file includes first -*- C++ -*-===//
///
/// \file
/// A file that includes `<cub/cub.cuh>` and `<vector>` can take those
/// headers from a PCH built with them (SdkPch.h), which parses sharing them
/// reuse. Only headers of the CUDA toolkit or the system count: a user's
/// header must be parsed as part of the unit, for its facts and as a cache
/// dependency; but the user's headers are read for the library headers they
/// include, in the order the preprocessor meets them.
///
/// Parsed from the PCH, a library header comes before the user's code that
/// preceded it, which is the same parse unless that code could change what
/// the header means. So the walk stops at the first include it cannot move
/// (inside a conditional, a brace or a declaration, computed, of a file it
/// cannot read) and at a #pragma other than `once`; and it records the
/// macros the user's code defines or undefines before each header, and the
/// identifiers it uses there. The PCH's builder lists every identifier the
/// headers' text used and every macro they define or undefine, and the
/// prefix ends before the first header that follows a macro of the first
/// list or an identifier of the second (ParsePhase::choosePch).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_PREFIXINCLUDES_H
#define CU2HIP_LIB_DRIVER_PREFIXINCLUDES_H

#include "cu2hip/Frontend/Frontend.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cu2hip {

/// Names of the user's code, each with the index in a list of headers of
/// the first header it precedes (the list's size: none).
using NamesBefore = std::vector<std::pair<std::string, size_t>>;

/// The library headers a unit can take from a PCH, and the names of the
/// user's code that come before them.
struct LibraryPrefix {
  std::vector<std::string> Headers;
  /// The macros the user's code defines or undefines: a header that names
  /// one could mean something else after it.
  NamesBefore Macros;
  /// Every identifier of the user's code, directives included: one that a
  /// header defines as a macro (or undefines) would mean something else
  /// with that header before it.
  NamesBefore Identifiers;

  /// Keeps the first \p Count headers and the names before them.
  void truncate(size_t Count);
  /// Drops the headers \p Drop names, keeping the names' places.
  void erase(llvm::ArrayRef<std::string> Drop);
};

/// The library headers that main file \p Path (its text \p Source) reads,
/// directly or through the user's headers, in order, up to the first one
/// that cannot be moved before the user's code: safe to precompile with
/// \p Options unless they and Macros or Identifiers share a name.
LibraryPrefix libraryPrefix(llvm::StringRef Path, llvm::StringRef Source,
                            const FrontendOptions &Options);

} // namespace cu2hip

#endif
