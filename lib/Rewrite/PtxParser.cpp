//===- PtxParser.cpp ------------------------------------------------------===//
#include "PtxParser.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using llvm::StringRef;

bool cu2hip::parseIntLiteral(StringRef Text, int64_t &Value) {
  Text = Text.trim();
  bool Negative = Text.consume_front("-");
  // C's and PTX's suffixes: 31u, 0xffffffffULL.
  Text = Text.rtrim("uUlL");
  if (Text.empty() || !llvm::isDigit(Text.front()))
    return false;
  uint64_t Magnitude;
  // getAsInteger with radix 0 reads 0x.. as hex and 0.. as octal, as C does.
  if (Text.getAsInteger(0, Magnitude) || Magnitude > uint64_t(INT64_MAX))
    return false;
  Value = Negative ? -int64_t(Magnitude) : int64_t(Magnitude);
  return true;
}

bool cu2hip::decodeCString(StringRef Body, std::string &Out) {
  for (size_t I = 0; I < Body.size(); ++I) {
    char C = Body[I];
    if (C != '\\') {
      Out += C;
      continue;
    }
    if (++I == Body.size())
      return false;
    char E = Body[I];
    switch (E) {
    case 'n':
      Out += '\n';
      break;
    case 't':
      Out += '\t';
      break;
    case 'r':
      Out += '\r';
      break;
    case 'v':
      Out += '\v';
      break;
    case 'f':
      Out += '\f';
      break;
    case 'a':
      Out += '\a';
      break;
    case 'b':
      Out += '\b';
      break;
    case '\\':
    case '\'':
    case '"':
    case '?':
      Out += E;
      break;
    case 'x': {
      unsigned V = 0, Digits = 0;
      while (I + 1 < Body.size() && llvm::isHexDigit(Body[I + 1]) && Digits < 2)
        V = V * 16 + llvm::hexDigitValue(Body[++I]), ++Digits;
      if (Digits == 0)
        return false;
      Out += char(V);
      break;
    }
    default: {
      if (E < '0' || E > '7')
        return false;
      unsigned V = E - '0', Digits = 1;
      while (I + 1 < Body.size() && Body[I + 1] >= '0' && Body[I + 1] <= '7' &&
             Digits < 3)
        V = V * 8 + (Body[++I] - '0'), ++Digits;
      Out += char(V);
    }
    }
  }
  return true;
}

/// Removes `//` and `/* */` comments, which PTX allows.
static std::string stripComments(StringRef Text) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text.substr(I).starts_with("//")) {
      I = Text.find('\n', I);
      if (I == StringRef::npos)
        break;
      Out += '\n';
      continue;
    }
    if (Text.substr(I).starts_with("/*")) {
      size_t End = Text.find("*/", I + 2);
      if (End == StringRef::npos)
        break;
      Out += ' ';
      I = End + 1;
      continue;
    }
    Out += Text[I];
  }
  return Out;
}

/// Top-level comma-separated pieces of \p Text (commas inside [] or {} do
/// not split).
static llvm::SmallVector<StringRef, 6> splitTopLevel(StringRef Text) {
  llvm::SmallVector<StringRef, 6> Pieces;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '[' || C == '{')
      ++Depth;
    else if (C == ']' || C == '}')
      --Depth;
    else if (C == ',' && Depth == 0) {
      Pieces.push_back(Text.slice(Start, I).trim());
      Start = I + 1;
    }
  }
  if (!Text.substr(Start).trim().empty() || !Pieces.empty())
    Pieces.push_back(Text.substr(Start).trim());
  return Pieces;
}

static bool isRegisterNameChar(char C) {
  return llvm::isAlnum(C) || C == '_' || C == '.' || C == '$';
}

/// `%3` -> 3 (only in an asm with operands).
static bool parseArgRef(StringRef Text, bool HasOperands, unsigned &Arg) {
  if (!HasOperands || !Text.consume_front("%") || Text.empty() ||
      !llvm::all_of(Text, llvm::isDigit))
    return false;
  return !Text.getAsInteger(10, Arg);
}

