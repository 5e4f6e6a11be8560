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

TEST_F(Toolkit, TheLeadingRunOfToolkitAndStandardHeaders) {
  EXPECT_EQ(leadingLibraryIncludes("",
                                   "// scan\n#pragma once\n/* a\n b */\n"
                                   "#include <cub/cub.cuh> // CUB\n"
                                   "  #  include <vector>\n"
                                   "#include <cuda_runtime.h>\n"
                                   "int x;\n#include <algorithm>\n",
                                   Options),
            (Headers{"cub/cub.cuh", "vector", "cuda_runtime.h"}));
}

TEST_F(Toolkit, StopsWhereAnythingElseComesFirst) {
  for (const char *Source :
       {"#define CUB_IGNORE 1\n#include <cub/cub.cuh>\n",
        "#include \"local.h\"\n#include <cub/cub.cuh>\n",
        "#if 1\n#include <cub/cub.cuh>\n#endif\n",
        "#include <mylib.h>\n#include <cub/cub.cuh>\n",
        "#include <cub/cub.cuh> int x;\n", "/* open\n#include <vector>\n"})
    EXPECT_EQ(leadingLibraryIncludes("", Source, Options), Headers()) << Source;
  EXPECT_EQ(leadingLibraryIncludes("",
                                   "#include <vector>\n#include <nowhere.h>\n"
                                   "#include <cub/cub.cuh>\n",
                                   Options),
            Headers{"vector"});
}

TEST_F(Toolkit, AUserFolderHoldingTheHeaderStopsIt) {
  touch("user/vector");
  Options.ExtraArgs = {"-I" + path("user")};
  EXPECT_EQ(leadingLibraryIncludes(
                "", "#include <cub/cub.cuh>\n#include <vector>\n", Options),
            Headers{"cub/cub.cuh"});
  Options.ExtraArgs = {"-I", "relative/dir"}; // what it holds is unknown
  EXPECT_EQ(leadingLibraryIncludes("", "#include <cub/cub.cuh>\n", Options),
            Headers());
}

TEST_F(Toolkit, NoneWithoutARealToolkit) {
  Options.FallbackSdk = true;
  EXPECT_EQ(leadingLibraryIncludes("", "#include <vector>\n", Options),
            Headers());
  Options.FallbackSdk = false;
  Options.CudaPath = path("user");
  EXPECT_EQ(leadingLibraryIncludes("", "#include <vector>\n", Options),
            Headers());
}

TEST_F(Toolkit, ThroughTheUserHeadersIncludedFirst) {
  // common.h's own leading run counts, up to what ends it; the main file's
  // run ends there too (the #define could change what follows).
  touch("src/common.h", "// shared\n#pragma once\n#include <vector>\n"
                        "#include \"cuda_runtime.h\"\n#define N 4\n");
  std::string Main = path("src/a.cu");
  EXPECT_EQ(leadingLibraryIncludes(Main,
                                   "#include <cub/cub.cuh>\n#include "
                                   "\"common.h\"\n#include <algorithm>\n",
                                   Options),
            (Headers{"cub/cub.cuh", "vector", "cuda_runtime.h"}));
  // A guarded header of includes only: the main file's run goes on.
  touch("src/all.h", "#ifndef ALL_H\n#define ALL_H // guard\n"
                     "#include <vector>\n#endif // ALL_H\n");
  EXPECT_EQ(leadingLibraryIncludes(Main,
                                   "#include \"all.h\"\n#include <vector>\n"
                                   "#include <cub/cub.cuh>\nint x;\n",
                                   Options),
            (Headers{"vector", "cub/cub.cuh"}));
}

TEST_F(Toolkit, UserHeadersAreFoundAsClangFindsThem) {
  touch("user/mylib.h", "#include <vector>\nint y;\n");
  touch("user/loop.h", "#include <vector>\n#include \"loop.h\"\n");
  touch("user/guard.h", "#ifndef A\n#define B\n#include <vector>\n#endif\n");
  std::string Main = path("src/a.cu");
  // Not beside the file: through -I; nowhere: as <name>.
  EXPECT_EQ(leadingLibraryIncludes(Main, "#include \"mylib.h\"\n", Options),
            Headers());
  Options.ExtraArgs = {"-I" + path("user")};
  EXPECT_EQ(leadingLibraryIncludes(Main, "#include \"mylib.h\"\n", Options),
            Headers{"vector"});
  EXPECT_EQ(leadingLibraryIncludes(Main,
                                   "#include \"cub/cub.cuh\"\n"
                                   "#include \"" +
                                       path("user/mylib.h") + "\"\n",
                                   Options),
            (Headers{"cub/cub.cuh", "vector"}));
  // A header that includes itself, or whose guard is not one, ends the run.
  EXPECT_EQ(leadingLibraryIncludes(Main,
                                   "#include \"loop.h\"\n#include <vector>\n"
                                   "#include <cub/cub.cuh>\n",
                                   Options),
            Headers{"vector"});
  EXPECT_EQ(leadingLibraryIncludes(Main, "#include \"guard.h\"\n", Options),
            Headers());
}

} // namespace
