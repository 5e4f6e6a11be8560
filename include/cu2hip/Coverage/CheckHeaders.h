//===- CheckHeaders.h - Verify table rows against real headers --*- C++ -*-===//
///
/// \file
/// Every CUDA name a row claims must be spelled in the CUDA headers (unless
/// the row says CUDA removed it), and every HIP name claimed for HIP 5.2 (and
/// every fallback) must be spelled in Debian's HIP 5.2 headers or in the
/// implicit headers of hipcc's clang. Every `roc` name of rocRAND and
/// rocSPARSE (--roc) must be spelled in Debian's rocRAND and rocSPARSE
/// headers, beside HIP's.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_COVERAGE_CHECKHEADERS_H
#define CU2HIP_COVERAGE_CHECKHEADERS_H

#include "cu2hip/Mapping/MappingRow.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"
#include <string>
#include <utility>
#include <vector>

namespace cu2hip::coverage {

struct HeaderDirs {
  std::string CudaInclude;        ///< <cuda>/include
  std::string HipInclude;         ///< /usr/include/hip
  std::string HipCompilerInclude; ///< hipcc's clang include dir; may be empty
};

/// The libraries the tables name, by family: rows of a library whose HIP
/// headers Debian does not ship are checked on the CUDA side only.
using LibraryLookup =
    llvm::function_ref<const LibraryInfo *(llvm::StringRef Family)>;

/// The tables' prefixes (`name_prefixes`, `header_prefixes`), by family.
struct TablePrefixes {
  std::vector<std::pair<llvm::StringRef, llvm::StringRef>> Names, Headers;
};

/// One line per problem, `mappings: <family>: '<cuda>': <problem>`, in row
/// order; then the prefixes' problems: a header of the toolkit that no row
/// classifies and no header prefix marks (its include would go unreported),
/// a name prefix that starts no name the CUDA headers spell.
llvm::Expected<std::vector<std::string>>
checkRowsAgainstHeaders(llvm::ArrayRef<const MappingRow *> Rows,
                        const TablePrefixes &Prefixes, const HeaderDirs &Dirs,
                        LibraryLookup Library);

} // namespace cu2hip::coverage

#endif
