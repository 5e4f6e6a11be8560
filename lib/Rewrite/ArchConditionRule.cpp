//===- ArchConditionRule.cpp - Which branch AMD builds take ---------------===//
///
/// \file
/// hipcc never defines __CUDA_ARCH__ (nor __CUDA_ARCH_SPECIFIC__...) when it
/// compiles for AMD GPUs, in the host pass or the device pass. A condition
/// line testing one of them therefore has a fixed outcome, or one that
/// depends only on the other macros it tests. This rule evaluates each
/// #if/#elif/#ifdef/#ifndef line that mentions such a macro (the rows whose
/// diag is cuda-arch-condition) and reports the line once, naming the branch
/// AMD builds compile; the identifier rule then leaves those tokens alone.
/// So it does with a test of the CUDA compiler (`__NVCC__`) in an #if chain
/// that has a branch of its own for HIP, which AMD builds must keep taking.
///
//===----------------------------------------------------------------------===//
#include "ArchConditionEvaluator.h"
#include "RewriteContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

static constexpr StringRef ArchDiag = "cuda-arch-condition";

namespace {

/// A conditional directive line and the next directive of its #if group.
struct Conditional {
  size_t Hash;     ///< token index of its `#`
  StringRef Name;  ///< if, ifdef, ifndef, elif, elifdef, elifndef, else
  size_t Next = 0; ///< token index of the next #elif/#else/#endif's `#`
  bool HasNext = false;
};

} // namespace

static std::vector<Conditional> conditionalDirectives(const TokenStream &T) {
  std::vector<Conditional> All;
  std::vector<size_t> Open; // indices into All of the current branch
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (!T[I].is(tok::hash) || T[I].Directive != static_cast<int>(I) ||
        T[I + 1].Directive != static_cast<int>(I))
      continue;
    StringRef Name = T.text(I + 1);
    bool Opens = Name == "if" || Name == "ifdef" || Name == "ifndef";
    bool Continues = Name == "elif" || Name == "elifdef" ||
                     Name == "elifndef" || Name == "else";
    if ((Continues || Name == "endif") && !Open.empty()) {
      All[Open.back()].Next = I;
      All[Open.back()].HasNext = true;
      Open.pop_back();
    }
    if (Opens || Continues) {
      All.push_back({I, Name});
      Open.push_back(All.size() - 1);
    }
  }
  return All;
}

static std::string linesPhrase(unsigned First, unsigned Last) {
  if (First == Last)
    return "line " + std::to_string(First);
  return "lines " + std::to_string(First) + "-" + std::to_string(Last);
}

/// `#if __CUDA_ARCH__ >= 700` guards "the code for sm_70+".
static std::string archRangePhrase(const TokenStream &T, size_t Begin,
                                   size_t End) {
  if (End - Begin != 3 || T.text(Begin) != "__CUDA_ARCH__" ||
      !T[Begin + 2].is(tok::numeric_constant))
    return "";
  unsigned Arch = 0;
  if (T.text(Begin + 2).getAsInteger(10, Arch) || Arch % 10 != 0)
    return "";
  std::string Sm = "sm_" + std::to_string(Arch / 10);
  if (T[Begin + 1].is(tok::greaterequal))
    return " for " + Sm + "+";
  if (T[Begin + 1].is(tok::less))
    return " for GPUs before " + Sm;
  return "";
}

/// Whether the arch macro at \p I only asks "is this the device pass?":
/// inside defined(), or a bare operand of !, && and ||.
static bool testsDevicePass(const TokenStream &T, size_t I, size_t Begin,
                            size_t End) {
  if (I > Begin && T.text(I - 1) == "defined")
    return true;
  if (I > Begin + 1 && T[I - 1].is(tok::l_paren) && T.text(I - 2) == "defined")
    return true;
  bool PrevOk = I == Begin || T[I - 1].is(tok::exclaim) ||
                T[I - 1].is(tok::ampamp) || T[I - 1].is(tok::pipepipe);
  bool NextOk =
      I + 1 == End || T[I + 1].is(tok::ampamp) || T[I + 1].is(tok::pipepipe);
  return PrevOk && NextOk;
}

/// The directive as written, with the whitespace between tokens (line
/// continuations included) reduced to one space.
static std::string directiveText(const TokenStream &T, size_t Hash,
                                 size_t End) {
  std::string Text;
  for (size_t I = Hash; I < End; ++I) {
    if (I > Hash + 1 && T[I].Offset > T[I - 1].end())
      Text += ' ';
    Text += T.text(I).str();
  }
  return Text;
}

