//===- Translate.cpp - Drive the rewrite rules over one file --------------===//
#include "RewriteContext.h"
#include "cu2hip/Support/SourceText.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
namespace tok = clang::tok;

/// A use of a table row is automatic unless a finding (a warning or error)
/// sits on it; a name the tables miss is always hand work.
static void countApiUses(const RewriteContext &Ctx,
                         std::map<std::string, ApiUseCount> &Uses) {
  llvm::DenseSet<unsigned> Flagged;
  for (const Finding &F : Ctx.Findings) {
    if (diagInfo(F.Kind).Sev == Severity::Note)
      continue;
    Flagged.insert(F.Offset);
    if (F.Kind == DiagKind::UnmappedApi)
      ++Uses[UnclassifiedFamily.str()].Manual;
  }
  for (auto [Offset, Family] : Ctx.ApiUseSites) {
    ApiUseCount &Count = Uses[Family.str()];
    ++(Flagged.contains(Offset) ? Count.Manual : Count.Automatic);
  }
}

std::string RewriteContext::inFileLineEndings(llvm::StringRef Lines) const {
  if (!Tokens.source().contains("\r\n"))
    return Lines.str();
  std::string Out;
  for (char C : Lines) {
    if (C == '\n')
      Out += '\r';
    Out += C;
  }
  return Out;
}

void RewriteContext::findLocalMacros() {
  for (size_t I = 0; I + 2 < Tokens.size(); ++I)
    if (Tokens[I].is(tok::hash) && Tokens[I].StartOfLine &&
        Tokens.text(I + 1) == "define")
      LocalMacros.insert(Tokens.text(I + 2));
}

bool RewriteContext::inCSource() const {
  return llvm::sys::path::extension(FileName) == ".c";
}

TranslationResult cu2hip::translateSource(llvm::StringRef FileName,
                                          llvm::StringRef Source,
                                          const MappingTable &Table,
                                          const TranslateOptions &Options,
                                          const AstFacts *Facts) {
  // The raw lexer needs a NUL after the buffer.
  std::string Buffer = Source.str();
  std::vector<Edit> Chevrons = closeSpacedChevrons(Buffer);
  TokenStream Tokens(Buffer);
  RewriteContext Ctx(FileName, Tokens, Table, Options, Facts);
  // hipLaunchKernelGGL replaces the chevrons itself.
  if (Options.Launch != LaunchStyle::LaunchKernelGGL)
    for (Edit &E : Chevrons)
      Ctx.Edits.addFree(std::move(E)); // Free: nothing is edited yet
  Ctx.findLocalMacros();

  std::vector<std::unique_ptr<RewriteRule>> Rules = createRewriteRules();
  for (auto &Rule : Rules)
    Rule->start(Ctx);
  for (size_t I = 0; I < Tokens.size(); ++I)
    for (auto &Rule : Rules)
      if (Rule->token(Ctx, I))
        break;
  for (auto &Rule : Rules)
    Rule->finish(Ctx);

  if (Facts) {
    for (const Finding &F : Facts->ParseFindings)
      if (llvm::none_of(Ctx.RepairedRanges, [&](auto Range) {
            return F.Offset >= Range.first && F.Offset < Range.second;
          }))
        Ctx.Findings.push_back(F);
    for (const Finding &F : Facts->AnalysisFindings)
      Ctx.Findings.push_back(F);
    // The token pass may already have reported a name at the same place,
    // or the parse classified it by its header (unsupported-api).
    llvm::DenseSet<unsigned> Reported;
    for (const Finding &F : Ctx.Findings)
      if (F.Kind == DiagKind::UnmappedApi || F.Kind == DiagKind::UnsupportedApi)
        Reported.insert(F.Offset);
    for (const auto &[Offset, Name] : Facts->UnmappedRefs)
      if (!Reported.contains(Offset))
        Ctx.report(DiagKind::UnmappedApi, Offset,
                   "'" + Name +
                       "' is declared by the CUDA headers but the mapping "
                       "tables do not classify it; translate it by hand",
                   Name);
  }

  TranslationResult Result;
  // Only edits that change the text count: a name already in its HIP form
  // (translated code translated again) is no replacement.
  Result.Replacements = llvm::count_if(Ctx.Edits.edits(), [&](const Edit &E) {
    return E.Text != Source.substr(E.Offset, E.Length);
  });
  Result.UsesCuda = Ctx.UsesCuda || !Ctx.Edits.empty() || !Ctx.Findings.empty();
  llvm::stable_sort(Ctx.Findings, [](const Finding &A, const Finding &B) {
    return A.Offset < B.Offset;
  });
  for (Finding &F : Ctx.Findings) {
    if (F.Line == 0 && F.Offset <= Source.size())
      std::tie(F.Line, F.Column) = lineAndColumn(Source, F.Offset);
    if (F.Line != 0 && F.Offset <= Source.size())
      F.SourceLine = lineAt(Source, F.Offset).str();
  }
  countApiUses(Ctx, Result.ApiUses);
  findKernels(Ctx, Result.Kernels);
  Result.Shims = Ctx.UsedShims;
  if (Options.MarkSites)
    markSites(Ctx, Source);
  // Fixes are offered on the translated text: place each there, or drop
  // it where the translation changed what it would replace.
  for (Finding &F : Ctx.Findings) {
    for (FixIt &Fix : F.Fixes) {
      Fix.OutputOffset = Ctx.Edits.outputOffset(Fix.Offset, Fix.Length);
      std::tie(Fix.Line, Fix.Column) = lineAndColumn(Source, Fix.Offset);
    }
    llvm::erase_if(F.Fixes, [](const FixIt &Fix) { return !Fix.OutputOffset; });
  }
  Result.Text = Ctx.Edits.apply(Source);
  Result.InputLines = Ctx.Edits.inputLines(Source);
  Result.Edits = Ctx.Edits.edits();
  Result.Findings = std::move(Ctx.Findings);
  return Result;
}
