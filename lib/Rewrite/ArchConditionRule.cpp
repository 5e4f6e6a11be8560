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
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

static constexpr StringRef ArchDiag = "cuda-arch-condition";

namespace {

/// A #if value as AMD compilation sees it: an integer, or unknown because it
/// depends on macros cu2hip cannot know.
struct CondValue {
  std::optional<int64_t> Known;
  std::vector<std::string> DependsOn;

  static CondValue of(int64_t V) { return {V, {}}; }
  static CondValue unknown(StringRef Name) { return {std::nullopt, {Name.str()}}; }
  static CondValue unknownOf(const CondValue &A, const CondValue &B) {
    CondValue R{std::nullopt, A.DependsOn};
    for (const std::string &N : B.DependsOn)
      if (!llvm::is_contained(R.DependsOn, N))
        R.DependsOn.push_back(N);
    return R;
  }
};

/// Recursive descent over the tokens of one condition: defined, !, ~, unary
/// +/-, the binary operators, ?:, parentheses and integer literals. Macros
/// of the arch rows are undefined (0); other identifiers are unknown.
class ConditionEvaluator {
public:
  ConditionEvaluator(const TokenStream &T, size_t Begin, size_t End,
                     llvm::function_ref<bool(StringRef)> IsArch)
      : T(T), I(Begin), End(End), IsArch(IsArch) {}

  /// std::nullopt when the line is not an expression this evaluator reads.
  std::optional<CondValue> evaluate() {
    CondValue V = conditional();
    if (Failed || I != End)
      return std::nullopt;
    return V;
  }

private:
  bool at(tok::TokenKind K) const { return I < End && T[I].is(K); }
  bool accept(tok::TokenKind K) {
    if (!at(K))
      return false;
    ++I;
    return true;
  }

  CondValue conditional() {
    CondValue C = binary(1);
    if (!accept(tok::question))
      return C;
    CondValue A = conditional();
    if (!accept(tok::colon)) {
      Failed = true;
      return C;
    }
    CondValue B = conditional();
    if (C.Known)
      return *C.Known ? A : B;
    return CondValue::unknownOf(C, CondValue::unknownOf(A, B));
  }

  static int precedence(tok::TokenKind K) {
    switch (K) {
    case tok::pipepipe: return 1;
    case tok::ampamp: return 2;
    case tok::pipe: return 3;
    case tok::caret: return 4;
    case tok::amp: return 5;
    case tok::equalequal: case tok::exclaimequal: return 6;
    case tok::less: case tok::greater: case tok::lessequal:
    case tok::greaterequal: return 7;
    case tok::lessless: case tok::greatergreater: return 8;
    case tok::plus: case tok::minus: return 9;
    case tok::star: case tok::slash: case tok::percent: return 10;
    default: return 0;
    }
  }

  CondValue binary(int MinPrec) {
    CondValue L = unary();
    while (I < End && !Failed) {
      tok::TokenKind Op = T[I].Kind;
      int Prec = precedence(Op);
      if (Prec < MinPrec || Prec == 0)
        break;
      ++I;
      CondValue R = binary(Prec + 1);
      L = combine(Op, L, R);
    }
    return L;
  }

  /// `0 && x` and `1 || x` are known whatever x is.
  CondValue combine(tok::TokenKind Op, const CondValue &L, const CondValue &R) {
    if (Op == tok::ampamp) {
      if ((L.Known && !*L.Known) || (R.Known && !*R.Known))
        return CondValue::of(0);
      if (L.Known && R.Known)
        return CondValue::of(1);
      return CondValue::unknownOf(L, R);
    }
    if (Op == tok::pipepipe) {
      if ((L.Known && *L.Known) || (R.Known && *R.Known))
        return CondValue::of(1);
      if (L.Known && R.Known)
        return CondValue::of(0);
      return CondValue::unknownOf(L, R);
    }
    if (!L.Known || !R.Known)
      return CondValue::unknownOf(L, R);
    int64_t A = *L.Known, B = *R.Known;
    switch (Op) {
    case tok::pipe: return CondValue::of(A | B);
    case tok::caret: return CondValue::of(A ^ B);
    case tok::amp: return CondValue::of(A & B);
    case tok::equalequal: return CondValue::of(A == B);
    case tok::exclaimequal: return CondValue::of(A != B);
    case tok::less: return CondValue::of(A < B);
    case tok::greater: return CondValue::of(A > B);
    case tok::lessequal: return CondValue::of(A <= B);
    case tok::greaterequal: return CondValue::of(A >= B);
    case tok::lessless: return CondValue::of(B >= 0 && B < 63 ? A << B : 0);
    case tok::greatergreater: return CondValue::of(B >= 0 && B < 63 ? A >> B : 0);
    case tok::plus: return CondValue::of(A + B);
    case tok::minus: return CondValue::of(A - B);
    case tok::star: return CondValue::of(A * B);
    case tok::slash:
    case tok::percent:
      if (B == 0) {
        Failed = true; // an error in the preprocessor as well
        return L;
      }
      return CondValue::of(Op == tok::slash ? A / B : A % B);
    default:
      Failed = true;
      return L;
    }
  }