/// Reports each #if/#elif/#ifdef/#ifndef line testing __CUDA_ARCH__ once,
/// with the branch AMD builds compile, and adds the macros it tests to
/// \p Covered (rule: arch conditions).
static void reportArchConditions(RewriteContext &Ctx,
                                 llvm::ArrayRef<Conditional> All,
                                 CoveredTokens &Covered) {
  const TokenStream &T = Ctx.Tokens;
  StringRef Source = T.source();
  auto ArchRow = [&Ctx](StringRef Name) -> const MappingRow * {
    const MappingRow *Row = Ctx.Table.lookup(Name);
    return Row && Row->Diag == ArchDiag ? Row : nullptr;
  };
  auto IsArch = [&ArchRow](StringRef Name) { return ArchRow(Name) != nullptr; };
  auto LineOf = [&Source](unsigned Offset) {
    return lineAndColumn(Source, Offset).first;
  };

  for (const Conditional &C : All) {
    if (C.Name == "else")
      continue;
    size_t Begin = C.Hash + 2, End = T.endOfDirective(C.Hash);
    const MappingRow *Row = nullptr;
    std::vector<size_t> Uses;
    bool AllDevicePass = true;
    for (size_t I = Begin; I < End; ++I)
      if (T[I].isIdentifier())
        if (const MappingRow *R = ArchRow(T.text(I))) {
          Row = Row ? Row : R;
          Uses.push_back(I);
          AllDevicePass = AllDevicePass && T.text(I) == "__CUDA_ARCH__" &&
                          (C.Name != "if" && C.Name != "elif"
                               ? true
                               : testsDevicePass(T, I, Begin, End));
        }
    if (!Row)
      continue;

    std::optional<CondValue> Value;
    if (C.Name == "ifdef" || C.Name == "elifdef" || C.Name == "ifndef" ||
        C.Name == "elifndef") {
      bool Negated = C.Name.ends_with("ndef");
      if (End == Begin + 1)
        Value = CondValue::of(Negated ? 1 : 0); // the macro is the arch one
    } else {
      Value = evaluateArchCondition(T, Begin, End, IsArch);
    }

    unsigned DirectiveEnd = T[End - 1].end();
    std::string Written = directiveText(T, C.Hash, End);
    unsigned BodyFirst = LineOf(DirectiveEnd) + 1;
    unsigned BodyLast =
        C.HasNext ? LineOf(T[C.Next].Offset) - 1 : LineOf(Source.size());
    std::string Body = BodyFirst > BodyLast
                           ? "its (empty) branch"
                           : "the code" + archRangePhrase(T, Begin, End) +
                                 " at " + linesPhrase(BodyFirst, BodyLast);
    StringRef NextName = C.HasNext ? T.text(C.Next + 1) : "";
    std::string NextLine =
        C.HasNext ? std::to_string(LineOf(T[C.Next].Offset)) : "";
    std::string Alternative;
    if (NextName == "else")
      Alternative = "the #else branch at line " + NextLine;
    else if (NextName.starts_with("elif"))
      Alternative = "the #" + NextName.str() + " at line " + NextLine;

    std::string Message = "'" + Written + "' ";
    const std::string Passes =
        " when compiling for AMD (in both the host and the device pass): ";
    if (!Value || !Value->Known) {
      std::string On;
      if (Value)
        On = "depends on " + llvm::join(Value->DependsOn, ", ");
      else
        On = "cannot be evaluated by cu2hip";
      Message += On + " when compiling for AMD, where " + Row->Cuda.str() +
                 " is never defined";
    } else if (*Value->Known) {
      Message += "is true" + Passes + Body + " is compiled";
      if (!Alternative.empty())
        Message += "; " + Alternative + " is not";
    } else {
      Message += "is false" + Passes;
      if (NextName == "else")
        Message += Alternative + " is compiled; " + Body + " is not";
      else if (!Alternative.empty())
        Message +=
            Alternative + " decides instead; " + Body + " is not compiled";
      else
        Message += Body + " is never compiled";
    }
    Message += AllDevicePass
                   ? "; test __HIP_DEVICE_COMPILE__ instead, which hipcc "
                     "defines in the device pass only"
                   : "; test __HIP_DEVICE_COMPILE__ or a __gfx*__ macro "
                     "instead";

    Finding F;
    F.Kind = diagKindFromId(Row->Diag).value_or(DiagKind::CudaArchCondition);
    F.Offset = T[C.Hash].Offset;
    F.Message = std::move(Message);
    F.CudaName = Row->Cuda.str();
    F.Length = DirectiveEnd - T[C.Hash].Offset;
    // `defined(__CUDA_ARCH__)` asks exactly what __HIP_DEVICE_COMPILE__
    // answers; a version comparison has no such counterpart.
    if (AllDevicePass)
      for (size_t I : Uses)
        F.Fixes.emplace_back(T[I].Offset, T[I].Length,
                             "__HIP_DEVICE_COMPILE__");
    Ctx.Findings.push_back(std::move(F));
    Ctx.UsesCuda = true;
    Ctx.ApiUseSites.emplace_back(T[C.Hash].Offset, Row->Family);
    for (size_t I : Uses)
      Covered.insert(T[I].Offset);
  }
}

