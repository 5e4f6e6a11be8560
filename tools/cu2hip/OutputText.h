//===- OutputText.h - Reports written whole or not at all -------*- C++ -*-===//
#ifndef CU2HIP_TOOLS_OUTPUTTEXT_H
#define CU2HIP_TOOLS_OUTPUTTEXT_H

#include "cu2hip/Report/Report.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <utility>
#include <vector>

/// Renders into memory, then writes \p Path atomically ("-" is stdout). A
/// failure is printed; the result says whether the file was written.
bool writeTextOutput(const std::string &Path,
                     llvm::function_ref<void(llvm::raw_ostream &)> Render);

/// Every --report file of one run; false if any could not be written.
bool writeReports(
    const cu2hip::RunResult &Run, const cu2hip::ReportContext &Ctx,
    const std::vector<std::pair<std::string, cu2hip::ReportFormat>> &Reports);

#endif
