//===- Report.h - Render what a run found -----------------------*- C++ -*-===//
///
/// \file
/// The JSON report is the source of every other rendering: Markdown, HTML
/// and SARIF are made from the JSON text, parsed back, so they can never say
/// something the JSON does not. Its schema is documented in
/// docs/report-schema.md and versioned by "schema_version".
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_REPORT_H
#define CU2HIP_REPORT_H

#include "cu2hip/Mapping/HipVersion.h"
#include "cu2hip/Support/RunResult.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>

namespace cu2hip {

class MappingTable;

struct ReportContext {
  HipVersion Target;
  bool UsedAst = true;
  bool CudaToolkit = true; ///< parsed against a real CUDA toolkit
  std::string CudaPath;
  /// -p as given ("" without).
  std::string CompileCommands;
  /// Where the diagnostics' pages live: a page is DocsUrl + "<id>.md".
  std::string DocsUrl;
  /// For the ROCm libraries the port needs (may be null: none listed).
  const MappingTable *Table = nullptr;
  /// `cu2hip verify`'s findings (verificationJson), written as the report's
  /// `verification` object; absent when the run did not verify.
  std::optional<llvm::json::Value> Verification;
  /// --roc: the libraries listed are the ROCm libraries themselves
  /// (rocBLAS...), not their hip* wrappers, where the tables name one.
  bool Roc = false;
};

inline constexpr unsigned ReportSchemaVersion = 4;

/// Hours of hand work one site of each effort class is estimated to take;
/// the report states them next to the estimate.
inline constexpr double EffortHours[] = {0.25, 1.0, 4.0};

enum class ReportFormat { Json, Markdown, Html, Sarif };

/// The format a report file's extension asks for (`.json`, `.md`, `.html`,
/// `.htm`, `.sarif`, `.sarif.json`); "-" is JSON. Nothing for other names.
std::optional<ReportFormat> reportFormatFor(llvm::StringRef Path);
/// --report \p Path's format; an error for a name that gives none.
llvm::Expected<ReportFormat> parseReportPath(llvm::StringRef Path);
/// --docs-url: reports link every finding there, so only schemes a reader
/// can follow safely (http, https, file), never javascript: or data:.
llvm::Error checkDocsUrl(llvm::StringRef Url);

/// Text each format's report has near its start: an existing file without
/// it was not written by cu2hip, which then does not overwrite it
/// (DriverOptions::SideOutputs).
llvm::StringRef reportSignature(ReportFormat Format);

void writeJsonReport(const RunResult &Run, const ReportContext &Ctx,
                     llvm::raw_ostream &OS);

/// One run's report in any number of formats: the JSON is written once and,
/// for the other formats, parsed back once.
class ReportWriter {
public:
  ReportWriter(const RunResult &Run, const ReportContext &Ctx);
  void write(ReportFormat Format, llvm::raw_ostream &OS);

private:
  std::string Json;
  std::optional<llvm::json::Value> Parsed;
};

/// Renderings of a parsed JSON report (schema_version 2).
void renderMarkdownReport(const llvm::json::Object &Report,
                          llvm::raw_ostream &OS);
void renderHtmlReport(const llvm::json::Object &Report, llvm::raw_ostream &OS);
void renderSarifReport(const llvm::json::Object &Report, llvm::raw_ostream &OS);

/// `file:line:col: warning: message [cu2hip-id]`, one line per finding,
/// control characters in names and messages escaped (escapeForTerminal).
/// Findings below \p MinSeverity are left out (--quiet prints errors only).
void printFindings(const RunResult &Run, llvm::raw_ostream &OS,
                   Severity MinSeverity = Severity::Note);

/// One line: what was translated, copied, failed, and how many findings.
std::string summaryLine(const RunResult &Run);
/// `built`, `failed`, `not-checked`: a unit's result in the report.
llvm::StringRef unitOutcomeName(UnitBuild::Outcome O);

llvm::StringRef fileStatusName(FileStatus S);

} // namespace cu2hip

#endif
