//===- Report.cpp - JSON report, diagnostics and summary ------------------===//
#include "cu2hip/Report/Report.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/TerminalText.h"
#include "cu2hip/Support/Version.h"
#include "llvm/Support/JSON.h"
#include <cmath>
#include <fmt/format.h>
#include <map>
#include <tuple>

using namespace cu2hip;
using llvm::StringRef;

llvm::StringRef cu2hip::fileStatusName(FileStatus S) {
  switch (S) {
  case FileStatus::Translated:
    return "translated";
  case FileStatus::Copied:
    return "copied";
  case FileStatus::Failed:
    return "failed";
  case FileStatus::Generated:
    return "generated";
  case FileStatus::Skipped:
    return "skipped";
  }
  llvm_unreachable("covered switch");
}

namespace {
struct Totals {
  unsigned Translated = 0, Copied = 0, Failed = 0, Generated = 0, Skipped = 0,
           Replacements = 0;
  std::map<std::string, unsigned> BySeverity, ById, ByCategory, Hazards;
  unsigned ByEffort[3] = {0, 0, 0};
  ApiUseCount Uses;
  /// By library family (families without a library block count as the
  /// runtime's).
  std::map<std::string, ApiUseCount> UsesByFamily;
};

/// Findings about what the code does on AMD rather than how it was renamed.
bool isHazard(DiagCategory C) {
  return C == DiagCategory::Wave64 || C == DiagCategory::InlinePtx ||
         C == DiagCategory::Portability || C == DiagCategory::Library;
}

/// Notes say what was done; warnings and errors ask for hand work.
bool needsHands(const DiagInfo &Info) { return Info.Sev != Severity::Note; }

Totals countTotals(const RunResult &Run) {
  Totals T;
  for (const FileResult &F : Run.Files) {
    switch (F.Status) {
    case FileStatus::Translated:
      ++T.Translated;
      break;
    case FileStatus::Copied:
      ++T.Copied;
      break;
    case FileStatus::Failed:
      ++T.Failed;
      break;
    case FileStatus::Generated:
      ++T.Generated; // not an input: the summary line counts inputs
      break;
    case FileStatus::Skipped:
      ++T.Skipped;
      break;
    }
    T.Replacements += F.Replacements;
    for (const Finding &Fd : F.Findings) {
      const DiagInfo &Info = diagInfo(Fd.Kind);
      std::string Id = "cu2hip-" + Info.Id.str();
      ++T.BySeverity[severityName(Info.Sev).str()];
      ++T.ById[Id];
      ++T.ByCategory[categoryName(Info.Category).str()];
      if (needsHands(Info)) {
        ++T.ByEffort[static_cast<unsigned>(Info.Effort)];
        if (isHazard(Info.Category))
          ++T.Hazards[Id];
      }
    }
    for (const auto &[Family, N] : F.ApiUses) {
      T.Uses.Automatic += N.Automatic;
      T.Uses.Manual += N.Manual;
      ApiUseCount &ByFamily = T.UsesByFamily[Family];
      ByFamily.Automatic += N.Automatic;
      ByFamily.Manual += N.Manual;
    }
  }
  return T;
}

/// A share in percent with one decimal, 100 when there is nothing to share.
double percent(unsigned Part, unsigned Whole) {
  if (Whole == 0)
    return 100.0;
  return std::round(1000.0 * Part / Whole) / 10.0;
}

/// A number as people write it (`81.8`, `2.25`, `4`), not as a double's
/// 17 digits: at most two decimals.
void decimal(llvm::json::OStream &J, StringRef Key, double Value) {
  std::string Text = fmt::format("{:.2f}", Value);
  while (Text.back() == '0')
    Text.pop_back();
  if (Text.back() == '.')
    Text.pop_back();
  J.attributeBegin(Key);
  J.rawValue(Text);
  J.attributeEnd();
}

/// The ROCm library each used family needs: families without a library
/// block of their own (device functions, the driver API) need the runtime.
std::map<std::string, ApiUseCount> usesByLibrary(const Totals &T,
                                                 const MappingTable *Table) {
  std::map<std::string, ApiUseCount> Out;
  for (const auto &[Family, N] : T.UsesByFamily) {
    std::string Library = Family;
    if (Family != UnclassifiedFamily && (!Table || !Table->library(Family)))
      Library = "runtime";
    Out[Library].Automatic += N.Automatic;
    Out[Library].Manual += N.Manual;
  }
  return Out;
}

/// The kernel \p Offset lies in, if any.
const KernelInfo *kernelAt(const FileResult &F, unsigned Offset) {
  for (const KernelInfo &K : F.Kernels)
    if (K.Offset <= Offset && Offset < K.EndOffset)
      return &K;
  return nullptr;
}

/// The schema, the tool, and how the run read its input.
void writeRunSetup(llvm::json::OStream &J, const RunResult &Run,
                   const ReportContext &Ctx) {
  J.attribute("schema", "cu2hip-report");
  J.attribute("schema_version", ReportSchemaVersion);
  J.attributeObject("tool", [&] {
    J.attribute("name", "cu2hip");
    J.attribute("version", CU2HIP_VERSION_STRING);
  });
  J.attributeObject("target",
                    [&] { J.attribute("hip_version", Ctx.Target.str()); });
  J.attributeObject("frontend", [&] {
    J.attribute("ast", Ctx.UsedAst);
    J.attribute("cuda_headers", Ctx.CudaToolkit ? "toolkit" : "headers-only");
    J.attribute("cuda_path", Ctx.CudaPath);
  });
  const RunStats &S = Run.Stats;
  J.attributeObject("build", [&] {
    J.attribute("compile_commands", Ctx.CompileCommands);
    J.attribute("compile_commands_used", S.CompileCommands);
    J.attributeArray("inferred_include_dirs", [&] {
      for (const std::string &Dir : S.InferredIncludeDirs)
        J.value(Dir);
    });
    J.attributeArray("units", [&] {
      for (const UnitCommand &U : S.Units)
        J.object([&] {
          J.attribute("file", U.File);
          J.attributeArray("arguments", [&] {
            for (const std::string &Arg : U.Arguments)
              J.value(Arg);
          });
        });
    });
    J.attribute("output_compile_commands", S.OutputCompileCommands);
    J.attribute("units_parsed", S.Parsed);
    J.attribute("units_from_cache", S.FromCache);
    J.attribute("sdk_precompiled", S.UsedPch);
  });
}

/// The totals a lead decides on: files, findings, API uses, effort.
void writeSummary(llvm::json::OStream &J, const RunResult &Run,
                  const Totals &T) {
  J.attributeObject("summary", [&] {
    J.attribute("files", static_cast<int64_t>(Run.Files.size()));
    J.attribute("translated", T.Translated);
    J.attribute("copied", T.Copied);
    J.attribute("failed", T.Failed);
    J.attribute("generated", T.Generated);
    J.attribute("skipped", T.Skipped);
    J.attribute("replacements", T.Replacements);
    J.attributeObject("findings_by_severity", [&] {
      for (const auto &[Sev, N] : T.BySeverity)
        J.attribute(Sev, N);
    });
    J.attributeObject("findings_by_id", [&] {
      for (const auto &[Id, N] : T.ById)
        J.attribute(Id, N);
    });
    J.attributeObject("findings_by_category", [&] {
      for (const auto &[Category, N] : T.ByCategory)
        J.attribute(Category, N);
    });
    J.attributeObject("api_uses", [&] {
      J.attribute("total", T.Uses.Automatic + T.Uses.Manual);
      J.attribute("automatic", T.Uses.Automatic);
      J.attribute("manual", T.Uses.Manual);
      decimal(J, "automatic_percent",
              percent(T.Uses.Automatic, T.Uses.Automatic + T.Uses.Manual));
    });
    J.attributeObject("effort", [&] {
      double Hours = 0;
      for (unsigned E = 0; E < 3; ++E) {
        J.attribute(effortName(static_cast<Effort>(E)), T.ByEffort[E]);
        Hours += T.ByEffort[E] * EffortHours[E];
      }
      decimal(J, "hours", Hours);
      J.attributeObject("hours_per_site", [&] {
        for (unsigned E = 0; E < 3; ++E)
          decimal(J, effortName(static_cast<Effort>(E)), EffortHours[E]);
      });
    });
    J.attributeObject("hazards_by_kind", [&] {
      for (const auto &[Id, N] : T.Hazards)
        J.attribute(Id, N);
    });
  });
}

/// The ROCm libraries the port needs, with their packages.
void writeLibraries(llvm::json::OStream &J, const Totals &T,
                    const ReportContext &Ctx) {
  J.attributeArray("libraries", [&] {
    for (const auto &[Family, N] : usesByLibrary(T, Ctx.Table))
      J.object([&] {
        const LibraryInfo *L = Ctx.Table ? Ctx.Table->library(Family) : nullptr;
        J.attribute("family", Family);
        J.attribute("cuda", L ? L->CudaName
                              : StringRef("CUDA names the tables do not know"));
        // What the port calls: under --roc, the ROCm library itself.
        StringRef Name, Link, Debian, Rocm;
        if (L && Ctx.Roc && !L->RocName.empty())
          std::tie(Name, Link, Debian, Rocm) = std::tie(
              L->RocName, L->RocLink, L->RocDebianPackage, L->RocRocmPackage);
        else if (L)
          std::tie(Name, Link, Debian, Rocm) =
              std::tie(L->HipName, L->Link, L->DebianPackage, L->RocmPackage);
        J.attribute("hip", Name);
        J.attribute("link", Link);
        J.attribute("debian_package", Debian);
        J.attribute("rocm_package", Rocm);
        J.attribute("automatic", N.Automatic);
        J.attribute("manual", N.Manual);
      });
  });
}

/// Each kernel with the findings inside it that need hands.
void writeKernels(llvm::json::OStream &J, const RunResult &Run) {
  J.attributeArray("kernels", [&] {
    for (const FileResult &F : Run.Files)
      for (const KernelInfo &K : F.Kernels)
        J.object([&] {
          std::map<std::string, unsigned> Ids;
          unsigned Hazards = 0;
          for (const Finding &Fd : F.Findings)
            if (K.Offset <= Fd.Offset && Fd.Offset < K.EndOffset &&
                needsHands(diagInfo(Fd.Kind))) {
              ++Ids["cu2hip-" + diagInfo(Fd.Kind).Id.str()];
              Hazards += isHazard(diagInfo(Fd.Kind).Category);
            }
          unsigned Findings = 0;
          for (const auto &[Id, N] : Ids)
            Findings += N;
          J.attribute("name", K.Name);
          J.attribute("file", F.Input);
          J.attribute("line", K.Line);
          J.attribute("findings", Findings);
          J.attribute("hazards", Hazards);
          J.attributeObject("findings_by_id", [&] {
            for (const auto &[Id, N] : Ids)
              J.attribute(Id, N);
          });
        });
  });
}

/// --check-build's outcome per unit; nothing without it.
void writeBuildCheck(llvm::json::OStream &J, const RunResult &Run) {
  if (const std::optional<BuildCheckResult> &B = Run.BuildCheck)
    J.attributeObject("build_check", [&] {
      J.attribute("hipcc", B->Hipcc);
      J.attribute("offload_arch", B->OffloadArch);
      J.attribute("units_checked", B->checked());
      J.attribute("units_built", B->built());
      J.attribute("units_not_checked", B->notChecked());
      J.attributeArray("units", [&] {
        for (const UnitBuild &U : B->Units)
          J.object([&] {
            J.attribute("input", U.Input);
            J.attribute("output", U.Output);
            J.attribute("result", unitOutcomeName(U.Result));
            J.attribute("errors", U.Errors);
            J.attribute("summary", U.Summary);
          });
      });
    });
}

/// The diagnostics the run found, with their pages.
void writeDiagnosticIndex(llvm::json::OStream &J, const Totals &T,
                          const ReportContext &Ctx) {
  J.attributeArray("diagnostics", [&] {
    for (const DiagInfo &Info : allDiagnostics()) {
      std::string Id = "cu2hip-" + Info.Id.str();
      if (!T.ById.count(Id))
        continue;
      J.object([&] {
        J.attribute("id", Id);
        J.attribute("severity", severityName(Info.Sev));
        J.attribute("effort", effortName(Info.Effort));
        J.attribute("category", categoryName(Info.Category));
        J.attribute("summary", Info.Summary);
        J.attribute("doc", Ctx.DocsUrl + Info.Id.str() + ".md");
      });
    }
  });
}

void writeFinding(llvm::json::OStream &J, const FileResult &F,
                  const Finding &Fd) {
  const DiagInfo &Info = diagInfo(Fd.Kind);
  J.object([&] {
    J.attribute("id", "cu2hip-" + Info.Id.str());
    J.attribute("severity", severityName(Info.Sev));
    J.attribute("effort", effortName(Info.Effort));
    J.attribute("category", categoryName(Info.Category));
    J.attribute("line", Fd.Line);
    J.attribute("column", Fd.Column);
    J.attribute("length", Fd.Length);
    J.attribute("message", Fd.Message);
    if (!Fd.CudaName.empty())
      J.attribute("cuda_name", Fd.CudaName);
    if (const KernelInfo *K = kernelAt(F, Fd.Offset))
      J.attribute("kernel", K->Name);
    J.attribute("source", Fd.SourceLine);
    J.attributeArray("fixes", [&] {
      for (const FixIt &Fix : Fd.Fixes)
        J.object([&] {
          J.attribute("offset", Fix.Offset);
          J.attribute("line", Fix.Line);
          J.attribute("column", Fix.Column);
          J.attribute("length", Fix.Length);
          J.attribute("replacement", Fix.Text);
          J.attribute("output_offset", Fix.OutputOffset.value_or(0));
        });
    });
  });
}

/// Every file with its findings and their fixes.
void writeFiles(llvm::json::OStream &J, const RunResult &Run) {
  J.attributeArray("files", [&] {
    for (const FileResult &F : Run.Files)
      J.object([&] {
        J.attribute("input", F.Input);
        J.attribute("output", F.Output);
        J.attribute("status", fileStatusName(F.Status));
        J.attribute("replacements", F.Replacements);
        J.attribute("parsed_cleanly", F.ParsedCleanly);
        J.attributeObject("api_uses", [&] {
          ApiUseCount Sum;
          for (const auto &[Family, N] : F.ApiUses) {
            Sum.Automatic += N.Automatic;
            Sum.Manual += N.Manual;
          }
          J.attribute("automatic", Sum.Automatic);
          J.attribute("manual", Sum.Manual);
        });
        J.attributeArray("findings", [&] {
          for (const Finding &Fd : F.Findings)
            writeFinding(J, F, Fd);
        });
      });
  });
}

} // namespace

