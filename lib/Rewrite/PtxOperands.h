//===- PtxOperands.h - What the PTX idioms share ----------------*- C++ -*-===//
///
/// \file
/// The operand reader every idiom uses, and the idioms themselves, one
/// function per opcode family (PtxIdioms.def lists which opcode goes where).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_REWRITE_PTXOPERANDS_H
#define CU2HIP_REWRITE_PTXOPERANDS_H

#include "InlinePtxLowering.h"
#include "PtxParser.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FormatVariadic.h"
#include <optional>
#include <string>

namespace cu2hip::ptx {

using Kind = PtxOperand::Kind;

/// Reads the operands of one instruction, remembering why one did not fit.
/// The idioms check every operand before giving up, so the first reason is
/// kept and the others dropped.
struct Operands {
  Operands(const LoweringContext &Ctx, const PtxInstruction &I)
      : Ctx(Ctx), I(I) {}

  const LoweringContext &Ctx;
  const PtxInstruction &I;
  std::optional<std::string> Why;

  bool fail(const llvm::Twine &Reason) {
    if (!Why)
      Why = Reason.str();
    return false;
  }
  /// The first reason, as the instruction's error.
  llvm::Error takeError() {
    return llvm::createStringError(std::move(Why).value_or(""));
  }
  const AsmOperandInfo *info(const PtxOperand &Op) {
    if (!Op.isArg() || Op.Arg >= Ctx.Operands.size())
      return nullptr;
    return &Ctx.Operands[Op.Arg];
  }
  /// An output operand of register class \p Letter.
  std::optional<std::string> out(const PtxOperand &Op, char Letter) {
    const AsmOperandInfo *Info = info(Op);
    if (!Info || !Info->Output || Info->Letter != Letter) {
      fail(llvm::formatv("'{0}' is not an output operand with constraint "
                         "\"={1}\"",
                         Op.Name, Letter));
      return std::nullopt;
    }
    return operandRef(RefKind::Output, Letter, Op.Arg);
  }
  /// An input of register class \p Letter: an operand of that class, an
  /// "n" operand or an immediate.
  std::optional<std::string> in(const PtxOperand &Op, char Letter,
                                RefKind K = RefKind::Value) {
    if (Op.K == Kind::Imm)
      return K == RefKind::Value ? Op.Name
             : typeName(Letter, K) == ""
                 ? Op.Name
                 : "static_cast<" + typeName(Letter, K) + ">(" + Op.Name + ")";
    const AsmOperandInfo *Info = info(Op);
    if (!Info || (Info->Letter != Letter && Info->Letter != 'n')) {
      fail(llvm::formatv("'{0}' is not an operand with constraint \"{1}\"",
                         Op.Name, Letter));
      return std::nullopt;
    }
    return operandRef(K, Letter, Op.Arg);
  }
  /// An integer known when translating: an immediate, or an operand whose
  /// expression is an integer literal.
  std::optional<int64_t> literal(const PtxOperand &Op, llvm::StringRef What) {
    if (Op.K == Kind::Imm)
      return Op.Value;
    if (const AsmOperandInfo *Info = info(Op); Info && Info->Literal)
      return Info->Literal;
    fail("its " + What + " '" + Op.Name +
         "' is not a literal, which the exact translation needs");
    return std::nullopt;
  }
  bool count(size_t N) {
    if (I.Operands.size() == N)
      return true;
    return fail(
        llvm::formatv("it takes {0} operands, not {1}", N, I.Operands.size()));
  }

  static std::string typeName(char Letter, RefKind K) {
    return registerType(Letter, K == RefKind::Signed);
  }
};

/// The register class holding a PTX type: u32 -> r, f64 -> d; 0 for others.
char letterOf(llvm::StringRef Type);

#define CU2HIP_PTX_IDIOM(Opcode, Lowerer)                                      \
  bool Lowerer(Operands &Ops, const PtxInstruction &I, Lowering &Out);
#include "PtxIdioms.def"

} // namespace cu2hip::ptx

#endif
