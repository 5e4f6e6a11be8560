//===- LaunchRule.cpp - Triple-chevron launches to hipLaunchKernelGGL -----===//
///
/// \file
/// Works on raw tokens, so launches written inside macro definitions and
/// template code are rewritten like any other. The edits touch only the
/// punctuation between the pieces of the launch, leaving every argument's
/// own tokens to the other rules.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"
#include "llvm/Support/Regex.h"

using namespace cu2hip;
namespace tok = clang::tok;

namespace {
struct LaunchShape {
  size_t CalleeBegin = 0;
  bool Templated = false;
  std::vector<std::pair<size_t, size_t>> Config; // grid, block[, shm[, stream]]
  size_t ArgsOpen = 0, ArgsClose = 0;
};
} // namespace

/// Walks back from the `<<<` over `ns::kernel<T, N>`.
static bool findCallee(const TokenStream &T, size_t Chevron, LaunchShape &S) {
  if (Chevron == 0)
    return false;
  size_t J = Chevron - 1;
  if (T[J].is(tok::greater) || T[J].is(tok::greatergreater)) {
    // Angle brackets inside parentheses (`k<(N > 2)>`) are comparisons.
    int Depth = 0, Parens = 0;
    while (true) {
      if (T[J].is(tok::r_paren) || T[J].is(tok::r_square))
        ++Parens;
      else if (T[J].is(tok::l_paren) || T[J].is(tok::l_square))
        --Parens;
      else if (Parens == 0 && T[J].is(tok::greater))
        Depth += 1;
      else if (Parens == 0 && T[J].is(tok::greatergreater))
        Depth += 2;
      else if (Parens == 0 && T[J].is(tok::less))
        Depth -= 1;
      if (Parens < 0 || Depth == 0 || J == 0)
        break;
      --J;
    }
    if (Parens != 0 || Depth != 0 || J == 0)
      return false;
    --J;
    S.Templated = true;
  }
  if (!T[J].isIdentifier())
    return false;
  while (J >= 2 && T[J - 1].is(tok::coloncolon) && T[J - 2].isIdentifier())
    J -= 2;
  if (J >= 1 && T[J - 1].is(tok::coloncolon))
    J -= 1;
  S.CalleeBegin = J;
  return true;
}

static bool parseLaunch(const TokenStream &T, size_t Chevron, LaunchShape &S) {
  size_t Close = T.findClosing(Chevron);
  if (Close == T.size() || Close + 1 >= T.size() ||
      !T[Close + 1].is(tok::l_paren))
    return false;
  if (!T.splitArguments(Chevron, S.Config) || S.Config.size() < 2 ||
      S.Config.size() > 4)
    return false;
  for (auto [First, Last] : S.Config)
    if (First == Last)
      return false;
  S.ArgsOpen = Close + 1;
  S.ArgsClose = T.findClosing(S.ArgsOpen);
  return S.ArgsClose != T.size() && findCallee(T, Chevron, S);
}

/// The edits turning each braced grid or block size of \p Config into a
/// parenthesized list: `{x, y, 1}` -> `Open x, y, 1)`.
static std::vector<Edit>
bracedSizeEdits(const TokenStream &T,
                const std::vector<std::pair<size_t, size_t>> &Config,
                llvm::StringRef Open) {
  std::vector<Edit> Edits;
  for (size_t Arg = 0; Arg < 2 && Arg < Config.size(); ++Arg) {
    auto [First, Last] = Config[Arg];
    if (!T[First].is(tok::l_brace) || T.findClosing(First) != Last - 1)
      continue;
    Edits.push_back({T[First].Offset, 1, Open.str()});
    Edits.push_back({T[Last - 1].Offset, 1, Open.empty() ? "" : ")"});
  }
  return Edits;
}

/// `k<<<g, {x, y, 1}>>>` -> `k<<<g, dim3(x, y, 1)>>>`: nvcc accepts a braced
/// grid or block size, Clang (hence hipcc) does not.
static void rewriteBracedLaunchConfig(RewriteContext &Ctx, size_t Chevron) {
  const TokenStream &T = Ctx.Tokens;
  std::vector<std::pair<size_t, size_t>> Config;
  if (!T.splitArguments(Chevron, Config))
    return;
  std::vector<Edit> Edits = bracedSizeEdits(T, Config, "dim3(");
  if (Edits.empty())
    return;
  if (!Ctx.Edits.addAll(std::move(Edits))) {
    Ctx.report(DiagKind::LaunchNotRewritten, T[Chevron].Offset,
               "kernel launch left with a braced grid or block size, which "
               "hipcc refuses: it overlaps another rewrite");
    return;
  }
  Ctx.RepairedRanges.emplace_back(T[Chevron].Offset,
                                  T[T.findClosing(Chevron)].end());
}

