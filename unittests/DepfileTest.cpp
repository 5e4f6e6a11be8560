//===- DepfileTest.cpp - Depfile paths Make and Ninja read alike ----------===//
///
/// \file
/// What renderDepfile writes for each character Make or Ninja reads
/// specially (test/continuous/depfile-paths.test runs the real tools).
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Support/Depfile.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

std::string rendered(llvm::StringRef Target,
                     std::vector<std::string> Prerequisites) {
  llvm::Expected<std::string> Text = renderDepfile(Target, Prerequisites);
  if (!Text)
    return "error: " + llvm::toString(Text.takeError());
  return *Text;
}

TEST(DepfileTest, OrdinaryPathsKeepTheCompilersFormat) {
  EXPECT_EQ(rendered("out/src/a.cu", {"../src/a.cu", "../include/b.cuh"}),
            "out/src/a.cu: \\\n  ../src/a.cu \\\n  ../include/b.cuh\n");
}

TEST(DepfileTest, EscapesBothToolsUndo) {
  EXPECT_EQ(escapeForDepfile("my src/a#1:$x.h"), "my\\ src/a\\#1\\:$$x.h");
  // A backslash before an ordinary character is read as itself by both.
  EXPECT_EQ(escapeForDepfile("in\\c/d.h"), "in\\c/d.h");
  EXPECT_EQ(escapeForDepfile("a (1)/~b%c.h"), "a\\ (1)/~b%c.h");
}

TEST(DepfileTest, PathsWithoutACommonSpellingAreRefused) {
  struct Case {
    const char *Path;
    bool IsTarget;
    const char *Why;
  } Cases[] = {
      {"a\nb", false, "holds a newline"},
      {"a\tb", false, "holds a tab"},
      {"a\x01"
       "b",
       false, "holds a control character (0x1)"},
      {"a'b", false, "holds '''"},
      {"a\"b", false, "holds '\"'"},
      {"a;b", false, "holds ';'"},
      {"a|b", false, "holds '|'"},
      {"a*b", false, "holds '*', which Make expands"},
      {"a?b", false, "holds '?', which Make expands"},
      {"a[b]", false, "holds '[', which Make expands"},
      {"a=b", false, "holds '='"},
      {"~/a", false, "starts with '~'"},
      {"lib(a.o)", false, "ends in ')'"},
      {"a:", false, "ends in ':'"},
      {"a ", false, "ends in a space"},
      {"a\\", false, "ends in '\\'"},
      {"a\\ b", false, "holds '\\' before ' '"},
      {"a\\#b", false, "holds '\\' before '#'"},
      {"a\\$b", false, "holds '\\' before '$'"},
      {"50%.cu", true, "holds '%'"},
      {"", false, "is empty"},
  };
  for (const Case &C : Cases) {
    std::optional<std::string> Why = whyNotInDepfile(C.Path, C.IsTarget);
    ASSERT_TRUE(Why) << C.Path;
    EXPECT_EQ(Why->rfind(C.Why, 0), 0u) << C.Path << ": " << *Why;
  }
  EXPECT_FALSE(whyNotInDepfile("50%.cu", /*IsTarget=*/false));
  EXPECT_FALSE(whyNotInDepfile("a (1)/b.h", false));
  EXPECT_FALSE(whyNotInDepfile("x/~/a:b/c#$.h", false));
}

TEST(DepfileTest, TheRefusalNamesThePath) {
  EXPECT_EQ(rendered("out/a.cu", {"a.cu", "nl\ndir/b.h"}),
            "error: 'nl\\0Adir/b.h' cannot be named in a depfile: it holds a "
            "newline, which ends a rule in Make and a path in Ninja");
  EXPECT_EQ(rendered("out/50%.cu", {"50%.cu"}),
            "error: 'out/50%.cu' cannot be named in a depfile: it holds '%', "
            "which Make reads in a target as a pattern");
}

} // namespace
