//===- ReportView.cpp - The parsed JSON report as plain structs -----------===//
#include "ReportView.h"
#include "JsonAccess.h"
#include "llvm/ADT/StringExtras.h"
#include <cmath>
#include <fmt/format.h>

using namespace cu2hip::report;
using llvm::StringRef;
namespace json = llvm::json;

namespace {

/// An object of counts, in key order (the writer sorts its keys; the parser
/// keeps no order, so sort again).
Counts counts(const json::Object &O) {
  Counts Out;
  for (const auto &[Key, Value] : O)
    Out.emplace_back(Key.str(), Value.getAsInteger().value_or(0));
  llvm::sort(Out);
  return Out;
}

int effortIndex(StringRef Effort) {
  for (unsigned I = 0; I < EffortClasses.size(); ++I)
    if (Effort == EffortClasses[I])
      return I;
  return -1;
}

FindingView readFinding(const json::Object &O) {
  FindingView F;
  F.Id = str(O, "id");
  F.Severity = str(O, "severity");
  F.Effort = str(O, "effort");
  F.Category = str(O, "category");
  F.Line = integer(O, "line");
  F.Column = integer(O, "column");
  F.Length = integer(O, "length");
  F.Message = str(O, "message");
  F.CudaName = str(O, "cuda_name");
  F.Kernel = str(O, "kernel");
  F.Source = str(O, "source");
  for (const json::Object *Fix : objects(O, "fixes"))
    F.Fixes.push_back({integer(*Fix, "offset"), integer(*Fix, "line"),
                       integer(*Fix, "column"), integer(*Fix, "length"),
                       str(*Fix, "replacement")});
  return F;
}

/// \p Path relative to \p Root when it is inside it.
std::string underRoot(StringRef Path, StringRef Root) {
  if (!Root.empty() && Path.starts_with(Root) && Path.size() > Root.size() &&
      Path[Root.size()] == '/')
    return Path.drop_front(Root.size() + 1).str();
  return Path.str();
}

/// The deepest folder that holds every input, when the inputs are absolute
/// paths (a run on `/home/me/proj`): the machine's paths are said once.
std::string inputRoot(const json::Object &Report) {
  std::optional<std::string> Root;
  for (const json::Object *F : objects(Report, "files")) {
    std::string InText = str(*F, "input");
    StringRef In = InText;
    if (In.empty())
      continue;
    if (!In.starts_with("/"))
      return "";
    StringRef Dir = In.substr(0, In.rfind('/'));
    if (!Root) {
      Root = Dir.str();
      continue;
    }
    while (!Root->empty() && !(Dir == *Root || Dir.starts_with(*Root + "/")))
      Root->resize(StringRef(*Root).rfind('/'));
  }
  return Root.value_or("");
}

FileView readFile(const json::Object &O, size_t Index, StringRef Root) {
  FileView F;
  F.Input = underRoot(str(O, "input"), Root);
  F.Output = str(O, "output");
  F.Status = str(O, "status");
  F.Replacements = integer(O, "replacements");
  F.ParsedCleanly = O.getBoolean("parsed_cleanly").value_or(true);
  const json::Object &Uses = object(O, "api_uses");
  F.Automatic = integer(Uses, "automatic");
  F.Manual = integer(Uses, "manual");
  for (const json::Object *Fd : objects(O, "findings"))
    F.Findings.push_back(readFinding(*Fd));
  F.Anchor = "f" + std::to_string(Index + 1);
  std::string Slug = slug(F.Input.empty() ? F.Output : F.Input);
  if (!Slug.empty())
    F.Anchor += "-" + Slug;
  return F;
}

} // namespace

int64_t FileView::count(StringRef Severity) const {
  return llvm::count_if(
      Findings, [&](const FindingView &F) { return F.Severity == Severity; });
}

std::array<int64_t, 3> FileView::sitesByEffort() const {
  std::array<int64_t, 3> Sites = {0, 0, 0};
  for (const FindingView &F : Findings)
    if (F.needsHands())
      if (int I = effortIndex(F.Effort); I >= 0)
        ++Sites[I];
  return Sites;
}

const DiagView *ReportView::diag(StringRef Id) const {
  for (const DiagView &D : Diagnostics)
    if (D.Id == Id)
      return &D;
  return nullptr;
}

int64_t ReportView::findings() const {
  int64_t N = 0;
  for (const auto &[Sev, Count] : FindingsBySeverity)
    N += Count;
  return N;
}

int64_t ReportView::severityCount(StringRef Severity) const {
  for (const auto &[Sev, Count] : FindingsBySeverity)
    if (Sev == Severity)
      return Count;
  return 0;
}

double ReportView::hoursFor(const std::array<int64_t, 3> &Sites) const {
  double H = 0;
  for (unsigned I = 0; I < 3; ++I)
    H += Sites[I] * HoursPerSite[I];
  return H;
}

