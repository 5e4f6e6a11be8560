//===- BuildScripts.h - Migrate CMake and Make builds to HIP ----*- C++ -*-===//
///
/// \file
/// CMake lists and Makefiles that build CUDA are rewritten to build HIP:
/// languages, architectures, packages, imported targets, compiler and link
/// flags. The knowledge is in mappings/build-systems/*.yaml; this is the
/// engine that applies it. Like source translation: text in, text and
/// findings out, nothing read from disk.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_BUILDSCRIPTS_H
#define CU2HIP_BUILDSCRIPTS_H

#include "cu2hip/Mapping/HipVersion.h"
#include "cu2hip/Support/Finding.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;

enum class BuildScriptKind { None, CMake, Makefile };

/// CMakeLists.txt and *.cmake are CMake; Makefile, makefile, GNUmakefile,
/// *.mk and *.make are Make.
BuildScriptKind buildScriptKind(llvm::StringRef Path);

struct BuildScriptOptions {
  /// AMD targets written where the CUDA build named sm_XX/compute_XX.
  std::vector<std::string> OffloadArchs = {"gfx90a"};
  HipVersion Target = HipVersion::floor();
  /// --roc: libraries the code calls directly (rocBLAS) are linked in place
  /// of their hip* wrappers.
  bool Roc = false;
  /// Write, before the command that first enables HIP in a CMake list, the
  /// block that finds the HIP compiler and hip-lang where CMake alone does
  /// not (Debian's ROCm).
  bool HipSetup = true;
};

struct MigratedBuildScript {
  std::string Text;
  std::vector<Finding> Findings;
  unsigned Replacements = 0;
  /// The script mentions CUDA at all (nothing to migrate otherwise).
  bool UsesCuda = false;
};

MigratedBuildScript migrateBuildScript(BuildScriptKind Kind,
                                       llvm::StringRef Path,
                                       llvm::StringRef Content,
                                       const MappingTable &Table,
                                       const BuildScriptOptions &Options);

} // namespace cu2hip

#endif
