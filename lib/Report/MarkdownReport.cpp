//===- MarkdownReport.cpp - The report as GitHub-flavoured Markdown -------===//
///
/// \file
/// For a lead deciding whether, when and how to port: the decision summary
/// first (how much is automatic, the hand work and its estimate, the ROCm
/// libraries to install, the hazards), then tables per library, file and
/// kernel, then every finding with its source line and offered fix.
/// Everything taken from user input (paths, messages, source) is escaped.
///
//===----------------------------------------------------------------------===//
#include "ReportView.h"
#include "cu2hip/Report/Report.h"
#include <algorithm>
#include <map>

using namespace cu2hip;
using namespace cu2hip::report;
using llvm::StringRef;

namespace {

/// Prose: every character Markdown could read as syntax is backslash-
/// escaped (CommonMark lets any ASCII punctuation be), newlines folded.
std::string text(StringRef S) {
  std::string Out;
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (C == '\n' || C == '\r') {
      Out += ' ';
      continue;
    }
    // An '_' inside a word never delimits emphasis (GFM): left as is.
    bool InWord = C == '_' && I > 0 && I + 1 < S.size() &&
                  llvm::isAlnum(S[I - 1]) && llvm::isAlnum(S[I + 1]);
    if (StringRef("\\`*_[]<>|~&#!{}").contains(C) && !InWord)
      Out += '\\';
    Out += C;
  }
  return Out;
}

/// A code span that shows \p S exactly: fenced with one backtick more than
/// the longest run inside. In a table cell a '|' would end the cell even
/// inside the span, so it is escaped there (GFM removes the backslash).
std::string code(StringRef S, bool InTable = true) {
  std::string Body;
  size_t Run = 0, Longest = 0;
  for (char C : S) {
    Run = C == '`' ? Run + 1 : 0;
    Longest = std::max(Longest, Run);
    if (C == '\n' || C == '\r')
      Body += ' ';
    else if (C == '|' && InTable)
      Body += "\\|";
    else
      Body += C;
  }
  if (Body.empty())
    return "";
  std::string Fence(Longest + 1, '`');
  bool Pad = Body.front() == '`' || Body.back() == '`' ||
             (Body.front() == ' ' && Body.back() == ' ');
  return Pad ? Fence + " " + Body + " " + Fence : Fence + Body + Fence;
}

/// Link targets: characters that would end or break `(url)`, encoded.
std::string url(StringRef S) {
  std::string Out;
  for (char C : S) {
    if (StringRef(" ()<>[]|`\"").contains(C) ||
        static_cast<unsigned char>(C) < 0x20)
      Out += "%" + llvm::utohexstr(static_cast<unsigned char>(C), false, 2);
    else
      Out += C;
  }
  return Out;
}

/// A message with the names it quotes shown as code.
std::string message(StringRef Message, bool InTable = true) {
  std::string Out;
  std::vector<std::string> Pieces = splitQuotedNames(Message);
  for (size_t I = 0; I < Pieces.size(); ++I)
    Out += I % 2 ? code(Pieces[I], InTable) : text(Pieces[I]);
  return Out;
}

/// The id, linked to its page when the report has one.
std::string idLink(const ReportView &R, StringRef Id) {
  const DiagView *D = R.diag(Id);
  if (!D || D->Doc.empty())
    return code(Id);
  return "[" + code(Id) + "](" + url(D->Doc) + ")";
}

std::string hours(double H) { return formatNumber(H) + " h"; }

std::string orDash(const std::string &S) { return S.empty() ? "—" : S; }

