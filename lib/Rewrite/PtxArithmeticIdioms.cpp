//===- PtxArithmeticIdioms.cpp - Bit fields, logic, conversions as HIP ----===//
///
/// \file
/// bfe, bfi, prmt, lop3 and cvt (InlinePtxLowering.h). The conversions
/// checked against HIP 5.2's headers; the bfloat16 ones need HIP 6.0.
///
//===----------------------------------------------------------------------===//
#include "PtxOperands.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace cu2hip;
using namespace cu2hip::ptx;
using llvm::StringRef;

#include "PtxLop3.h"

// --- bit fields, byte permutes, logic ---------------------------------------

bool ptx::lowerBfe(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  if (I.Parts.size() != 2 || !Ops.count(4))
    return Ops.fail("only bfe.<type> d, a, pos, len is translated");
  StringRef Type = I.Parts[1];
  if (Type != "u32" && Type != "s32" && Type != "u64" && Type != "s64")
    return Ops.fail("its type ." + Type + " is unknown");
  char Letter = letterOf(Type);
  int64_t Bits = Letter == 'l' ? 64 : 32;
  bool Signed = Type.front() == 's';
  std::optional<std::string> D = Ops.out(I.Operands[0], Letter);
  std::optional<std::string> A = Ops.in(
      I.Operands[1], Letter, Signed ? RefKind::Unsigned : RefKind::Value);
  std::optional<int64_t> Pos = Ops.literal(I.Operands[2], "position");
  std::optional<int64_t> Len = Ops.literal(I.Operands[3], "length");
  if (!D || !A || !Pos || !Len)
    return false;
  if (*Pos < 0 || *Len < 0 || *Pos + *Len > Bits || (!Signed && *Len >= Bits) ||
      (Signed && *Len == 0))
    return Ops.fail(llvm::formatv(
        "the field (position {0}, length {1}) does not lie inside the "
        "register, where {2} and PTX agree",
        *Pos, *Len,
        Signed ? "a shift pair" : "__bitextract_u" + std::to_string(Bits)));
  if (!Signed) {
    Out.Statements.push_back(
        llvm::formatv("{0} = __bitextract_u{1}({2}, {3}, {4})", *D, Bits, *A,
                      *Pos, *Len)
            .str());
    return true;
  }
  // Shift the field to the top, then back down arithmetically: the sign
  // bit of the field fills the rest, as PTX's bfe.s does.
  StringRef SignedType = Bits == 64 ? "long long" : "int";
  Out.Statements.push_back(
      llvm::formatv("{0} = static_cast<{1}>({2} << {3}) >> {4}", *D, SignedType,
                    *A, Bits - *Pos - *Len, Bits - *Len)
          .str());
  return true;
}

bool ptx::lowerBfi(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
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
  Out.Statements.push_back(
      llvm::formatv("{0} = __bitinsert_u{1}({2}, {3}, {4}, {5})", *F, Bits, *B,
                    *A, *Pos, *Len)
          .str());
  return true;
}

bool ptx::lowerPrmt(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
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
  Out.Statements.push_back(llvm::formatv("{0} = __byte_perm({1}, {2}, {3:x})",
                                         *D, *A, *B, *S & 0xffff)
                               .str());
  return true;
}

bool ptx::lowerLop3(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
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

// --- cvt
// -----------------------------------------------------------------------

namespace {

/// The HIP functions a template calls have CUDA's names; the HIP version
/// they need is their rows' (see neededHip).
struct Conversion {
  StringRef Form;     ///< the opcode after `cvt.`
  char Dst, Src;      ///< register classes
  StringRef Template; ///< {0}: the source
  StringRef Caveat;
};

constexpr StringRef Saturation =
    "PTX saturates out-of-range values and turns NaN into 0; the HIP "
    "conversion leaves them undefined";

constexpr StringRef Bf16Header = "the bfloat16 functions need #include "
                                 "<hip/hip_bf16.h>";

constexpr StringRef NoCaveat = "";

constexpr Conversion Conversions[] = {
#define CU2HIP_PTX_CONVERSION(Form, Dst, Src, Template, Caveat)                \
  {Form, Dst, Src, Template, Caveat},
#include "PtxConversions.def"
};

} // namespace

/// The HIP version \p Template's functions need, where the target lacks one
/// of them: each name with a row must be written as is at the target.
static std::optional<HipVersion> neededHip(const LoweringContext &Ctx,
                                           StringRef Template) {
  for (size_t I = 0; I < Template.size();) {
    size_t End = I;
    while (End < Template.size() &&
           (llvm::isAlnum(Template[End]) || Template[End] == '_'))
      ++End;
    if (End == I) {
      ++I;
      continue;
    }
    StringRef Name = Template.slice(I, End);
    I = End;
    const MappingRow *Row = Ctx.Table.lookup(Name);
    if (!Row)
      continue;
    std::optional<RowEmission> Hip = Row->emittedAt(Ctx.Target);
    if (!Hip || Hip->Name != Name)
      return Row->HipSince;
  }
  return std::nullopt;
}

bool ptx::lowerCvt(Operands &Ops, const PtxInstruction &I, Lowering &Out) {
  StringRef Form = StringRef(I.Opcode).drop_front(4); // "cvt."
  const Conversion *Conv = nullptr;
  for (const Conversion &C : Conversions)
    if (C.Form == Form)
      Conv = &C;
  if (!Conv)
    return Ops.fail("cu2hip knows no exact HIP conversion for this rounding "
                    "and these types");
  if (std::optional<HipVersion> Since = neededHip(Ops.Ctx, Conv->Template))
    return Ops.fail("its HIP form '" +
                    llvm::formatv(Conv->Template.data(), "x").str() +
                    "' needs HIP " + Since->str() + "; the target is HIP " +
                    Ops.Ctx.Target.str());
  if (!Ops.count(2))
    return false;
  std::optional<std::string> D = Ops.out(I.Operands[0], Conv->Dst);
  std::optional<std::string> S = Ops.in(I.Operands[1], Conv->Src);
  if (!D || !S)
    return false;
  Out.Statements.push_back(*D + " = " +
                           llvm::formatv(Conv->Template.data(), *S).str());
  if (!Conv->Caveat.empty())
    Out.Caveats.push_back(Conv->Caveat.str());
  return true;
}
