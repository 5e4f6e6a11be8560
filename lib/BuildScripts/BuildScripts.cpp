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

/// An edit inside [Begin, End): a replacement within it, or an insertion
/// between its ends (one at an end belongs to the text beside it).
static bool isInside(const Edit &E, unsigned Begin, unsigned End) {
  return E.Length > 0 ? E.Offset >= Begin && E.Offset + E.Length <= End
                      : E.Offset > Begin && E.Offset < End;
}

std::string ScriptContext::migratedText(unsigned Begin, unsigned End) const {
  std::string Text;
  unsigned Pos = Begin;
  for (const Edit &E : Edits.startingIn(Begin, End)) {
    if (!isInside(E, Begin, End))
      continue;
    Text.append(Source.data() + Pos, E.Offset - Pos);
    Text += E.Text;
    Pos = E.Offset + E.Length;
  }
  Text.append(Source.data() + Pos, End - Pos);
  return Text;
}

bool ScriptContext::replaceWhole(unsigned Begin, unsigned End, StringRef Text) {
  if (Edits.replace(Begin, End - Begin, Text))
    return true;
  EditSet Around;
  for (const Edit &E : Edits.edits())
    if (!isInside(E, Begin, End))
      Around.addFree(E); // free: it was free among more edits
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
