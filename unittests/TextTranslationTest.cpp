//===- TextTranslationTest.cpp - One file from memory, as the batch tool --===//
//
// translateText() is what the language server shows; runTranslation() is
// what `cu2hip FILE -o OUT` writes. Same text in, same text and findings
// out, or the editor and the batch tool disagree.
//
//===----------------------------------------------------------------------===//
#include "cu2hip/Driver/Driver.h"
#include "cu2hip/Frontend/SdkPch.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/Version.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace cu2hip;
namespace fs = llvm::sys::fs;

namespace {

// A rename the tokens give, and a wave64 fix only the AST gives.
const char *const Source = "#include <cuda_runtime.h>\n"
                           "__global__ void k(int *o) {\n"
                           "  int tid = threadIdx.x;\n"
                           "  o[0] = tid % 32;\n"
                           "}\n"
                           "void f(void **p) { cudaMalloc(p, 4); }\n";

class TextTranslationTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(fs::createUniqueDirectory("text-translation", Dir));
    Input = (Dir + "/a.cu").str();
    Output = (Dir + "/a.hip.cu").str();
    Options.Frontend.CudaPath = CU2HIP_MOCK_CUDA_DIR;
    Options.Frontend.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
    Options.Translate.Target = Table.newestKnownVersion();
  }
  void TearDown() override { fs::remove_directories(Dir); }

  void write(const std::string &Path, llvm::StringRef Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    ASSERT_FALSE(EC);
    OS << Text;
  }

  static std::vector<std::string> describe(const std::vector<Finding> &Fs) {
    std::vector<std::string> Out;
    for (const Finding &F : Fs) {
      std::string D = diagInfo(F.Kind).Id.str() + " " + std::to_string(F.Line) +
                      ":" + std::to_string(F.Column) + " " + F.Message;
      for (const FixIt &Fix : F.Fixes)
        D += " [" + std::to_string(Fix.Offset) + "+" +
             std::to_string(Fix.Length) + " -> " + Fix.Text + "]";
      Out.push_back(D);
    }
    return Out;
  }

  static const MappingTable Table;
  llvm::SmallString<256> Dir;
  std::string Input, Output;
  DriverOptions Options;
};
const MappingTable TextTranslationTest::Table;

TEST_F(TextTranslationTest, SameAsTheBatchTool) {
  write(Input, Source);
  DriverOptions Batch = Options;
  Batch.Inputs = {Input};
  Batch.Output = Output;
  llvm::Expected<RunResult> Run = runTranslation(Batch, Table);
  ASSERT_TRUE(bool(Run)) << llvm::toString(Run.takeError());
  auto Written = llvm::MemoryBuffer::getFile(Output);
  ASSERT_TRUE(bool(Written));

  llvm::Expected<TextTranslation> T =
      translateText(Input, Source, Options, Table, nullptr);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  EXPECT_EQ(T->Text, (*Written)->getBuffer());
  EXPECT_NE(T->Text.find("hipMalloc"), std::string::npos);
  // The edits, on the text given, make that text: an editor applies them.
  EditSet Edits;
  for (const Edit &E : T->Edits)
    ASSERT_TRUE(Edits.add(E));
  EXPECT_FALSE(Edits.empty());
  EXPECT_EQ(Edits.apply(Source), T->Text);
  EXPECT_EQ(describe(T->Result.Findings), describe(Run->Files[0].Findings));
  // The AST ran: the wave64 finding and its fix are there.
  ASSERT_FALSE(T->Result.Findings.empty());
  EXPECT_FALSE(T->Result.Findings.front().Fixes.empty());

  // With the SDK precompiled, as the server parses: the same again.
  SdkPchCache Pchs("", Table);
  llvm::Expected<TextTranslation> WithPch =
      translateText(Input, Source, Options, Table, &Pchs);
  ASSERT_TRUE(bool(WithPch)) << llvm::toString(WithPch.takeError());
  EXPECT_EQ(WithPch->Text, T->Text);
  EXPECT_EQ(describe(WithPch->Result.Findings), describe(T->Result.Findings));
}

TEST_F(TextTranslationTest, TheTextGivenNotTheFileOnDisk) {
  write(Input, "int unrelated;\n");
  llvm::Expected<TextTranslation> T =
      translateText(Input, Source, Options, Table, nullptr);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  EXPECT_TRUE(T->UsesCuda);
  EXPECT_NE(T->Text.find("hipMalloc"), std::string::npos);
  // A file that does not exist yet (an unsaved new buffer) translates too.
  T = translateText((Dir + "/new.cu").str(), Source, Options, Table, nullptr);
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  EXPECT_NE(T->Text.find("hipMalloc"), std::string::npos);
}

TEST_F(TextTranslationTest, CancelledOrNotASource) {
  std::atomic<bool> Cancel{true};
  Options.Cancel = &Cancel;
  llvm::Expected<TextTranslation> T =
      translateText(Input, Source, Options, Table, nullptr);
  EXPECT_FALSE(bool(T));
  llvm::consumeError(T.takeError());
  Options.Cancel = nullptr;
  T = translateText(Input, llvm::StringRef("\0\0\0\0", 4), Options, Table,
                    nullptr);
  ASSERT_FALSE(bool(T));
  EXPECT_NE(llvm::toString(T.takeError()).find("a.cu"), std::string::npos);
}

} // namespace
