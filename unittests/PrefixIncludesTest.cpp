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
  void touch(llvm::StringRef Rel) {
    std::string P = path(Rel);
    fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream(P, EC) << "";
  }

  llvm::SmallString<128> Root;
  FrontendOptions Options;
};

TEST_F(Toolkit, TheLeadingRunOfToolkitAndStandardHeaders) {
  EXPECT_EQ(leadingLibraryIncludes("// scan\n#pragma once\n/* a\n b */\n"
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
    EXPECT_EQ(leadingLibraryIncludes(Source, Options), Headers()) << Source;
  EXPECT_EQ(leadingLibraryIncludes("#include <vector>\n#include <nowhere.h>\n"
                                   "#include <cub/cub.cuh>\n",
                                   Options),
            Headers{"vector"});
}

TEST_F(Toolkit, AUserFolderHoldingTheHeaderStopsIt) {
  touch("user/vector");
  Options.ExtraArgs = {"-I" + path("user")};
  EXPECT_EQ(leadingLibraryIncludes(
                "#include <cub/cub.cuh>\n#include <vector>\n", Options),
            Headers{"cub/cub.cuh"});
  Options.ExtraArgs = {"-I", "relative/dir"}; // what it holds is unknown
  EXPECT_EQ(leadingLibraryIncludes("#include <cub/cub.cuh>\n", Options),
            Headers());
}

TEST_F(Toolkit, NoneWithoutARealToolkit) {
  Options.FallbackSdk = true;
  EXPECT_EQ(leadingLibraryIncludes("#include <vector>\n", Options), Headers());
  Options.FallbackSdk = false;
  Options.CudaPath = path("user");
  EXPECT_EQ(leadingLibraryIncludes("#include <vector>\n", Options), Headers());
}

} // namespace