/// Whether the condition of the directive at \p Hash names one of HIP's own
/// compiler or platform macros (`__HIP__`, `__HIPCC__`,
/// `__HIP_PLATFORM_AMD__`): code written for HIP already.
static bool testsHip(const TokenStream &T, size_t Hash) {
  for (size_t I = Hash + 2, End = T.endOfDirective(Hash); I < End; ++I)
    if (T[I].isIdentifier() && T.text(I).starts_with("__HIP"))
      return true;
  return false;
}

/// `#if defined(__NVCC__) ... #elif defined(__HIP__) ...`: the chain has a
/// branch of its own for HIP. Renamed to `__HIPCC__`, the first test would
/// be true on AMD too and take that branch's place, so a test of the CUDA
/// compiler (the rows translated to `__HIPCC__`...) before a HIP branch is
/// kept as written (added to \p Covered), and said (rule: arch conditions).
static void keepTestsBeforeHipBranches(RewriteContext &Ctx,
                                       llvm::ArrayRef<Conditional> All,
                                       CoveredTokens &Covered) {
  const TokenStream &T = Ctx.Tokens;
  llvm::DenseMap<size_t, size_t> ByHash;
  for (size_t I = 0; I < All.size(); ++I)
    ByHash[All[I].Hash] = I;
  for (size_t First = 0; First < All.size(); ++First) {
    if (All[First].Name.starts_with("el"))
      continue; // a chain is walked from its #if
    std::vector<size_t> Chain = {First};
    while (All[Chain.back()].HasNext && ByHash.count(All[Chain.back()].Next))
      Chain.push_back(ByHash[All[Chain.back()].Next]);
    auto HipBranch = llvm::find_if(
        Chain, [&](size_t C) { return testsHip(T, All[C].Hash); });
    if (HipBranch == Chain.end())
      continue;
    unsigned HipLine =
        lineAndColumn(T.source(), T[All[*HipBranch].Hash].Offset).first;
    for (auto C = Chain.begin(); C != HipBranch; ++C)
      for (size_t I = All[*C].Hash + 2, End = T.endOfDirective(All[*C].Hash);
           I < End; ++I) {
        const MappingRow *Row =
            T[I].isIdentifier() ? Ctx.Table.lookup(T.text(I)) : nullptr;
        if (!Row || Row->Kind != NameKind::Macro ||
            !Row->Hip.starts_with("__HIPCC"))
          continue;
        Covered.insert(T[I].Offset);
        Ctx.report(DiagKind::HipBranchKept, T[I].Offset,
                   "'" + T.text(I) +
                       "' kept as written: this #if chain has its own HIP "
                       "branch at line " +
                       std::to_string(HipLine) +
                       ", which AMD builds take; as '" + Row->Hip +
                       "' this test would take its place",
                   T.text(I));
      }
  }
}

namespace {
class ArchConditionRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "arch-conditions"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::ArchConditionMacro};
  }
  void start(RewriteContext &Ctx) override {
    std::vector<Conditional> All = conditionalDirectives(Ctx.Tokens);
    reportArchConditions(Ctx, All, Covered);
    keepTestsBeforeHipBranches(Ctx, All, Covered);
  }

  CoveredTokens Covered; ///< lent to the identifier rule, which reads it
};
} // namespace

std::unique_ptr<RewriteRule>
cu2hip::createArchConditionRule(RuleHandoffs &Handoffs) {
  auto Rule = std::make_unique<ArchConditionRule>();
  Handoffs.Covered = &Rule->Covered;
  return Rule;
}
