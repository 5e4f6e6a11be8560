//===- Translate.h - Translate one CUDA source to HIP -----------*- C++ -*-===//
///
/// \file
/// The pure core of cu2hip: source text in, HIP text and findings out. The
/// frontend (Frontend.h) can add facts from Clang's AST; without them the
/// translation works from the token stream alone, which is what happens for
/// files that do not parse.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_TRANSLATE_H
#define CU2HIP_TRANSLATE_H

#include "cu2hip/Finding.h"
#include "cu2hip/Mapping/HipVersion.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;
struct Shim;

/// The header a translated tree gets at its root when its files use shims.
inline constexpr llvm::StringLiteral CompatHeaderName = "cu2hip_compat.h";

enum class LaunchStyle {
  Chevron,         ///< keep `k<<<g, b>>>(args)`: HIP compiles it as is
  LaunchKernelGGL, ///< `hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, args)`
};

struct TranslateOptions {
  HipVersion Target = HipVersion::floor();
  LaunchStyle Launch = LaunchStyle::Chevron;
  /// Add `#include <hip/hip_runtime.h>` to translated .cu/.cuh files that
  /// relied on nvcc's implicit cuda_runtime.h.
  bool AddRuntimeInclude = true;
  /// Put a `// CU2HIP(cu2hip-<id>): message` comment above each line with a
  /// warning or error that needs hand work (--mark-sites).
  bool MarkSites = false;
  /// Where the shims a file uses go. "": into the file itself (a single
  /// file, stdout). Otherwise the spelling, from this file, of the output
  /// tree's compat header (`"../cu2hip_compat.h"`): the file asks for its
  /// shims by macro and includes that header.
  std::string CompatInclude;
  /// --roc: the libraries' own ROCm names (rocblas_sgemm) instead of their
  /// hip* wrappers (hipblasSgemm), for AMD-only ports.
  bool Roc = false;
};

/// What Clang's AST adds to the token-level view of one file.
struct AstFacts {
  /// Functions, variables and types the user's own code declares (and the
  /// CUDA headers do not): their names are never renamed or reported.
  llvm::StringSet<> UserEntityNames;
  /// Macros the user's code defines: never reported as unknown CUDA names.
  llvm::StringSet<> UserMacroNames;
  /// Offsets of identifiers the AST resolved to a table key that the token
  /// alone cannot give: `cooperative_groups::tiled_partition` behind a
  /// namespace alias, `cudaDeviceProp::clockRate` behind `prop.`, and
  /// generic names (`min`) confirmed to be CUDA's.
  llvm::DenseMap<unsigned, std::string> ResolvedKeys;
  /// Offsets of warp intrinsic calls (their callee token) whose lane mask
  /// the AST evaluated to all 32 lanes: `FULL_MASK`, `kFullWarpMask`.
  llvm::DenseSet<unsigned> FullMaskCalls;
  /// Offsets of warp shuffle calls (their callee token) on half or bfloat16
  /// values, which HIP's mask-free shuffles have no overload for.
  llvm::DenseSet<unsigned> NarrowShuffleCalls;
  /// Offsets of qualifiers to delete with the `::` after them: `cuda` in
  /// `cuda::std::min`, where the `cuda::std` row names plain `std`.
  llvm::DenseSet<unsigned> DroppedQualifiers;
  /// Offsets of references to CUDA header declarations the tables lack.
  llvm::DenseMap<unsigned, std::string> UnmappedRefs;
  /// Declarations to compile for NVIDIA only, [begin, end) by offset: HIP
  /// declares the same thing itself (an operator on a vector type), so AMD
  /// builds would find two.
  std::map<unsigned, unsigned> NvidiaOnlyDecls;
  /// Clang's errors, already turned into findings.
  std::vector<Finding> ParseFindings;
  /// What the AST analyses (wave64 hazards, dynamic parallelism...) found,
  /// already findings, with the fixes they offer; offsets in this file.
  std::vector<Finding> AnalysisFindings;
};

/// The ApiUses key of names that look like CUDA's but no table row knows.
inline constexpr llvm::StringLiteral UnclassifiedFamily = "unclassified";

/// CUDA API uses of one table family: renamed or rewritten with nothing
/// left to check, or needing hands (a finding at the use).
struct ApiUseCount {
  unsigned Automatic = 0;
  unsigned Manual = 0;
};

/// A `__global__` function defined in the file.
struct KernelInfo {
  std::string Name;
  unsigned Offset = 0;    ///< of the name
  unsigned EndOffset = 0; ///< one past the closing brace of the body
  unsigned Line = 0;
};

struct TranslationResult {
  std::string Text;
  std::vector<Finding> Findings;
  unsigned Replacements = 0;
  /// The file mentions CUDA at all (a name, header or launch).
  bool UsesCuda = false;
  /// By table family (`runtime`, `cublas`...; `unclassified` for names the
  /// tables miss).
  std::map<std::string, ApiUseCount> ApiUses;
  std::vector<KernelInfo> Kernels;
  /// The shims the text uses (from the compat header or written into it).
  std::vector<const Shim *> Shims;
};

/// Translates \p Source (the contents of \p FileName; the extension decides
/// whether a HIP runtime include may be added). \p Facts may be null.
TranslationResult translateSource(llvm::StringRef FileName,
                                  llvm::StringRef Source,
                                  const MappingTable &Table,
                                  const TranslateOptions &Options,
                                  const AstFacts *Facts);

/// The compat header of a tree whose files use \p Shims (in any order):
/// each shim once, in table order, under its guard, compiled only where a
/// file defines the shim's request macro before including it.
std::string compatHeaderText(llvm::ArrayRef<const Shim *> Shims,
                             const TranslateOptions &Options);

/// Whether \p Name is spelled the way only CUDA spells names (`cudaMalloc`,
/// `CUdevice`, `__shfl_sync`). Other table names (`min`, `any`, `sinf`) are
/// acted on only where the AST confirms they refer to CUDA's declaration.
bool isDistinctiveCudaName(llvm::StringRef Name);

/// 1-based line and column of \p Offset in \p Source.
std::pair<unsigned, unsigned> lineAndColumn(llvm::StringRef Source,
                                            unsigned Offset);

/// The text of the line holding \p Offset, without its line ending.
llvm::StringRef lineAt(llvm::StringRef Source, unsigned Offset);

} // namespace cu2hip

#endif
