//===- PtxParser.h - The instructions of an inline PTX string ---*- C++ -*-===//
///
/// \file
/// Splits the template of a CUDA `asm` statement into PTX instructions and
/// their operands, enough for the inline-PTX rule to recognise the idioms it
/// translates. It does not validate PTX: what it cannot classify becomes an
/// Other operand, which no idiom accepts.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REWRITE_PTXPARSER_H
#define CU2HIP_LIB_REWRITE_PTXPARSER_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace cu2hip {

struct PtxOperand {
  enum class Kind {
    Arg,        ///< `%3`: the asm statement's operand 3
    SpecialReg, ///< `%%laneid` (`%laneid` in an asm without operands)
    Imm,        ///< an integer literal: `31`, `0x1f`, `-1`
    Address,    ///< `[%1]`, `[%1+8]`: Arg plus a byte offset
    Vector,     ///< `{%0, %1}`: Elements
    Other,      ///< a named register, a float literal, a label...
  };
  Kind K = Kind::Other;
  unsigned Arg = 0;  ///< Arg, Address
  int64_t Value = 0; ///< Imm; the byte offset of an Address
  std::string Name;  ///< SpecialReg: without the `%`; Other: as written
  std::vector<PtxOperand> Elements; ///< Vector

  bool isArg() const { return K == Kind::Arg; }
};

struct PtxInstruction {
  std::string Text;   ///< as written, trimmed, without the `;`
  std::string Opcode; ///< `shfl.sync.idx.b32`
  /// The opcode split at dots: {"shfl", "sync", "idx", "b32"}.
  llvm::SmallVector<std::string, 6> Parts;
  std::vector<PtxOperand> Operands;
  bool Guarded = false;   ///< `@p` / `@!p` before the opcode
  bool Directive = false; ///< `.reg .pred p`, `{`, `}`: scoping, not work
};

/// Splits \p Template (the asm string, C escapes already decoded) into its
/// instructions. \p HasOperands: whether the asm statement has an operand
/// list, which makes `%%` the escape for `%`.
std::vector<PtxInstruction> parsePtx(llvm::StringRef Template,
                                     bool HasOperands);

/// Decodes the body of a C string literal (without its quotes): `\n`,
/// `\t`, `\"`, `\\`, octal and hex escapes. False on a malformed escape.
bool decodeCString(llvm::StringRef Body, std::string &Out);

/// An integer literal as C and PTX write it (`31`, `0x1F`, `0xffffffffU`,
/// `-1`), or false.
bool parseIntLiteral(llvm::StringRef Text, int64_t &Value);

} // namespace cu2hip

#endif
