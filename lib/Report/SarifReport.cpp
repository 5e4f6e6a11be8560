//===- SarifReport.cpp - (being written) ------------------------------------===//
#include "cu2hip/Report.h"

void cu2hip::renderSarifReport(const llvm::json::Object &Report, llvm::raw_ostream &OS) {
  (void)Report;
  OS << "Sarif report: not written yet\n";
}
