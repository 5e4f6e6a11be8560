//===- BuildTables.h - Build-system mapping tables --------------*- C++ -*-===//
///
/// \file
/// The in-memory form of mappings/build-systems/*.yaml: what cu2hip knows
/// about CUDA builds (CMake names, nvcc flags, CUDA libraries) and the ROCm
/// packages they become. Like MappingRow, strings are StringRefs into string
/// literals (built-in rows) or the loader's StringSaver. The loader is the
/// one cu2hip-tblgen runs at build time; errors carry file:line:col.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_BUILDTABLES_H
#define CU2HIP_MAPPING_BUILDTABLES_H

#include "cu2hip/Mapping/HipVersion.h"
#include "cu2hip/Mapping/MappingLoader.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/StringSaver.h"
#include <optional>
#include <vector>

namespace cu2hip {

/// What happens to a CUDA name or flag.
enum class BuildStatus {
  Supported,   ///< rewritten to `hip`
  Drop,        ///< removed: it has no effect on AMD (the reason says why)
  Attention,   ///< rewritten or removed, and reported: a human must check
  Unsupported, ///< left as it is and reported
};

/// How the text that goes with a name (its value, arguments or operand) is
/// migrated.
enum class BuildValue {
  None,          ///< nothing goes with it, or it is kept as it is
  Architectures, ///< CUDA architectures: written as the AMD offload targets
  Flags,         ///< nvcc flags: migrated with the nvcc-flags table
  Compiler,      ///< a compiler path: reported when a script sets it
  CompilerId,    ///< compared with compiler ids (NVIDIA -> Clang)
  Sources,       ///< a target's sources (FindCUDA's cuda_add_executable)
  LinkPackage,   ///< a target to link the row's package to
  RocmRoot,      ///< an install prefix: a literal path becomes `default`
  Gencode,       ///< nvcc -gencode arch=...,code=...: offload targets
  Passthrough,   ///< comma-separated host compiler flags, given directly
  Linker,        ///< comma-separated linker flags, given as -Wl,...
  Choice,        ///< one of the row's `values`
  One,           ///< one operand, consumed with the flag
};

enum class CMakeNameKind {
  Command,
  CompilerId,
  Feature,
  Language,
  Package,
  Property,
  Variable
};

enum class MakeNameKind { Program, Subdir, Variable };

/// A ROCm CMake package (find_package name and imported target).
struct RocmPackage {
  llvm::StringRef Package; ///< find_package(<Package>)
  llvm::StringRef Target;  ///< the imported target a CUDA target becomes
  /// The API family whose `library:` block names the link library; empty
  /// when `Link` is given instead (the HIP runtime itself).
  llvm::StringRef Family;
  llvm::StringRef Link;
  /// The first HIP version the package exists in; older targets use
  /// `Fallback`, another package.
  HipVersion HipSince;
  llvm::StringRef Fallback;
  /// The family's ROCm library itself (rocRAND): under --roc it takes the
  /// place of the family's hip* package, and links the library block's
  /// `roc_link`.
  bool Roc = false;
};

/// A CUDA library as a build names it: -l<Cuda>, the CUDAToolkit imported
/// target, FindCUDA's result variables.
struct CudaLibrary {
  llvm::StringRef Cuda;        ///< cublas (-lcublas)
  llvm::StringRef CMakeTarget; ///< CUDA::cublas, or empty
  llvm::StringRef FindCuda;    ///< FindCUDA variables, ';'-separated
  llvm::StringRef Package;     ///< the RocmPackage it becomes
  BuildStatus Status = BuildStatus::Supported;
  llvm::StringRef Reason;
};

/// A CUDA name in CMake scripts: a variable, property, command...
struct CMakeName {
  llvm::StringRef Cuda;
  CMakeNameKind Kind = CMakeNameKind::Variable;
  llvm::StringRef Hip;
  BuildValue Value = BuildValue::None;
  llvm::StringRef Package; ///< with BuildValue::LinkPackage
  BuildStatus Status = BuildStatus::Supported;
  llvm::StringRef Reason;
};

/// A CUDA name in Makefiles: a variable, the nvcc program, a subdirectory of
/// the CUDA install.
struct MakeName {
  llvm::StringRef Cuda;
  MakeNameKind Kind = MakeNameKind::Variable;
  llvm::StringRef Hip;
  BuildValue Value = BuildValue::None;
  llvm::StringRef Default; ///< with BuildValue::RocmRoot
  BuildStatus Status = BuildStatus::Supported;
  llvm::StringRef Reason;
};

/// An nvcc option, by its long spelling (`--gpu-architecture`) and short one
/// (`-arch`).
struct NvccFlag {
  llvm::StringRef Cuda;
  llvm::StringRef Short;
  llvm::StringRef Hip; ///< space-separated clang flags
  BuildValue Value = BuildValue::None;
  BuildStatus Status = BuildStatus::Supported;
  llvm::StringRef Reason;
  /// Host compilers take the same spelling (-Xlinker, -x): seeing it does not
  /// make a script CUDA's.
  bool HostToo = false;
};

/// One value of a BuildValue::Choice flag and the clang flags it becomes.
struct NvccChoice {
  llvm::StringRef Flag; ///< the NvccFlag's long spelling
  llvm::StringRef Value;
  llvm::StringRef Hip;
};

/// Every build-system table, as loaded from a directory.
struct BuildTableSet {
  std::vector<RocmPackage> Packages;
  std::vector<CudaLibrary> Libraries;
  std::vector<CMakeName> CMake;
  std::vector<MakeName> Make;
  std::vector<NvccFlag> NvccFlags;
  std::vector<NvccChoice> NvccChoices;
};

/// Parses one table (its `table:` key says which) into \p Into, validating
/// each row: known keys for that table, required keys, statuses, sorted and
/// unique keys. References to other tables are checked by
/// loadBuildTableDirectory.
llvm::Error loadBuildTableBuffer(llvm::MemoryBufferRef Buffer,
                                 llvm::StringSaver &Saver, BuildTableSet &Into);

/// Every `*.yaml` in \p Dir, then the references between them: a library's
/// package, a package's fallback, a package's `family` (a `library:` block
/// of one of \p ApiTables), a command row's package.
llvm::Expected<BuildTableSet>
loadBuildTableDirectory(llvm::StringRef Dir,
                        llvm::ArrayRef<MappingFile> ApiTables,
                        llvm::StringSaver &Saver);

llvm::StringRef buildStatusName(BuildStatus S);
llvm::StringRef buildValueName(BuildValue V);
llvm::StringRef cmakeNameKindName(CMakeNameKind K);
llvm::StringRef makeNameKindName(MakeNameKind K);
std::optional<BuildStatus> parseBuildStatus(llvm::StringRef S);
std::optional<BuildValue> parseBuildValue(llvm::StringRef S);
std::optional<CMakeNameKind> parseCMakeNameKind(llvm::StringRef S);
std::optional<MakeNameKind> parseMakeNameKind(llvm::StringRef S);

} // namespace cu2hip

#endif
