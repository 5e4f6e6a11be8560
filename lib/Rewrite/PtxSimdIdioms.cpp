//===- PtxSimdIdioms.cpp - PTX SIMD video instructions as HIP -------------===//
///
/// \file
/// vadd4, vsub4, vavrg4, vabsdiff4, vmin4, vmax4, vset4 and their two-lane
/// forms (InlinePtxLowering.h). HIP has no SIMD video intrinsics, so each
/// lane is computed in int as the PTX ISA defines it: the lanes of a and b
/// sign- or zero-extended by their types, the operation, the optional
/// clamp to the destination lane's range (.sat), then either the lanes
/// merged into d (the secondary merge; lanes outside the mask come from c)
/// or their sum added to c (.add). Only the default lane mask and lane
/// selectors are translated: an operand with a suffix (`%0.b10`) is not a
/// plain operand and is reported.
///
//===----------------------------------------------------------------------===//
#include "PtxOperands.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace cu2hip;
using namespace cu2hip::ptx;
using llvm::StringRef;

namespace {

/// One SIMD instruction's shape, from its opcode parts.
struct SimdForm {
  StringRef Op;       ///< "vabsdiff", "vset"...
  unsigned Lanes = 4; ///< 4 (bytes) or 2 (halfwords)
  bool SignedD = false, SignedA = false, SignedB = false;
  StringRef Compare; ///< vset's comparison: eq ne lt le gt ge
  bool Saturate = false;
  bool Accumulate = false; ///< .add
  unsigned bits() const { return 32 / Lanes; }
};

bool isSimdType(StringRef T) { return T == "u32" || T == "s32"; }

/// `vop4.dtype.atype.btype{.sat|.add}` or `vset4.atype.btype.cmp{.add}`.
std::optional<SimdForm> parseForm(const PtxInstruction &I) {
  llvm::ArrayRef<std::string> P(I.Parts);
  SimdForm F;
  StringRef Name = P[0];
  F.Lanes = Name.back() == '2' ? 2 : 4;
  F.Op = Name.drop_back();
  bool IsSet = F.Op == "vset";
  size_t Types = IsSet ? 2 : 3;
  if (P.size() < 1 + Types)
    return std::nullopt;
  llvm::ArrayRef<std::string> T = P.slice(1, Types);
  if (!llvm::all_of(T, [](StringRef S) { return isSimdType(S); }))
    return std::nullopt;
  llvm::ArrayRef<std::string> Rest = P.drop_front(1 + Types);
  if (IsSet) {
    F.SignedA = T[0] == "s32";
    F.SignedB = T[1] == "s32";
    if (Rest.empty() ||
        !llvm::is_contained({"eq", "ne", "lt", "le", "gt", "ge"},
                            StringRef(Rest[0])))
      return std::nullopt;
    F.Compare = Rest[0];
    Rest = Rest.drop_front();
  } else {
    F.SignedD = T[0] == "s32";
    F.SignedA = T[1] == "s32";
    F.SignedB = T[2] == "s32";
  }
  if (Rest.size() > 1)
    return std::nullopt;
  if (!Rest.empty()) {
    F.Saturate = Rest[0] == "sat" && !IsSet;
    F.Accumulate = Rest[0] == "add";
    if (!F.Saturate && !F.Accumulate)
      return std::nullopt;
  }
  return F;
}

/// Lane \p L of the 32-bit unsigned \p Value, extended to int.
std::string lane(StringRef Value, unsigned L, const SimdForm &F, bool Signed) {
  unsigned Bits = F.bits();
  std::string Shifted =
      L == 0 ? Value.str()
             : "(" + Value.str() + " >> " + std::to_string(L * Bits) + ")";
  if (Signed)
    return "static_cast<int>(static_cast<" +
           std::string(Bits == 8 ? "signed char" : "short") + ">(" + Shifted +
           "))";
  return "static_cast<int>(" + Shifted + " & " +
         (Bits == 8 ? "0xffu" : "0xffffu") + ")";
}

/// The per-lane operation on x and y, in int, as a lambda body.
std::string laneOperation(const SimdForm &F) {
  std::string T =
      llvm::StringSwitch<std::string>(F.Op)
          .Case("vadd", "x + y")
          .Case("vsub", "x - y")
          // Halves rounding towards +infinity when the sum is non-negative,
          // towards -infinity (an arithmetic shift) when it is negative.
          .Case("vavrg", "(x + y + (x + y >= 0 ? 1 : 0)) >> 1")
          .Case("vabsdiff", "x > y ? x - y : y - x")
          .Case("vmin", "x < y ? x : y")
          .Case("vmax", "x > y ? x : y")
          .Case("vset", "x " +
                            llvm::StringSwitch<std::string>(F.Compare)
                                .Case("eq", "==")
                                .Case("ne", "!=")
                                .Case("lt", "<")
                                .Case("le", "<=")
                                .Case("gt", ">")
                                .Default(">=") +
                            " y ? 1 : 0")
          .Default("");
  if (!F.Saturate)
    return "return " + T + ";";
  int64_t Bits = F.bits();
  int64_t Lo = F.SignedD ? -(int64_t(1) << (Bits - 1)) : 0;
  int64_t Hi =
      F.SignedD ? (int64_t(1) << (Bits - 1)) - 1 : (int64_t(1) << Bits) - 1;
  return llvm::formatv("int t = {0}; return t < {1} ? {1} : t > {2} ? {2} : t;",
                       T, Lo, Hi)
      .str();
}

} // namespace

bool ptx::lowerSimd(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  std::optional<SimdForm> F = parseForm(I);
  if (!F)
    return Ops.fail("only " + I.Parts[0] +
                    ".<dtype>.<atype>.<btype>{.sat|.add} (vset: "
                    ".<atype>.<btype>.<cmp>{.add}) with .u32/.s32 types is "
                    "translated");
  if (!Ops.count(4))
    return false;
  std::optional<std::string> D = Ops.out(I.Operands[0], 'r');
  std::optional<std::string> A = Ops.in(I.Operands[1], 'r', RefKind::Unsigned);
  std::optional<std::string> B = Ops.in(I.Operands[2], 'r', RefKind::Unsigned);
  std::optional<std::string> C = Ops.in(I.Operands[3], 'r', RefKind::Unsigned);
  if (!D || !A || !B || !C)
    return Ops.fail("only the default lane mask and lane selectors are "
                    "translated, with each operand a plain \"r\" operand");
  std::string Fn = "cu2hip_ptx_lane" + std::to_string(Ops.Ctx.InstructionIndex);
  Out.Statements.push_back("const auto " + Fn + " = [](int x, int y) { " +
                           laneOperation(*F) + " }");
  std::string Result = F->Accumulate ? *C : "";
  for (unsigned L = 0; L < F->Lanes; ++L) {
    std::string Lane = "static_cast<unsigned>(" + Fn + "(" +
                       lane(*A, L, *F, F->SignedA) + ", " +
                       lane(*B, L, *F, F->SignedB) + "))";
    if (F->Accumulate) {
      Result += " + " + Lane; // the sum wraps, as the 32-bit register does
      continue;
    }
    std::string Mask = F->bits() == 8 ? "0xffu" : "0xffffu";
    std::string Piece = "(" + Lane + " & " + Mask + ")";
    if (L > 0)
      Piece = "(" + Piece + " << " + std::to_string(L * F->bits()) + ")";
    Result += (L == 0 ? "" : " | ") + Piece;
  }
  Out.Statements.push_back(*D + " = " + Result);
  return true;
}
