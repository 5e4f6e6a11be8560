//===- PtxLop3.h - PTX lop3 truth tables as C++ expressions -----*- C++ -*-===//
///
/// \file
/// `lop3.b32 d, a, b, c, LUT` computes, bit by bit, the boolean function of
/// a, b and c whose truth table is the 8-bit LUT. PTX numbers the table so
/// that LUT = F(0xF0, 0xCC, 0xAA): a is 0xF0, b is 0xCC, c is 0xAA.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_REWRITE_PTXLOP3_H
#define CU2HIP_LIB_REWRITE_PTXLOP3_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace cu2hip {

/// A shortest C++ expression over \p A, \p B, \p C (atoms: names or
/// parenthesised text) using `~ & | ^` whose bitwise truth table is \p Lut.
/// The constant tables give `0u` and `0xffffffffu`.
std::string lop3Expression(uint8_t Lut, llvm::StringRef A, llvm::StringRef B,
                           llvm::StringRef C);

} // namespace cu2hip

#endif
