//===- BuildScripts.cpp - Migrate CMake and Make builds to HIP ------------===//
#include "cu2hip/BuildScripts/BuildScripts.h"
#include "Migrators.h"
#include "cu2hip/Support/SourceText.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using llvm::StringRef;

BuildScriptKind cu2hip::buildScriptKind(StringRef Path) {
  StringRef Name = llvm::sys::path::filename(Path);
  StringRef Ext = llvm::sys::path::extension(Name);
  if (Name == "CMakeLists.txt" || Ext == ".cmake")
    return BuildScriptKind::CMake;
  if (Name == "Makefile" || Name == "makefile" || Name == "GNUmakefile" ||
      Ext == ".mk" || Ext == ".make")
    return BuildScriptKind::Makefile;
  return BuildScriptKind::None;
}

void ScriptContext::report(unsigned Offset, const llvm::Twine &Message,
                           StringRef CudaName) {
  auto [Line, Column] = lineAndColumn(Source, Offset);
  Finding F{DiagKind::BuildScript, Offset,        Line, Column,
            Message.str(),         CudaName.str()};
  F.SourceLine = lineAt(Source, Offset).str();
  Findings.push_back(std::move(F));
}

void ScriptContext::reportOverlap(unsigned Offset, StringRef Written,
                                  StringRef CudaName) {
  report(Offset,
         "'" + Written +
             "' left as is: another edit overlaps it; migrate it by hand",
         CudaName);
}

// A word's insertions at its ends belong to the text beside it.
std::string ScriptContext::migratedText(unsigned Begin, unsigned End) const {
  return Edits.render(Source, Begin, End, EditSet::AtEnds::Outside);
}

bool ScriptContext::replaceWhole(unsigned Begin, unsigned End, StringRef Text) {
  if (Edits.replace(Begin, End - Begin, Text))
    return true;
  EditSet Around = Edits;
  Around.eraseWithin(Begin, End, EditSet::AtEnds::Outside);
  if (!Around.replace(Begin, End - Begin, Text))
    return false;
  Edits = std::move(Around);
  return true;
}

std::string ScriptContext::offloadArchFlags() const {
  std::string Out;
  for (const std::string &Arch : Options.OffloadArchs)
    Out += (Out.empty() ? "" : " ") + ("--offload-arch=" + Arch);
  return Out;
}

MigratedBuildScript
cu2hip::migrateBuildScript(BuildScriptKind Kind, StringRef Path,
                           StringRef Content, const MappingTable &Table,
                           const BuildScriptOptions &Options) {
  ScriptContext Ctx(Content, Table, Options);
  switch (Kind) {
  case BuildScriptKind::CMake:
    migrateCMakeScript(Ctx);
    break;
  case BuildScriptKind::Makefile:
    migrateMakefile(Ctx);
    break;
  case BuildScriptKind::None:
    break;
  }
  (void)Path; // findings carry offsets; the caller names the file
  MigratedBuildScript Result;
  if (!Ctx.UsesCuda) {
    // Nothing of CUDA's: a flag host compilers share (-Xlinker) is theirs.
    Result.Text = Content.str();
    return Result;
  }
  Result.Text = Ctx.Edits.apply(Content);
  Result.Replacements = Ctx.Edits.edits().size();
  Result.Findings = std::move(Ctx.Findings);
  // In order, and a name used twice on a line reported once.
  llvm::stable_sort(Result.Findings, [](const Finding &A, const Finding &B) {
    return A.Offset < B.Offset;
  });
  Result.Findings.erase(
      std::unique(Result.Findings.begin(), Result.Findings.end(),
                  [](const Finding &A, const Finding &B) {
                    return A.Line == B.Line && A.Message == B.Message;
                  }),
      Result.Findings.end());
  Result.UsesCuda = Ctx.UsesCuda;
  return Result;
}
