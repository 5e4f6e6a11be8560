//===- PrefixIncludesTest.cpp - Which leading includes are precompiled ----===//
#include "../lib/Driver/PrefixIncludes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace cu2hip;
namespace fs = llvm::sys::fs;
using Headers = std::vector<std::string>;

namespace {

/// A toolkit (bin/, include/cuda_runtime.h) with CUB under include/cccl,
/// and a user include folder.
class Toolkit : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(fs::createUniqueDirectory("prefix-includes", Root));
    touch("cuda/bin/nvcc");
    touch("cuda/include/cuda_runtime.h");
    touch("cuda/include/cccl/cub/cub.cuh");
    touch("user/mylib.h");
    Options.CudaPath = path("cuda");
  }
  void TearDown() override { fs::remove_directories(Root); }

  std::string path(llvm::StringRef Rel) {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Rel);
    return std::string(P);
  }
  void touch(llvm::StringRef Rel, llvm::StringRef Text = "") {
    std::string P = path(Rel);
    fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream(P, EC) << Text;
  }

  llvm::SmallString<128> Root;
  FrontendOptions Options;
};

/// The headers libraryPrefix() finds.
Headers headers(llvm::StringRef Path, llvm::StringRef Source,
                const FrontendOptions &Options) {
  return libraryPrefix(Path, Source, Options).Headers;
}

TEST_F(Toolkit, ToolkitAndStandardHeadersBetweenDeclarations) {
  EXPECT_EQ(
      headers("",
              "// scan\n#pragma once\n/* a\n b */\n"
              "#include <cub/cub.cuh> // CUB\n"
              "  #  include <vector>\n"
              "#include <cuda_runtime.h>\n"
              "int x;\n#include <algorithm>\n"
              "__global__ void k() { if (1) {} }\n#include <map>\n",
              Options),
      (Headers{"cub/cub.cuh", "vector", "cuda_runtime.h", "algorithm", "map"}));
}

TEST_F(Toolkit, StopsAtAnIncludeItCannotMove) {
  for (const char *Source :
       {"#if 1\n#include <cub/cub.cuh>\n#endif\n",
        "extern \"C\" {\n#include <cub/cub.cuh>\n}\n",
        "namespace n {\n#include <cub/cub.cuh>\n}\n",
        "int x\n#include <cub/cub.cuh>\n;\n",
        "template <class T>\n#include <cub/cub.cuh>\n",
        "#include CUB_HEADER\n#include <cub/cub.cuh>\n",
        "#include_next <vector>\n#include <cub/cub.cuh>\n",
        "#pragma pack(1)\n#include <cub/cub.cuh>\n",
        "_Pragma(\"pack(1)\");\n#include <cub/cub.cuh>\n",
        "#define PACK _Pragma(\"pack(1)\")\n#include <cub/cub.cuh>\n",
        "#include \"local.h\"\n#include <cub/cub.cuh>\n",
        "#if X\n{\n#endif\n#include <cub/cub.cuh>\n",
        "/* open\n#include <vector>\n"})
    EXPECT_EQ(headers("", Source, Options), Headers()) << Source;
  EXPECT_EQ(headers("",
                    "#include <vector>\n#include <nowhere.h>\n"
                    "#include <cub/cub.cuh>\n",
                    Options),
            Headers{"vector"});
  // A conditional without an include, whose branches each close their
  // brackets, stops nothing.
  EXPECT_EQ(headers("",
                    "#ifdef X\nint y(1);\n#elif Y\nint z[2];\n#else\n"
                    "int w;\n#endif\nvoid f() {\n#pragma unroll\n"
                    "_Pragma(\"unroll\") for (;;) {}\n"
                    "#if A\n g(1);\n#endif\n}\n#include <vector>\n",
                    Options),
            Headers{"vector"});
  for (const char *Source :
       {"#ifdef __cplusplus\nextern \"C\" {\n#endif\n#include <vector>\n",
        "namespace a {\n#if 0\n}\n#else\n}\n#endif\n#include <vector>\n",
        "#if X\nf(1,\n#else\nf(2,\n#endif\n3);\n#include <vector>\n"})
    EXPECT_EQ(headers("", Source, Options), Headers()) << Source;
}

