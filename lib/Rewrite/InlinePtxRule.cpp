//===- InlinePtxRule.cpp - Translate or report inline PTX -----------------===//
///
/// \file
/// HIP for AMD GPUs cannot compile PTX. An `asm` statement whose every
/// instruction is a known idiom (InlinePtxLowering.cpp) is replaced whole by
/// its HIP statement; any other is left as written and reported, naming the
/// instructions with no exact equivalent. The rule runs on tokens, so it
/// treats headers, macro bodies and files that did not parse alike. It runs
/// after the other rules: the operands are copied with their own edits (a
/// renamed CUDA name inside an operand) applied.
///
//===----------------------------------------------------------------------===//
#include "AsmStatement.h"
#include "InlinePtxLowering.h"
#include "RewriteContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

/// `asm`, `__asm__` or `__asm`.
static bool isAsmKeyword(StringRef Name) {
  return Name == "asm" || Name == "__asm__" || Name == "__asm";
}

namespace {

/// Side-effect free text that may be repeated: names, members, subscripts
/// with such indices, literals.
bool isSimpleExpression(StringRef Text) {
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (llvm::isAlnum(C) || C == '_' || C == '.' || C == '[' || C == ']' ||
        C == ':' || C == ' ' || C == '*')
      continue;
    if (C == '-' && I + 1 < Text.size() && Text[I + 1] == '>') {
      ++I;
      continue;
    }
    return false;
  }
  return true;
}

struct OperandText {
  std::string Text; ///< the expression, with the edits inside it applied
  bool Simple = false;
  bool Constant = false; ///< "n" or a literal: repeating it is free
  bool Output = false;
  bool Temp = false; ///< read through a const copy taken first
};

/// \p Text with each run of white space as one space.
std::string oneLine(StringRef Text) {
  llvm::SmallVector<StringRef, 8> Words;
  Text.split(Words, ' ', -1, false);
  std::string Out;
  for (StringRef W : Words)
    for (StringRef Part : llvm::split(W, '\n'))
      for (StringRef P : llvm::split(Part, '\t'))
        if (!P.trim().empty())
          Out += (Out.empty() ? "" : " ") + P.trim().str();
  return Out;
}

std::string tempName(unsigned N) { return "cu2hip_ptx_" + std::to_string(N); }

/// Replaces the placeholders of \p Stmt with the operands.
std::string substitute(StringRef Stmt, const std::vector<OperandText> &Ops,
                       bool InMacro) {
  std::string Out;
  for (size_t I = 0; I < Stmt.size(); ++I) {
    if (Stmt[I] != '\x01') {
      Out += Stmt[I];
      continue;
    }
    auto Kind = static_cast<RefKind>(Stmt[I + 1]);
    char Letter = Stmt[I + 2];
    unsigned N = Stmt[I + 3] - '0';
    I += 3;
    const OperandText &Op = Ops[N];
    // A macro parameter is bracketed: its argument may be any expression.
    bool Bracket =
        InMacro ? !Op.Constant
                : StringRef(Op.Text).find_first_of("?=,") != StringRef::npos;
    std::string Text = Bracket ? "(" + Op.Text + ")" : Op.Text;
    std::string Value = Op.Temp ? tempName(N) : Text;
    switch (Kind) {
    case RefKind::Output:
      Out += Text;
      break;
    case RefKind::Value:
      Out += Value;
      break;
    case RefKind::Unsigned:
    case RefKind::Signed:
      Out += "static_cast<" + registerType(Letter, Kind == RefKind::Signed) +
             ">(" + Value + ")";
      break;
    }
  }
  return Out;
}

/// Counts the placeholders per operand: all uses, and reads in a statement
/// after the first one that writes an output.
void countUses(const std::vector<std::string> &Stmts, size_t NumOperands,
               std::vector<unsigned> &Uses, std::vector<bool> &ReadLate) {
  Uses.assign(NumOperands, 0);
  ReadLate.assign(NumOperands, false);
  std::optional<size_t> FirstWrite;
  for (size_t S = 0; S < Stmts.size(); ++S) {
    StringRef Stmt = Stmts[S];
    bool Writes = false;
    for (size_t I = 0; I + 3 < Stmt.size(); ++I) {
      if (Stmt[I] != '\x01')
        continue;
      unsigned N = Stmt[I + 3] - '0';
      if (N >= NumOperands)
        continue;
      ++Uses[N];
      if (static_cast<RefKind>(Stmt[I + 1]) == RefKind::Output)
        Writes = true;
      else if (FirstWrite && S > *FirstWrite)
        ReadLate[N] = true;
    }
    if (Writes && !FirstWrite)
      FirstWrite = S;
  }
}

/// \p I's HIP form; a directive declares state no idiom carries over.
llvm::Expected<Lowering> lowerInstruction(const LoweringContext &LC,
                                          const PtxInstruction &I) {
  if (I.Directive)
    return llvm::createStringError(
        "it declares PTX state of its own; rewrite the sequence in C++");
  return lowerPtxInstruction(LC, I);
}

