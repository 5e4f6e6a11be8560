//===- AsmStatement.h - An asm statement taken apart ------------*- C++ -*-===//
///
/// \file
/// Reads a GNU asm statement from the token stream (template, operands,
/// clobbers), beside PtxParser.h, which reads the PTX in its template.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_REWRITE_ASMSTATEMENT_H
#define CU2HIP_REWRITE_ASMSTATEMENT_H

#include "cu2hip/Rewrite/TokenStream.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// One operand: its constraint and the parenthesised expression.
struct AsmOperand {
  std::string Constraint;
  size_t Open = 0, Close = 0; ///< the parentheses around the expression
};

/// A GNU asm statement, by token index.
struct AsmStatement {
  size_t Asm = 0, Close = 0; ///< `asm` and the `)` closing its operands
  size_t Last = 0;           ///< the `;`, or Close in a macro body
  bool Qualified = false;    ///< volatile, inline...
  std::string Template;
  unsigned Sections = 0; ///< colons: 0 for a basic asm
  unsigned Outputs = 0;
  std::vector<AsmOperand> Operands;
  std::vector<std::string> Clobbers;
  /// Why cu2hip cannot take the statement apart (asm goto, named
  /// operands...); its extent is still known, for the finding.
  std::optional<std::string> Unreadable;
};

/// The asm statement at \p Index; none where the tokens are not one (an asm
/// label on a declaration).
std::optional<AsmStatement> parseAsm(const TokenStream &T, size_t Index);

/// Whether \p S is host (x86, Arm) assembly rather than PTX: constraints
/// and registers PTX never uses.
bool looksLikeHostAsm(const AsmStatement &S);

/// Whether the statement starts where a statement can: after `;`, a brace,
/// a condition's `)`, a label, `else`/`do`, or at the start of a macro body.
bool startsStatement(const TokenStream &T, size_t Asm);

} // namespace cu2hip

#endif
