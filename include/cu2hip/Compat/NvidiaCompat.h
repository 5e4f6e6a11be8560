//===- NvidiaCompat.h - HIP headers for building on NVIDIA ------*- C++ -*-===//
///
/// \file
/// `cu2hip verify` builds the translated HIP code with nvcc and runs it on
/// the same NVIDIA GPU as the original. HIP's own NVIDIA headers do not build
/// against CUDA 13, so cu2hip writes its own: one file for every HIP header
/// the translation can include (`hip/hip_runtime.h`, `hipblas/hipblas.h`...),
/// which includes the CUDA headers it stands for and maps HIP's names back
/// to CUDA's. The pure renames come from the mapping tables; calls whose HIP
/// shape differs (warp functions with 64-bit masks or none, launch macros)
/// get hand-written shims; the main header ends with every row neither
/// covers. Use: `nvcc -I <dir> -x cu file.hip`.
///
/// The frontend parses code that already includes HIP headers against the
/// same files, so that its HIP names resolve to the CUDA declarations they
/// stand for.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_VERIFY_NVIDIACOMPAT_H
#define CU2HIP_VERIFY_NVIDIACOMPAT_H

#include "cu2hip/Mapping/HipVersion.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;

/// One generated file: its path under the output directory and its text.
struct NvidiaCompatFile {
  std::string Path;
  std::string Text;
};

/// The header every generated HIP header includes: renames, shims, and the
/// list of rows not covered.
constexpr llvm::StringLiteral NvidiaCompatMainHeader = "cu2hip_nvidia/compat.h";

/// Who reads the headers.
enum class NvidiaCompatUse {
  Nvcc,       ///< nvcc building translated code
  ClangParse, ///< cu2hip's own Clang parse of code that is partly HIP
              ///< already: Clang's CUDA wrapper has included the runtime's
              ///< device headers, which must not be included again
};

/// The files for code translated for HIP \p Target with \p Table, sorted by
/// path.
std::vector<NvidiaCompatFile>
generateNvidiaCompatHeaders(const MappingTable &Table, HipVersion Target,
                            NvidiaCompatUse Use = NvidiaCompatUse::Nvcc);

/// Every path generateNvidiaCompatHeaders() may give a file (some it gives
/// none), found without generating a file: cheap enough for each parse.
std::vector<std::string> nvidiaCompatHeaderPaths(const MappingTable &Table);

/// Writes generateNvidiaCompatHeaders' files, and a README.txt saying what
/// made them, under \p Dir (created if needed). Each file is written whole,
/// through a temporary file; files already there that this run does not
/// write are left alone.
llvm::Error writeNvidiaCompatHeaders(const MappingTable &Table,
                                     HipVersion Target, llvm::StringRef Dir);

} // namespace cu2hip

#endif