static PtxOperand parseOperand(StringRef Text, bool HasOperands) {
  PtxOperand Op;
  Op.Name = Text.str();
  if (parseArgRef(Text, HasOperands, Op.Arg)) {
    Op.K = PtxOperand::Kind::Arg;
    return Op;
  }
  StringRef Special = Text;
  if (Special.consume_front(HasOperands ? "%%" : "%") && !Special.empty() &&
      llvm::isAlpha(Special.front()) &&
      llvm::all_of(Special, isRegisterNameChar)) {
    Op.K = PtxOperand::Kind::SpecialReg;
    Op.Name = Special.str();
    return Op;
  }
  if (parseIntLiteral(Text, Op.Value)) {
    Op.K = PtxOperand::Kind::Imm;
    return Op;
  }
  if (Text.size() >= 2 && Text.front() == '[' && Text.back() == ']') {
    StringRef Inner = Text.drop_front().drop_back().trim();
    size_t Sign = Inner.find_first_of("+-");
    StringRef Base = Inner.take_front(Sign).trim();
    int64_t Offset = 0;
    if (Sign != StringRef::npos) {
      StringRef Rest = Inner.substr(Sign + 1).trim();
      if (!parseIntLiteral(Rest, Offset) || Rest.starts_with("-"))
        return Op;
      if (Inner[Sign] == '-')
        Offset = -Offset;
    }
    if (parseArgRef(Base, HasOperands, Op.Arg)) {
      Op.K = PtxOperand::Kind::Address;
      Op.Value = Offset;
    }
    return Op;
  }
  if (Text.size() >= 2 && Text.front() == '{' && Text.back() == '}') {
    for (StringRef E : splitTopLevel(Text.drop_front().drop_back()))
      Op.Elements.push_back(parseOperand(E, HasOperands));
    Op.K = PtxOperand::Kind::Vector;
  }
  return Op;
}

static PtxInstruction directive(StringRef Text) {
  PtxInstruction I;
  I.Text = Text.str();
  I.Opcode = Text.str();
  I.Directive = true;
  return I;
}

std::vector<PtxInstruction> cu2hip::parsePtx(StringRef Template,
                                             bool HasOperands) {
  std::vector<PtxInstruction> Result;
  std::string Clean = stripComments(Template);
  llvm::SmallVector<StringRef, 8> Statements;
  StringRef(Clean).split(Statements, ';');
  for (StringRef S : Statements) {
    S = S.trim();
    // Scope braces open or close a statement: `{ .reg .pred p; ... }`.
    while (S.consume_front("{")) {
      Result.push_back(directive("{"));
      S = S.ltrim();
    }
    // A `}` closes the scope only where it has no `{` of a vector operand.
    unsigned Closers = 0;
    while (S.count('}') > S.count('{') && S.consume_back("}"))
      ++Closers, S = S.rtrim();
    if (!S.empty()) {
      if (S.front() == '.') {
        Result.push_back(directive(S));
      } else {
        PtxInstruction I;
        I.Text = S.str();
        StringRef Rest = S;
        if (Rest.consume_front("@")) {
          I.Guarded = true;
          Rest =
              Rest.drop_while([](char C) { return !llvm::isSpace(C); }).ltrim();
        }
        size_t End = Rest.find_first_of(" \t\r\n");
        StringRef Opcode = Rest.take_front(End);
        I.Opcode = Opcode.str();
        llvm::SmallVector<StringRef, 6> Parts;
        Opcode.split(Parts, '.');
        for (StringRef P : Parts)
          I.Parts.push_back(P.str());
        if (End != StringRef::npos)
          for (StringRef O : splitTopLevel(Rest.substr(End).trim()))
            I.Operands.push_back(parseOperand(O, HasOperands));
        Result.push_back(std::move(I));
      }
    }
    while (Closers--)
      Result.push_back(directive("}"));
  }
  return Result;
}
