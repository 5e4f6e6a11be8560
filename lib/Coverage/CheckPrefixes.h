//===- CheckPrefixes.h - Table prefixes against the toolkit -----*- C++ -*-===//
///
/// \file
/// `header_prefixes` decide which angled includes no row knows are reported;
/// `name_prefixes` which unknown identifiers are. Both are checked against
/// the real toolkit: every header under its include/ (cccl/ as users include
/// it) is classified by a row or marked by a prefix, and every name prefix
/// starts a name the toolkit's headers spell.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_COVERAGE_CHECKPREFIXES_H
#define CU2HIP_LIB_COVERAGE_CHECKPREFIXES_H

#include "cu2hip/Coverage/CheckHeaders.h"
#include "llvm/ADT/StringSet.h"

namespace cu2hip::coverage {

/// One `mappings: ...` line per problem. \p CudaNames: the identifiers the
/// CUDA headers spell.
std::vector<std::string> checkPrefixes(llvm::ArrayRef<const MappingRow *> Rows,
                                       const TablePrefixes &Prefixes,
                                       llvm::StringRef CudaInclude,
                                       const llvm::StringSet<> &CudaNames);

} // namespace cu2hip::coverage

#endif
