//===- OptionChecksTest.cpp - The checks on cu2hip's options --------------===//
#include "cu2hip/Driver/OptionChecks.h"
#include "cu2hip/Report/Report.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// The error's text, or "ok": a check that passes reads plainly.
std::string outcome(llvm::Error E) {
  return E ? llvm::toString(std::move(E)) : "ok";
}
template <class T> std::string outcome(llvm::Expected<T> V) {
  return V ? "ok" : llvm::toString(V.takeError());
}

TEST(OptionChecksTest, CacheLimit) {
  llvm::Expected<uint64_t> Limit = parseCacheLimit("500M");
  ASSERT_TRUE(bool(Limit)) << llvm::toString(Limit.takeError());
  EXPECT_EQ(*Limit, uint64_t(500) << 20);
  llvm::Expected<uint64_t> None = parseCacheLimit("0");
  ASSERT_TRUE(bool(None)) << llvm::toString(None.takeError());
  EXPECT_EQ(*None, 0u);
  EXPECT_EQ(outcome(parseCacheLimit("lots")),
            "--cache-limit 'lots' is not a size (e.g. 2G, 500M, 0 for no "
            "limit)");
  EXPECT_EQ(outcome(parseCacheLimit("")),
            "--cache-limit '' is not a size (e.g. 2G, 500M, 0 for no limit)");
}

TEST(OptionChecksTest, ReportPath) {
  llvm::Expected<ReportFormat> Sarif = parseReportPath("out/r.SARIF.json");
  ASSERT_TRUE(bool(Sarif)) << llvm::toString(Sarif.takeError());
  EXPECT_EQ(*Sarif, ReportFormat::Sarif);
  llvm::Expected<ReportFormat> Stdout = parseReportPath("-");
  ASSERT_TRUE(bool(Stdout)) << llvm::toString(Stdout.takeError());
  EXPECT_EQ(*Stdout, ReportFormat::Json);
  EXPECT_EQ(outcome(parseReportPath("report.txt")),
            "--report report.txt: the extension must name the format (.json, "
            ".md, .html or .sarif)");
}

TEST(OptionChecksTest, DocsUrl) {
  for (StringRef Good : {"https://example.com/docs/", "HTTP://host/",
                         "file:///usr/share/doc/cu2hip/"})
    EXPECT_EQ(outcome(checkDocsUrl(Good)), "ok") << Good.str();
  for (StringRef Bad :
       {"javascript:alert(1)", "data:text/html,x", "ftp://host/", "docs/", ""})
    EXPECT_EQ(outcome(checkDocsUrl(Bad)),
              "--docs-url '" + Bad.str() +
                  "' must be an http://, https:// or file:// URL");
}

TEST(OptionChecksTest, BuildAction) {
  const char *DepFileAlone = "--depfile goes with --source-root (a build "
                             "action's translation of one unit)";
  EXPECT_EQ(outcome(checkBuildAction(std::nullopt, std::nullopt, false)), "ok");
  EXPECT_EQ(outcome(checkBuildAction(StringRef("src"), StringRef("a.d"), true)),
            "ok");
  EXPECT_EQ(outcome(checkBuildAction(std::nullopt, StringRef("a.d"), false)),
            DepFileAlone);
  // Given, even empty, --depfile asks for a build action.
  EXPECT_EQ(outcome(checkBuildAction(std::nullopt, StringRef(""), true)),
            DepFileAlone);
  EXPECT_EQ(outcome(checkBuildAction(std::nullopt, std::nullopt, true)),
            "--no-headers goes with --source-root (a build action's "
            "translation of one unit)");
  EXPECT_EQ(outcome(checkBuildAction(StringRef(""), std::nullopt, false)),
            "--source-root needs a folder");
  // An empty --source-root is no build action for --depfile either.
  EXPECT_EQ(outcome(checkBuildAction(StringRef(""), StringRef("a.d"), false)),
            DepFileAlone);
}

TEST(OptionChecksTest, OffloadArchs) {
  EXPECT_EQ(outcome(checkOffloadArchs({})), "ok");
  EXPECT_EQ(outcome(checkOffloadArchs({"gfx90a", "gfx1030"})), "ok");
  EXPECT_EQ(outcome(checkOffloadArchs({"gfx90a", "sm_80", "x"})),
            "--offload-arch wants AMD targets such as gfx90a, got 'sm_80'");
}

class StandInSdkTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> Dir;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cuda", Dir));
    Toolkit = std::string(Dir);
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Toolkit); }

  DriverOptions with(StringRef CudaPath) {
    DriverOptions O;
    O.Frontend.CudaPath = CudaPath.str();
    return O;
  }
  std::string Toolkit;
};

TEST_F(StandInSdkTest, ToolkitFound) {
  llvm::Expected<bool> StandIn = needsStandInSdk(with(Toolkit), true);
  ASSERT_TRUE(bool(StandIn)) << llvm::toString(StandIn.takeError());
  EXPECT_FALSE(*StandIn);
}

TEST_F(StandInSdkTest, DefaultPathMissing) {
  llvm::Expected<bool> StandIn =
      needsStandInSdk(with(Toolkit + "/missing"), false);
  ASSERT_TRUE(bool(StandIn)) << llvm::toString(StandIn.takeError());
  EXPECT_TRUE(*StandIn);
}

TEST_F(StandInSdkTest, GivenPathMissing) {
  std::string Missing = Toolkit + "/missing";
  EXPECT_EQ(outcome(needsStandInSdk(with(Missing), true)),
            "CUDA path '" + Missing +
                "' does not exist (give --cuda-path, --no-cuda-sdk or "
                "--no-ast)");
}

TEST_F(StandInSdkTest, NoToolkitWanted) {
  DriverOptions NoAst = with(Toolkit + "/missing");
  NoAst.UseAst = false;
  DriverOptions NoSdk = with(Toolkit + "/missing");
  NoSdk.Frontend.FallbackSdk = true;
  for (const DriverOptions &O : {NoAst, NoSdk}) {
    llvm::Expected<bool> StandIn = needsStandInSdk(O, true);
    ASSERT_TRUE(bool(StandIn)) << llvm::toString(StandIn.takeError());
    EXPECT_FALSE(*StandIn);
  }
}

TEST(OptionChecksTest, VerifyOptions) {
  auto GivenOf = [](std::vector<StringRef> Names) {
    return [Names](StringRef Name) { return llvm::is_contained(Names, Name); };
  };
  EXPECT_EQ(outcome(checkVerifyOptions(GivenOf({}))), "ok");
  // --force: verify's work folder follows the tree mode's ownership rule.
  EXPECT_EQ(outcome(checkVerifyOptions(GivenOf({"o", "report", "I", "force"}))),
            "ok");
  for (StringRef Name : {"in-place", "backup-suffix", "export-fixes",
                         "mark-sites", "roc", "parse-stats"})
    EXPECT_EQ(outcome(checkVerifyOptions(GivenOf({Name}))),
              "--" + Name.str() +
                  " is an option of translation, not of verify");
  // Several: the first of the list above is named.
  EXPECT_EQ(outcome(checkVerifyOptions(GivenOf({"parse-stats", "roc"}))),
            "--roc is an option of translation, not of verify");
}

} // namespace
