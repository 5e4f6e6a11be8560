//===- PrefixIncludes.h - Library headers a file includes first -*- C++ -*-===//
///
/// \file
/// A file that begins with `#include <cub/cub.cuh>` and `#include <vector>`
/// can take those headers from a PCH built with them (SdkPch.h), which
/// parses sharing them reuse. Only the leading run of includes counts (a
/// #define or any code before them could change what they mean), and of it
/// only headers of the CUDA toolkit or the system: a user's header must be
/// parsed as part of the unit, for its facts and as a cache dependency. A
/// user's header in that run is read for its own leading run: the library
/// headers a `"common.h"` includes first count too.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_PREFIXINCLUDES_H
#define CU2HIP_LIB_DRIVER_PREFIXINCLUDES_H

#include "cu2hip/Frontend/Frontend.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cu2hip {

/// The library headers that main file \p Path (its text \p Source) reads
/// before anything else, directly or through the user headers it includes
/// first, in order: safe to precompile with \p Options.
std::vector<std::string> leadingLibraryIncludes(llvm::StringRef Path,
                                                llvm::StringRef Source,
                                                const FrontendOptions &Options);

} // namespace cu2hip

#endif
