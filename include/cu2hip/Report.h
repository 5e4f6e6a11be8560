//===- Report.h - Render what a run found -----------------------*- C++ -*-===//
///
/// \file
/// The JSON report is the source of every other rendering; its schema is
/// documented in docs/report-schema.md and versioned by "schema_version".
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_REPORT_H
#define CU2HIP_REPORT_H

#include "cu2hip/Driver.h"
#include "llvm/Support/raw_ostream.h"

namespace cu2hip {

struct ReportContext {
  HipVersion Target;
  bool UsedAst = true;
  bool CudaToolkit = true; ///< parsed against a real CUDA toolkit
  std::string CudaPath;
  /// -p as given ("" without).
  std::string CompileCommands;
};

inline constexpr unsigned ReportSchemaVersion = 1;

void writeJsonReport(const RunResult &Run, const ReportContext &Ctx,
                     llvm::raw_ostream &OS);

/// `file:line:col: warning: message [cu2hip-id]`, one line per finding.
/// Findings below \p MinSeverity are left out (--quiet prints errors only).
void printFindings(const RunResult &Run, llvm::raw_ostream &OS,
                   Severity MinSeverity = Severity::Note);

/// One line: what was translated, copied, failed, and how many findings.
std::string summaryLine(const RunResult &Run);

llvm::StringRef fileStatusName(FileStatus S);

} // namespace cu2hip

#endif
