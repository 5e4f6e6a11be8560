//===- IncludeDirsTest.cpp ------------------------------------------------===//
#include "cu2hip/Driver/CompileCommands.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;
using ::testing::IsEmpty;

namespace {

using Tree = std::vector<std::pair<std::string, llvm::StringRef>>;

TEST(InferIncludeDirs, DirectoryThatCompletesAnIncludeSpelling) {
  Tree Files = {
      {"/r/src/main.cu", "#include \"util/math.h\"\n#include \"local.h\"\n"},
      {"/r/src/local.h", ""},
      {"/r/src/lib/util/math.h", ""},
  };
  // util/math.h is found from /r/src/lib; local.h is beside its includer.
  EXPECT_THAT(inferIncludeDirs("/r", Files), ElementsAre("/r/src/lib"));
}

TEST(InferIncludeDirs, AngledIncludesNeedADirectoryEvenBesideTheIncluder) {
  Tree Files = {
      {"/r/src/main.cu", "#include <common/defs.h>\n#include <beside.h>\n"
                         "#include <vector>\n#include <cuda_runtime.h>\n"},
      {"/r/src/beside.h", ""},
      {"/r/third_party/common/defs.h", ""},
  };
  EXPECT_THAT(inferIncludeDirs("/r", Files),
              ElementsAre("/r/src", "/r/third_party"));
}

// llm.c keeps a Windows stand-in for <unistd.h> in dev/: on Linux the
// angled include means the system's, and dev/ is no include directory.
TEST(InferIncludeDirs, SystemHeadersAreNotShadowedByStandIns) {
  Tree Files = {
      {"/r/train.cu", "#include <unistd.h>\n#include <stdio.h>\n"},
      {"/r/dev/unistd.h", "#include <direct.h>\n"},
  };
  EXPECT_THAT(inferIncludeDirs("/r", Files), IsEmpty());
}

TEST(InferIncludeDirs, FoldersNamedIncludeAreAlwaysListed) {
  Tree Files = {
      {"/r/include/proj/api.h", ""},
      {"/r/third_party/foo/include/foo.h", ""},
      {"/r/src/a.cu", "int main() {}\n"},
  };
  EXPECT_THAT(inferIncludeDirs("/r", Files),
              ElementsAre("/r/include", "/r/third_party/foo/include"));
}

TEST(InferIncludeDirs, IncludesInCommentsAndIfZeroBlocksAreSkipped) {
  Tree Files = {
      {"/r/a.cu", "// #include \"x/hidden1.h\"\n"
                  "/* a comment\n"
                  "#include \"x/hidden2.h\"\n"
                  "*/\n"
                  "#if 0\n"
                  "#include \"x/hidden3.h\"\n"
                  "#ifdef NESTED\n"
                  "#include \"x/hidden4.h\"\n"
                  "#else\n"
                  "#include \"x/hidden5.h\"\n"
                  "#endif\n"
                  "#elif defined(OTHER)\n"
                  "#include \"y/shown1.h\"\n"
                  "#endif\n"
                  "/* one line */ #include \"y/shown2.h\"\n"
                  "#if 0\n#else\n#include \"y/shown3.h\"\n#endif\n"},
      {"/r/d1/x/hidden1.h", ""},
      {"/r/d2/x/hidden2.h", ""},
      {"/r/d3/x/hidden3.h", ""},
      {"/r/d4/x/hidden4.h", ""},
      {"/r/d5/x/hidden5.h", ""},
      {"/r/e1/y/shown1.h", ""},
      {"/r/e2/y/shown2.h", ""},
      {"/r/e3/y/shown3.h", ""},
  };
  EXPECT_THAT(inferIncludeDirs("/r", Files),
              ElementsAre("/r/e1", "/r/e2", "/r/e3"));
}

TEST(InferIncludeDirs, StringsAndDigitSeparatorsDoNotOpenComments) {
  Tree Files = {
      {"/r/a.cu", "const char *S = \"/*\";\n"
                  "int N = 1'000; char C = '\"';\n"
                  "#include \"p/after.h\"\n"},
      {"/r/inc2/p/after.h", ""},
  };
  EXPECT_THAT(inferIncludeDirs("/r", Files), ElementsAre("/r/inc2"));
}

TEST(InferIncludeDirs, DirectiveSpellings) {
  Tree Files = {
      {"/r/a.cu", "  #  include   \"sp/aced.h\"  // trailing\n"
                  "#include_next <nx/next.h>\n"
                  "#include HEADER_MACRO\n"
                  "#include \"./dot/h.h\"\n"
                  "#include \"../outside/up.h\"\n"
                  "#include \"/abs/h.h\"\n"
                  "#include \"unterminated/h.h\n"
                  "#define include \"no/h.h\"\n"
                  "#includes \"no/h2.h\"\n"},
      {"/r/k1/sp/aced.h", ""},
      {"/r/k2/nx/next.h", ""},
      {"/r/k3/dot/h.h", ""},
      {"/r/k4/outside/up.h", ""},
      {"/r/k5/unterminated/h.h", ""},
      {"/r/k6/no/h.h", ""},
      {"/r/k7/no/h2.h", ""},
  };
  EXPECT_THAT(inferIncludeDirs("/r", Files),
              ElementsAre("/r/k1", "/r/k2", "/r/k3"));
}

TEST(InferIncludeDirs, EveryCandidateIsListed) {
  Tree Files = {
      {"/r/a.cu", "#include \"cfg/config.h\"\n"},
      {"/r/one/cfg/config.h", ""},
      {"/r/two/cfg/config.h", ""},
      {"/r/three/mycfg/config.h", ""}, // not "cfg/config.h"
  };
  EXPECT_THAT(inferIncludeDirs("/r", Files), ElementsAre("/r/one", "/r/two"));
}

TEST(InferIncludeDirs, OnlyDirectoriesInsideTheRoot) {
  Tree Files = {
      {"/r/a.cu", "#include \"lib/x.h\"\n#include \"r.h\"\n"},
      {"/elsewhere/lib/x.h", ""}, // outside: unknown to the tree
      {"/r2/include/y.h", ""},    // a sibling with a common prefix
      {"/r/sub/r.h", ""},
      {"/elsewhere/b.cu", "#include \"sub/r.h\"\n"}, // outside includer
  };
  EXPECT_THAT(inferIncludeDirs("/r/", Files), ElementsAre("/r/sub"));
  // The root itself can be an include directory.
  Tree Nested = {
      {"/r/src/deep/a.cu", "#include \"src/common.h\"\n"},
      {"/r/src/common.h", ""},
  };
  EXPECT_THAT(inferIncludeDirs("/r/./x/..", Nested), ElementsAre("/r"));
}

TEST(InferIncludeDirs, NothingToInfer) {
  EXPECT_THAT(inferIncludeDirs("/r", {}), IsEmpty());
  Tree Files = {{"/r/a.cu", "#include <cuda_runtime.h>\n#include \"a.h\"\n"},
                {"/r/a.h", ""}};
  EXPECT_THAT(inferIncludeDirs("/r", Files), IsEmpty());
}

TEST(InferIncludeDirs, WindowsLineEndings) {
  Tree Files = {
      {"/r/a.cu", "#include \"w/x.h\"\r\n#include <w/y.h>\r\n"},
      {"/r/i/w/x.h", ""},
      {"/r/j/w/y.h", ""},
  };
  EXPECT_THAT(inferIncludeDirs("/r", Files), ElementsAre("/r/i", "/r/j"));
}

} // namespace
