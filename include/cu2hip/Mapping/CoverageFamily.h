//===- CoverageFamily.h - A family of the coverage report -------*- C++ -*-===//
///
/// \file
/// Which CUDA headers a family of docs/coverage.md counts, and how: a
/// table's `coverage:` block (docs/mapping-tables.md). Strings point at
/// literals compiled into the tool or into the loader's StringSaver.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_COVERAGEFAMILY_H
#define CU2HIP_MAPPING_COVERAGEFAMILY_H

#include "llvm/ADT/StringRef.h"
#include <vector>

namespace cu2hip {

/// A `coverage:` block's keys but its header lists: what MappingRows.inc
/// spells as constant data.
struct CoverageKeys {
  llvm::StringRef Family;
  /// The family's place in the report: smaller first.
  unsigned Order = 0;
  /// The folder users' include paths start from (`cccl` for `cub/...`).
  llvm::StringRef Root;
  /// Parsed in a translation unit of its own (cublas.h and cublas_v2.h
  /// refuse to meet); the toolkit core shares one.
  bool OwnUnit = false;
  /// The family's names are its header files (CUB, Thrust), not what they
  /// declare.
  bool CountsHeaders = false;
  /// The namespace whose members at any depth are the family's API besides
  /// its global names (`nvcuda::wmma`)...
  llvm::StringRef Namespace;
  /// ...or, when set, whose direct members alone are (`cooperative_groups`).
  bool DirectMembersOnly = false;
  /// What the report says of the headers instead of listing them; `{count}`
  /// stands for how many there are.
  llvm::StringRef Summary;
};

struct CoverageFamily : CoverageKeys {
  /// Paths under <cuda>/include/<Root>, in report order; a `*` in the last
  /// component matches the files there (sorted), less `Except`.
  std::vector<llvm::StringRef> Headers;
  std::vector<llvm::StringRef> Except;
};

} // namespace cu2hip

#endif
