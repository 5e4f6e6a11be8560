//===- PtxMoveIdioms.cpp - mov, ld.global.nc and shfl as HIP --------------===//
///
/// \file
/// Moves from special registers and between packed registers, read-only
/// global loads and warp shuffles (InlinePtxLowering.h).
///
//===----------------------------------------------------------------------===//
#include "PtxOperands.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace cu2hip;
using namespace cu2hip::ptx;
using llvm::StringRef;

// --- mov -------------------------------------------------------------------

namespace {

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
     "HIP has no counterpart of %nsmid; query "
     "hipDeviceAttributeMultiprocessorCount "
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

} // namespace

static bool lowerSpecialMove(Operands &Ops, const PtxOperand &Dst,
                             const PtxOperand &Src, unsigned Bits,
                             Lowering &Out) {
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
    return Ops.fail(
        llvm::formatv("%{0} is {1} bits wide", Reg->Name, Reg->Bits));
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
    Out.Caveats.emplace_back("on a 64-lane wavefront the mask has 64 bits and "
                             "the 32-bit operand keeps lanes 0-31 only");
  else if (!Reg->Caveat.empty())
    Out.Caveats.push_back(Reg->Caveat.str());
  return true;
}

/// `mov.b64 {lo, hi}, v` and `mov.b64 v, {lo, hi}`: the first element is
/// the low half.
static bool lowerPackMove(Operands &Ops, const PtxOperand &Dst,
                          const PtxOperand &Src, unsigned Bits, Lowering &Out) {
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
  std::optional<std::string> Lo =
      Ops.in(Src.Elements[0], Half, RefKind::Unsigned);
  std::optional<std::string> Hi =
      Ops.in(Src.Elements[1], Half, RefKind::Unsigned);
  if (!D || !Lo || !Hi)
    return false;
  Out.Statements.push_back(*D + " = (static_cast<" + WholeType + ">(" + *Hi +
                           ") << " + HalfBits + ") | " + *Lo);
  return true;
}

bool ptx::lowerMov(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
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
  if ((Dst.K == Kind::Vector || Src.K == Kind::Vector) &&
      Type.starts_with("b") && Bits >= 32)
    return lowerPackMove(Ops, Dst, Src, Bits, Out);
  std::optional<std::string> D = Ops.out(Dst, Letter);
  std::optional<std::string> S = Ops.in(Src, Letter);
  if (!D || !S)
    return false;
  Out.Statements.push_back(*D + " = " + *S);
  return true;
}

// --- ld.global.nc ------------------------------------------------------------

bool ptx::lowerLdg(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
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
      Lanes == 1
          ? Scalar
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

// --- shfl
// ----------------------------------------------------------------------

bool ptx::lowerShfl(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
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
  std::string Args = *V + ", " + *Lane + ", " + std::to_string(Width) + ")";
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
