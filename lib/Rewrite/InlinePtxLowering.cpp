//===- InlinePtxLowering.cpp - The translated PTX idioms ------------------===//
///
/// \file
/// Each idiom checks every operand (register class, literal values) before it
/// emits anything: a replacement is taken only where it gives the same result
/// as the PTX for every input. The HIP functions used were checked against
/// HIP 5.2's headers (amd_device_functions.h, amd_warp_functions.h,
/// hip_ldg.h); the bfloat16 ones need HIP 6.0. Here: the dispatch by opcode
/// (PtxIdioms.def), fences, barriers, bit counts and multiplies; moves,
/// loads and shuffles are in PtxMoveIdioms.cpp, bit fields, logic and
/// conversions in PtxArithmeticIdioms.cpp.
///
//===----------------------------------------------------------------------===//
#include "InlinePtxLowering.h"
#include "PtxOperands.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace cu2hip;
using llvm::StringRef;

std::string cu2hip::operandRef(RefKind Kind, char Letter, unsigned Index) {
  return {'\x01', static_cast<char>(Kind), Letter,
          static_cast<char>('0' + Index)};
}

namespace {
using namespace cu2hip::ptx;

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

/// The register class holding a PTX type: u32 -> r, f64 -> d.
char ptx::letterOf(StringRef Type) {
  return llvm::StringSwitch<char>(Type)
      .Cases({"b16", "u16", "s16"}, 'h')
      .Cases({"b32", "u32", "s32"}, 'r')
      .Cases({"b64", "u64", "s64"}, 'l')
      .Case("f32", 'f')
      .Case("f64", 'd')
      .Default(0);
}

// --- fences, barriers, integer arithmetic -----------------------------------

bool ptx::lowerFence(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
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

bool ptx::lowerBarrier(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  llvm::ArrayRef<std::string> P(I.Parts);
  bool Sync = (P.size() == 2 && P[1] == "sync") ||
              (P.size() == 3 && P[0] == "barrier" && P[1] == "sync" &&
               P[2] == "aligned");
  if (!Sync || I.Operands.size() != 1 || I.Operands[0].K != Kind::Imm ||
      I.Operands[0].Value != 0)
    return Ops.fail("only the block-wide barrier 0 without a thread count "
                    "(bar.sync 0) is translated");
  Out.Statements.emplace_back("__syncthreads()");
  return true;
}

/// brev, popc, clz: one source, an intrinsic per width.
bool ptx::lowerBitCount(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
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

bool ptx::lowerMul(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
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

/// Hands \p I to the idiom of its opcode; false, with the reason in \p Ops,
/// where none takes it.
static bool lowerByOpcode(Operands &Ops, const PtxInstruction &I,
                          Lowering &Out) {
  if (I.Guarded)
    return Ops.fail("it is predicated (" + I.Text.substr(0, I.Text.find(' ')) +
                    "): write the condition in C++");
  if (I.Parts.empty())
    return Ops.fail("it is not an instruction");
  StringRef Op = I.Parts[0];
#define CU2HIP_PTX_IDIOM(Opcode, Lowerer)                                      \
  if (Op == Opcode)                                                            \
    return Lowerer(Ops, I, Out);
#include "PtxIdioms.def"
  return Ops.fail(familyReason(Op));
}

llvm::Expected<Lowering> cu2hip::lowerPtxInstruction(const LoweringContext &Ctx,
                                                     const PtxInstruction &I) {
  Operands Ops(Ctx, I);
  Lowering Out;
  if (!lowerByOpcode(Ops, I, Out))
    return Ops.takeError();
  return Out;
}

std::string cu2hip::registerType(char Letter, bool Signed) {
  switch (Letter) {
  case 'h':
    return Signed ? "short" : "unsigned short";
  case 'r':
    return Signed ? "int" : "unsigned";
  case 'l':
    return Signed ? "long long" : "unsigned long long";
  case 'f':
    return "float";
  case 'd':
    return "double";
  default:
    return "";
  }
}