TEST_F(Toolkit, RecordsTheMacrosBeforeEachHeader) {
  LibraryPrefix Prefix =
      libraryPrefix("",
                    "#include <vector>\n#define N 4\n#include <map>\n"
                    "#ifdef M\n#undef K\n#endif\n#define N 5\n"
                    "#include <cub/cub.cuh>\n#define LAST\n",
                    Options);
  EXPECT_EQ(Prefix.Headers, (Headers{"vector", "map", "cub/cub.cuh"}));
  using Macros = std::vector<std::pair<std::string, size_t>>;
  EXPECT_EQ(Prefix.Macros, (Macros{{"N", 1}, {"K", 2}, {"LAST", 3}}));
  // Every identifier, directives' included (not a header's name), at its
  // first place.
  EXPECT_EQ(Prefix.Identifiers,
            (Macros{{"N", 1}, {"M", 2}, {"K", 2}, {"LAST", 3}}));
  LibraryPrefix Copy = Prefix;
  Copy.truncate(2);
  EXPECT_EQ(Copy.Headers, (Headers{"vector", "map"}));
  EXPECT_EQ(Copy.Macros, (Macros{{"N", 1}}));
  EXPECT_EQ(Copy.Identifiers, (Macros{{"N", 1}}));
  Prefix.erase({"map"});
  EXPECT_EQ(Prefix.Headers, (Headers{"vector", "cub/cub.cuh"}));
  EXPECT_EQ(Prefix.Macros, (Macros{{"N", 1}, {"K", 1}, {"LAST", 2}}));
}

TEST_F(Toolkit, AUserFolderHoldingTheHeaderMakesItTheUsers) {
  touch("user/vector", "#include <map>\n");
  Options.ExtraArgs = {"-I" + path("user")};
  EXPECT_EQ(headers("", "#include <cub/cub.cuh>\n#include <vector>\n", Options),
            (Headers{"cub/cub.cuh", "map"}));
  Options.ExtraArgs = {"-I", "relative/dir"}; // what it holds is unknown
  EXPECT_EQ(headers("", "#include <cub/cub.cuh>\n", Options), Headers());
}

TEST_F(Toolkit, NoneWithoutARealToolkit) {
  Options.FallbackSdk = true;
  EXPECT_EQ(headers("", "#include <vector>\n", Options), Headers());
  Options.FallbackSdk = false;
  Options.CudaPath = path("user");
  EXPECT_EQ(headers("", "#include <vector>\n", Options), Headers());
}

TEST_F(Toolkit, ThroughTheUserHeaders) {
  touch("src/common.h", "// shared\n#pragma once\n#include <vector>\n"
                        "#include \"cuda_runtime.h\"\n#define N 4\n"
                        "struct S { int a[N]; };\n");
  std::string Main = path("src/a.cu");
  LibraryPrefix Prefix = libraryPrefix(Main,
                                       "#include <cub/cub.cuh>\n#include "
                                       "\"common.h\"\n#include <algorithm>\n",
                                       Options);
  EXPECT_EQ(Prefix.Headers,
            (Headers{"cub/cub.cuh", "vector", "cuda_runtime.h", "algorithm"}));
  using Macros = std::vector<std::pair<std::string, size_t>>;
  EXPECT_EQ(Prefix.Macros, (Macros{{"N", 3}}));
  // A guard is not the user's macro; its #endif closes no conditional.
  touch("src/all.h", "#ifndef ALL_H\n#define ALL_H // guard\n"
                     "#include <vector>\n#endif // ALL_H\n");
  Prefix = libraryPrefix(Main,
                         "#include \"all.h\"\n#include \"all.h\"\n"
                         "#include <cub/cub.cuh>\nint x;\n",
                         Options);
  EXPECT_EQ(Prefix.Headers, (Headers{"vector", "cub/cub.cuh"}));
  EXPECT_EQ(Prefix.Macros, Macros());
}

TEST_F(Toolkit, UserHeadersAreFoundAsClangFindsThem) {
  touch("user/mylib.h", "#include <vector>\nint y;\n");
  touch("user/loop.h", "#include <vector>\n#include \"loop.h\"\n");
  touch("user/guard.h", "#ifndef A\n#define B\n#include <vector>\n#endif\n");
  touch("user/open.h", "#ifdef A\nint x;\n");
  std::string Main = path("src/a.cu");
  // Not beside the file: through -I; nowhere: as <name>.
  EXPECT_EQ(headers(Main, "#include \"mylib.h\"\n", Options), Headers());
  Options.ExtraArgs = {"-I" + path("user")};
  EXPECT_EQ(headers(Main, "#include \"mylib.h\"\n", Options),
            Headers{"vector"});
  EXPECT_EQ(headers(Main,
                    "#include \"cub/cub.cuh\"\n"
                    "#include \"" +
                        path("user/mylib.h") + "\"\n",
                    Options),
            (Headers{"cub/cub.cuh", "vector"}));
  // A header included again adds nothing.
  EXPECT_EQ(headers(Main,
                    "#include \"loop.h\"\n#include <vector>\n"
                    "#include <cub/cub.cuh>\n",
                    Options),
            (Headers{"vector", "cub/cub.cuh"}));
  // Not a guard: the include is conditional. An #if a header leaves open
  // stops the walk.
  EXPECT_EQ(headers(Main, "#include \"guard.h\"\n", Options), Headers());
  EXPECT_EQ(headers(Main, "#include \"open.h\"\n#include <vector>\n", Options),
            Headers());
}

} // namespace