void cu2hip::writeJsonReport(const RunResult &Run, const ReportContext &Ctx,
                             llvm::raw_ostream &OS) {
  Totals T = countTotals(Run);
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    writeRunSetup(J, Run, Ctx);
    writeSummary(J, Run, T);
    writeLibraries(J, T, Ctx);
    writeKernels(J, Run);
    if (Ctx.Verification)
      J.attribute("verification", *Ctx.Verification);
    writeBuildCheck(J, Run);
    writeDiagnosticIndex(J, T, Ctx);
    writeFiles(J, Run);
  });
  OS << "\n";
}

std::optional<ReportFormat> cu2hip::reportFormatFor(StringRef Path) {
  std::string Lower = Path.lower();
  StringRef P(Lower);
  if (P == "-" || P.ends_with(".sarif.json"))
    return P == "-" ? ReportFormat::Json : ReportFormat::Sarif;
  if (P.ends_with(".json"))
    return ReportFormat::Json;
  if (P.ends_with(".md") || P.ends_with(".markdown"))
    return ReportFormat::Markdown;
  if (P.ends_with(".html") || P.ends_with(".htm"))
    return ReportFormat::Html;
  if (P.ends_with(".sarif"))
    return ReportFormat::Sarif;
  return std::nullopt;
}

StringRef cu2hip::reportSignature(ReportFormat Format) {
  switch (Format) {
  case ReportFormat::Json:
    return "\"schema\": \"cu2hip-report\"";
  case ReportFormat::Markdown:
    return "# CUDA to HIP porting report\n\ncu2hip ";
  case ReportFormat::Html:
    return "<meta name=\"generator\" content=\"cu2hip ";
  case ReportFormat::Sarif:
    return "\"name\": \"cu2hip\"";
  }
  llvm_unreachable("unknown report format");
}

