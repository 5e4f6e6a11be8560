//===- LspFeaturesTest.cpp - Edit hints, source actions, finding hovers ---===//
//
// The pure functions under the language server's answers: what the
// translation's edits become as hints, how whole-file actions are made,
// which kinds context.only lets through, and where a translation is written.
//
//===----------------------------------------------------------------------===//
#include "Lsp/Features.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
namespace json = llvm::json;

namespace {

// "g(s)" at 15, "hipFree" at 21, "register " at 33.
const char *const Source = "cudaMalloc(p); g(s); hipFree(q); register int i;";

/// An include added, a rename, a wrapping's two halves taken together (the
/// group 7), a name already in its HIP form, a keyword dropped: in the
/// order an EditSet keeps them.
std::vector<Edit> sourceEdits() {
  return {{0, 0, "#include <hip/hip_runtime.h>\n"},
          {0, 10, "hipMalloc"},
          {17, 0, "W(", 7},
          {18, 0, ")", 7},
          {21, 7, "hipFree"},
          {33, 9, ""}};
}

TEST(LspFeaturesTest, EditsBecomeHintsOnePerChange) {
  std::vector<EditHint> Hints = editHints(Source, sourceEdits());
  ASSERT_EQ(Hints.size(), 4u); // hipFree changes nothing
  std::vector<std::string> Messages;
  for (const EditHint &H : Hints)
    Messages.push_back(std::to_string(H.Begin) + "-" + std::to_string(H.End) +
                       " " + std::to_string(H.Edits.size()) + " " +
                       hintMessage(H, Source));
  EXPECT_EQ(Messages, (std::vector<std::string>{
                          "0-0 1 adds '#include <hip/hip_runtime.h>'",
                          "0-10 1 'cudaMalloc' becomes 'hipMalloc'",
                          "17-18 2 's' becomes 'W(s)'",
                          "33-42 1 removes 'register'",
                      }));
}

TEST(LspFeaturesTest, QuotedTextIsOneShortLineOfUtf8) {
  EXPECT_EQ(shortQuote("  name\n"), "'name'");
  EXPECT_EQ(shortQuote("first\nsecond"), "'first...'");
  std::string Long(70, 'a');
  EXPECT_EQ(shortQuote(Long), "'" + std::string(60, 'a') + "...'");
  // 'é' at bytes 59-60: the cut does not split it.
  std::string Accented = std::string(59, 'a') + "\xc3\xa9" + "bbbb";
  std::string Q = shortQuote(Accented);
  EXPECT_EQ(Q, "'" + std::string(59, 'a') + "...'");
  EXPECT_TRUE(json::isUTF8(Q));
}

TEST(LspFeaturesTest, FixTitles) {
  EXPECT_EQ(fixTitle("", "x"), "insert 'x'");
  EXPECT_EQ(fixTitle("x", ""), "remove 'x'");
  EXPECT_EQ(fixTitle("a", "b"), "replace 'a' with 'b'");
}

TEST(LspFeaturesTest, OnlyTakesKindsAndTheKindsBelowThem) {
  EXPECT_TRUE(kindRequested("quickfix", std::nullopt));
  std::optional<std::vector<std::string>> Source = {{"source"}};
  EXPECT_TRUE(kindRequested("source.fixAll.cu2hip", Source));
  EXPECT_TRUE(kindRequested("source.cu2hip.translate", Source));
  EXPECT_FALSE(kindRequested("quickfix", Source));
  std::optional<std::vector<std::string>> Prefix = {{"source.fix"}};
  EXPECT_FALSE(kindRequested("source.fixAll.cu2hip", Prefix));
  std::optional<std::vector<std::string>> Two = {{"quickfix", "source.cu2hip"}};
  EXPECT_TRUE(kindRequested("quickfix", Two));
  EXPECT_TRUE(kindRequested("source.cu2hip.rewrite", Two));
  EXPECT_FALSE(kindRequested("source.fixAll.cu2hip", Two));
  EXPECT_FALSE(kindRequested("quickfix", std::vector<std::string>{}));
}

TEST(LspFeaturesTest, RewriteIsTheEditsWhenTheyMakeTheTranslation) {
  std::vector<Edit> Edits = sourceEdits();
  EditSet All;
  for (const Edit &E : Edits)
    ASSERT_TRUE(All.add(E));
  std::string Translated = All.apply(Source);
  std::vector<Edit> Rewrite = rewriteEdits(Source, Translated, Edits);
  ASSERT_EQ(Rewrite.size(), 5u); // less the one that changes nothing
  EXPECT_EQ(Rewrite[3].Offset, 18u);
  EXPECT_EQ(Rewrite[4].Offset, 33u);
  // Text the edits do not make: one replacement of the whole.
  Rewrite = rewriteEdits(Source, "other text", Edits);
  ASSERT_EQ(Rewrite.size(), 1u);
  EXPECT_EQ(Rewrite[0].Offset, 0u);
  EXPECT_EQ(Rewrite[0].Length, std::strlen(Source));
  EXPECT_EQ(Rewrite[0].Text, "other text");
}

Finding withFixes(unsigned Offset, std::vector<FixIt> Fixes) {
  Finding F(DiagKind::CudaArchCondition, Offset, 1, Offset + 1, "m");
  F.Fixes = std::move(Fixes);
  return F;
}

TEST(LspFeaturesTest, AllFixesOnceEachWithoutOverlaps) {
  std::vector<Finding> Findings = {
      withFixes(20, {{20, 4, "b"}, {2, 0, "a"}}),
      withFixes(20, {{20, 4, "b"}}), // the same fix again
      withFixes(21, {{21, 6, "c"}}), // overlaps the first
      withFixes(30, {{30, 1, ""}}),
  };
  std::vector<Edit> Fixes = allFixes(Findings);
  ASSERT_EQ(Fixes.size(), 3u);
  EXPECT_EQ(Fixes[0].Offset, 2u);
  EXPECT_EQ(Fixes[0].Text, "a");
  EXPECT_EQ(Fixes[1].Offset, 20u);
  EXPECT_EQ(Fixes[1].Text, "b");
  EXPECT_EQ(Fixes[2].Offset, 30u);
}

TEST(LspFeaturesTest, TranslationPathIsStemHipExtension) {
  EXPECT_EQ(translationPathOf("/w/saxpy.cu"), "/w/saxpy.hip.cu");
  EXPECT_EQ(translationPathOf("/w/k.cuh"), "/w/k.hip.cuh");
  EXPECT_EQ(translationPathOf("/w/a.b.cpp"), "/w/a.b.hip.cpp");
  EXPECT_EQ(translationPathOf("/w/kernel"), "/w/kernel.hip");
}

Analysis analysisOf(llvm::StringRef Text) {
  Analysis A;
  A.Uri = "file:///w/a.cu";
  A.Version = 3;
  A.Source = Text.str();
  A.Translation.Edits = sourceEdits();
  A.Translation.Result.Findings.push_back(withFixes(0, {{0, 4, "hip"}}));
  return A;
}

TEST(LspFeaturesTest, HintsFollowTheFindingsUnlessTurnedOff) {
  Analysis A = analysisOf(Source);
  auto Severities = [&](bool Hints) {
    json::Value P = publishParams(A, "https://d/docs/diagnostics/", Hints);
    std::vector<int64_t> Out;
    for (const json::Value &D : *P.getAsObject()->getArray("diagnostics"))
      Out.push_back(*D.getAsObject()->getInteger("severity"));
    return Out;
  };
  EXPECT_EQ(Severities(true), (std::vector<int64_t>{2, 4, 4, 4, 4}));
  EXPECT_EQ(Severities(false), (std::vector<int64_t>{2}));

  json::Value P = publishParams(A, "https://d/docs/diagnostics/", true);
  const json::Object *Hint =
      P.getAsObject()->getArray("diagnostics")->back().getAsObject();
  EXPECT_EQ(Hint->getString("code"), "cu2hip-edit");
  EXPECT_EQ(Hint->getObject("codeDescription")->getString("href"),
            "https://d/docs/lsp.md#edit-hints");

  // The quick fixes at the wrapping: the hint's, only with hints on.
  Range AtS{{0, 17}, {0, 17}};
  EXPECT_EQ(quickFixes(A, AtS, "", true).size(), 1u);
  EXPECT_EQ(quickFixes(A, AtS, "", false).size(), 0u);
}

TEST(LspFeaturesTest, HoverShowsTheFindingsThere) {
  static const MappingTable Table;
  llvm::StringRef Text = "#if defined(__CUDA_ARCH__)\nint x;\n";
  Finding F(DiagKind::CudaArchCondition, 0, 1, 1, "'__CUDA_ARCH__' is *false*");
  F.Length = 26;
  std::vector<Finding> Findings = {F};
  TranslateOptions Options;
  auto Markdown = [&](size_t Offset) -> std::string {
    json::Value H = hoverAt(Text, Offset, Table, Options, "u/", Findings);
    if (H.kind() == json::Value::Null)
      return "null";
    return H.getAsObject()->getObject("contents")->getString("value")->str();
  };
  EXPECT_EQ(Markdown(1), "warning: '\\_\\_CUDA\\_ARCH\\_\\_' is \\*false\\* "
                         "([cu2hip-cuda-arch-condition](u/"
                         "cuda-arch-condition.md))");
  std::string Both = Markdown(14);
  EXPECT_EQ(Both.find("`__CUDA_ARCH__`"), 0u);
  EXPECT_NE(Both.find("\n\n---\n\nwarning: "), std::string::npos);
  EXPECT_EQ(Markdown(30), "null");
}

} // namespace
