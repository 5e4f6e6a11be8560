//===- PtxParserTest.cpp --------------------------------------------------===//
#include "Rewrite/PtxParser.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using Kind = PtxOperand::Kind;

TEST(PtxParserTest, InstructionWithOperands) {
  auto Is = parsePtx("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;", true);
  ASSERT_EQ(Is.size(), 1u);
  const PtxInstruction &I = Is[0];
  EXPECT_EQ(I.Opcode, "shfl.sync.idx.b32");
  ASSERT_EQ(I.Parts.size(), 4u);
  EXPECT_EQ(I.Parts[2], "idx");
  ASSERT_EQ(I.Operands.size(), 5u);
  EXPECT_EQ(I.Operands[0].K, Kind::Arg);
  EXPECT_EQ(I.Operands[2].Arg, 2u);
  EXPECT_EQ(I.Operands[3].K, Kind::Imm);
  EXPECT_EQ(I.Operands[3].Value, 0x1f);
  EXPECT_EQ(I.Operands[4].Value, 0xffffffffLL);
  EXPECT_FALSE(I.Guarded);
}

TEST(PtxParserTest, SpecialRegistersDependOnOperands) {
  auto WithOps = parsePtx("mov.u32 %0, %%laneid;", true);
  ASSERT_EQ(WithOps.size(), 1u);
  EXPECT_EQ(WithOps[0].Operands[1].K, Kind::SpecialReg);
  EXPECT_EQ(WithOps[0].Operands[1].Name, "laneid");
  // Without operands, % is not an escape.
  auto Basic = parsePtx("mov.u32 %r1, %tid.x;", false);
  EXPECT_EQ(Basic[0].Operands[0].K, Kind::SpecialReg);
  EXPECT_EQ(Basic[0].Operands[1].Name, "tid.x");
  // `%r1` with operands is a register name, not an operand.
  auto Named = parsePtx("mov.u32 %r1, %0;", true);
  EXPECT_EQ(Named[0].Operands[0].K, Kind::Other);
}

TEST(PtxParserTest, AddressesAndVectors) {
  auto Is = parsePtx("ld.global.nc.v2.f32 {%0, %1}, [%2+8];", true);
  ASSERT_EQ(Is.size(), 1u);
  const PtxOperand &V = Is[0].Operands[0];
  EXPECT_EQ(V.K, Kind::Vector);
  ASSERT_EQ(V.Elements.size(), 2u);
  EXPECT_EQ(V.Elements[1].Arg, 1u);
  const PtxOperand &A = Is[0].Operands[1];
  EXPECT_EQ(A.K, Kind::Address);
  EXPECT_EQ(A.Arg, 2u);
  EXPECT_EQ(A.Value, 8);
  EXPECT_EQ(parsePtx("ld.global.nc.f32 %0, [%1-4];", true)[0].Operands[1].Value,
            -4);
  EXPECT_EQ(parsePtx("ld.global.nc.f32 %0, [%1];", true)[0].Operands[1].Value,
            0);
  // An address in a named register is no operand of the asm statement.
  EXPECT_EQ(parsePtx("ld.global.f32 %0, [p];", true)[0].Operands[1].K,
            Kind::Other);
}

TEST(PtxParserTest, SequencesBlocksAndPredicates) {
  auto Is = parsePtx("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %1, 0;\n\t"
                     "@p mov.u32 %0, 1; // one\n\t}\n\t",
                     true);
  ASSERT_EQ(Is.size(), 5u);
  EXPECT_TRUE(Is[0].Directive);
  EXPECT_EQ(Is[0].Opcode, "{");
  EXPECT_TRUE(Is[1].Directive);
  EXPECT_EQ(Is[1].Opcode, ".reg .pred p");
  EXPECT_EQ(Is[2].Opcode, "setp.ne.s32");
  EXPECT_EQ(Is[2].Operands[0].K, Kind::Other);
  EXPECT_TRUE(Is[3].Guarded);
  EXPECT_EQ(Is[3].Opcode, "mov.u32");
  EXPECT_EQ(Is[3].Operands[1].Value, 1);
  EXPECT_EQ(Is[4].Opcode, "}");
}

TEST(PtxParserTest, NoOperandInstructions) {
  auto Is = parsePtx("membar.gl;\n\tbar.sync 0;", false);
  ASSERT_EQ(Is.size(), 2u);
  EXPECT_EQ(Is[0].Opcode, "membar.gl");
  EXPECT_TRUE(Is[0].Operands.empty());
  EXPECT_EQ(Is[1].Operands[0].K, Kind::Imm);
  EXPECT_TRUE(parsePtx("  \n", false).empty());
}

TEST(PtxParserTest, Literals) {
  int64_t V;
  EXPECT_TRUE(parseIntLiteral("0x1F", V));
  EXPECT_EQ(V, 31);
  EXPECT_TRUE(parseIntLiteral("0xffffffffU", V));
  EXPECT_EQ(V, 0xffffffffLL);
  EXPECT_TRUE(parseIntLiteral("-1", V));
  EXPECT_EQ(V, -1);
  EXPECT_TRUE(parseIntLiteral(" 017 ", V));
  EXPECT_EQ(V, 15);
  EXPECT_FALSE(parseIntLiteral("FULL_MASK", V));
  EXPECT_FALSE(parseIntLiteral("1.0f", V));
  EXPECT_FALSE(parseIntLiteral("", V));
}

TEST(PtxParserTest, DecodeCString) {
  std::string Out;
  EXPECT_TRUE(decodeCString(R"(mov.u32 %0, %%laneid;\n\t\"\\\x41\101)", Out));
  EXPECT_EQ(Out, "mov.u32 %0, %%laneid;\n\t\"\\AA");
  std::string Bad;
  EXPECT_FALSE(decodeCString(R"(\q)", Bad));
}

TEST(PtxParserTest, VectorSourceIsNoScope) {
  auto Is = parsePtx("mov.b64 %0, {%1, %2};", true);
  ASSERT_EQ(Is.size(), 1u);
  ASSERT_EQ(Is[0].Operands.size(), 2u);
  EXPECT_EQ(Is[0].Operands[1].K, Kind::Vector);
  auto Scoped = parsePtx("{ mov.b64 %0, {%1, %2}; }", true);
  ASSERT_EQ(Scoped.size(), 3u);
  EXPECT_EQ(Scoped[1].Operands[1].K, Kind::Vector);
  EXPECT_EQ(Scoped[2].Opcode, "}");
}
