//===- HtmlReport.cpp - (being written) ------------------------------------===//
#include "cu2hip/Report.h"

void cu2hip::renderHtmlReport(const llvm::json::Object &Report, llvm::raw_ostream &OS) {
  (void)Report;
  OS << "Html report: not written yet\n";
}
