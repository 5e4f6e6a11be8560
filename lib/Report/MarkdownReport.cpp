//===- MarkdownReport.cpp - (being written) ------------------------------------===//
#include "cu2hip/Report.h"

void cu2hip::renderMarkdownReport(const llvm::json::Object &Report, llvm::raw_ostream &OS) {
  (void)Report;
  OS << "Markdown report: not written yet\n";
}
