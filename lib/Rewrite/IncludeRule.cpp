//===- IncludeRule.cpp - CUDA headers to HIP headers ----------------------===//
///
/// \file
/// Several CUDA headers map to one HIP header (cuda.h, cuda_runtime.h and
/// device_launch_parameters.h all become hip/hip_runtime.h): the second
/// include of a HIP header in the same conditional block is removed rather
/// than duplicated. nvcc includes cuda_runtime.h implicitly before anything
/// else, hipcc does not: a .cu file (a .cuh that uses CUDA, a C++ unit that
/// looksCompiledAsCuda) whose first include is not the runtime gets the HIP
/// runtime include where nvcc's was, on top, and its own later includes of
/// it (at the top level) go. User headers included first may use the
/// runtime's types, and HIP headers such as HIP 5.2's cooperative groups
/// need the runtime before them.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

static constexpr StringRef HipRuntimeHeader = "hip/hip_runtime.h";

static bool isCxxUnitExtension(StringRef Ext) {
  return Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" || Ext == ".c++";
}

namespace {
struct IncludeLine {
  StringRef Header;
  bool Angled;
  unsigned HeaderOffset; // first character inside the delimiters
};
} // namespace

/// The header named by the #include whose `#` is token \p Hash, if spelled
/// literally (`#include MACRO` is left alone).
static std::optional<IncludeLine> parseInclude(const TokenStream &T,
                                               size_t Hash) {
  unsigned After = T[Hash + 1].end();
  StringRef Rest = T.source().slice(After, T.endOfLine(After));
  size_t Open = Rest.find_first_not_of(" \t");
  if (Open == StringRef::npos || (Rest[Open] != '<' && Rest[Open] != '"'))
    return std::nullopt;
  char CloseChar = Rest[Open] == '<' ? '>' : '"';
  size_t Close = Rest.find(CloseChar, Open + 1);
  if (Close == StringRef::npos)
    return std::nullopt;
  return IncludeLine{Rest.slice(Open + 1, Close), CloseChar == '>',
                     static_cast<unsigned>(After + Open + 1)};
}

static unsigned startOfLine(StringRef Source, unsigned Offset) {
  size_t NL = Source.take_front(Offset).rfind('\n');
  return NL == StringRef::npos ? 0 : NL + 1;
}

/// Whether the directive whose `#` is token \p Hash fills its physical line
/// alone (a trailing `//` comment aside), so that deleting the line deletes
/// nothing else: no comment ending before it, no line splice after it.
static bool ownsItsLine(const TokenStream &T, size_t Hash) {
  StringRef Source = T.source();
  unsigned Begin = startOfLine(Source, T[Hash].Offset);
  unsigned End = T.endOfLine(T[Hash].Offset);
  unsigned Last = T[T.endOfDirective(Hash) - 1].end();
  if (Last > End ||
      Source.slice(Begin, T[Hash].Offset).find_first_not_of(" \t\v\f") !=
          StringRef::npos)
    return false;
  StringRef Rest = Source.slice(Last, End).rtrim("\r\n").trim(" \t\v\f");
  return Rest.empty() || (Rest.starts_with("//") && !Rest.ends_with("\\"));
}

/// Where an added include goes: after leading comments and `#pragma once`.
/// That is the line after a plain `#pragma once` line; else (a comment or a
/// line splice after it, no newline) the start of the first code token's
/// line, or the token itself where a comment ends on that line before it
/// (the line starts inside the comment). A file with nothing after the
/// pragma gets the include on top.
static unsigned runtimeIncludePoint(const TokenStream &T) {
  StringRef Source = T.source();
  size_t First = 0;
  if (T.size() >= 3 && T[0].is(tok::hash) && T.text(1) == "pragma" &&
      T.text(2) == "once") {
    First = T.endOfDirective(0);
    unsigned End = T[First - 1].end();
    unsigned Next = T.endOfLine(End);
    if (Source[Next - 1] == '\n' && Source.slice(End, Next).find_first_not_of(
                                        " \t\v\f\r\n") == StringRef::npos)
      return Next;
  }
  if (First >= T.size())
    return 0;
  unsigned Offset = T[First].Offset;
  unsigned LineStart = startOfLine(Source, Offset);
  bool OnlyIndent =
      Source.slice(LineStart, Offset).find_first_not_of(" \t\v\f") ==
      StringRef::npos;
  return OnlyIndent ? LineStart : Offset;
}

