//===- ClangArgumentsTest.cpp - The arguments after `--` ------------------===//
#include "cu2hip/Driver/ClangArguments.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

using Strings = std::vector<std::string>;

/// Splits \p Argv; the count left for cu2hip goes to \p OwnArgc.
Strings split(std::vector<const char *> Argv, int &OwnArgc) {
  OwnArgc = static_cast<int>(Argv.size());
  llvm::Expected<Strings> Args = splitClangArguments(OwnArgc, Argv.data());
  if (!Args) {
    ADD_FAILURE() << llvm::toString(Args.takeError());
    return {};
  }
  return *Args;
}

TEST(ClangArgumentsTest, NoDashDash) {
  int Own = 0;
  EXPECT_EQ(split({"cu2hip", "a.cu", "-o", "-"}, Own), Strings());
  EXPECT_EQ(Own, 4);
}

TEST(ClangArgumentsTest, AfterDashDash) {
  int Own = 0;
  EXPECT_EQ(split({"cu2hip", "a.cu", "-o", "-", "--", "-I", "inc", "-DX",
                   "-include", "cuda_runtime.h"},
                  Own),
            Strings({"-I", "inc", "-DX", "-include", "cuda_runtime.h"}));
  EXPECT_EQ(Own, 4);
  EXPECT_EQ(split({"cu2hip", "a.cu", "--"}, Own), Strings());
  EXPECT_EQ(Own, 2);
}

TEST(ClangArgumentsTest, UnknownArgumentIsKept) {
  // The parse reports it, as Clang's own error.
  int Own = 0;
  EXPECT_EQ(split({"cu2hip", "a.cu", "--", "-fno-such-clang-flag"}, Own),
            Strings({"-fno-such-clang-flag"}));
  EXPECT_EQ(Own, 2);
}

TEST(ClangArgumentsTest, InputsAreDropped) {
  // Clang's driver takes them for files to compile, not options.
  int Own = 0;
  EXPECT_EQ(split({"cu2hip", "a.cu", "--", "b.cu", "-lm", "-DX"}, Own),
            Strings({"-DX"}));
  EXPECT_EQ(Own, 2);
}

TEST(ClangArgumentsTest, NothingToCompile) {
  std::vector<const char *> Argv = {"cu2hip", "a.cu", "--", "-E"};
  int Own = static_cast<int>(Argv.size());
  llvm::Expected<Strings> Args = splitClangArguments(Own, Argv.data());
  ASSERT_FALSE(bool(Args));
  EXPECT_EQ(llvm::toString(Args.takeError()),
            "the arguments after '--' give Clang nothing to compile (warning: "
            "no compile jobs found)");
}

} // namespace