/// `k<<<...>>>(...)` -> hipLaunchKernelGGL; \p Chevron is the `<<<`.
static void rewriteLaunch(RewriteContext &Ctx, size_t Chevron) {
  const TokenStream &T = Ctx.Tokens;
  LaunchShape S;
  if (!parseLaunch(T, Chevron, S)) {
    Ctx.report(DiagKind::LaunchNotRewritten, T[Chevron].Offset,
               "kernel launch left as '<<<...>>>': its shape is not "
               "'kernel<<<grid, block[, shared[, stream]]>>>(args)'");
    return;
  }
  const auto &C = S.Config;
  size_t N = C.size();
  bool HasArgs = S.ArgsClose > S.ArgsOpen + 1;
  // The edits replace the text between the pieces up to the first argument.
  if (T.crossesDirective(S.CalleeBegin,
                         HasArgs ? S.ArgsOpen + 1 : S.ArgsClose)) {
    Ctx.report(DiagKind::LaunchNotRewritten, T[Chevron].Offset,
               "kernel launch left as '<<<...>>>': a preprocessor directive "
               "lies inside its configuration");
    return;
  }
  auto Start = [&](size_t Arg) { return T[C[Arg].first].Offset; };
  auto Comma = [&](size_t Arg) { return T[C[Arg].second].Offset; };
  unsigned TailBegin = T[C[N - 1].second - 1].end();
  unsigned TailEnd = HasArgs ? T[S.ArgsOpen + 1].Offset : T[S.ArgsClose].Offset;

  std::vector<Edit> Edits;
  Edits.push_back({T[S.CalleeBegin].Offset, 0,
                   S.Templated ? "hipLaunchKernelGGL(HIP_KERNEL_NAME("
                               : "hipLaunchKernelGGL("});
  if (S.Templated)
    Edits.push_back({T[Chevron - 1].end(), 0, ")"});
  Edits.push_back({T[Chevron].Offset, Start(0) - T[Chevron].Offset, ", dim3("});
  Edits.push_back({Comma(0), Start(1) - Comma(0), "), dim3("});
  if (N >= 3)
    Edits.push_back({Comma(1), Start(2) - Comma(1), "), "});
  std::string Tail = N == 2 ? "), 0, 0" : N == 3 ? ", 0" : "";
  if (HasArgs)
    Tail += ", ";
  Edits.push_back({TailBegin, TailEnd - TailBegin, Tail});
  // A braced size (`{x, y, 1}`) is already inside the `dim3(...)` written.
  std::vector<Edit> Braces = bracedSizeEdits(T, C, "");
  Edits.insert(Edits.end(), Braces.begin(), Braces.end());

  if (!Ctx.Edits.addAll(std::move(Edits))) {
    Ctx.report(DiagKind::LaunchNotRewritten, T[Chevron].Offset,
               "kernel launch left as '<<<...>>>': it overlaps another "
               "rewrite");
    return;
  }
  if (!Braces.empty())
    Ctx.RepairedRanges.emplace_back(T[S.CalleeBegin].Offset,
                                    T[S.ArgsOpen].end());
}

/// Whether only blanks (spaces, tabs) separate tokens \p A and \p B.
static bool blanksBetween(const TokenStream &T, size_t A, size_t B) {
  llvm::StringRef Gap = T.source().slice(T[A].end(), T[B].Offset);
  return !Gap.empty() && Gap.find_first_not_of(" \t") == llvm::StringRef::npos;
}

/// The `>> >` closing the spaced `<< <` at \p Open, followed by the call's
/// `(`: the index of its `>>`, or 0.
static size_t spacedClose(const TokenStream &T, size_t Open) {
  int Depth = 0;
  for (size_t I = Open + 2; I + 2 < T.size(); ++I) {
    if (T[I].isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T[I].isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
             --Depth < 0)
      return 0;
    else if (T[I].is(tok::semi) || T[I].StartOfLine)
      return 0; // a launch configuration is one line of one statement
    else if (Depth == 0 && T[I].is(tok::greatergreater) &&
             T[I + 1].is(tok::greater) && blanksBetween(T, I, I + 1) &&
             T[I + 2].is(tok::l_paren))
      return I;
  }
  return 0;
}

std::vector<Edit> cu2hip::closeSpacedChevrons(std::string &Buffer) {
  // Most files have none: lex only where the text may.
  static const llvm::Regex Spaced("<<[ \t]+<");
  if (!Spaced.match(Buffer))
    return {};
  std::vector<Edit> Edits;
  TokenStream T(Buffer);
  for (size_t I = 1; I + 1 < T.size(); ++I) {
    const RawToken &Prev = T[I - 1];
    if (!T[I].is(tok::lessless) || !T[I + 1].is(tok::less) ||
        !blanksBetween(T, I, I + 1) ||
        !(Prev.isIdentifier() ||
          Prev.isOneOf(tok::greater, tok::greatergreater)) ||
        T.text(Prev) == "operator")
      continue;
    size_t Close = spacedClose(T, I);
    if (!Close)
      continue;
    for (size_t First : {I, Close}) {
      unsigned Begin = T[First].Offset, End = T[First + 1].end();
      llvm::StringRef Chevrons = First == I ? "<<<" : ">>>";
      Edits.push_back({Begin, End - Begin, Chevrons.str()});
      // The same length, so every offset still names the same text.
      Buffer.replace(Begin, End - Begin,
                     Chevrons.str() + std::string(End - Begin - 3, ' '));
    }
  }
  return Edits;
}

namespace {
class LaunchRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "launches"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::LaunchChevrons};
  }
  bool token(RewriteContext &Ctx, size_t &Index) override {
    if (!Ctx.Tokens[Index].is(tok::lesslessless))
      return false;
    Ctx.UsesCuda = true;
    if (Ctx.Options.Launch == LaunchStyle::LaunchKernelGGL)
      rewriteLaunch(Ctx, Index);
    else
      rewriteBracedLaunchConfig(Ctx, Index);
    return true;
  }
};
} // namespace

std::unique_ptr<RewriteRule> cu2hip::createLaunchRule(RuleHandoffs &) {
  return std::make_unique<LaunchRule>();
}
