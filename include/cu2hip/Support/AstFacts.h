//===- AstFacts.h - What Clang's AST adds to one file's tokens --*- C++ -*-===//
///
/// \file
/// The frontend distils each parse into AstFacts; the token-level rules read
/// them. Declared in the bottom layer so that neither stage depends on the
/// other: the driver hands one's output to the other.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_ASTFACTS_H
#define CU2HIP_SUPPORT_ASTFACTS_H

#include "cu2hip/Support/Finding.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <string>
#include <vector>

namespace cu2hip {

/// What AstFacts::SymbolArguments holds for a call that passed no symbol by
/// reference: an argument index otherwise.
enum SymbolArgumentKind : unsigned {
  /// The call took CUDA's `const void *` function: the argument is an
  /// address already.
  SymbolIsAddress = ~0u,
  /// CUDA's template took a pointer (or a temporary) by reference and passed
  /// the address of that pointer, which names no device symbol.
  SymbolIsPointerValue = ~0u - 1,
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
  /// Offsets of operators on __half or __half2 (`+`, `<`, `++`...) in code
  /// that runs on the host, which HIP before 6.4 defines for the device only.
  llvm::DenseSet<unsigned> HostHalfOperators;
  /// Offsets of `tiled_partition` (the callee token) in `tiled_partition<N>`
  /// calls on a tile, which HIP 5.2 partitions only from a thread block.
  llvm::DenseSet<unsigned> TilePartitionsOfTiles;
  /// Offsets of call arguments (their first token) whose type is not the
  /// CUDA parameter's, in calls of a row with castArgsToParamTypes: the
  /// parameter type, which the argument is cast to so that HIP's overloads
  /// resolve as CUDA's one function does (`__ffsll(unsigned long)`).
  llvm::DenseMap<unsigned, std::string> ArgumentCasts;
  /// Offsets of calls (their callee token) of a row with symbolArgByAddress
  /// that the AST resolved: the index of the argument CUDA's C++ template
  /// took by reference (`const T &symbol`), whose address HIP's only,
  /// `const void *`, function wants; or a SymbolArgumentKind.
  llvm::DenseMap<unsigned, unsigned> SymbolArguments;
  /// Offsets of qualifiers to delete with the `::` after them: `cuda` in
  /// `cuda::std::min`, where the `cuda::std` row names plain `std`.
  llvm::DenseSet<unsigned> DroppedQualifiers;
  /// Offsets of references to CUDA header declarations the tables lack.
  llvm::DenseMap<unsigned, std::string> UnmappedRefs;
  /// Declarations to compile for NVIDIA only, [begin, end) by offset: AMD
  /// builds would find two (HIP declares an operator on a vector type
  /// itself; `f(CUresult)` and `f(cudaError_t)` are both `f(hipError_t)`).
  std::map<unsigned, unsigned> NvidiaOnlyDecls;
  /// Clang's errors, already turned into findings.
  std::vector<Finding> ParseFindings;
  /// What the AST analyses (wave64 hazards, dynamic parallelism...) found,
  /// already findings, with the fixes they offer; offsets in this file.
  std::vector<Finding> AnalysisFindings;
};

} // namespace cu2hip

#endif
