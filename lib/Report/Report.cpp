//===- Report.cpp - JSON report, diagnostics and summary ------------------===//
#include "cu2hip/Report.h"
#include "cu2hip/Version.h"
#include "llvm/Support/JSON.h"
#include <fmt/format.h>
#include <map>

using namespace cu2hip;

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
  }
  llvm_unreachable("covered switch");
}

namespace {
struct Totals {
  unsigned Translated = 0, Copied = 0, Failed = 0, Generated = 0,
           Replacements = 0;
  std::map<std::string, unsigned> BySeverity, ById;
};

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
    }
    T.Replacements += F.Replacements;
    for (const Finding &Fd : F.Findings) {
      const DiagInfo &Info = diagInfo(Fd.Kind);
      ++T.BySeverity[severityName(Info.Sev).str()];
      ++T.ById["cu2hip-" + Info.Id.str()];
    }
  }
  return T;
}
} // namespace

void cu2hip::writeJsonReport(const RunResult &Run, const ReportContext &Ctx,
                             llvm::raw_ostream &OS) {
  Totals T = countTotals(Run);
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("schema", "cu2hip-report");
    J.attribute("schema_version", ReportSchemaVersion);
    J.attributeObject("tool", [&] {
      J.attribute("name", "cu2hip");
      J.attribute("version", CU2HIP_VERSION_STRING);
    });
    J.attributeObject("target", [&] {
      J.attribute("hip_version", Ctx.Target.str());
    });
    J.attributeObject("frontend", [&] {
      J.attribute("ast", Ctx.UsedAst);
      J.attribute("cuda_headers",
                  Ctx.CudaToolkit ? "toolkit" : "headers-only");
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
      J.attribute("output_compile_commands", S.OutputCompileCommands);
      J.attribute("units_parsed", S.Parsed);
      J.attribute("units_from_cache", S.FromCache);
      J.attribute("sdk_precompiled", S.UsedPch);
    });
    J.attributeObject("summary", [&] {
      J.attribute("files", static_cast<int64_t>(Run.Files.size()));
      J.attribute("translated", T.Translated);
      J.attribute("copied", T.Copied);
      J.attribute("failed", T.Failed);
      J.attribute("generated", T.Generated);
      J.attribute("replacements", T.Replacements);
      J.attributeObject("findings_by_severity", [&] {
        for (const auto &[Sev, N] : T.BySeverity)
          J.attribute(Sev, N);
      });
      J.attributeObject("findings_by_id", [&] {
        for (const auto &[Id, N] : T.ById)
          J.attribute(Id, N);
      });
    });
    J.attributeArray("files", [&] {
      for (const FileResult &F : Run.Files)
        J.object([&] {
          J.attribute("input", F.Input);
          J.attribute("output", F.Output);
          J.attribute("status", fileStatusName(F.Status));
          J.attribute("replacements", F.Replacements);
          J.attribute("parsed_cleanly", F.ParsedCleanly);
          J.attributeArray("findings", [&] {
            for (const Finding &Fd : F.Findings) {
              const DiagInfo &Info = diagInfo(Fd.Kind);
              J.object([&] {
                J.attribute("id", "cu2hip-" + Info.Id.str());
                J.attribute("severity", severityName(Info.Sev));
                J.attribute("line", Fd.Line);
                J.attribute("column", Fd.Column);
                J.attribute("message", Fd.Message);
                if (!Fd.CudaName.empty())
                  J.attribute("cuda_name", Fd.CudaName);
              });
            }
          });
        });
    });
  });
  OS << "\n";
}

void cu2hip::printFindings(const RunResult &Run, llvm::raw_ostream &OS,
                           Severity MinSeverity) {
  for (const FileResult &F : Run.Files)
    for (const Finding &Fd : F.Findings) {
      const DiagInfo &Info = diagInfo(Fd.Kind);
      if (Info.Sev < MinSeverity)
        continue;
      OS << F.Input;
      if (Fd.Line)
        OS << ":" << Fd.Line << ":" << Fd.Column;
      OS << ": " << severityName(Info.Sev) << ": " << Fd.Message
         << " [cu2hip-" << Info.Id << "]\n";
    }
}

std::string cu2hip::summaryLine(const RunResult &Run) {
  Totals T = countTotals(Run);
  return fmt::format(
      "cu2hip: {} translated ({} replacements), {} copied unchanged, {} "
      "failed; {} warnings, {} errors",
      T.Translated, T.Replacements, T.Copied, T.Failed,
      T.BySeverity["warning"], T.BySeverity["error"]);
}