ReportWriter::ReportWriter(const RunResult &Run, const ReportContext &Ctx) {
  llvm::raw_string_ostream OS(Json);
  writeJsonReport(Run, Ctx, OS);
}

void ReportWriter::write(ReportFormat Format, llvm::raw_ostream &OS) {
  if (Format == ReportFormat::Json) {
    OS << Json;
    return;
  }
  if (!Parsed) {
    llvm::Expected<llvm::json::Value> Value = llvm::json::parse(Json);
    // writeJsonReport made it: failing to read it back is a bug.
    if (!Value)
      llvm::report_fatal_error(llvm::Twine("cu2hip: report is not JSON: ") +
                               llvm::toString(Value.takeError()));
    Parsed = std::move(*Value);
  }
  const llvm::json::Object &Report = *Parsed->getAsObject();
  switch (Format) {
  case ReportFormat::Markdown:
    return renderMarkdownReport(Report, OS);
  case ReportFormat::Html:
    return renderHtmlReport(Report, OS);
  case ReportFormat::Sarif:
    return renderSarifReport(Report, OS);
  case ReportFormat::Json:
    break;
  }
}

void cu2hip::printFindings(const RunResult &Run, llvm::raw_ostream &OS,
                           Severity MinSeverity) {
  for (const FileResult &F : Run.Files)
    for (const Finding &Fd : F.Findings) {
      const DiagInfo &Info = diagInfo(Fd.Kind);
      if (Info.Sev < MinSeverity)
        continue;
      // Names and messages from the input cannot drive the terminal.
      OS << escapeForTerminal(F.Input);
      if (Fd.Line)
        OS << ":" << Fd.Line << ":" << Fd.Column;
      OS << ": " << severityName(Info.Sev) << ": "
         << escapeForTerminal(Fd.Message) << " [cu2hip-" << Info.Id << "]\n";
    }
}

std::string cu2hip::summaryLine(const RunResult &Run) {
  Totals T = countTotals(Run);
  std::string Line = fmt::format(
      "cu2hip: {} translated ({} replacements), {} copied unchanged, {}{} "
      "failed; {} warnings, {} errors",
      T.Translated, T.Replacements, T.Copied,
      T.Skipped ? fmt::format("{} skipped, ", T.Skipped) : "", T.Failed,
      T.BySeverity["warning"], T.BySeverity["error"]);
  if (const std::optional<BuildCheckResult> &B = Run.BuildCheck) {
    Line += fmt::format("; {} of {} units build with hipcc for {}", B->built(),
                        B->checked(), B->OffloadArch);
    if (unsigned NotChecked = B->notChecked())
      Line += fmt::format(" ({} not checked)", NotChecked);
  }
  return Line;
}

llvm::StringRef cu2hip::unitOutcomeName(UnitBuild::Outcome O) {
  switch (O) {
  case UnitBuild::Outcome::Built:
    return "built";
  case UnitBuild::Outcome::Failed:
    return "failed";
  case UnitBuild::Outcome::NotChecked:
    return "not-checked";
  }
  llvm_unreachable("unknown outcome");
}
