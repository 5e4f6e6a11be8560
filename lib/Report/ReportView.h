//===- ReportView.h - The parsed JSON report as plain structs ---*- C++ -*-===//
///
/// \file
/// The renderings (Markdown, HTML, SARIF) read the JSON report through
/// these structs, so each renderer deals with typed fields instead of
/// looking keys up, and a key the JSON lacks reads as empty or zero. Also
/// the few facts every rendering derives the same way (hours of a finding,
/// the number format, the file anchors).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REPORT_REPORTVIEW_H
#define CU2HIP_LIB_REPORT_REPORTVIEW_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cu2hip::report {

/// Effort classes and severities in the order reports list them.
inline constexpr std::array<llvm::StringLiteral, 3> EffortClasses = {
    "low", "medium", "high"};
inline constexpr std::array<llvm::StringLiteral, 3> Severities = {
    "error", "warning", "note"};

/// A name and a count, in the JSON's (sorted) key order.
using Counts = std::vector<std::pair<std::string, int64_t>>;

struct FixView {
  int64_t Offset = 0, Line = 0, Column = 0, Length = 0;
  std::string Replacement;
};

struct FindingView {
  std::string Id, Severity, Effort, Category;
  int64_t Line = 0, Column = 0, Length = 0;
  std::string Message, CudaName, Kernel, Source;
  std::vector<FixView> Fixes;
  /// Warnings and errors ask for hand work; notes say what was done.
  bool needsHands() const { return Severity != "note"; }
};

struct FileView {
  std::string Input, Output, Status;
  int64_t Replacements = 0;
  bool ParsedCleanly = true;
  int64_t Automatic = 0, Manual = 0; ///< API uses
  std::vector<FindingView> Findings;
  /// Unique in the report, usable as an HTML id: `f<index>-<path slug>`.
  std::string Anchor;
  int64_t count(llvm::StringRef Severity) const;
  /// Sites needing hands per effort class (EffortClasses order).
  std::array<int64_t, 3> sitesByEffort() const;
};

struct LibraryView {
  std::string Family, Cuda, Hip, Link, DebianPackage, RocmPackage;
  int64_t Automatic = 0, Manual = 0;
};

struct KernelView {
  std::string Name, File;
  int64_t Line = 0, Findings = 0, Hazards = 0;
  Counts FindingsById;
};

/// `cu2hip verify`'s results as table cells both renderings lay out.
struct VerificationView {
  bool Present = false;
  bool Passed = false;
  std::string Mode, Machine, Compilers;
  int64_t BlockSize = 0, Kernels = 0, Flagged = 0;
  using Row = std::vector<std::string>;
  /// One row per kernel and target; the kernel's name on its first row.
  Row ResourceHeader;
  std::vector<Row> ResourceRows;
  /// "file (arch): compiler's first message" per failed build.
  std::vector<std::string> FailedBuilds;
  Row ProgramHeader;
  std::vector<Row> ProgramRows;
};
VerificationView readVerificationView(const llvm::json::Object &Report);

struct DiagView {
  std::string Id, Severity, Effort, Category, Summary, Doc;
};

/// --check-build's totals (Present: the run had the option).
struct BuildCheckView {
  bool Present = false;
  std::string OffloadArch;
  int64_t Checked = 0, Built = 0, NotChecked = 0;
};

struct ReportView {
  std::string ToolName, ToolVersion, HipVersion;
  bool Ast = true;
  std::string CudaHeaders, CudaPath;
  /// The folder the absolute input paths share: files and kernels are
  /// named relative to it, and it is shown once ("" when paths are as the
  /// user gave them).
  std::string InputRoot;
  int64_t Files = 0, Translated = 0, Copied = 0, Failed = 0, Generated = 0,
          Skipped = 0, Replacements = 0;
  Counts FindingsBySeverity, FindingsById, HazardsByKind;
  int64_t ApiTotal = 0, ApiAutomatic = 0, ApiManual = 0;
  double AutomaticPercent = 100;
  std::array<int64_t, 3> SitesByEffort = {0, 0, 0};
  /// Sites of hand work, every effort class together.
  int64_t sites() const {
    return SitesByEffort[0] + SitesByEffort[1] + SitesByEffort[2];
  }
  std::array<double, 3> HoursPerSite = {0, 0, 0};
  double Hours = 0;
  std::vector<LibraryView> Libraries;
  std::vector<KernelView> Kernels;
  VerificationView Verification;
  BuildCheckView BuildCheck;
  std::vector<DiagView> Diagnostics;
  std::vector<FileView> FileList;

  /// The diagnostic \p Id (null when the report does not describe it).
  const DiagView *diag(llvm::StringRef Id) const;
  int64_t findings() const;
  int64_t severityCount(llvm::StringRef Severity) const;
  /// Estimated hours of the sites of \p Sites (EffortClasses order).
  double hoursFor(const std::array<int64_t, 3> &Sites) const;
  /// Files that were translated or failed, or that have findings: the ones
  /// per-file sections list (copied and generated files only count).
  std::vector<const FileView *> filesOfInterest() const;
  /// The files anchor of \p Input, "" for none.
  llvm::StringRef anchorOf(llvm::StringRef Input) const;
};

ReportView readReportView(const llvm::json::Object &Report);

/// A number as people write it: at most two decimals, no trailing zeros
/// (`81.8`, `2.25`, `4`).
std::string formatNumber(double Value);
/// The input text \p Fix replaces, when the finding's source line shows it
/// (a fix on the finding's own line).
std::optional<std::string> replacedText(const FindingView &F,
                                        const FixView &Fix);

/// `94.7 %` (one decimal, as the JSON's automatic_percent); "—" of nothing.
std::string percentOf(int64_t Part, int64_t Whole);
/// `1,234`: thousands separated.
std::string formatCount(int64_t Value);
/// "1 site" / "3 sites".
std::string plural(int64_t N, llvm::StringRef One, llvm::StringRef Many);

/// The ASCII letters, digits and '-' of \p Text, other runs folded to '-'.
std::string slug(llvm::StringRef Text);

/// A message split into prose and the names it quotes ('name') or spells
/// bare (`__CUDA_ARCH__`, `cudaDeviceProp::clockRate`: words with '_' or
/// "::"), so that renderings can show the names as code: odd pieces are
/// names.
std::vector<std::string> splitQuotedNames(llvm::StringRef Message);
/// Only the quoted names.
std::vector<std::string> splitQuotedOnly(llvm::StringRef Message);

} // namespace cu2hip::report

#endif
