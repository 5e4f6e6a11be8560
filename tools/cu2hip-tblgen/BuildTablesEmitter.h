//===- BuildTablesEmitter.h - Code and docs from build tables -*- C++ -*-===//
///
/// \file
/// What cu2hip-tblgen writes from mappings/build-systems/*.yaml: the X-macro
/// rows lib/BuildScripts compiles in, and docs/api/build-systems.md.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_TBLGEN_BUILDTABLESEMITTER_H
#define CU2HIP_TBLGEN_BUILDTABLESEMITTER_H

#include "cu2hip/Mapping/BuildTables.h"
#include <string>

namespace cu2hip {

/// The rows as X-macros, one per table (CU2HIP_PACKAGE, CU2HIP_CUDA_LIBRARY,
/// CU2HIP_CMAKE_NAME, CU2HIP_MAKE_NAME, CU2HIP_NVCC_FLAG,
/// CU2HIP_NVCC_CHOICE); a consumer defines the ones it expands.
std::string emitBuildRows(const BuildTableSet &Tables);

/// The reference page of the build-script migration. \p ApiTables give the
/// link names of the packages that name a family.
std::string emitBuildDocs(const BuildTableSet &Tables,
                          llvm::ArrayRef<MappingFile> ApiTables);

} // namespace cu2hip

#endif