class InlinePtxRewriter {
public:
  InlinePtxRewriter(RewriteContext &Ctx, size_t Index)
      : Ctx(Ctx), T(Ctx.Tokens), Index(Index) {}
  void run();

private:
  void reportUntranslated(const llvm::Twine &Message);
  llvm::Error checkReplaceable(bool Statement, bool WholeInMacro,
                               int Directive) const;
  llvm::Expected<std::string>
  buildReplacement(const std::vector<std::string> &Stmts) const;

  RewriteContext &Ctx;
  const TokenStream &T;
  size_t Index;
  AsmStatement S;
  unsigned Begin = 0, End = 0; ///< the bytes of the statement
};

void InlinePtxRewriter::reportUntranslated(const llvm::Twine &Message) {
  Finding F{DiagKind::InlinePtx, Begin, 0, 0, Message.str(), "asm"};
  F.Length = End - Begin;
  Ctx.Findings.push_back(std::move(F));
}

/// Why the statement cannot be replaced as a whole, first reason first.
llvm::Error InlinePtxRewriter::checkReplaceable(bool Statement,
                                                bool WholeInMacro,
                                                int Directive) const {
  if (S.Unreadable)
    return llvm::createStringError(*S.Unreadable);
  if (!Statement)
    return llvm::createStringError(
        "the asm statement is part of a larger expression");
  if (!WholeInMacro || (Directive < 0 && S.Last == S.Close))
    return llvm::createStringError(
        "the asm statement does not end with its own ';'");
  if (T.crossesDirective(Index, S.Last))
    return llvm::createStringError(
        "a preprocessor directive lies inside the asm statement");
  return llvm::Error::success();
}

/// The statement's HIP replacement, with the operands put in.
llvm::Expected<std::string> InlinePtxRewriter::buildReplacement(
    const std::vector<std::string> &Stmts) const {
  std::vector<OperandText> Ops;
  for (size_t N = 0; N < S.Operands.size(); ++N) {
    const AsmOperand &A = S.Operands[N];
    OperandText Op;
    Op.Text = StringRef(Ctx.Edits.render(T.source(), T[A.Open + 1].Offset,
                                         T[A.Close].Offset))
                  .trim()
                  .str();
    Op.Simple = isSimpleExpression(Op.Text);
    int64_t Ignored;
    Op.Constant = A.Constraint == "n" || parseIntLiteral(Op.Text, Ignored);
    Op.Output = N < S.Outputs;
    Ops.push_back(Op);
  }
  bool InMacro = T[S.Asm].Directive >= 0;
  std::vector<unsigned> Uses;
  std::vector<bool> ReadLate;
  countUses(Stmts, Ops.size(), Uses, ReadLate);
  std::string Temps;
  for (size_t N = 0; N < Ops.size(); ++N) {
    OperandText &Op = Ops[N];
    if (Op.Output) {
      if (Uses[N] > 1 && !Op.Simple)
        return llvm::createStringError("output operand '" + Op.Text +
                                       "' would be evaluated more than once");
      continue;
    }
    if (Uses[N] == 0 && !Op.Simple && !Op.Constant)
      return llvm::createStringError("input operand '" + Op.Text +
                                     "' is not used by the PTX");
    // PTX reads every input before it writes an output, and each once.
    if (!Op.Constant && ((Uses[N] > 1 && !Op.Simple) || ReadLate[N])) {
      Op.Temp = true;
      Temps += "const auto " + tempName(N) + " = " +
               (InMacro ? "(" + Op.Text + ")" : Op.Text) + "; ";
    }
  }
  std::string Body;
  for (const std::string &Stmt : Stmts)
    Body += (Body.empty() ? "" : " ") + substitute(Stmt, Ops, InMacro) + ";";
  bool Block = Stmts.size() > 1 || !Temps.empty();
  // A macro body without its `;`: the use supplies it.
  bool NoSemicolon = !T[S.Last].is(tok::semi);
  if (!Block)
    return NoSemicolon ? StringRef(Body).drop_back().str() : Body;
  std::string Text = "{ " + Temps + Body + " }";
  if (NoSemicolon)
    Text = "do " + Text + " while (0)";
  return Text;
}