  CondValue unary() {
    if (accept(tok::exclaim)) {
      CondValue V = unary();
      return V.Known ? CondValue::of(!*V.Known) : V;
    }
    if (accept(tok::tilde)) {
      CondValue V = unary();
      return V.Known ? CondValue::of(~*V.Known) : V;
    }
    if (accept(tok::minus)) {
      CondValue V = unary();
      return V.Known ? CondValue::of(-*V.Known) : V;
    }
    if (accept(tok::plus))
      return unary();
    return primary();
  }

  CondValue primary() {
    if (I >= End) {
      Failed = true;
      return CondValue::of(0);
    }
    if (accept(tok::l_paren)) {
      CondValue V = conditional();
      if (!accept(tok::r_paren))
        Failed = true;
      return V;
    }
    if (at(tok::numeric_constant))
      return number(T.text(I++));
    if (!T[I].isIdentifier()) {
      Failed = true;
      return CondValue::of(0);
    }
    StringRef Name = T.text(I++);
    if (Name == "defined") {
      bool Paren = accept(tok::l_paren);
      if (I >= End || !T[I].isIdentifier()) {
        Failed = true;
        return CondValue::of(0);
      }
      StringRef Macro = T.text(I++);
      if (Paren && !accept(tok::r_paren))
        Failed = true;
      return IsArch(Macro) ? CondValue::of(0) : CondValue::unknown(Macro);
    }
    if (IsArch(Name))
      return CondValue::of(0); // an undefined macro is 0 in #if
    if (Name == "true" || Name == "false")
      return CondValue::of(Name == "true");
    // A function-like macro (`__has_builtin(x)`) is as unknown as a plain one.
    if (at(tok::l_paren)) {
      size_t Close = T.findClosing(I);
      if (Close >= End) {
        Failed = true;
        return CondValue::of(0);
      }
      I = Close + 1;
    }
    return CondValue::unknown(Name);
  }

  CondValue number(StringRef Text) {
    std::string Digits;
    for (char C : Text.rtrim("uUlL"))
      if (C != '\'')
        Digits.push_back(C);
    uint64_t V = 0;
    if (StringRef(Digits).getAsInteger(0, V)) {
      Failed = true;
      return CondValue::of(0);
    }
    return CondValue::of(static_cast<int64_t>(V));
  }

  const TokenStream &T;
  size_t I, End;
  llvm::function_ref<bool(StringRef)> IsArch;
  bool Failed = false;
};

/// A conditional directive line and the next directive of its #if group.
struct Conditional {
  size_t Hash;        ///< token index of its `#`
  StringRef Name;     ///< if, ifdef, ifndef, elif, elifdef, elifndef, else
  size_t Next = 0;    ///< token index of the next #elif/#else/#endif's `#`
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
  if (I > Begin + 1 && T[I - 1].is(tok::l_paren) &&
      T.text(I - 2) == "defined")
    return true;
  bool PrevOk = I == Begin || T[I - 1].is(tok::exclaim) ||
                T[I - 1].is(tok::ampamp) || T[I - 1].is(tok::pipepipe);
  bool NextOk = I + 1 == End || T[I + 1].is(tok::ampamp) ||
                T[I + 1].is(tok::pipepipe);
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

void cu2hip::reportArchConditions(RewriteContext &Ctx) {
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

  for (const Conditional &C : conditionalDirectives(T)) {
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
      Value = ConditionEvaluator(T, Begin, End, IsArch).evaluate();
    }

    unsigned DirectiveEnd = T[End - 1].end();
    std::string Written = directiveText(T, C.Hash, End);
    unsigned BodyFirst = LineOf(DirectiveEnd) + 1;
    unsigned BodyLast = C.HasNext ? LineOf(T[C.Next].Offset) - 1
                                  : LineOf(Source.size());
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
        Message += Alternative + " decides instead; " + Body + " is not compiled";
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
        F.Fixes.push_back(
            FixIt(T[I].Offset, T[I].Length, "__HIP_DEVICE_COMPILE__"));
    Ctx.Findings.push_back(std::move(F));
    Ctx.UsesCuda = true;
    Ctx.ApiUseSites.push_back({T[C.Hash].Offset, Row->Family});
    for (size_t I : Uses)
      Ctx.CoveredTokens.insert(T[I].Offset);
  }
}