std::vector<const FileView *> ReportView::filesOfInterest() const {
  std::vector<const FileView *> Out;
  for (const FileView &F : FileList)
    if (F.Status == "translated" || F.Status == "failed" || !F.Findings.empty())
      Out.push_back(&F);
  return Out;
}

StringRef ReportView::anchorOf(StringRef Input) const {
  for (const FileView &F : FileList)
    if (F.Input == Input)
      return F.Anchor;
  return "";
}

ReportView cu2hip::report::readReportView(const json::Object &Report) {
  ReportView R;
  const json::Object &Tool = object(Report, "tool");
  R.ToolName = str(Tool, "name");
  R.ToolVersion = str(Tool, "version");
  R.HipVersion = str(object(Report, "target"), "hip_version");
  const json::Object &Frontend = object(Report, "frontend");
  R.Ast = Frontend.getBoolean("ast").value_or(true);
  R.CudaHeaders = str(Frontend, "cuda_headers");
  R.CudaPath = str(Frontend, "cuda_path");

  const json::Object &S = object(Report, "summary");
  R.Files = integer(S, "files");
  R.Translated = integer(S, "translated");
  R.Copied = integer(S, "copied");
  R.Failed = integer(S, "failed");
  R.Generated = integer(S, "generated");
  R.Skipped = integer(S, "skipped");
  R.Replacements = integer(S, "replacements");
  R.FindingsBySeverity = counts(object(S, "findings_by_severity"));
  R.FindingsById = counts(object(S, "findings_by_id"));
  R.HazardsByKind = counts(object(S, "hazards_by_kind"));
  const json::Object &Uses = object(S, "api_uses");
  R.ApiTotal = integer(Uses, "total");
  R.ApiAutomatic = integer(Uses, "automatic");
  R.ApiManual = integer(Uses, "manual");
  R.AutomaticPercent = number(Uses, "automatic_percent", 100);
  const json::Object &Effort = object(S, "effort");
  const json::Object &PerSite = object(Effort, "hours_per_site");
  for (unsigned I = 0; I < 3; ++I) {
    R.SitesByEffort[I] = integer(Effort, EffortClasses[I]);
    R.HoursPerSite[I] = number(PerSite, EffortClasses[I]);
  }
  R.Hours = number(Effort, "hours");

  for (const json::Object *L : objects(Report, "libraries"))
    R.Libraries.push_back({str(*L, "family"), str(*L, "cuda"), str(*L, "hip"),
                           str(*L, "link"), str(*L, "debian_package"),
                           str(*L, "rocm_package"), integer(*L, "automatic"),
                           integer(*L, "manual")});
  R.InputRoot = inputRoot(Report);
  for (const json::Object *K : objects(Report, "kernels"))
    R.Kernels.push_back(
        {str(*K, "name"), underRoot(str(*K, "file"), R.InputRoot),
         integer(*K, "line"), integer(*K, "findings"), integer(*K, "hazards"),
         counts(object(*K, "findings_by_id"))});
  R.Verification = readVerificationView(Report);
  if (const json::Object *B = Report.getObject("build_check")) {
    R.BuildCheck.Present = true;
    R.BuildCheck.OffloadArch = str(*B, "offload_arch");
    R.BuildCheck.Checked = integer(*B, "units_checked");
    R.BuildCheck.Built = integer(*B, "units_built");
    R.BuildCheck.NotChecked = integer(*B, "units_not_checked");
  }
  for (const json::Object *D : objects(Report, "diagnostics"))
    R.Diagnostics.push_back({str(*D, "id"), str(*D, "severity"),
                             str(*D, "effort"), str(*D, "category"),
                             str(*D, "summary"), str(*D, "doc")});
  for (const json::Object *F : objects(Report, "files"))
    R.FileList.push_back(readFile(*F, R.FileList.size(), R.InputRoot));
  return R;
}

std::string cu2hip::report::formatNumber(double Value) {
  std::string Text = fmt::format("{:.2f}", Value);
  while (Text.back() == '0')
    Text.pop_back();
  if (Text.back() == '.')
    Text.pop_back();
  return Text == "-0" ? "0" : Text;
}

std::optional<std::string> cu2hip::report::replacedText(const FindingView &F,
                                                        const FixView &Fix) {
  if (Fix.Line != F.Line || Fix.Column < 1 ||
      static_cast<size_t>(Fix.Column - 1 + Fix.Length) > F.Source.size())
    return std::nullopt;
  return F.Source.substr(Fix.Column - 1, Fix.Length);
}

std::string cu2hip::report::percentOf(int64_t Part, int64_t Whole) {
  if (Whole <= 0)
    return "—";
  return formatNumber(std::round(1000.0 * Part / Whole) / 10.0) + " %";
}