void InlinePtxRewriter::run() {
  std::optional<AsmStatement> Parsed = parseAsm(T, Index);
  if (!Parsed)
    return;
  S = std::move(*Parsed);
  bool Statement = startsStatement(T, Index);
  StringRef Tpl(S.Template);
  // `int f() __asm__("symbol");` names a symbol; `asm volatile("" :::
  // "memory")` is a compiler barrier HIP keeps as is.
  bool IsLabel = !S.Qualified && S.Sections == 0 &&
                 Tpl.find_first_of("; \t\n") == StringRef::npos;
  if (IsLabel || Tpl.trim().empty() || looksLikeHostAsm(S))
    return;
  int Directive = T[Index].Directive;
  if (Directive >= 0 && T.directiveName(Index) != "define")
    return;
  Ctx.UsesCuda = true;
  S.Last = S.Close;
  if (S.Close + 1 < T.size() && T[S.Close + 1].is(tok::semi) &&
      T[S.Close + 1].Directive == Directive)
    S.Last = S.Close + 1;
  Begin = T[Index].Offset;
  End = T[S.Last].end();

  std::vector<PtxInstruction> Instructions =
      parsePtx(S.Template, S.Sections > 0);
  std::string Names;
  for (const PtxInstruction &I : Instructions)
    if (!I.Directive)
      Names += (Names.empty() ? "'" : ", '") + I.Opcode + "'";
  if (Names.empty())
    Names = "'" + oneLine(Tpl) + "'";

  bool WholeInMacro = Directive < 0 || S.Last == S.Close + 1 ||
                      S.Close + 1 >= T.size() ||
                      T[S.Close + 1].Directive != Directive;
  if (llvm::Error E = checkReplaceable(Statement, WholeInMacro, Directive)) {
    reportUntranslated("inline PTX " + Names +
                       " left as is: " + llvm::toString(std::move(E)) +
                       "; rewrite it with HIP intrinsics");
    return;
  }

  std::vector<AsmOperandInfo> Infos;
  for (size_t N = 0; N < S.Operands.size(); ++N) {
    const AsmOperand &A = S.Operands[N];
    AsmOperandInfo Info;
    StringRef C = StringRef(A.Constraint).ltrim("=+&");
    Info.Output = N < S.Outputs;
    if (C.size() == 1 && StringRef("rlfdhn").contains(C.front()))
      Info.Letter = C.front();
    int64_t Value;
    StringRef Expr = T.source().slice(T[A.Open + 1].Offset, T[A.Close].Offset);
    if (parseIntLiteral(Expr, Value))
      Info.Literal = Value;
    Infos.push_back(Info);
  }

  std::vector<std::string> Stmts, Caveats, Failures;
  std::string FailedNames;
  unsigned Failed = 0;
  for (size_t K = 0; K < Instructions.size(); ++K) {
    const PtxInstruction &I = Instructions[K];
    if (I.Opcode == "{" || I.Opcode == "}")
      continue;
    LoweringContext LC{Infos, Ctx.Table, Ctx.Options.Target, unsigned(K)};
    llvm::Expected<Lowering> L = lowerInstruction(LC, I);
    if (!L) {
      ++Failed;
      FailedNames += (FailedNames.empty() ? "'" : ", '") + I.Opcode + "'";
      Failures.push_back("'" + I.Opcode +
                         "': " + llvm::toString(L.takeError()));
      continue;
    }
    llvm::append_range(Stmts, L->Statements);
    for (std::string &C : L->Caveats)
      if (!llvm::is_contained(Caveats, C))
        Caveats.push_back(C);
  }
  if (Failed) {
    std::string Detail;
    if (Failed == 1)
      Detail = StringRef(Failures.front()).split(": ").second.str();
    else
      Detail = llvm::join(Failures, "; ");
    reportUntranslated("inline PTX " + FailedNames +
                       (Failed == 1 ? " has" : " have") +
                       " no exact HIP equivalent: " + Detail +
                       "; rewrite the asm statement with HIP code");
    return;
  }
  llvm::Expected<std::string> Replacement = buildReplacement(Stmts);
  if (!Replacement) {
    reportUntranslated("inline PTX " + Names + " left as is: " +
                       llvm::toString(Replacement.takeError()) +
                       "; rewrite it with HIP intrinsics");
    return;
  }
  if (Ctx.Edits.cuts(Begin) || Ctx.Edits.cuts(End)) {
    reportUntranslated("inline PTX " + Names +
                       " left as is: another rewrite overlaps the asm "
                       "statement; rewrite it with HIP intrinsics");
    return;
  }
  // Free once the edits inside are gone: none cuts either end.
  Ctx.Edits.eraseWithin(Begin, End);
  Ctx.Edits.addFree({Begin, End - Begin, *Replacement});
  std::string Message =
      "inline PTX '" + oneLine(Tpl) + "' translated to '" + *Replacement + "'";
  if (!Caveats.empty())
    Message += ": " + llvm::join(Caveats, "; ");
  Finding F{DiagKind::InlinePtxTranslated, Begin, 0, 0, Message, "asm"};
  F.Length = End - Begin;
  Ctx.Findings.push_back(std::move(F));
}
} // namespace

namespace {
/// Replaces each asm statement whose PTX has an exact HIP equivalent, and
/// reports the others, once the other rules' edits inside their operands
/// are known.
class InlinePtxRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "inline-ptx"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::AsmKeyword, RuleClaim::RebuiltRange};
  }
  bool token(RewriteContext &Ctx, size_t &Index) override {
    if (!Ctx.Tokens[Index].isIdentifier() ||
        !isAsmKeyword(Ctx.Tokens.text(Index)))
      return false;
    AsmKeywords.push_back(Index);
    return true;
  }
  void finish(RewriteContext &Ctx) override {
    for (size_t Index : AsmKeywords)
      InlinePtxRewriter(Ctx, Index).run();
  }

private:
  std::vector<size_t> AsmKeywords; ///< token indices, in file order
};
} // namespace

std::unique_ptr<RewriteRule> cu2hip::createInlinePtxRule(RuleHandoffs &) {
  return std::make_unique<InlinePtxRule>();
}
