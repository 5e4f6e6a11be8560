//===- CoverageReport.h - How much of CUDA the tables classify --*- C++ -*-===//
///
/// \file
/// Enumerates the public names the CUDA headers of each family declare (by
/// parsing them with Clang) and classifies each against the tables:
/// supported, needs attention, unsupported, or not yet classified. The result
/// is the Markdown of docs/coverage.md.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_COVERAGE_COVERAGEREPORT_H
#define CU2HIP_COVERAGE_COVERAGEREPORT_H

#include "cu2hip/Mapping/CoverageFamily.h"
#include "cu2hip/Mapping/MappingRow.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace cu2hip::coverage {

/// The report on \p Families (the tables' `coverage:` blocks) for the
/// toolkit at \p CudaPath. Sorted and free of paths, so the same headers
/// and rows always give the same bytes.
llvm::Expected<std::string>
coverageReport(llvm::ArrayRef<const MappingRow *> Rows,
               llvm::ArrayRef<CoverageFamily> Families,
               llvm::StringRef CudaPath);

} // namespace cu2hip::coverage

#endif
