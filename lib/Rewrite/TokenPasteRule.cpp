//===- TokenPasteRule.cpp - CUDA names built by token pasting -------------===//
///
/// \file
/// `#define CUDA_CALL(name) cuda##name` used as `CUDA_CALL(GetDeviceCount)`
/// names cudaGetDeviceCount, but no token of the file spells it, so the
/// identifier rule never sees it. Here every function-like macro that pastes
/// a fixed fragment onto a parameter is checked against its uses in the
/// file: when each pasted name has a plain HIP rename that differs from the
/// CUDA name only in that fragment (cuda -> hip), the fragment is rewritten
/// once, in the macro; otherwise every use is reported, with the name it
/// builds and that name's HIP counterpart, and the macro is left alone.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"
#include "llvm/ADT/StringSet.h"

using namespace cu2hip;
using clang::tok::TokenKind;
using llvm::StringRef;
namespace tok = clang::tok;

namespace {

/// `Fragment ## Param` (or `Param ## Fragment`) in a macro body.
struct Paste {
  size_t Fragment; ///< token index of the fixed identifier
  unsigned Param;  ///< which parameter is pasted to it
  bool FragmentFirst;
};

struct PastingMacro {
  StringRef Name;
  size_t NameToken;
  std::vector<Paste> Pastes;
};

/// Function-like #define lines whose bodies paste an identifier onto a
/// parameter.
std::vector<PastingMacro> pastingMacros(const TokenStream &Tokens) {
  std::vector<PastingMacro> Out;
  for (size_t I = 0; I + 3 < Tokens.size(); ++I) {
    if (!Tokens[I].is(tok::hash) || !Tokens[I].StartOfLine ||
        Tokens.text(I + 1) != "define" || !Tokens[I + 2].isIdentifier())
      continue;
    size_t End = Tokens.endOfDirective(I);
    size_t Open = I + 3;
    // Function-like only when `(` touches the name.
    if (Open >= End || !Tokens[Open].is(tok::l_paren) ||
        Tokens[Open].Offset != Tokens[I + 2].end())
      continue;
    llvm::SmallVector<StringRef, 4> Params;
    size_t J = Open + 1;
    for (; J < End && !Tokens[J].is(tok::r_paren); ++J)
      if (Tokens[J].isIdentifier())
        Params.push_back(Tokens.text(J));
    PastingMacro M{Tokens.text(I + 2), I + 2, {}};
    for (size_t K = J + 1; K + 2 < End; ++K) {
      if (!Tokens[K + 1].is(tok::hashhash) || !Tokens[K].isIdentifier() ||
          !Tokens[K + 2].isIdentifier())
        continue;
      auto ParamOf = [&](size_t T) -> int {
        auto It = llvm::find(Params, Tokens.text(T));
        return It == Params.end() ? -1 : int(It - Params.begin());
      };
      int Left = ParamOf(K), Right = ParamOf(K + 2);
      if (Left < 0 && Right >= 0)
        M.Pastes.push_back({K, unsigned(Right), true});
      else if (Left >= 0 && Right < 0)
        M.Pastes.push_back({K + 2, unsigned(Left), false});
    }
    if (!M.Pastes.empty())
      Out.push_back(std::move(M));
    I = End - 1;
  }
  return Out;
}

/// A use of \p M outside directives: its token and the text of each
/// argument that is one identifier ("" for anything else).
struct MacroUse {
  size_t NameToken;
  std::vector<std::string> Args;
  StringRef Text; ///< `NAME(args)` as written
};

std::vector<MacroUse> usesOf(const TokenStream &Tokens, const PastingMacro &M) {
  std::vector<MacroUse> Out;
  for (size_t I = 0; I + 1 < Tokens.size(); ++I) {
    if (!Tokens[I].isIdentifier() || Tokens.text(I) != M.Name ||
        Tokens[I].Directive >= 0 || !Tokens[I + 1].is(tok::l_paren))
      continue;
    std::vector<std::pair<size_t, size_t>> Args;
    if (!Tokens.splitArguments(I + 1, Args))
      continue;
    size_t Close = Tokens.findClosing(I + 1);
    MacroUse U{
        I, {}, Tokens.source().slice(Tokens[I].Offset, Tokens[Close].end())};
    for (auto [First, Last] : Args)
      U.Args.push_back(Last == First + 1 && Tokens[First].isIdentifier()
                           ? Tokens.text(First).str()
                           : std::string());
    Out.push_back(std::move(U));
  }
  return Out;
}

} // namespace