void summary(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "## Decision summary\n\n";
  OS << "- **Files:** "
     << plural(R.Files - R.Generated, "input file", "input files") << ": "
     << formatCount(R.Translated) << " translated, " << formatCount(R.Copied)
     << " copied unchanged (no CUDA), ";
  if (R.Skipped)
    OS << formatCount(R.Skipped) << " skipped, ";
  OS << formatCount(R.Failed) << " failed";
  if (R.Generated)
    OS << "; " << formatCount(R.Generated) << " written by cu2hip";
  OS << ".";
  if (int64_t Unclean = llvm::count_if(
          R.FileList, [](const FileView &F) { return !F.ParsedCleanly; }))
    OS << " " << plural(Unclean, "file", "files")
       << " had parse errors: there, the translation used the token stream "
          "and the analyses saw less.";
  OS << "\n";
  if (const BuildCheckView &B = R.BuildCheck; B.Present) {
    OS << "- **Builds (`--check-build`):** " << formatCount(B.Built) << " of "
       << plural(B.Checked, "translated unit", "translated units")
       << " compile with hipcc for " << B.OffloadArch;
    if (B.NotChecked)
      OS << "; " << formatCount(B.NotChecked) << " not checked";
    OS << ". Each error is a `cu2hip-build-error` finding at its CUDA line.\n";
  }
  OS << "- **Translated automatically:** " << formatNumber(R.AutomaticPercent)
     << " % of CUDA API uses (" << formatCount(R.ApiAutomatic) << " of "
     << formatCount(R.ApiTotal) << "); " << formatCount(R.ApiManual)
     << " need a hand.\n";
  int64_t Sites = R.sites();
  OS << "- **Hand work:** " << plural(Sites, "site", "sites") << ", about **"
     << hours(R.Hours) << "**";
  if (Sites) {
    OS << " (";
    for (unsigned I = 0; I < 3; ++I)
      OS << (I ? ", " : "") << formatCount(R.SitesByEffort[I]) << " "
         << EffortClasses[I];
    OS << ")";
  }
  OS << "; see [the estimate](#hand-work-estimate).\n";

  std::vector<std::string> Needed;
  int64_t Unclassified = 0;
  for (const LibraryView &L : R.Libraries) {
    if (L.Hip.empty()) {
      Unclassified += L.Automatic + L.Manual;
      continue;
    }
    std::string Item = text(L.Hip) + " (Debian 12: ";
    Item += L.DebianPackage.empty() ? "no package" : code(L.DebianPackage);
    Item += "; ROCm: " + (L.RocmPackage.empty() ? std::string("no package")
                                                : code(L.RocmPackage));
    Needed.push_back(Item + ")");
  }
  OS << "- **ROCm libraries needed:** ";
  if (Needed.empty())
    OS << "none";
  for (size_t I = 0; I < Needed.size(); ++I)
    OS << (I ? ", " : "") << Needed[I];
  if (Unclassified)
    OS << "; " << plural(Unclassified, "use", "uses")
       << " of names the tables do not classify";
  OS << ".\n";
  std::string Debian, Rocm, NotInDebian;
  for (const LibraryView &L : R.Libraries) {
    if (!L.DebianPackage.empty())
      Debian += " " + L.DebianPackage;
    else if (!L.Hip.empty())
      NotInDebian += (NotInDebian.empty() ? "" : ", ") + text(L.Hip);
    if (!L.RocmPackage.empty())
      Rocm += " " + L.RocmPackage;
  }
  if (!Debian.empty()) {
    OS << "  - Debian 12: " << code("apt install" + Debian, false);
    if (!NotInDebian.empty())
      OS << " (" << NotInDebian
         << " not in Debian 12: take it from the ROCm repositories)";
    OS << "\n";
  }
  if (!Rocm.empty())
    OS << "  - ROCm repositories: " << code("apt install" + Rocm, false)
       << "\n";

  int64_t Hazards = 0;
  for (const auto &[Id, N] : R.HazardsByKind)
    Hazards += N;
  OS << "- **Hazards on AMD GPUs:** ";
  if (!Hazards)
    OS << "none found.\n";
  else {
    OS << plural(Hazards, "site", "sites") << ": ";
    for (size_t I = 0; I < R.HazardsByKind.size(); ++I)
      OS << (I ? ", " : "") << idLink(R, R.HazardsByKind[I].first) << " × "
         << R.HazardsByKind[I].second;
    OS << ".\n";
  }
  OS << "\n";
}

/// The hand work by effort class, and the ids that make it up.
void estimate(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "### Hand-work estimate\n\n";
  std::map<std::string, std::vector<std::pair<std::string, int64_t>>> Kinds;
  for (const auto &[Id, N] : R.FindingsById)
    if (const DiagView *D = R.diag(Id); D && D->Severity != "note")
      Kinds[D->Effort].emplace_back(Id, N);
  OS << "| Effort | Sites | Hours per site | Hours | Kinds |\n"
     << "|---|--:|--:|--:|---|\n";
  int64_t Sites = 0;
  for (unsigned I = 0; I < 3; ++I) {
    OS << "| " << EffortClasses[I] << " | " << formatCount(R.SitesByEffort[I])
       << " | " << formatNumber(R.HoursPerSite[I]) << " | "
       << formatNumber(R.SitesByEffort[I] * R.HoursPerSite[I]) << " | ";
    auto &List = Kinds[EffortClasses[I].str()];
    llvm::sort(List, [](auto &A, auto &B) {
      return A.second != B.second ? A.second > B.second : A.first < B.first;
    });
    for (size_t K = 0; K < List.size(); ++K)
      OS << (K ? ", " : "") << idLink(R, List[K].first) << " × "
         << List[K].second;
    OS << " |\n";
    Sites += R.SitesByEffort[I];
  }
  OS << "| **total** | **" << formatCount(Sites) << "** | | **"
     << formatNumber(R.Hours) << "** | |\n\n";
  OS << "Basis: every warning or error finding is one site of hand work, "
        "estimated at the hours per site of its diagnostic's effort class "
        "(low "
     << formatNumber(R.HoursPerSite[0]) << " h, medium "
     << formatNumber(R.HoursPerSite[1]) << " h, high "
     << formatNumber(R.HoursPerSite[2])
     << " h); notes need none. It is a planning figure for reading, changing "
        "and checking each site, not a measurement: testing on AMD hardware "
        "comes on top.\n\n";
}

