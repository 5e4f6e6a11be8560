//===- ArgTemplateTest.cpp ------------------------------------------------===//
#include "cu2hip/Mapping/ArgTemplate.h"
#include "gtest/gtest.h"

using namespace cu2hip;

TEST(ArgTemplate, SplitsArgumentsFromLiterals) {
  llvm::Expected<ArgTemplate> T =
      parseArgTemplate("$0, miopenConvolution, $12", "");
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  ASSERT_EQ(T->Pieces.size(), 3u);
  EXPECT_TRUE(T->Pieces[0].IsArgument);
  EXPECT_EQ(T->Pieces[0].Index, 0u);
  EXPECT_EQ(T->Pieces[1].Literal, ", miopenConvolution, ");
  EXPECT_EQ(T->Pieces[2].Index, 12u);
  EXPECT_EQ(T->MinArity, 13u);
}

TEST(ArgTemplate, ParsesClausesAndAlternatives) {
  llvm::Expected<ArgTemplate> T =
      parseArgTemplate("$0", "$1 == A || $1 == B && $4 == C");
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  ASSERT_EQ(T->Clauses.size(), 2u);
  EXPECT_EQ(T->Clauses[0].Index, 1u);
  EXPECT_EQ(T->Clauses[0].Allowed, (std::vector<llvm::StringRef>{"A", "B"}));
  EXPECT_EQ(T->Clauses[1].Index, 4u);
  EXPECT_EQ(T->MinArity, 5u); // require names argument 4
}

TEST(ArgTemplate, RejectsMalformedText) {
  for (auto [Args, Require] : {std::pair<const char *, const char *>{"$", ""},
                               {"$a", ""},
                               {"$0", "$1 = A"},
                               {"$0", "$1 == 3x"},
                               {"$0", "1 == A"},
                               {"$0", "$1 == A || $2 == B"}}) {
    llvm::Expected<ArgTemplate> T = parseArgTemplate(Args, Require);
    EXPECT_FALSE(bool(T)) << Args << " / " << Require;
    if (!T)
      llvm::consumeError(T.takeError());
  }
}

TEST(ArgTemplate, DefaultsMakeTrailingArgumentsOptional) {
  llvm::Expected<ArgTemplate> T =
      parseArgTemplate("$0, $1, $2=0, $3=hipMemcpyDeviceToDevice", "$1 == A");
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  EXPECT_EQ(T->MinArity, 4u);
  EXPECT_EQ(T->Required, 2u);
  ASSERT_EQ(T->Pieces.size(), 7u);
  EXPECT_EQ(T->Pieces[4].Default, "0");
  EXPECT_EQ(T->Pieces[5].Literal, ", ");
  EXPECT_EQ(T->Pieces[6].Default, "hipMemcpyDeviceToDevice");
  llvm::Expected<ArgTemplate> Plain = parseArgTemplate("$0, $1", "");
  ASSERT_TRUE(bool(Plain)) << llvm::toString(Plain.takeError());
  EXPECT_EQ(Plain->Required, 2u);
}

TEST(ArgTemplate, RejectsDefaultsBeforeRequiredArguments) {
  for (auto [Args, Require] :
       {std::pair<const char *, const char *>{"$0=0, $1", ""},
        {"$0, $1=", ""},
        {"$0, $1=0", "$1 == A"}}) {
    llvm::Expected<ArgTemplate> T = parseArgTemplate(Args, Require);
    EXPECT_FALSE(bool(T)) << Args << " / " << Require;
    if (!T)
      llvm::consumeError(T.takeError());
  }
}