/// What the file's includes say before any is rewritten: whether its first
/// include is the runtime's (CUDA's or HIP's), and whether any is a CUDA
/// header the tables map.
struct IncludeSurvey {
  bool FirstIsRuntime = false;
  bool AnyCudaHeader = false;
  bool AnyInclude = false;
};

static IncludeSurvey surveyIncludes(const RewriteContext &Ctx) {
  const TokenStream &T = Ctx.Tokens;
  IncludeSurvey Survey;
  bool First = true;
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (!T[I].is(tok::hash) || !T[I].StartOfLine ||
        (T.text(I + 1) != "include" && T.text(I + 1) != "include_next"))
      continue;
    std::optional<IncludeLine> Inc = parseInclude(T, I);
    if (!Inc)
      continue;
    const MappingRow *Row = Ctx.Table.lookup(Inc->Header);
    bool Cuda = Row && Row->Kind == NameKind::Header;
    Survey.AnyCudaHeader |= Cuda;
    Survey.AnyInclude = true;
    if (First)
      Survey.FirstIsRuntime = Inc->Header == HipRuntimeHeader ||
                              (Cuda && Row->Hip == HipRuntimeHeader);
    First = false;
  }
  return Survey;
}

/// Rewrites every #include of a CUDA header, without duplicating includes,
/// and adds the HIP runtime include where nvcc's implicit one was relied on.
static void rewriteIncludes(RewriteContext &Ctx) {
  const TokenStream &T = Ctx.Tokens;
  // Conditional blocks get ids; block 0 is the unconditional top level, whose
  // includes are visible everywhere after them.
  std::vector<unsigned> Blocks;
  unsigned NextBlock = 1;
  std::set<std::pair<std::string, unsigned>> Included;
  auto IsIncluded = [&](StringRef H, unsigned Block) {
    return Included.count({H.str(), 0}) || Included.count({H.str(), Block});
  };

  StringRef Ext = llvm::sys::path::extension(Ctx.FileName);
  IncludeSurvey Survey = surveyIncludes(Ctx);
  // nvcc includes the runtime into every .cu file: one that spells a CUDA
  // name, or includes headers that may (text with neither, not C++ at all
  // perhaps, is left as it is); a .cuh gets it when it uses CUDA itself.
  // A C++ unit nvcc compiled (QuEST's gpu_*.cpp) had the runtime first
  // too: a header it includes may use `__forceinline__` before any include.
  bool UsesCuda = Ctx.UsesCuda || Survey.AnyCudaHeader;
  bool CudaUnit = Ext == ".cu" || (isCxxUnitExtension(Ext) && UsesCuda &&
                                   looksCompiledAsCuda(T.source()));
  bool AddRuntime = Ctx.Options.AddRuntimeInclude && !Survey.FirstIsRuntime &&
                    ((CudaUnit && (UsesCuda || Survey.AnyInclude)) ||
                     (Ext == ".cuh" && UsesCuda));
  if (AddRuntime) {
    unsigned At = runtimeIncludePoint(T);
    if (Ctx.Edits.insert(At,
                         Ctx.inFileLineEndings(
                             ("#include <" + HipRuntimeHeader + ">\n").str())))
      Included.insert({HipRuntimeHeader.str(), 0});
    else
      Ctx.report(DiagKind::ApiSemantics, At,
                 "another rewrite spans this point, so '#include <" +
                     HipRuntimeHeader +
                     ">', which nvcc's implicit include stood for, could not "
                     "be written here: add it by hand");
  }

  // Inside brackets (a call's arguments, a launch's configuration) a
  // directive line belongs to code other rules may leave as is: it is
  // renamed in place, never deleted.
  unsigned Depth = 0;
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (T[I].Directive < 0) {
      if (T[I].is(tok::l_paren) || T[I].is(tok::l_square) ||
          T[I].is(tok::lesslessless))
        ++Depth;
      else if ((T[I].is(tok::r_paren) || T[I].is(tok::r_square) ||
                T[I].is(tok::greatergreatergreater)) &&
               Depth > 0)
        --Depth;
    }
    if (!T[I].is(tok::hash) || !T[I].StartOfLine)
      continue;
    StringRef Directive = T.text(I + 1);
    if (Directive == "if" || Directive == "ifdef" || Directive == "ifndef") {
      Blocks.push_back(NextBlock++);
    } else if (Directive.starts_with("el")) { // else, elif, elifdef...
      if (!Blocks.empty())
        Blocks.back() = NextBlock++;
    } else if (Directive == "endif") {
      if (!Blocks.empty())
        Blocks.pop_back();
    }
    if (Directive != "include" && Directive != "include_next")
      continue;
    unsigned Block = Blocks.empty() ? 0 : Blocks.back();
    std::optional<IncludeLine> Inc = parseInclude(T, I);
    if (!Inc)
      continue;
    if (Inc->Header.starts_with("hip/")) {
      Included.insert({Inc->Header.str(), Block});
      continue;
    }
    const MappingRow *Row = Ctx.Table.lookup(Inc->Header);
    if (!Row || Row->Kind != NameKind::Header) {
      // Quoted includes name the project's own headers (cuda_check.h).
      if (Inc->Angled && Ctx.Table.looksLikeCudaHeader(Inc->Header))
        Ctx.report(DiagKind::UnmappedApi, Inc->HeaderOffset,
                   "include of '" + Inc->Header +
                       "', a CUDA header the mapping tables do not classify",
                   Inc->Header);
      continue;
    }
    Ctx.UsesCuda = true;
    Resolution R = resolveRow(Ctx, *Row, Inc->HeaderOffset);
    if (R.Name.empty())
      continue;
    // A duplicate include goes, line and all; where another rewrite spans
    // part of the line, it is renamed in place instead.
    unsigned Begin = startOfLine(T.source(), T[I].Offset);
    if (IsIncluded(R.Name, Block) && Depth == 0 && ownsItsLine(T, I) &&
        Ctx.Edits.replace(Begin, T.endOfLine(T[I].Offset) - Begin, ""))
      continue;
    if (!Ctx.Edits.replace(Inc->HeaderOffset, Inc->Header.size(), R.Name)) {
      Ctx.report(DiagKind::ApiSemantics, Inc->HeaderOffset,
                 "include of '" + Inc->Header +
                     "' left as is: another rewrite overlaps it; include '" +
                     R.Name + "' by hand",
                 Inc->Header);
      continue;
    }
    Included.insert({R.Name.str(), Block});
  }
}

namespace {
class IncludeRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "includes"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::IncludeLine, RuleClaim::AddedLines};
  }
  /// Header names on #include lines are this rule's business alone.
  bool token(RewriteContext &Ctx, size_t &Index) override {
    const TokenStream &T = Ctx.Tokens;
    if (!T[Index].isIdentifier() || (T.directiveName(Index) != "include" &&
                                     T.directiveName(Index) != "include_next"))
      return false;
    Index = T.endOfDirective(Index) - 1;
    return true;
  }
  void finish(RewriteContext &Ctx) override { rewriteIncludes(Ctx); }
};
} // namespace

std::unique_ptr<RewriteRule> cu2hip::createIncludeRule(RuleHandoffs &) {
  return std::make_unique<IncludeRule>();
}
