//===- ReportOptions.cpp - The report options' values ---------------------===//
#include "cu2hip/Report/Report.h"

using namespace cu2hip;
using llvm::StringRef;

llvm::Expected<ReportFormat> cu2hip::parseReportPath(StringRef Path) {
  if (std::optional<ReportFormat> Format = reportFormatFor(Path))
    return *Format;
  return llvm::createStringError("--report " + Path +
                                 ": the extension must name the format "
                                 "(.json, .md, .html or .sarif)");
}

llvm::Error cu2hip::checkDocsUrl(StringRef Url) {
  std::string Lower = Url.lower();
  for (StringRef Scheme : {"http://", "https://", "file://"})
    if (StringRef(Lower).starts_with(Scheme))
      return llvm::Error::success();
  return llvm::createStringError("--docs-url '" + Url +
                                 "' must be an http://, https:// or file:// "
                                 "URL");
}
