//===- InlinePtxLowering.cpp - The translated PTX idioms ------------------===//
///
/// \file
/// Each idiom checks every operand (register class, literal values) before it
/// emits anything: a replacement is taken only where it gives the same result
/// as the PTX for every input. The HIP functions used were checked against
/// HIP 5.2's headers (amd_device_functions.h, amd_warp_functions.h,
/// hip_ldg.h); the bfloat16 ones need HIP 6.0.
///
//===----------------------------------------------------------------------===//
#include "InlinePtxLowering.h"
#include "PtxLop3.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace cu2hip;
using llvm::StringRef;

std::string cu2hip::operandRef(RefKind Kind, char Letter, unsigned Index) {
  return {'\x01', static_cast<char>(Kind), Letter, static_cast<char>('0' + Index)};
}

namespace {
using Kind = PtxOperand::Kind;

/// Reads the operands of one instruction, remembering why one did not fit.
struct Operands {
  const LoweringContext &Ctx;
  const PtxInstruction &I;
  std::string &Why;

  bool fail(const llvm::Twine &Reason) {
    if (Why.empty())
      Why = Reason.str();
    return false;
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
                                       : "static_cast<" +
                                             typeName(Letter, K) + ">(" +
                                             Op.Name + ")";
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
  std::optional<int64_t> literal(const PtxOperand &Op, StringRef What) {
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
    return fail(llvm::formatv("it takes {0} operands, not {1}", N,
                              I.Operands.size()));
  }

  static std::string typeName(char Letter, RefKind K) {
    return registerType(Letter, K == RefKind::Signed);
  }
};

/// The register class holding a PTX type: u32 -> r, f64 -> d.
char letterOf(StringRef Type) {
  return llvm::StringSwitch<char>(Type)
      .Cases({"b16", "u16", "s16"}, 'h')
      .Cases({"b32", "u32", "s32"}, 'r')
      .Cases({"b64", "u64", "s64"}, 'l')
      .Case("f32", 'f')
      .Case("f64", 'd')
      .Default(0);
}

// --- mov -------------------------------------------------------------------

struct SpecialRegister {
  StringRef Name;
  unsigned Bits;
  StringRef Expr;   ///< empty: no exact equivalent
  StringRef Caveat; ///< for a translation; the reason when Expr is empty
};

const SpecialRegister SpecialRegisters[] = {
    {"clock", 32, "clock()",
     "HIP's clock() reads the shader clock counter (s_memtime), whose rate "
     "is hipDeviceAttributeClockRate, not the SM clock"},
    {"clock64", 64, "clock64()",
     "HIP's clock64() reads the shader clock counter (s_memtime), whose "
     "rate is hipDeviceAttributeClockRate, not the SM clock"},
    {"ctaid.x", 32, "blockIdx.x", ""},
    {"ctaid.y", 32, "blockIdx.y", ""},
    {"ctaid.z", 32, "blockIdx.z", ""},
    {"globaltimer", 64, "",
     "%globaltimer counts nanoseconds; HIP's wall_clock64() counts a "
     "constant-frequency counter (hipDeviceAttributeWallClockRate kHz), so "
     "the units differ: use wall_clock64() and convert with that rate"},
    {"lanemask_eq", 32, "(1ull << __lane_id())", ""},
    {"lanemask_ge", 32, "(~0ull << __lane_id())", ""},
    {"lanemask_gt", 32, "(~1ull << __lane_id())", ""},
    {"lanemask_le", 32, "((2ull << __lane_id()) - 1)", ""},
    {"lanemask_lt", 32, "((1ull << __lane_id()) - 1)", ""},
    {"laneid", 32, "__lane_id()",
     "__lane_id() counts lanes 0-63 on a 64-lane wavefront"},
    {"nctaid.x", 32, "gridDim.x", ""},
    {"nctaid.y", 32, "gridDim.y", ""},
    {"nctaid.z", 32, "gridDim.z", ""},
    {"nsmid", 32, "",
     "HIP has no counterpart of %nsmid; query hipDeviceAttributeMultiprocessorCount "
     "on the host"},
    {"ntid.x", 32, "blockDim.x", ""},
    {"ntid.y", 32, "blockDim.y", ""},
    {"ntid.z", 32, "blockDim.z", ""},
    {"smid", 32, "__smid()",
     "HIP's __smid() encodes the shader engine and compute unit of the wave"},
    {"tid.x", 32, "threadIdx.x", ""},
    {"tid.y", 32, "threadIdx.y", ""},
    {"tid.z", 32, "threadIdx.z", ""},
    {"warpid", 32, "",
     "%warpid is the hardware warp slot, which HIP does not expose; compute "
     "a warp number from threadIdx and warpSize instead"},
};

bool lowerSpecialMove(Operands &Ops, const PtxOperand &Dst,
                      const PtxOperand &Src, unsigned Bits, Lowering &Out) {
  const SpecialRegister *Reg = nullptr;
  for (const SpecialRegister &R : SpecialRegisters)
    if (R.Name == Src.Name)
      Reg = &R;
  if (!Reg)
    return Ops.fail("HIP has no counterpart of the special register %" +
                    Src.Name);
  if (Reg->Expr.empty())
    return Ops.fail(Reg->Caveat);
  if (Reg->Bits != Bits)
    return Ops.fail(llvm::formatv("%{0} is {1} bits wide", Reg->Name,
                                  Reg->Bits));
  bool Mask = Reg->Name.starts_with("lanemask");
  // A lane mask lands in a 64-bit variable whole; a 32-bit one keeps lanes
  // 0-31 only.
  char Letter = Bits == 64 ? 'l' : 'r';
  const AsmOperandInfo *Info = Ops.info(Dst);
  if (Mask && Info && Info->Letter == 'l')
    Letter = 'l';
  std::optional<std::string> D = Ops.out(Dst, Letter);
  if (!D)
    return false;
  Out.Statements.push_back(*D + " = " + Reg->Expr.str());
  if (Mask && Letter == 'r')
    Out.Caveats.push_back("on a 64-lane wavefront the mask has 64 bits and "
                          "the 32-bit operand keeps lanes 0-31 only");
  else if (!Reg->Caveat.empty())
    Out.Caveats.push_back(Reg->Caveat.str());
  return true;
}

/// `mov.b64 {lo, hi}, v` and `mov.b64 v, {lo, hi}`: the first element is
/// the low half.
bool lowerPackMove(Operands &Ops, const PtxOperand &Dst, const PtxOperand &Src,
                   unsigned Bits, Lowering &Out) {
  char Whole = Bits == 64 ? 'l' : 'r', Half = Bits == 64 ? 'r' : 'h';
  std::string HalfBits = std::to_string(Bits / 2);
  std::string WholeType = Bits == 64 ? "unsigned long long" : "unsigned";
  if (Dst.K == Kind::Vector) {
    if (Dst.Elements.size() != 2)
      return Ops.fail("only two-element unpacking is translated");
    std::optional<std::string> V = Ops.in(Src, Whole, RefKind::Unsigned);
    std::optional<std::string> Lo = Ops.out(Dst.Elements[0], Half);
    std::optional<std::string> Hi = Ops.out(Dst.Elements[1], Half);
    if (!V || !Lo || !Hi)
      return false;
    std::string HalfType = Bits == 64 ? "unsigned" : "unsigned short";
    Out.Statements.push_back(*Lo + " = static_cast<" + HalfType + ">(" + *V +
                             ")");
    Out.Statements.push_back(*Hi + " = static_cast<" + HalfType + ">(" + *V +
                             " >> " + HalfBits + ")");
    return true;
  }
  if (Src.Elements.size() != 2)
    return Ops.fail("only two-element packing is translated");
  std::optional<std::string> D = Ops.out(Dst, Whole);
  std::optional<std::string> Lo = Ops.in(Src.Elements[0], Half, RefKind::Unsigned);
  std::optional<std::string> Hi = Ops.in(Src.Elements[1], Half, RefKind::Unsigned);
  if (!D || !Lo || !Hi)
    return false;
  Out.Statements.push_back(*D + " = (static_cast<" + WholeType + ">(" + *Hi +
                           ") << " + HalfBits + ") | " + *Lo);
  return true;
}

bool lowerMov(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  if (I.Parts.size() != 2 || !Ops.count(2))
    return Ops.fail("only mov.<type> d, a is translated");
  StringRef Type = I.Parts[1];
  char Letter = letterOf(Type);
  unsigned Bits = Letter == 'h' ? 16 : Letter == 'l' || Letter == 'd' ? 64 : 32;
  if (!Letter)
    return Ops.fail("its type ." + Type + " is not translated");
  const PtxOperand &Dst = I.Operands[0], &Src = I.Operands[1];
  if (Src.K == Kind::SpecialReg)
    return lowerSpecialMove(Ops, Dst, Src, Bits, Out);
  if ((Dst.K == Kind::Vector || Src.K == Kind::Vector) && Type.starts_with("b") &&
      Bits >= 32)
    return lowerPackMove(Ops, Dst, Src, Bits, Out);
  std::optional<std::string> D = Ops.out(Dst, Letter);
  std::optional<std::string> S = Ops.in(Src, Letter);
  if (!D || !S)
    return false;
  Out.Statements.push_back(*D + " = " + *S);
  return true;
}

// --- ld.global.nc ------------------------------------------------------------

bool lowerLdg(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  // ld.global.nc[.v2|.v4].<type>
  llvm::ArrayRef<std::string> P(I.Parts);
  if (P.size() < 4 || P[1] != "global" || P[2] != "nc")
    return Ops.fail("only ld.global.nc (read-only data cache) loads are "
                    "translated");
  unsigned Lanes = 1;
  if (P.size() == 5 && (P[3] == "v2" || P[3] == "v4"))
    Lanes = P[3] == "v2" ? 2 : 4;
  else if (P.size() != 4)
    return Ops.fail("its cache or eviction qualifiers have no HIP "
                    "counterpart");
  StringRef Type = P.back();
  StringRef Scalar = llvm::StringSwitch<StringRef>(Type)
                         .Case("f32", "float")
                         .Case("f64", "double")
                         .Case("s32", "int")
                         .Cases({"u32", "b32"}, "unsigned int")
                         .Case("s64", "long long")
                         .Cases({"u64", "b64"}, "unsigned long long")
                         .Case("s16", "short")
                         .Cases({"u16", "b16"}, "unsigned short")
                         .Default("");
  // HIP's hip_ldg.h overloads for vectors.
  StringRef Vector =
      Lanes == 1 ? Scalar
                 : llvm::StringSwitch<StringRef>(Type.str() + std::to_string(Lanes))
                       .Case("f322", "float2")
                       .Case("f324", "float4")
                       .Case("s322", "int2")
                       .Case("s324", "int4")
                       .Cases({"u322", "b322"}, "uint2")
                       .Cases({"u324", "b324"}, "uint4")
                       .Case("f642", "double2")
                       .Case("s642", "longlong2")
                       .Cases({"u642", "b642"}, "ulonglong2")
                       .Default("");
  if (Scalar.empty() || Vector.empty())
    return Ops.fail("HIP's __ldg has no overload for ." +
                    (Lanes == 1 ? "" : P[3] + ".") + Type);
  if (!Ops.count(2))
    return false;
  const PtxOperand &Dst = I.Operands[0], &Addr = I.Operands[1];
  if (Addr.K != Kind::Address)
    return Ops.fail("its address '" + Addr.Name +
                    "' is not an operand plus a constant offset");
  PtxOperand Base;
  Base.K = Kind::Arg;
  Base.Arg = Addr.Arg;
  Base.Name = "%" + std::to_string(Addr.Arg);
  std::optional<std::string> Ptr = Ops.in(Base, 'l');
  if (!Ptr)
    return false;
  std::string Typed = "reinterpret_cast<const " + Vector.str() + " *>(";
  if (Addr.Value == 0)
    Typed += *Ptr + ")";
  else
    Typed += "reinterpret_cast<const char *>(" + *Ptr + ")" +
             (Addr.Value < 0 ? " - " : " + ") +
             std::to_string(Addr.Value < 0 ? -Addr.Value : Addr.Value) + ")";
  char Letter = letterOf(Type);
  if (Lanes == 1) {
    std::optional<std::string> D = Ops.out(Dst, Letter);
    if (!D)
      return false;
    Out.Statements.push_back(*D + " = __ldg(" + Typed + ")");
    return true;
  }
  if (Dst.K != Kind::Vector || Dst.Elements.size() != Lanes)
    return Ops.fail("its destination is not a vector of " +
                    std::to_string(Lanes) + " operands");
  std::string Temp = "cu2hip_ptx_v" + std::to_string(Ops.Ctx.InstructionIndex);
  std::vector<std::string> Stmts{"const " + Vector.str() + " " + Temp +
                                 " = __ldg(" + Typed + ")"};
  for (unsigned L = 0; L < Lanes; ++L) {
    std::optional<std::string> D = Ops.out(Dst.Elements[L], Letter);
    if (!D)
      return false;
    Stmts.push_back(*D + " = " + Temp + "." + "xyzw"[L]);
  }
  llvm::append_range(Out.Statements, Stmts);
  return true;
}

// --- shfl ----------------------------------------------------------------------

bool lowerShfl(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  llvm::ArrayRef<std::string> P(I.Parts);
  bool Sync = P.size() == 4 && P[1] == "sync";
  if (!(Sync || P.size() == 3) || P.back() != "b32")
    return Ops.fail("only shfl[.sync].<mode>.b32 is translated");
  StringRef Mode = P[Sync ? 2 : 1];
  StringRef Function = llvm::StringSwitch<StringRef>(Mode)
                           .Case("idx", "__shfl")
                           .Case("up", "__shfl_up")
                           .Case("down", "__shfl_down")
                           .Case("bfly", "__shfl_xor")
                           .Default("");
  if (Function.empty())
    return Ops.fail("its mode ." + Mode + " is unknown");
  if (!Ops.count(Sync ? 5 : 4))
    return false;
  const PtxOperand &Dst = I.Operands[0];
  if (Dst.K == Kind::Other && StringRef(Dst.Name).contains('|'))
    return Ops.fail("its predicate output '" + Dst.Name +
                    "' (whether the source lane was in range) has no HIP "
                    "counterpart");
  const AsmOperandInfo *DstInfo = Ops.info(Dst);
  char Letter = DstInfo && DstInfo->Letter == 'f' ? 'f' : 'r';
  std::optional<std::string> D = Ops.out(Dst, Letter);
  std::optional<std::string> V = Ops.in(I.Operands[1], Letter);
  std::optional<std::string> Lane = Ops.in(I.Operands[2], 'r');
  std::optional<int64_t> C = Ops.literal(I.Operands[3], "clamp operand");
  if (!D || !V || !Lane || !C)
    return false;
  // CUDA's shuffles of width w pass c = ((32 - w) << 8) | clamp, clamp 0x1f
  // (0 for up): the segment mask in bits 12:8 keeps lanes in w-wide groups.
  int64_t Clamp = Mode == "up" ? 0 : 0x1f;
  int64_t Segment = (*C >> 8) & 0x1f;
  int64_t Width = 32 - Segment;
  if ((*C & ~int64_t(0x1f1f)) != 0 || (*C & 0x1f) != Clamp ||
      !llvm::isPowerOf2_64(Width))
    return Ops.fail(llvm::formatv("its clamp operand {0:x} is not the one "
                                  "a CUDA shuffle of some width passes",
                                  *C));
  std::string Args =
      *V + ", " + *Lane + ", " + std::to_string(Width) + ")";
  if (!Sync) {
    Out.Statements.push_back(*D + " = " + Function.str() + "(" + Args);
    return true;
  }
  std::optional<int64_t> Mask = Ops.literal(I.Operands[4], "lane mask");
  if (!Mask)
    return false;
  if ((*Mask & 0xffffffff) != 0xffffffff)
    return Ops.fail(llvm::formatv(
        "its lane mask {0:x} names part of the warp; a 64-lane wavefront "
        "needs the lanes restated",
        *Mask & 0xffffffff));
  // As the warp-intrinsic rows translate __shfl_sync: the 64-bit full mask
  // where HIP has the *_sync shuffles, the mask-free shuffle before.
  if (Ops.Ctx.HasSyncShuffles)
    Out.Statements.push_back(*D + " = " + Function.str() +
                             "_sync(0xffffffffffffffffULL, " + Args);
  else
    Out.Statements.push_back(*D + " = " + Function.str() + "(" + Args);
  return true;
}

// --- bit fields, byte permutes, logic ---------------------------------------

bool lowerBfe(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  if (I.Parts.size() != 2 || !Ops.count(4))
    return Ops.fail("only bfe.<type> d, a, pos, len is translated");
  StringRef Type = I.Parts[1];
  if (Type != "u32" && Type != "s32" && Type != "u64" && Type != "s64")
    return Ops.fail("its type ." + Type + " is unknown");
  char Letter = letterOf(Type);
  int64_t Bits = Letter == 'l' ? 64 : 32;
  bool Signed = Type.front() == 's';
  std::optional<std::string> D = Ops.out(I.Operands[0], Letter);
  std::optional<std::string> A =
      Ops.in(I.Operands[1], Letter, Signed ? RefKind::Unsigned : RefKind::Value);
  std::optional<int64_t> Pos = Ops.literal(I.Operands[2], "position");
  std::optional<int64_t> Len = Ops.literal(I.Operands[3], "length");
  if (!D || !A || !Pos || !Len)
    return false;
  if (*Pos < 0 || *Len < 0 || *Pos + *Len > Bits || (!Signed && *Len >= Bits) ||
      (Signed && *Len == 0))
    return Ops.fail(llvm::formatv(
        "the field (position {0}, length {1}) does not lie inside the "
        "register, where {2} and PTX agree",
        *Pos, *Len, Signed ? "a shift pair" : "__bitextract_u" + std::to_string(Bits)));
  if (!Signed) {
    Out.Statements.push_back(llvm::formatv("{0} = __bitextract_u{1}({2}, {3}, {4})",
                                           *D, Bits, *A, *Pos, *Len)
                                 .str());
    return true;
  }
  // Shift the field to the top, then back down arithmetically: the sign
  // bit of the field fills the rest, as PTX's bfe.s does.
  StringRef SignedType = Bits == 64 ? "long long" : "int";
  Out.Statements.push_back(
      llvm::formatv("{0} = static_cast<{1}>({2} << {3}) >> {4}", *D,
                    SignedType, *A, Bits - *Pos - *Len, Bits - *Len)
          .str());
  return true;
}

bool lowerBfi(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  if (I.Parts.size() != 2 || (I.Parts[1] != "b32" && I.Parts[1] != "b64") ||
      !Ops.count(5))
    return Ops.fail("only bfi.b32/.b64 f, a, b, pos, len is translated");
  char Letter = letterOf(I.Parts[1]);
  int64_t Bits = Letter == 'l' ? 64 : 32;
  // PTX: f = b with bits [pos, pos+len) replaced by the low bits of a.
  std::optional<std::string> F = Ops.out(I.Operands[0], Letter);
  std::optional<std::string> A = Ops.in(I.Operands[1], Letter);
  std::optional<std::string> B = Ops.in(I.Operands[2], Letter);
  std::optional<int64_t> Pos = Ops.literal(I.Operands[3], "position");
  std::optional<int64_t> Len = Ops.literal(I.Operands[4], "length");
  if (!F || !A || !B || !Pos || !Len)
    return false;
  // HIP takes both modulo the width and builds its mask as (1 << len) - 1
  // in int for 32 bits.
  int64_t MaxLen = Bits == 64 ? 63 : 30;
  if (*Pos < 0 || *Pos >= Bits || *Len < 0 || *Len > MaxLen)
    return Ops.fail(llvm::formatv("position {0} or length {1} is outside "
                                  "what __bitinsert_u{2} computes exactly",
                                  *Pos, *Len, Bits));
  Out.Statements.push_back(llvm::formatv("{0} = __bitinsert_u{1}({2}, {3}, {4}, {5})",
                                         *F, Bits, *B, *A, *Pos, *Len)
                               .str());
  return true;
}

bool lowerPrmt(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  if (I.Parts.size() != 2 || I.Parts[1] != "b32" || !Ops.count(4))
    return Ops.fail("only the default mode prmt.b32 d, a, b, c is "
                    "translated");
  std::optional<std::string> D = Ops.out(I.Operands[0], 'r');
  std::optional<std::string> A = Ops.in(I.Operands[1], 'r');
  std::optional<std::string> B = Ops.in(I.Operands[2], 'r');
  std::optional<int64_t> S = Ops.literal(I.Operands[3], "selector");
  if (!D || !A || !B || !S)
    return false;
  // Bit 3 of a selector nibble replicates the sign of the byte in PTX;
  // HIP's __byte_perm reads bits 2:0 only.
  if ((*S & 0x8888) != 0)
    return Ops.fail(llvm::formatv("its selector {0:x} replicates sign bits, "
                                  "which __byte_perm does not",
                                  *S));
  Out.Statements.push_back(
      llvm::formatv("{0} = __byte_perm({1}, {2}, {3:x})", *D, *A, *B, *S & 0xffff)
          .str());
  return true;
}

bool lowerLop3(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  if (I.Parts.size() != 2 || I.Parts[1] != "b32" || !Ops.count(5))
    return Ops.fail("only lop3.b32 d, a, b, c, lut is translated");
  std::optional<std::string> D = Ops.out(I.Operands[0], 'r');
  std::optional<std::string> A = Ops.in(I.Operands[1], 'r', RefKind::Unsigned);
  std::optional<std::string> B = Ops.in(I.Operands[2], 'r', RefKind::Unsigned);
  std::optional<std::string> C = Ops.in(I.Operands[3], 'r', RefKind::Unsigned);
  std::optional<int64_t> Lut = Ops.literal(I.Operands[4], "truth table");
  if (!D || !A || !B || !C || !Lut)
    return false;
  if (*Lut < 0 || *Lut > 255)
    return Ops.fail("its truth table is not an 8-bit value");
  Out.Statements.push_back(*D + " = " +
                           lop3Expression(uint8_t(*Lut), *A, *B, *C));
  return true;
}

// --- cvt -----------------------------------------------------------------------

struct Conversion {
  StringRef Form; ///< the opcode after `cvt.`
  char Dst, Src;  ///< register classes
  StringRef Template; ///< {0}: the source
  HipVersion Since;
  StringRef Caveat;
};

constexpr StringRef Saturation =
    "PTX saturates out-of-range values and turns NaN into 0; the HIP "
    "conversion leaves them undefined";

constexpr StringRef Bf16Header = "the bfloat16 functions need #include "
                                 "<hip/hip_bf16.h>";

const Conversion Conversions[] = {
    {"f32.bf16", 'f', 'h', "__bfloat162float(__ushort_as_bfloat16({0}))", {6, 0}, Bf16Header},
    // _Float16 conversions round to nearest even, as cvt.rn does, and need
    // no header (HIP's __half functions live in hip_fp16.h).
    {"f32.f16", 'f', 'h', "static_cast<float>(__builtin_bit_cast(_Float16, static_cast<unsigned short>({0})))", {5, 2}, ""},
    {"f64.f32", 'd', 'f', "static_cast<double>({0})", {5, 2}, ""},
    {"rmi.s32.f32", 'r', 'f', "__float2int_rd({0})", {5, 2}, Saturation},
    {"rn.bf16.f32", 'h', 'f', "__bfloat16_as_ushort(__float2bfloat16({0}))", {6, 0}, Bf16Header},
    {"rn.f16.f32", 'h', 'f', "__builtin_bit_cast(unsigned short, static_cast<_Float16>({0}))", {5, 2}, ""},
    {"rn.f32.f64", 'f', 'd', "__double2float_rn({0})", {5, 2}, ""},
    {"rn.f32.s32", 'f', 'r', "__int2float_rn(static_cast<int>({0}))", {5, 2}, ""},
    {"rn.f32.u32", 'f', 'r', "__uint2float_rn(static_cast<unsigned>({0}))", {5, 2}, ""},
    {"rn.f64.s32", 'd', 'r', "static_cast<double>(static_cast<int>({0}))", {5, 2}, ""},
    {"rn.f64.u32", 'd', 'r', "static_cast<double>(static_cast<unsigned>({0}))", {5, 2}, ""},
    {"rni.s32.f32", 'r', 'f', "__float2int_rn({0})", {5, 2}, Saturation},
    {"rni.s32.f64", 'r', 'd', "__double2int_rn({0})", {5, 2}, Saturation},
    {"rni.u32.f32", 'r', 'f', "__float2uint_rn({0})", {5, 2}, Saturation},
    {"rpi.s32.f32", 'r', 'f', "__float2int_ru({0})", {5, 2}, Saturation},
    {"rzi.s32.f32", 'r', 'f', "__float2int_rz({0})", {5, 2}, Saturation},
    {"rzi.s32.f64", 'r', 'd', "__double2int_rz({0})", {5, 2}, Saturation},
    {"rzi.u32.f32", 'r', 'f', "__float2uint_rz({0})", {5, 2}, Saturation},
    {"s32.s64", 'r', 'l', "static_cast<int>(static_cast<long long>({0}))", {5, 2}, ""},
    {"s64.s32", 'l', 'r', "static_cast<long long>(static_cast<int>({0}))", {5, 2}, ""},
    {"u16.u32", 'h', 'r', "static_cast<unsigned short>({0})", {5, 2}, ""},
    {"u32.u16", 'r', 'h', "static_cast<unsigned>(static_cast<unsigned short>({0}))", {5, 2}, ""},
    {"u32.u64", 'r', 'l', "static_cast<unsigned>({0})", {5, 2}, ""},
    {"u64.u32", 'l', 'r', "static_cast<unsigned long long>(static_cast<unsigned>({0}))", {5, 2}, ""},
};

bool lowerCvt(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  StringRef Form = StringRef(I.Opcode).drop_front(4); // "cvt."
  const Conversion *Conv = nullptr;
  for (const Conversion &C : Conversions)
    if (C.Form == Form)
      Conv = &C;
  if (!Conv)
    return Ops.fail("cu2hip knows no exact HIP conversion for this rounding "
                    "and these types");
  if (Ops.Ctx.Target < Conv->Since)
    return Ops.fail("its HIP form '" +
                    llvm::formatv(Conv->Template.data(), "x").str() +
                    "' needs HIP " + Conv->Since.str() + "; the target is HIP " +
                    Ops.Ctx.Target.str());
  if (!Ops.count(2))
    return false;
  std::optional<std::string> D = Ops.out(I.Operands[0], Conv->Dst);
  std::optional<std::string> S = Ops.in(I.Operands[1], Conv->Src);
  if (!D || !S)
    return false;
  Out.Statements.push_back(*D + " = " + llvm::formatv(Conv->Template.data(), *S).str());
  if (!Conv->Caveat.empty())
    Out.Caveats.push_back(Conv->Caveat.str());
  return true;
}

// --- fences, barriers, integer arithmetic -----------------------------------

bool lowerFence(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  llvm::ArrayRef<std::string> P(I.Parts);
  StringRef Scope;
  if (P[0] == "membar" && P.size() == 2)
    Scope = P[1];
  else if (P[0] == "fence" && P.size() == 3 &&
           (P[1] == "sc" || P[1] == "acq_rel"))
    Scope = P[2];
  StringRef Fence = llvm::StringSwitch<StringRef>(Scope)
                        .Case("cta", "__threadfence_block()")
                        .Cases({"gl", "gpu"}, "__threadfence()")
                        .Case("sys", "__threadfence_system()")
                        .Default("");
  if (Fence.empty())
    return Ops.fail("only membar.{cta,gl,sys} and fence.{sc,acq_rel}."
                    "{cta,gpu,sys} are translated");
  if (!Ops.count(0))
    return false;
  Out.Statements.push_back(Fence.str());
  return true;
}

bool lowerBarrier(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  llvm::ArrayRef<std::string> P(I.Parts);
  bool Sync = (P.size() == 2 && P[1] == "sync") ||
              (P.size() == 3 && P[0] == "barrier" && P[1] == "sync" &&
               P[2] == "aligned");
  if (!Sync || I.Operands.size() != 1 || I.Operands[0].K != Kind::Imm ||
      I.Operands[0].Value != 0)
    return Ops.fail("only the block-wide barrier 0 without a thread count "
                    "(bar.sync 0) is translated");
  Out.Statements.push_back("__syncthreads()");
  return true;
}

/// brev, popc, clz: one source, an intrinsic per width.
bool lowerBitCount(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  if (I.Parts.size() != 2 || !Ops.count(2))
    return Ops.fail("only " + I.Parts[0] + ".b32/.b64 d, a is translated");
  bool Wide = I.Parts[1] == "b64";
  if (!Wide && I.Parts[1] != "b32")
    return Ops.fail("its type ." + I.Parts[1] + " is unknown");
  StringRef Op = I.Parts[0];
  std::string Function = "__" + Op.str() + (Wide ? "ll" : "");
  // brev keeps the width; popc and clz count into 32 bits.
  char DstLetter = Op == "brev" && Wide ? 'l' : 'r';
  std::optional<std::string> D = Ops.out(I.Operands[0], DstLetter);
  std::optional<std::string> A = Ops.in(I.Operands[1], Wide ? 'l' : 'r');
  if (!D || !A)
    return false;
  Out.Statements.push_back(*D + " = " + Function + "(" + *A + ")");
  return true;
}

bool lowerMul(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  llvm::ArrayRef<std::string> P(I.Parts);
  bool Mad = P[0] == "mad";
  if (P.size() != 3 || !Ops.count(Mad ? 4 : 3))
    return Ops.fail("only mul.{hi,lo,wide}.<type> and mad.lo.<type> are "
                    "translated");
  StringRef Half = P[1], Type = P[2];
  char Letter = letterOf(Type);
  if ((Letter != 'r' && Letter != 'l') || Type.front() == 'b')
    return Ops.fail("its type ." + Type + " is not an integer type");
  bool Signed = Type.front() == 's';
  const std::vector<PtxOperand> &O = I.Operands;
  if (Half == "hi" && !Mad) {
    std::optional<std::string> D = Ops.out(O[0], Letter);
    std::optional<std::string> A = Ops.in(O[1], Letter);
    std::optional<std::string> B = Ops.in(O[2], Letter);
    if (!D || !A || !B)
      return false;
    StringRef Function = Letter == 'r' ? (Signed ? "__mulhi" : "__umulhi")
                                       : (Signed ? "__mul64hi" : "__umul64hi");
    Out.Statements.push_back(*D + " = " + Function.str() + "(" + *A + ", " +
                             *B + ")");
    return true;
  }
  if (Half == "wide" && !Mad && Letter == 'r') {
    RefKind K = Signed ? RefKind::Signed : RefKind::Unsigned;
    std::optional<std::string> D = Ops.out(O[0], 'l');
    std::optional<std::string> A = Ops.in(O[1], 'r', K);
    std::optional<std::string> B = Ops.in(O[2], 'r', K);
    if (!D || !A || !B)
      return false;
    Out.Statements.push_back(*D + " = static_cast<" +
                             (Signed ? "long long" : "unsigned long long") +
                             ">(" + *A + ") * " + *B);
    return true;
  }
  if (Half != "lo")
    return Ops.fail("only mul.{hi,lo,wide}.<type> and mad.lo.<type> are "
                    "translated");
  // The low half wraps for signed and unsigned alike: compute unsigned.
  std::optional<std::string> D = Ops.out(O[0], Letter);
  std::optional<std::string> A = Ops.in(O[1], Letter, RefKind::Unsigned);
  std::optional<std::string> B = Ops.in(O[2], Letter, RefKind::Unsigned);
  std::optional<std::string> C =
      Mad ? Ops.in(O[3], Letter, RefKind::Unsigned) : std::string();
  if (!D || !A || !B || !C)
    return false;
  Out.Statements.push_back(*D + " = " + *A + " * " + *B +
                           (Mad ? " + " + *C : ""));
  return true;
}

/// Why a family of instructions has no translation.
std::string familyReason(StringRef Op) {
  return llvm::StringSwitch<std::string>(Op)
      .Cases({"red", "atom"},
             "a PTX atomic with its own scope and ordering: use HIP's "
             "atomicAdd/atomicCAS... (device scope) or __hip_atomic_* with "
             "the matching __HIP_MEMORY_SCOPE_*")
      .Cases({"cp", "cp.async"},
             "asynchronous copies have no HIP counterpart: load into shared "
             "memory with ordinary loads and __syncthreads()")
      .Cases({"mma", "wmma", "ldmatrix", "stmatrix", "wgmma"},
             "a tensor-core instruction: use rocWMMA or the MFMA builtins "
             "(__builtin_amdgcn_mfma_*)")
      .Cases({"setp", "selp", "bra", "@"},
             "predicates and branches: write the condition in C++")
      .Default("no HIP counterpart is known to cu2hip");
}
} // namespace

bool cu2hip::lowerPtxInstruction(const LoweringContext &Ctx,
                                 const PtxInstruction &I, Lowering &Out,
                                 std::string &Why) {
  Operands Ops{Ctx, I, Why};
  if (I.Guarded)
    return Ops.fail("it is predicated (" + I.Text.substr(0, I.Text.find(' ')) +
                    "): write the condition in C++");
  if (I.Parts.empty())
    return Ops.fail("it is not an instruction");
  StringRef Op = I.Parts[0];
  if (Op == "mov")
    return lowerMov(Ops, I, Out);
  if (Op == "ld")
    return lowerLdg(Ops, I, Out);
  if (Op == "shfl")
    return lowerShfl(Ops, I, Out);
  if (Op == "bfe")
    return lowerBfe(Ops, I, Out);
  if (Op == "bfi")
    return lowerBfi(Ops, I, Out);
  if (Op == "prmt")
    return lowerPrmt(Ops, I, Out);
  if (Op == "lop3")
    return lowerLop3(Ops, I, Out);
  if (Op == "cvt")
    return lowerCvt(Ops, I, Out);
  if (Op == "membar" || Op == "fence")
    return lowerFence(Ops, I, Out);
  if (Op == "bar" || Op == "barrier")
    return lowerBarrier(Ops, I, Out);
  if (Op == "brev" || Op == "popc" || Op == "clz")
    return lowerBitCount(Ops, I, Out);
  if (Op == "mul" || Op == "mad")
    return lowerMul(Ops, I, Out);
  return Ops.fail(familyReason(Op));
}

std::string cu2hip::registerType(char Letter, bool Signed) {
  switch (Letter) {
  case 'h': return Signed ? "short" : "unsigned short";
  case 'r': return Signed ? "int" : "unsigned";
  case 'l': return Signed ? "long long" : "unsigned long long";
  case 'f': return "float";
  case 'd': return "double";
  default: return "";
  }
}