/// Renames the fragment a macro pastes CUDA names from (`cuda##name`) when
/// every use in the file maps by one rename; otherwise reports each use
/// (rule: token pastes).
static void rewriteTokenPastes(RewriteContext &Ctx) {
  const TokenStream &Tokens = Ctx.Tokens;
  for (const PastingMacro &M : pastingMacros(Tokens)) {
    std::vector<MacroUse> Uses = usesOf(Tokens, M);
    for (const Paste &P : M.Pastes) {
      StringRef Fragment = Tokens.text(P.Fragment);
      // Per use: the CUDA name it builds, and the HIP fragment that would
      // build its HIP name ("" when no single rename does).
      struct Built {
        const MacroUse *Use;
        std::string Cuda, Hip, HipFragment;
      };
      std::vector<Built> Names;
      bool AnyCuda = false;
      for (const MacroUse &U : Uses) {
        if (P.Param >= U.Args.size())
          continue;
        StringRef Arg = U.Args[P.Param];
        Built B{&U, "", "", ""};
        if (!Arg.empty())
          B.Cuda =
              P.FragmentFirst ? (Fragment + Arg).str() : (Arg + Fragment).str();
        if (const MappingRow *Row =
                B.Cuda.empty() ? nullptr : Ctx.Table.lookup(B.Cuda)) {
          AnyCuda = true;
          // Under --roc, the roc name or nothing (never the hip* name).
          std::optional<RowEmission> E = Row->emittedAt(Ctx.Options.Target);
          if (rocLibraryFor(Ctx, *Row))
            E = Row->Roc.empty() ? std::nullopt
                                 : std::optional(RowEmission{Row->Roc});
          if (E && Row->Status == MappingStatus::Supported &&
              E->Handler == HandlerKind::None && !E->Name.contains("::")) {
            B.Hip = E->Name.str();
            StringRef H = B.Hip;
            if (P.FragmentFirst && H.ends_with(Arg))
              B.HipFragment = H.drop_back(Arg.size()).str();
            else if (!P.FragmentFirst && H.starts_with(Arg))
              B.HipFragment = H.drop_front(Arg.size()).str();
          } else if (E) {
            B.Hip = E->Name.str();
          }
        }
        Names.push_back(std::move(B));
      }
      if (!AnyCuda)
        continue; // pastes that build no CUDA name are the user's business
      Ctx.UsesCuda = true;
      const std::string &First = Names.front().HipFragment;
      bool OneRule = !First.empty() && llvm::all_of(Names, [&](const Built &B) {
        return B.HipFragment == First;
      });
      if (OneRule && Ctx.Edits.replace(Tokens[P.Fragment].Offset,
                                       Tokens[P.Fragment].Length, First))
        continue;
      unsigned DefineLine =
          1 +
          Tokens.source().take_front(Tokens[M.NameToken].Offset).count('\n');
      for (const Built &B : Names) {
        StringRef Use = B.Use->Text;
        std::string What =
            B.Cuda.empty()
                ? "an argument that is not a single name, so the name it "
                  "builds "
                  "is not known"
                : "'" + B.Cuda + "'" +
                      (B.Hip.empty()
                           ? std::string(", which the mapping tables do not "
                                         "translate by a plain rename")
                           : ", whose HIP name is '" + B.Hip + "'");
        Ctx.report(DiagKind::PastedName, Tokens[B.Use->NameToken].Offset,
                   "'" + Use + "' builds a CUDA name by token pasting onto '" +
                       Fragment + "' in macro '" + M.Name + "' (line " +
                       std::to_string(DefineLine) + "): " + What +
                       "; not every use of the macro maps by one rename, so "
                       "it is left as it is: translate it by hand",
                   B.Cuda);
      }
    }
  }
}

namespace {
class TokenPasteRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "token-pastes"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::PastedFragment};
  }
  void finish(RewriteContext &Ctx) override { rewriteTokenPastes(Ctx); }
};
} // namespace

std::unique_ptr<RewriteRule> cu2hip::createTokenPasteRule(RuleHandoffs &) {
  return std::make_unique<TokenPasteRule>();
}
