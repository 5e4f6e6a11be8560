//===- HtmlReport.cpp - The report as one self-contained HTML page --------===//
///
/// \file
/// One file that opens anywhere without network: inline CSS, charts as
/// inline SVG drawn here, and a small inline script that only adds
/// filtering and sorting of the findings table (the page reads fully
/// without it). A Content-Security-Policy allows no fetches and only the
/// page's own scripts (by hash), so text from the inputs can never run.
/// Every finding links to its line in the source section and to its
/// diagnostic's page.
///
//===----------------------------------------------------------------------===//
#include "HtmlCharts.h"
#include "HtmlPage.h"
#include "ReportView.h"
#include "cu2hip/Report/Report.h"
#include "llvm/Support/Base64.h"
#include "llvm/Support/SHA256.h"
#include <algorithm>
#include <map>

using namespace cu2hip;
using namespace cu2hip::report;
using llvm::StringRef;

namespace {

std::string esc(StringRef S) { return escapeHtml(S); }

/// A path that may break after each '/' on narrow screens.
std::string escPath(StringRef S) {
  std::string Out;
  for (char C : S) {
    Out += escapeHtml(StringRef(&C, 1));
    if (C == '/')
      Out += "<wbr>";
  }
  return Out;
}

std::string cspHash(StringRef Script) {
  std::array<uint8_t, 32> Hash = llvm::SHA256::hash(llvm::ArrayRef(
      reinterpret_cast<const uint8_t *>(Script.data()), Script.size()));
  return "'sha256-" + llvm::encodeBase64(Hash) + "'";
}

/// A message with the names it quotes as <code>.
std::string message(StringRef Message) {
  std::string Out;
  std::vector<std::string> Pieces = splitQuotedNames(Message);
  for (size_t I = 0; I < Pieces.size(); ++I)
    Out += I % 2 ? "<code>" + esc(Pieces[I]) + "</code>" : esc(Pieces[I]);
  return Out;
}

std::string idLink(const ReportView &R, StringRef Id) {
  const DiagView *D = R.diag(Id);
  if (!D || D->Doc.empty())
    return "<code>" + esc(Id) + "</code>";
  return "<a class=\"id\" href=\"" + esc(D->Doc) + "\"><code>" + esc(Id) +
         "</code></a>";
}

std::string badge(StringRef Kind, StringRef Value) {
  return "<span class=\"badge " + Kind.str() + "-" + esc(Value) + "\">" +
         esc(Value) + "</span>";
}

std::string hours(double H) { return formatNumber(H) + " h"; }

/// Where a finding's row links: its line in the source section, or the
/// file's section for a finding about the whole file.
std::string lineAnchor(const FileView &F, const FindingView &Fd) {
  return Fd.Line ? F.Anchor + "-L" + std::to_string(Fd.Line) : F.Anchor;
}

std::string fixHtml(const FindingView &F, const FixView &Fix) {
  std::string Where =
      "line " + std::to_string(Fix.Line) + ":" + std::to_string(Fix.Column);
  std::string New = "<code>" + esc(Fix.Replacement) + "</code>";
  if (Fix.Length == 0)
    return "insert " + New + " at " + Where;
  std::optional<std::string> Old = replacedText(F, Fix);
  std::string What = Old ? "<code>" + esc(*Old) + "</code>"
                         : esc(plural(Fix.Length, "byte", "bytes"));
  if (Fix.Replacement.empty())
    return "delete " + What + " at " + Where;
  return "replace " + What + " with " + New + " at " + Where;
}

void header(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "<header>\n<h1>CUDA to HIP porting report</h1>\n<p class=\"meta\">"
     << esc(R.ToolName) << " " << esc(R.ToolVersion) << " · target HIP "
     << esc(R.HipVersion) << " · ";
  if (!R.Ast)
    OS << "token-level translation (no Clang parse)";
  else
    OS << "parsed with Clang against "
       << (R.CudaHeaders == "toolkit" ? "the CUDA toolkit at "
                                      : "CUDA headers at ")
       << "<code>" << esc(R.CudaPath) << "</code>";
  if (!R.InputRoot.empty())
    OS << " · files relative to <code>" << esc(R.InputRoot) << "</code>";
  OS << "</p>\n<nav><a href=\"#summary\">Summary</a><a href=\"#charts\">"
        "Charts</a><a href=\"#libraries\">Libraries</a><a href=\"#files\">"
        "Files</a><a href=\"#kernels\">Kernels</a><a href=\"#findings\">"
        "Findings</a><a href=\"#source\">Source lines</a></nav>\n</header>\n";
}

void card(StringRef Label, const std::string &Big, const std::string &Small,
          llvm::raw_ostream &OS, const std::string &Extra = "") {
  OS << "<div class=\"card\"><div class=\"card-label\">" << Label
     << "</div><div class=\"card-big\">" << Big
     << "</div><div class=\"card-small\">" << Small << "</div>" << Extra
     << "</div>\n";
}

/// The cards a lead reads first: automatic share, builds, hand work,
/// files, hazards.
void summaryCards(const ReportView &R, llvm::raw_ostream &OS) {
  double Share = std::clamp(R.AutomaticPercent, 0.0, 100.0);
  card("Translated automatically", formatNumber(R.AutomaticPercent) + " %",
       "of CUDA API uses: " + formatCount(R.ApiAutomatic) + " of " +
           formatCount(R.ApiTotal) + "; " + formatCount(R.ApiManual) +
           " need a hand",
       OS,
       "<div class=\"meter\" aria-hidden=\"true\"><span style=\"width:" +
           formatNumber(Share) + "%\"></span></div>");
  if (const BuildCheckView &B = R.BuildCheck; B.Present)
    card("Builds", formatCount(B.Built) + " of " + formatCount(B.Checked),
         "translated units compile with hipcc for " + esc(B.OffloadArch) +
             (B.NotChecked ? "; " + formatCount(B.NotChecked) + " not checked"
                           : std::string()),
         OS);
  int64_t Sites = R.sites();
  card("Hand work", "≈ " + hours(R.Hours),
       esc(plural(Sites, "site", "sites")) + ": " +
           formatCount(R.SitesByEffort[0]) + " low · " +
           formatCount(R.SitesByEffort[1]) + " medium · " +
           formatCount(R.SitesByEffort[2]) + " high",
       OS);
  int64_t Unclean = llvm::count_if(
      R.FileList, [](const FileView &F) { return !F.ParsedCleanly; });
  card(
      "Files translated", formatCount(R.Translated),
      "of " + formatCount(R.Files - R.Generated) + " inputs; " +
          formatCount(R.Copied) + " copied unchanged · " +
          (R.Skipped ? formatCount(R.Skipped) + " skipped · " : std::string()) +
          formatCount(R.Failed) + " failed" +
          (Unclean ? " · " + formatCount(Unclean) + " with parse errors"
                   : std::string()),
      OS);
  int64_t Hazards = 0;
  for (const auto &[Id, N] : R.HazardsByKind)
    Hazards += N;
  card("Hazards on AMD GPUs", esc(plural(Hazards, "site", "sites")),
       Hazards ? esc(plural(R.HazardsByKind.size(), "kind", "kinds"))
               : std::string("none found"),
       OS);
}

/// The estimate, by effort class.
void estimateTable(const ReportView &R, llvm::raw_ostream &OS) {
  int64_t Sites = R.sites();
  OS << "<h3 id=\"estimate\">Hand-work estimate</h3>\n<div class=\"scroll "
        "fit\">"
        "<table class=\"estimate\"><thead><tr><th>Effort</th>"
        "<th class=\"n\">Sites</th><th class=\"n\">Hours per site</th>"
        "<th class=\"n\">Hours</th></tr></thead><tbody>\n";
  for (unsigned I = 0; I < 3; ++I)
    OS << "<tr><td>" << badge("eff", EffortClasses[I])
       << "</td><td class=\"n\">" << formatCount(R.SitesByEffort[I])
       << "</td><td class=\"n\">" << formatNumber(R.HoursPerSite[I])
       << "</td><td class=\"n\">"
       << formatNumber(R.SitesByEffort[I] * R.HoursPerSite[I])
       << "</td></tr>\n";
  OS << "<tr class=\"total\"><td>total</td><td class=\"n\">"
     << formatCount(Sites) << "</td><td></td><td class=\"n\">"
     << formatNumber(R.Hours) << "</td></tr>\n</tbody></table></div>\n";
  OS << "<p class=\"note\">Basis: every warning or error finding is one site "
        "of hand work, estimated at the hours per site of its diagnostic's "
        "effort class; notes need none. A planning figure for reading, "
        "changing and checking each site, not a measurement: testing on AMD "
        "hardware comes on top.</p>\n";
}

/// What to install, from Debian and from AMD's repositories.
void installList(const ReportView &R, llvm::raw_ostream &OS) {
  std::string Debian, Rocm;
  std::vector<std::string> NoDebian;
  for (const LibraryView &L : R.Libraries) {
    if (L.Hip.empty())
      continue;
    if (L.DebianPackage.empty())
      NoDebian.push_back(L.Hip);
    else
      Debian += " " + L.DebianPackage;
    if (!L.RocmPackage.empty())
      Rocm += " " + L.RocmPackage;
  }
  OS << "<h3>ROCm libraries to install</h3>\n";
  if (Debian.empty() && Rocm.empty())
    OS << "<p>None: no CUDA library or runtime use was found.</p>\n";
  else {
    OS << "<dl class=\"install\">";
    if (!Debian.empty())
      OS << "<dt>Debian 12</dt><dd><code>apt install" << esc(Debian)
         << "</code></dd>";
    if (!NoDebian.empty()) {
      OS << "<dt>Not in Debian 12</dt><dd>";
      for (size_t I = 0; I < NoDebian.size(); ++I)
        OS << (I ? ", " : "") << esc(NoDebian[I]);
      OS << " (use AMD's ROCm repositories)</dd>";
    }
    if (!Rocm.empty())
      OS << "<dt>ROCm repositories</dt><dd><code>apt install" << esc(Rocm)
         << "</code></dd>";
    OS << "</dl>\n";
  }
}

void hazardList(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "<h3>Hazards by kind</h3>\n";
  if (R.HazardsByKind.empty())
    OS << "<p>None found.</p>\n";
  else {
    OS << "<ul class=\"hazards\">\n";
    for (const auto &[Id, N] : R.HazardsByKind) {
      const DiagView *D = R.diag(Id);
      OS << "<li>" << idLink(R, Id) << " × " << N;
      if (D)
        OS << " — " << esc(D->Summary);
      OS << "</li>\n";
    }
    OS << "</ul>\n";
  }
}

void summary(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "<section id=\"summary\">\n<h2>Decision summary</h2>\n"
        "<div class=\"cards\">\n";
  summaryCards(R, OS);
  OS << "</div>\n";
  estimateTable(R, OS);
  installList(R, OS);
  hazardList(R, OS);
  OS << "</section>\n";
}

BarChart hazardChart(const ReportView &R);

void charts(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "<section id=\"charts\">\n<h2>Charts</h2>\n<div class=\"charts\">\n";
  BarChart Coverage;
  Coverage.Name = "coverage-by-library";
  Coverage.Title = "Coverage by library";
  Coverage.Description =
      "CUDA API uses per library: translated automatically (first segment) "
      "and needing hand work (second segment).";
  Coverage.Unit = "uses";
  Coverage.Series = {{"automatic", "s-auto"}, {"manual", "s-manual"}};
  Coverage.EmptyText = "No CUDA API uses found.";
  for (const LibraryView &L : R.Libraries)
    Coverage.Rows.push_back(
        {L.Hip.empty() ? L.Cuda : L.Cuda + " → " + L.Hip,
         "#libraries",
         {static_cast<double>(L.Automatic), static_cast<double>(L.Manual)},
         formatCount(L.Automatic) + " / " + formatCount(L.Manual)});
  renderBarChart(Coverage, OS);
  renderBarChart(hazardChart(R), OS);

  BarChart Effort;
  Effort.Name = "effort-by-file";
  Effort.Title = "Effort by file (top 10, hours)";
  Effort.Description =
      "Estimated hours of hand work per file, split by effort class (low, "
      "medium, high), for the files that need the most.";
  Effort.Unit = "h";
  Effort.Series = {
      {"low", "s-low"}, {"medium", "s-medium"}, {"high", "s-high"}};
  Effort.EmptyText = "No hand work found.";
  std::vector<std::pair<double, const FileView *>> ByHours;
  for (const FileView &F : R.FileList)
    if (double H = R.hoursFor(F.sitesByEffort()); H > 0)
      ByHours.emplace_back(H, &F);
  // Most hours first; equal ones in the report's order.
  llvm::sort(ByHours, [](auto &A, auto &B) {
    return A.first != B.first ? A.first > B.first : A.second < B.second;
  });
  if (ByHours.size() > 10)
    ByHours.resize(10);
  for (const auto &[H, F] : ByHours) {
    std::array<int64_t, 3> Sites = F->sitesByEffort();
    ChartRow Row{F->Input, "#" + F->Anchor, {}, hours(H)};
    for (unsigned I = 0; I < 3; ++I)
      Row.Values.push_back(Sites[I] * R.HoursPerSite[I]);
    Effort.Rows.push_back(Row);
  }
  renderBarChart(Effort, OS);

  OS << "</div>\n</section>\n";
}

BarChart hazardChart(const ReportView &R) {
  BarChart Hazards;
  Hazards.Name = "hazards-by-kind";
  Hazards.Title = "Hazards by kind";
  Hazards.Description = "Sites of each hazard kind: code that behaves "
                        "differently on AMD GPUs.";
  Hazards.Unit = "sites";
  Hazards.Series = {{"sites", "s-hazard"}};
  Hazards.EmptyText = "No hazards found.";
  for (const auto &[Id, N] : R.HazardsByKind) {
    const DiagView *D = R.diag(Id);
    Hazards.Rows.push_back({Id,
                            D ? D->Doc : std::string(),
                            {static_cast<double>(N)},
                            formatCount(N)});
  }
  return Hazards;
}

void libraries(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "<section id=\"libraries\">\n<h2>Libraries</h2>\n";
  if (R.Libraries.empty()) {
    OS << "<p>No CUDA API uses were found.</p>\n</section>\n";
    return;
  }
  OS << "<div class=\"scroll\"><table><thead><tr><th>CUDA</th>"
        "<th>ROCm / HIP</th><th>Link</th><th>Debian 12 package</th>"
        "<th>ROCm package</th><th class=\"n\">Automatic</th>"
        "<th class=\"n\">Manual</th><th class=\"n\">Automatic share</th>"
        "</tr></thead><tbody>\n";
  auto CodeOr = [](const std::string &S, StringRef None) {
    return S.empty() ? "<span class=\"none\">" + None.str() + "</span>"
                     : "<code>" + esc(S) + "</code>";
  };
  for (const LibraryView &L : R.Libraries)
    OS << "<tr><td>" << esc(L.Cuda) << "</td><td>"
       << (L.Hip.empty() ? "<span class=\"none\">not classified</span>"
                         : esc(L.Hip))
       << "</td><td>" << CodeOr(L.Link, "—") << "</td><td>"
       << CodeOr(L.DebianPackage, L.Hip.empty() ? "—" : "no package")
       << "</td><td>" << CodeOr(L.RocmPackage, "—") << "</td><td class=\"n\">"
       << formatCount(L.Automatic) << "</td><td class=\"n\">"
       << formatCount(L.Manual) << "</td><td class=\"n\">"
       << percentOf(L.Automatic, L.Automatic + L.Manual) << "</td></tr>\n";
  OS << "</tbody></table></div>\n</section>\n";
}

void files(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "<section id=\"files\">\n<h2>Files</h2>\n";
  std::vector<const FileView *> Files = R.filesOfInterest();
  if (Files.empty()) {
    OS << "<p>No file was translated.</p>\n</section>\n";
    return;
  }
  OS << "<div class=\"scroll\"><table><thead><tr><th>File</th><th>Status</th>"
        "<th class=\"n\">API uses automatic</th><th class=\"n\">API uses "
        "manual</th><th class=\"n\">Errors</th><th class=\"n\">Warnings</th>"
        "<th class=\"n\">Notes</th><th class=\"n\">Estimate</th></tr></thead>"
        "<tbody>\n";
  for (const FileView *F : Files) {
    OS << "<tr><td class=\"path\">";
    if (!F->Findings.empty())
      OS << "<a href=\"#" << F->Anchor << "\">" << escPath(F->Input) << "</a>";
    else
      OS << escPath(F->Input);
    OS << "</td><td>" << esc(F->Status)
       << (F->ParsedCleanly ? "" : " (parse errors)") << "</td><td class=\"n\">"
       << formatCount(F->Automatic) << "</td><td class=\"n\">"
       << formatCount(F->Manual) << "</td><td class=\"n\">" << F->count("error")
       << "</td><td class=\"n\">" << F->count("warning")
       << "</td><td class=\"n\">" << F->count("note") << "</td><td class=\"n\">"
       << hours(R.hoursFor(F->sitesByEffort())) << "</td></tr>\n";
  }
  OS << "</tbody></table></div>\n";
  int64_t Other = R.Files - R.Generated - static_cast<int64_t>(Files.size());
  if (Other > 0)
    OS << "<p class=\"note\">"
       << esc(plural(Other, "other input file was", "other input files were"))
       << " copied unchanged.</p>\n";
  OS << "</section>\n";
}

void htmlTable(const VerificationView::Row &Header,
               const std::vector<VerificationView::Row> &Rows,
               llvm::raw_ostream &OS) {
  OS << "<div class=\"scroll\"><table><thead><tr>";
  for (size_t I = 0; I < Header.size(); ++I)
    OS << (I < 2 || I + 1 == Header.size() ? "<th>" : "<th class=\"n\">")
       << esc(Header[I]) << "</th>";
  OS << "</tr></thead><tbody>\n";
  for (const VerificationView::Row &Row : Rows) {
    OS << "<tr>";
    for (size_t I = 0; I < Row.size(); ++I)
      OS << (I == 0                          ? "<td><code>"
             : I + 1 == Row.size() || I == 1 ? "<td>"
                                             : "<td class=\"n\">")
         << esc(Row[I]) << (I == 0 ? "</code></td>" : "</td>");
    OS << "</tr>\n";
  }
  OS << "</tbody></table></div>\n";
}

void verification(const VerificationView &V, llvm::raw_ostream &OS) {
  OS << "<h3>AMD vs NVIDIA resources (<code>cu2hip verify</code>)</h3>\n"
     << "<p data-verify=\"" << (V.Passed ? "passed" : "failed")
     << "\">Mode: " << esc(V.Mode) << " (machine: " << esc(V.Machine) << "); "
     << esc(V.Compilers) << "; occupancy at " << V.BlockSize
     << " threads per block. " << esc(plural(V.Kernels, "kernel", "kernels"))
     << " compared, " << V.Flagged << " flagged; verification "
     << (V.Passed ? "passed" : "<strong>failed</strong>") << ".</p>\n";
  if (!V.ResourceRows.empty())
    htmlTable(V.ResourceHeader, V.ResourceRows, OS);
  if (!V.FailedBuilds.empty()) {
    OS << "<p>Builds that failed:</p><ul>\n";
    for (const std::string &B : V.FailedBuilds)
      OS << "<li>" << esc(B) << "</li>\n";
    OS << "</ul>\n";
  }
  if (!V.ProgramRows.empty()) {
    OS << "<h3>Programs run</h3>\n";
    htmlTable(V.ProgramHeader, V.ProgramRows, OS);
  }
}

void kernels(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "<section id=\"kernels\">\n<h2>Kernels</h2>\n";
  if (R.Verification.Present)
    verification(R.Verification, OS);
  else
    OS << "<p class=\"callout\" data-verify=\"not-measured\"><strong>AMD vs "
          "NVIDIA resources (<code>cu2hip verify</code>): not measured "
          "yet.</strong> Registers, spills, shared memory (LDS) and occupancy "
          "per kernel come from <code>cu2hip verify</code>; this report shows "
          "no numbers rather than guessed ones.</p>\n";
  if (R.Kernels.empty()) {
    OS << "<p>No kernels were found.</p>\n</section>\n";
    return;
  }
  OS << "<div class=\"scroll\"><table><thead><tr><th>Kernel</th>"
        "<th>Location</th><th class=\"n\">Findings</th><th class=\"n\">"
        "Hazards</th><th>Kinds</th></tr></thead><tbody>\n";
  for (const KernelView &K : R.Kernels) {
    OS << "<tr><td><code>" << esc(K.Name) << "</code></td><td class=\"path\">"
       << escPath(K.File) << ":" << K.Line << "</td><td class=\"n\">"
       << K.Findings << "</td><td class=\"n\">" << K.Hazards << "</td><td>";
    for (size_t I = 0; I < K.FindingsById.size(); ++I)
      OS << (I ? ", " : "") << idLink(R, K.FindingsById[I].first) << " × "
         << K.FindingsById[I].second;
    OS << "</td></tr>\n";
  }
  OS << "</tbody></table></div>\n</section>\n";
}

void findingsTable(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "<section id=\"findings\">\n<h2>Findings</h2>\n";
  if (!R.findings()) {
    OS << "<p>None.</p>\n</section>\n";
    return;
  }
  // Shown by the script, which makes them work.
  OS << "<div class=\"controls\" id=\"controls\" hidden><label>Filter "
        "<input type=\"search\" id=\"filter\" placeholder=\"id, file, "
        "message\"></label><label>Severity <select id=\"severity\">"
        "<option value=\"\">all</option><option>error</option>"
        "<option>warning</option><option>note</option></select></label>"
        "<span id=\"shown\"></span></div>\n";
  OS << "<div class=\"scroll\"><table id=\"findings-table\"><thead><tr>"
        "<th data-sort=\"text\">Location</th><th data-sort=\"text\">Finding"
        "</th><th data-sort=\"text\">Severity</th><th data-sort=\"effort\">"
        "Effort</th><th>Message</th></tr></thead><tbody>\n";
  for (const FileView &F : R.FileList)
    for (const FindingView &Fd : F.Findings) {
      // The line and column stay together when the path wraps.
      std::string Where = escPath(F.Input);
      if (Fd.Line)
        Where += "<span class=\"lc\">:" + std::to_string(Fd.Line) + ":" +
                 std::to_string(Fd.Column) + "</span>";
      OS << "<tr data-severity=\"" << esc(Fd.Severity) << "\" data-effort=\""
         << esc(Fd.Effort) << "\"><td class=\"path\"><a class=\"loc\" href=\"#"
         << lineAnchor(F, Fd) << "\">" << Where << "</a></td><td>"
         << idLink(R, Fd.Id) << "</td><td>" << badge("sev", Fd.Severity)
         << "</td><td>"
         << (Fd.needsHands() ? badge("eff", Fd.Effort) : std::string("—"))
         << "</td><td class=\"msg\">" << message(Fd.Message);
      if (!Fd.Kernel.empty())
        OS << " <span class=\"kernel\">in kernel <code>" << esc(Fd.Kernel)
           << "</code></span>";
      for (const FixView &Fix : Fd.Fixes)
        OS << "<div class=\"fix\">Offered fix (not applied): "
           << fixHtml(Fd, Fix) << "</div>";
      OS << "</td></tr>\n";
    }
  OS << "</tbody></table></div>\n</section>\n";
}

/// Per file, the lines findings are on, with anchors the table links to.
void sourceLines(const ReportView &R, llvm::raw_ostream &OS) {
  OS << "<section id=\"source\">\n<h2>Source lines</h2>\n";
  bool Any = false;
  for (const FileView &F : R.FileList) {
    if (F.Findings.empty())
      continue;
    Any = true;
    OS << "<section class=\"file\" id=\"" << F.Anchor
       << "\">\n<h3 class=\"path\">" << escPath(F.Input) << "</h3>\n";
    // Findings sorted by line, whole-file ones first; one block per line.
    std::map<int64_t, std::vector<const FindingView *>> ByLine;
    for (const FindingView &Fd : F.Findings)
      ByLine[Fd.Line].push_back(&Fd);
    for (const auto &[Line, List] : ByLine) {
      if (Line == 0) {
        OS << "<div class=\"src whole\"><span class=\"ln\">file</span>";
      } else {
        std::string Id = F.Anchor + "-L" + std::to_string(Line);
        OS << "<div class=\"src\" id=\"" << Id << "\"><a class=\"ln\" href=\"#"
           << Id << "\">" << Line << "</a><pre><code>"
           << esc(List.front()->Source) << "</code></pre>";
      }
      OS << "<ul>";
      for (const FindingView *Fd : List)
        OS << "<li>" << badge("sev", Fd->Severity) << " " << idLink(R, Fd->Id)
           << " " << message(Fd->Message) << "</li>";
      OS << "</ul></div>\n";
    }
    OS << "</section>\n";
  }
  if (!Any)
    OS << "<p>No findings.</p>\n";
  OS << "</section>\n";
}

} // namespace