void libraries(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "## Libraries\n\n";
  if (R.Libraries.empty()) {
    OS << "No CUDA API uses were found.\n\n";
    return;
  }
  OS << "| CUDA | ROCm / HIP | Link | Debian 12 package | ROCm package | "
        "Automatic | Manual | Automatic share |\n"
     << "|---|---|---|---|---|--:|--:|--:|\n";
  for (const LibraryView &L : R.Libraries) {
    int64_t Total = L.Automatic + L.Manual;
    OS << "| " << text(L.Cuda) << " | "
       << (L.Hip.empty() ? "— (not classified by the tables)" : text(L.Hip))
       << " | " << orDash(code(L.Link)) << " | "
       << (L.DebianPackage.empty() ? (L.Hip.empty() ? "—" : "no package")
                                   : code(L.DebianPackage))
       << " | " << orDash(code(L.RocmPackage)) << " | "
       << formatCount(L.Automatic) << " | " << formatCount(L.Manual) << " | "
       << percentOf(L.Automatic, Total) << " |\n";
  }
  OS << "\n";
}

void files(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "## Files\n\n";
  std::vector<const FileView *> Files = R.filesOfInterest();
  if (Files.empty()) {
    OS << "No file was translated.\n\n";
    return;
  }
  OS << "| File | Status | API uses automatic | API uses manual | Errors | "
        "Warnings | Notes | Estimate |\n"
     << "|---|---|--:|--:|--:|--:|--:|--:|\n";
  for (const FileView *F : Files)
    OS << "| " << code(F->Input) << " | " << F->Status
       << (F->ParsedCleanly ? "" : " (parse errors)") << " | "
       << formatCount(F->Automatic) << " | " << formatCount(F->Manual) << " | "
       << F->count("error") << " | " << F->count("warning") << " | "
       << F->count("note") << " | " << hours(R.hoursFor(F->sitesByEffort()))
       << " |\n";
  int64_t Other = R.Files - R.Generated - static_cast<int64_t>(Files.size());
  if (Other > 0)
    OS << "\n"
       << plural(Other, "other input file was", "other input files were")
       << " copied unchanged.\n";
  OS << "\n";
}

/// A pipe table of \p Rows under \p Header; cells are escaped as code-free
/// text.
void pipeTable(const VerificationView::Row &Header,
               const std::vector<VerificationView::Row> &Rows,
               llvm::raw_ostream &OS) {
  auto Cell = [](StringRef Text) {
    std::string Out;
    for (char C : Text)
      Out += C == '|' ? std::string("\\|") : std::string(1, C);
    return Out;
  };
  OS << "|";
  for (const std::string &H : Header)
    OS << " " << H << " |";
  OS << "\n|";
  for (size_t I = 0; I < Header.size(); ++I)
    OS << (I < 2 || I + 1 == Header.size() ? "---|" : "--:|");
  OS << "\n";
  for (const VerificationView::Row &Row : Rows) {
    OS << "|";
    for (const std::string &C : Row)
      OS << " " << Cell(C) << " |";
    OS << "\n";
  }
  OS << "\n";
}

void verification(const VerificationView &V, llvm::raw_ostream &OS) {
  OS << "### AMD vs NVIDIA resources (`cu2hip verify`)\n\n"
     << "Mode: " << V.Mode << " (machine: " << V.Machine << "); " << V.Compilers
     << "; occupancy at " << V.BlockSize << " threads per block. "
     << plural(V.Kernels, "kernel", "kernels") << " compared, " << V.Flagged
     << " flagged; verification " << (V.Passed ? "passed" : "FAILED")
     << ".\n\n";
  if (!V.ResourceRows.empty())
    pipeTable(V.ResourceHeader, V.ResourceRows, OS);
  if (!V.FailedBuilds.empty()) {
    OS << "Builds that failed:\n\n";
    for (const std::string &B : V.FailedBuilds)
      OS << "- " << B << "\n";
    OS << "\n";
  }
  if (!V.ProgramRows.empty()) {
    OS << "### Programs run\n\n";
    pipeTable(V.ProgramHeader, V.ProgramRows, OS);
  }
}

