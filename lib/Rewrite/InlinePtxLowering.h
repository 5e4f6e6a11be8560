//===- InlinePtxLowering.h - PTX instructions as HIP code -------*- C++ -*-===//
///
/// \file
/// The idioms the inline-PTX rule translates: one PTX instruction becomes C++
/// statements over the asm statement's operands. The statements name the
/// operands through placeholders (see operandRef) that the rule replaces with
/// the operands' text once every other edit inside them is known.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REWRITE_INLINEPTXLOWERING_H
#define CU2HIP_LIB_REWRITE_INLINEPTXLOWERING_H

#include "PtxParser.h"
#include "cu2hip/Mapping/HipVersion.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

/// One operand of the asm statement, as far as the idioms care.
struct AsmOperandInfo {
  char Letter = 0;     ///< constraint: r l f d h n (0: one no idiom accepts)
  bool Output = false; ///< "=r" or "+r"
  std::optional<int64_t> Literal; ///< the expression is an integer literal
};

/// How a placeholder shows an operand.
enum class RefKind : char {
  Output = 'o',   ///< the lvalue, written
  Value = 'v',    ///< the expression as written (a function argument)
  Unsigned = 't', ///< as the unsigned register type of its letter
  Signed = 's',   ///< as the signed type of its letter
};
/// The placeholder for operand \p Index shown as \p Kind with the C++ type of
/// register class \p Letter.
std::string operandRef(RefKind Kind, char Letter, unsigned Index);
/// The C++ type of register class \p Letter (`r` -> `unsigned` or `int`);
/// "" for a letter no idiom accepts.
std::string registerType(char Letter, bool Signed);

struct Lowering {
  std::vector<std::string> Statements; ///< without `;`, with placeholders
  std::vector<std::string> Caveats;    ///< notes on what differs on AMD
};

struct LoweringContext {
  const std::vector<AsmOperandInfo> &Operands;
  /// What the CUDA functions an idiom writes are in HIP at the target.
  const MappingTable &Table;
  HipVersion Target;
  unsigned InstructionIndex; ///< names temporaries of this instruction
};

/// \p I's HIP form, or why it has none.
llvm::Expected<Lowering> lowerPtxInstruction(const LoweringContext &Ctx,
                                             const PtxInstruction &I);

} // namespace cu2hip

#endif