void cu2hip::renderHtmlReport(const llvm::json::Object &Report,
                              llvm::raw_ostream &OS) {
  ReportView R = readReportView(Report);
  StringRef Guard = htmlErrorScript(), Script = htmlPageScript();
  OS << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta "
        "charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, "
        "initial-scale=1\">\n"
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
        "'none'; style-src 'unsafe-inline'; img-src data:; script-src "
     << cspHash(Guard) << " " << cspHash(Script) << "\">\n"
     << "<meta name=\"generator\" content=\"" << esc(R.ToolName) << " "
     << esc(R.ToolVersion) << "\">\n<title>CUDA to HIP porting report</title>\n"
     << "<style>" << htmlStyle() << "</style>\n<script>" << Guard
     << "</script>\n</head>\n<body>\n";
  header(R, OS);
  OS << "<main>\n";
  summary(R, OS);
  charts(R, OS);
  libraries(R, OS);
  files(R, OS);
  kernels(R, OS);
  findingsTable(R, OS);
  sourceLines(R, OS);
  OS << "</main>\n<footer>Rendered by " << esc(R.ToolName) << " "
     << esc(R.ToolVersion)
     << " from its JSON report (schema 2); the same run's JSON, Markdown "
        "and SARIF say the same.</footer>\n<script>"
     << Script << "</script>\n</body>\n</html>\n";
}