void kernels(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "## Kernels\n\n";
  if (R.Verification.Present)
    verification(R.Verification, OS);
  else
    OS << "> **AMD vs NVIDIA resources (`cu2hip verify`): not measured "
          "yet.** Registers, spills, shared memory (LDS) and occupancy per "
          "kernel come from `cu2hip verify`; this report shows no numbers "
          "rather than guessed ones.\n\n";
  if (R.Kernels.empty()) {
    OS << "No kernels were found.\n\n";
    return;
  }
  OS << "| Kernel | Location | Findings | Hazards | Kinds |\n"
     << "|---|---|--:|--:|---|\n";
  for (const KernelView &K : R.Kernels) {
    OS << "| " << code(K.Name) << " | "
       << code(K.File + ":" + std::to_string(K.Line)) << " | " << K.Findings
       << " | " << K.Hazards << " | ";
    for (size_t I = 0; I < K.FindingsById.size(); ++I)
      OS << (I ? ", " : "") << idLink(R, K.FindingsById[I].first) << " × "
         << K.FindingsById[I].second;
    OS << " |\n";
  }
  OS << "\n";
}

/// A fenced block showing \p Source exactly, indented under a list item.
void sourceBlock(StringRef Source, llvm::raw_ostream &OS) {
  size_t Run = 0, Longest = 0;
  for (char C : Source) {
    Run = C == '`' ? Run + 1 : 0;
    Longest = std::max(Longest, Run);
  }
  std::string Fence(std::max<size_t>(3, Longest + 1), '`');
  OS << "  " << Fence << "cuda\n  " << Source << "\n  " << Fence << "\n";
}

/// What a fix does, with the text it replaces when the source line shows it.
std::string fixText(const FindingView &F, const FixView &Fix) {
  std::string Where =
      std::to_string(Fix.Line) + ":" + std::to_string(Fix.Column);
  if (Fix.Length == 0)
    return "insert " + code(Fix.Replacement, false) + " at " + Where;
  std::optional<std::string> Old = replacedText(F, Fix);
  std::string What =
      Old ? code(*Old, false) : plural(Fix.Length, "byte", "bytes");
  if (Fix.Replacement.empty())
    return "delete " + What + " at " + Where;
  return "replace " + What + " at " + Where + " with " +
         code(Fix.Replacement, false);
}

void findings(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "## Findings\n\n";
  if (!R.findings()) {
    OS << "None.\n";
    return;
  }
  for (const FileView &F : R.FileList) {
    if (F.Findings.empty())
      continue;
    OS << "### " << code(F.Input, false) << "\n\n";
    for (const FindingView &Fd : F.Findings) {
      OS << "- **";
      if (Fd.Line)
        OS << "Line " << Fd.Line << ":" << Fd.Column;
      else
        OS << "Whole file";
      OS << "** " << idLink(R, Fd.Id) << " — " << Fd.Severity;
      if (Fd.needsHands())
        OS << ", " << Fd.Effort << " effort";
      if (!Fd.Kernel.empty())
        OS << ", in kernel " << code(Fd.Kernel, false);
      OS << "  \n  " << message(Fd.Message, false) << "\n";
      if (!Fd.Source.empty())
        sourceBlock(Fd.Source, OS);
      for (const FixView &Fix : Fd.Fixes)
        OS << "  - Offered fix (not applied): " << fixText(Fd, Fix) << ".\n";
    }
    OS << "\n";
  }
}

} // namespace

void cu2hip::renderMarkdownReport(const llvm::json::Object &Report,
                                  llvm::raw_ostream &OS) {
  ReportView R = readReportView(Report);
  OS << "# CUDA to HIP porting report\n\n";
  OS << text(R.ToolName) << " " << text(R.ToolVersion) << ", target HIP "
     << text(R.HipVersion) << ", ";
  if (!R.Ast)
    OS << "token-level translation (no Clang parse)";
  else
    OS << "parsed with Clang against "
       << (R.CudaHeaders == "toolkit" ? "the CUDA toolkit at "
                                      : "CUDA headers at ")
       << code(R.CudaPath, false);
  OS << ".";
  if (!R.InputRoot.empty())
    OS << " Files are named relative to " << code(R.InputRoot, false) << ".";
  OS << "\n\n";
  summary(R, OS);
  estimate(R, OS);
  libraries(R, OS);
  files(R, OS);
  kernels(R, OS);
  findings(R, OS);
}
