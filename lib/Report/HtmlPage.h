//===- HtmlPage.h - The HTML report's style and scripts ---------*- C++ -*-===//
///
/// \file
/// The fixed parts of the HTML page, kept apart from the code that fills
/// it in: the style sheet, the error guard that runs first, and the script
/// that adds filtering and sorting. The page lists the scripts' hashes in
/// its Content-Security-Policy, so they must be emitted byte for byte.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REPORT_HTMLPAGE_H
#define CU2HIP_LIB_REPORT_HTMLPAGE_H

#include "llvm/ADT/StringRef.h"

namespace cu2hip::report {

llvm::StringRef htmlStyle();
/// Records script errors in <html data-cu2hip-errors>, for tests and for
/// a reader wondering why filtering does nothing.
llvm::StringRef htmlErrorScript();
/// Filtering and sorting of the findings table; marks <body
/// data-cu2hip-ready> when it has run.
llvm::StringRef htmlPageScript();

} // namespace cu2hip::report

#endif