std::string cu2hip::report::formatCount(int64_t Value) {
  std::string Digits = std::to_string(Value < 0 ? -Value : Value);
  std::string Out;
  for (size_t I = 0; I < Digits.size(); ++I) {
    if (I && (Digits.size() - I) % 3 == 0)
      Out += ',';
    Out += Digits[I];
  }
  return Value < 0 ? "-" + Out : Out;
}

std::string cu2hip::report::plural(int64_t N, StringRef One, StringRef Many) {
  return formatCount(N) + " " + (N == 1 ? One : Many).str();
}

std::string cu2hip::report::slug(StringRef Text) {
  std::string Out;
  for (char C : Text) {
    if (llvm::isAlnum(C) || C == '-' || C == '_')
      Out += llvm::toLower(C);
    else if (!Out.empty() && Out.back() != '-')
      Out += '-';
  }
  while (!Out.empty() && Out.back() == '-')
    Out.pop_back();
  return Out;
}

/// Whether a quote or a name may start after \p Before and end before
/// \p After: at a word's edge, not inside one ("don't", "x.__y", "f()").
static bool opensAfter(char Before) {
  return Before == '\0' || Before == ' ' || Before == '(' || Before == '\n';
}
static bool closesBefore(char After) {
  return After == '\0' || StringRef(" \n,;:.)").contains(After);
}

/// Splits prose further at bare identifiers that are plainly code (they
/// contain '_' or "::") and stand as whole words, appending to \p Pieces
/// (prose and names alternate).
static void splitBareNames(StringRef Prose, std::vector<std::string> &Pieces) {
  auto IsIdent = [](char C) {
    return llvm::isAlnum(C) || C == '_' || C == ':';
  };
  auto At = [&](size_t I) { return I < Prose.size() ? Prose[I] : '\0'; };
  size_t Pos = 0;
  while (Pos < Prose.size()) {
    size_t Start = Pos;
    while (Start < Prose.size() && !IsIdent(Prose[Start]))
      ++Start;
    size_t End = Start;
    while (End < Prose.size() && IsIdent(Prose[End]))
      ++End;
    StringRef Word = Prose.slice(Start, End);
    // A trailing ':' ends the sentence, it is not part of the name.
    while (Word.ends_with(":") && !Word.ends_with("::"))
      Word = Word.drop_back();
    size_t WordEnd = Start + Word.size();
    // A call "f()" or a family "__hip_atomic_*" is shown whole.
    if (Word.size() == End - Start) {
      if (At(WordEnd) == '(' && At(WordEnd + 1) == ')')
        WordEnd += 2;
      else if (At(WordEnd) == '*')
        WordEnd += 1;
      Word = Prose.slice(Start, WordEnd);
    }
    bool Whole = opensAfter(Start ? Prose[Start - 1] : '\0') &&
                 closesBefore(At(WordEnd));
    if (Whole && (Word.contains('_') || Word.contains("::")) &&
        !Word.starts_with(":")) {
      Pieces.back() += Prose.slice(Pos, Start).str();
      Pieces.push_back(Word.str());
      Pieces.emplace_back("");
      End = WordEnd;
    } else {
      Pieces.back() += Prose.slice(Pos, End).str();
    }
    Pos = End;
  }
}

std::vector<std::string> cu2hip::report::splitQuotedNames(StringRef Message) {
  std::vector<std::string> Quoted = splitQuotedOnly(Message);
  std::vector<std::string> Pieces = {""};
  for (size_t I = 0; I < Quoted.size(); ++I) {
    if (I % 2 == 0) {
      splitBareNames(Quoted[I], Pieces);
      continue;
    }
    Pieces.push_back(Quoted[I]);
    Pieces.emplace_back("");
  }
  return Pieces;
}

std::vector<std::string> cu2hip::report::splitQuotedOnly(StringRef Message) {
  auto At = [&](size_t I) { return I < Message.size() ? Message[I] : '\0'; };
  std::vector<std::string> Pieces = {""};
  size_t Pos = 0;
  while (Pos < Message.size()) {
    // A quote opens at a word's start and closes at a word's end, so the
    // apostrophes of "don't" and "HIP's" are text.
    size_t Open = Pos;
    while (
        Open < Message.size() &&
        !(Message[Open] == '\'' && opensAfter(Open ? Message[Open - 1] : '\0')))
      ++Open;
    size_t Close = Open + 1;
    while (Close < Message.size() &&
           !(Message[Close] == '\'' && closesBefore(At(Close + 1))))
      ++Close;
    if (Open >= Message.size() || Close >= Message.size() ||
        Close == Open + 1) {
      size_t Next = std::min(Open + 1, Message.size());
      Pieces.back() += Message.slice(Pos, Next).str();
      Pos = Next;
      continue;
    }
    Pieces.back() += Message.slice(Pos, Open).str();
    Pieces.push_back(Message.slice(Open + 1, Close).str());
    Pieces.emplace_back("");
    Pos = Close + 1;
  }
  return Pieces;
}
