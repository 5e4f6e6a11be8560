//===- CallRule.cpp - Rebuild argument lists for HIP signatures -----------===//
///
/// \file
/// Rule: call arguments. A row's `args:` template (or a handler that picks
/// one from the call's arguments) says how a CUDA call's arguments become the
/// HIP function's. The check happens when the callee is met, before it is
/// renamed: a call the template is not faithful for keeps its CUDA name and
/// is reported. The argument lists are rebuilt after every other rule ran,
/// innermost calls first, so each argument carries its own translation.
///
//===----------------------------------------------------------------------===//
#include "CallPlan.h"
#include "RewriteContext.h"
#include "cu2hip/Mapping/ArgTemplate.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;
using ArgRange = std::pair<size_t, size_t>;

/// The argument's tokens joined without spaces: what `require:` compares.
static std::string compactArgument(const TokenStream &T, ArgRange A) {
  std::string Out;
  for (size_t I = A.first; I < A.second; ++I)
    Out += T.text(I);
  return Out;
}

/// The template \p Text parsed, with \p Require; loaded rows and the
/// handlers' own templates are known to parse.
/// \p Literal with each `nullptr` token spelled `NULL`.
static std::string literalForC(StringRef Literal) {
  std::string Out;
  while (!Literal.empty()) {
    size_t At = Literal.find("nullptr");
    if (At == StringRef::npos)
      break;
    auto IsWordChar = [](char C) { return llvm::isAlnum(C) || C == '_'; };
    bool Whole = (At == 0 || !IsWordChar(Literal[At - 1])) &&
                 (At + 7 == Literal.size() || !IsWordChar(Literal[At + 7]));
    Out += Literal.take_front(At).str();
    Out += Whole ? "NULL" : "nullptr";
    Literal = Literal.drop_front(At + 7);
  }
  return Out + Literal.str();
}

static ArgTemplate parsed(StringRef Text, StringRef Require = "") {
  llvm::Expected<ArgTemplate> T = parseArgTemplate(Text, Require);
  assert(T && "templates are validated when the tables load");
  return T ? std::move(*T) : ArgTemplate{};
}

/// The template for a call with \p Args, or the reason it has none.
static llvm::Expected<ArgTemplate> templateFor(const RewriteContext &Ctx,
                                               const MappingRow &Row,
                                               llvm::ArrayRef<ArgRange> Args) {
  const TokenStream &T = Ctx.Tokens;
  // CUDA's default arguments (`$N=0`) let a call pass fewer; a template
  // with defaults names every argument (the loader checks that).
  ArgTemplate Template =
      Row.ArgsFrom ? ArgTemplate{} : parsed(Row.Args, Row.Require);
  unsigned Fewest = Row.Arity - (Template.MinArity - Template.Required);
  if (Args.size() < Fewest || Args.size() > Row.Arity)
    return llvm::createStringError(
        "'" + Row.Cuda.str() + "' takes " +
        (Fewest == Row.Arity ? "" : std::to_string(Fewest) + " to ") +
        std::to_string(Row.Arity) + " arguments, this call passes " +
        std::to_string(Args.size()));
  if (Row.ArgsFrom) {
    // The template is the constant's: `$0, $1, 1.0, 1.0, 0.0` for TANH.
    std::string Constant = compactArgument(T, Args[*Row.ArgsFrom]);
    const MappingRow *ConstantRow = Ctx.Table.lookup(Constant);
    if (ConstantRow && !ConstantRow->CallArgs.empty())
      return parsed(ConstantRow->CallArgs);
    return llvm::createStringError("argument " +
                                   std::to_string(*Row.ArgsFrom + 1) + " is '" +
                                   Constant + "': " + Row.Reason.str());
  }
  for (const ArgClause &C : Template.Clauses) {
    std::string Actual = compactArgument(T, Args[C.Index]);
    if (!llvm::is_contained(C.Allowed, StringRef(Actual)))
      return llvm::createStringError("argument " + std::to_string(C.Index + 1) +
                                     " is '" + Actual +
                                     "': " + Row.Reason.str());
  }
  return Template;
}

