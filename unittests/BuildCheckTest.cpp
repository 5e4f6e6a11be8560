//===- BuildCheckTest.cpp - Reading a compiler's errors back --------------===//
#include "Driver/BuildCheck.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using namespace cu2hip::driver;

TEST(BuildCheck, ReadsErrorsWithTheIncludesThatLedThere) {
  std::vector<CompilerError> E = parseCompilerErrors(
      "In file included from /t/a.cu:3:\n"
      "In file included from /t/b.h:7:\n"
      "                 from /r/c.h:2:\n"
      "/r/d.h:10:5: error: no member named 'x'\n"
      "/t/a.cu:9:1: warning: unused\n"
      "/t/a.cu:12:3: fatal error: 'cub/cub.cuh' file not found\n"
      "clang-15: error: unknown argument: '-foo'\n"
      "2 errors generated when compiling for gfx90a.\n");
  ASSERT_EQ(E.size(), 3u);
  EXPECT_EQ(E[0].File, "/r/d.h");
  EXPECT_EQ(E[0].Line, 10u);
  EXPECT_EQ(E[0].Column, 5u);
  EXPECT_EQ(E[0].Message, "no member named 'x'");
  ASSERT_EQ(E[0].IncludedFrom.size(), 2u);
  EXPECT_EQ(E[0].IncludedFrom[0], std::make_pair(std::string("/t/b.h"), 7u));
  EXPECT_EQ(E[0].IncludedFrom[1], std::make_pair(std::string("/r/c.h"), 2u));
  // A warning ends the include stack: the next error has its own.
  EXPECT_EQ(E[1].File, "/t/a.cu");
  EXPECT_EQ(E[1].Line, 12u);
  EXPECT_TRUE(E[1].IncludedFrom.empty());
  EXPECT_EQ(E[2].File, "");
  EXPECT_EQ(E[2].Message, "unknown argument: '-foo'");
}

TEST(BuildCheck, ReadsPathsWithColonsAndStacksWithColumns) {
  std::vector<CompilerError> E =
      parseCompilerErrors("In file included from /t/x:y/a.cu:4:10:\n"
                          "/t/x:y/h.h:1:2: error: oops\r\n");
  ASSERT_EQ(E.size(), 1u);
  EXPECT_EQ(E[0].File, "/t/x:y/h.h");
  EXPECT_EQ(E[0].Message, "oops");
  ASSERT_EQ(E[0].IncludedFrom.size(), 1u);
  EXPECT_EQ(E[0].IncludedFrom[0],
            std::make_pair(std::string("/t/x:y/a.cu"), 4u));
}

TEST(BuildCheck, CompilesForOneTargetSyntaxOnlyInNvccsDialect) {
  OutputCompileCommand C;
  C.File = "/o/a.cu";
  C.Arguments = {"hipcc",
                 "-x",
                 "hip",
                 "--offload-arch=gfx90a",
                 "--offload-arch=gfx1030",
                 "-I/o/inc",
                 "-c",
                 "/o/a.cu"};
  EXPECT_EQ(checkCommand(C, "/usr/bin/hipcc", "gfx90a"),
            (std::vector<std::string>{
                "/usr/bin/hipcc", "-std=c++17", "--offload-arch=gfx90a",
                "-fsyntax-only", "-w", "-fno-caret-diagnostics",
                "-fno-color-diagnostics", "-fdiagnostics-absolute-paths", "-x",
                "hip", "-I/o/inc", "/o/a.cu"}));
  // Host code is compiled as the CUDA build compiled it: C++ (or C) with
  // the platform HIP's headers need.
  C.File = "/o/b.cpp";
  C.Arguments = {"hipcc", "-std=c++20", "-c", "/o/b.cpp"};
  std::vector<std::string> Args = checkCommand(C, "hipcc", "gfx942");
  EXPECT_EQ(Args[1], "--offload-arch=gfx942");
  EXPECT_EQ(llvm::count(Args, "-std=c++20"), 1);
  EXPECT_EQ(llvm::count(Args, "-std=c++17"), 0);
  EXPECT_EQ(llvm::count(Args, "-D__HIP_PLATFORM_AMD__"), 1);
  EXPECT_NE(llvm::find(Args, "c++"), Args.end());
  EXPECT_EQ(Args.back(), "/o/b.cpp");
  C.File = "/o/c.c";
  C.Arguments = {"hipcc", "-c", "/o/c.c"};
  Args = checkCommand(C, "hipcc", "gfx90a");
  EXPECT_EQ(llvm::count_if(Args,
                           [](llvm::StringRef A) {
                             return A.starts_with("-std=") || A == "c++";
                           }),
            0);
  EXPECT_EQ(llvm::count(Args, "-D__HIP_PLATFORM_AMD__"), 1);
}