bool CallPlan::plan(RewriteContext &Ctx, const MappingRow &Row,
                    size_t NameIndex) {
  const TokenStream &T = Ctx.Tokens;
  size_t Open = NameIndex + 1;
  std::vector<ArgRange> Args;
  std::string Why;
  std::optional<ArgTemplate> Template;
  if (Open >= T.size() || !T[Open].is(tok::l_paren))
    Why = "it is not called here, so its arguments cannot be adapted";
  else if (!T.splitArguments(Open, Args))
    Why = "its argument list does not close in this file";
  else if (T.crossesDirective(Open, T.findClosing(Open)))
    Why = "a preprocessor directive lies inside its argument list";
  else if (llvm::Expected<ArgTemplate> Found = templateFor(Ctx, Row, Args))
    Template = std::move(*Found);
  else
    Why = llvm::toString(Found.takeError());
  if (!Template) {
    Ctx.report(DiagKind::CallNotRewritten, T[NameIndex].Offset,
               "'" + Row.Cuda + "' left as is: HIP's '" + Row.Hip +
                   "' takes other arguments and " + Why,
               Row.Cuda);
    // The whole call stays CUDA, arguments included: half-translated
    // arguments would only make the hand translation harder to read.
    if (!Args.empty())
      freezeUntil(T[T.findClosing(Open)].Offset);
    return false;
  }
  Calls.push_back(
      {Open, T.findClosing(Open), std::move(Args), std::move(*Template)});
  return true;
}

/// Rebuilds one argument list; false if an edit crosses an argument's edge.
static bool rebuildArguments(RewriteContext &Ctx, const PendingCall &Call) {
  const TokenStream &T = Ctx.Tokens;
  if (Call.Args.empty())
    return false;
  std::vector<std::pair<unsigned, unsigned>> Spans;
  for (ArgRange A : Call.Args) {
    if (A.first == A.second)
      return false;
    Spans.emplace_back(T[A.first].Offset, T[A.second - 1].end());
  }
  unsigned Begin = Spans.front().first, End = Spans.back().second;
  // Every edit inside the list must lie inside one argument.
  if (Ctx.Edits.cuts(Begin))
    return false;
  for (const Edit &E : Ctx.Edits.startingIn(Begin, End))
    if (E.Offset < End && !llvm::any_of(
                              Spans,
                              [&](auto S) {
                                return E.Offset >= S.first &&
                                       E.Offset + E.Length <= S.second;
                              }))
      return false;
  // The templates are C++; a C file (cuSPARSE's samples are C) gets NULL
  // where a template passes nullptr.
  bool InC = Ctx.inCSource();
  std::string Text;
  for (const ArgPiece &P : Call.Template.Pieces) {
    if (!P.IsArgument)
      Text += InC ? literalForC(P.Literal) : P.Literal.str();
    else if (P.Index < Spans.size())
      Text += Ctx.Edits.render(T.source(), Spans[P.Index].first,
                               Spans[P.Index].second);
    else if (!P.Default.empty())
      Text += P.Default.str(); // CUDA's default, which HIP's lacks
    else
      return false;
  }
  Ctx.Edits.eraseWithin(Begin, End);
  if (!Ctx.Edits.replace(Begin, End - Begin, Text))
    return false;
  // What the HIP call no longer passes needs no translation, so what was
  // said about names inside it no longer applies.
  for (size_t I = 0; I < Spans.size(); ++I) {
    if (llvm::any_of(Call.Template.Pieces, [I](const ArgPiece &P) {
          return P.IsArgument && P.Index == I;
        }))
      continue;
    llvm::erase_if(Ctx.Findings, [&](const Finding &F) {
      return F.Offset >= Spans[I].first && F.Offset < Spans[I].second;
    });
  }
  return true;
}

void CallPlan::rebuild(RewriteContext &Ctx) {
  // Innermost first: a call nested in another's argument is rebuilt before
  // the outer call copies that argument.
  llvm::stable_sort(Calls, [](const PendingCall &A, const PendingCall &B) {
    return A.Close - A.Open < B.Close - B.Open;
  });
  for (const PendingCall &Call : Calls)
    if (!rebuildArguments(Ctx, Call))
      Ctx.report(DiagKind::CallNotRewritten, Ctx.Tokens[Call.Open - 1].Offset,
                 "the arguments of '" + Ctx.Tokens.text(Call.Open - 1) +
                     "' could not be rebuilt: another rewrite crosses an "
                     "argument; apply '(" +
                     Call.Template.Text + ")' by hand");
}

namespace {
class CallRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "call-arguments"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::RebuiltRange};
  }
  void finish(RewriteContext &Ctx) override { Plan.rebuild(Ctx); }

  CallPlan Plan; ///< lent to the identifier rule, which plans calls
};
} // namespace

std::unique_ptr<RewriteRule> cu2hip::createCallRule(RuleHandoffs &Handoffs) {
  auto Rule = std::make_unique<CallRule>();
  Handoffs.Calls = &Rule->Plan;
  return Rule;
}
