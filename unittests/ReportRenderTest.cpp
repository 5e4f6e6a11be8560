//===- ReportRenderTest.cpp - The Markdown, HTML and SARIF renderings -----===//
///
/// \file
/// The renderings of a report whose findings offer fixes (no analysis in
/// the lit tests offers one yet), on a line with non-ASCII text before the
/// finding, so that SARIF's code-point columns differ from the JSON's bytes.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Report/Report.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::HasSubstr;
namespace json = llvm::json;

namespace {

// "é" is two bytes: byte column 21 is code-point column 20.
constexpr const char *ReportText = R"json({
  "schema": "cu2hip-report", "schema_version": 3,
  "tool": {"name": "cu2hip", "version": "9.8.7"},
  "target": {"hip_version": "6.2"},
  "frontend": {"ast": true, "cuda_headers": "toolkit", "cuda_path": "/cuda"},
  "summary": {"files": 1, "translated": 1, "copied": 0, "failed": 0,
    "generated": 0, "replacements": 1,
    "findings_by_severity": {"warning": 1},
    "findings_by_id": {"cu2hip-wave64-lane-mask": 1},
    "findings_by_category": {"wave64": 1},
    "api_uses": {"total": 4, "automatic": 3, "manual": 1, "automatic_percent": 75},
    "effort": {"low": 0, "medium": 1, "high": 0, "hours": 1,
      "hours_per_site": {"low": 0.25, "medium": 1, "high": 4}},
    "hazards_by_kind": {"cu2hip-wave64-lane-mask": 1}},
  "libraries": [], "kernels": [],
  "diagnostics": [{"id": "cu2hip-wave64-lane-mask", "severity": "warning",
    "effort": "medium", "category": "wave64", "summary": "a 32-bit lane mask",
    "doc": "https://d.example/wave64-lane-mask.md"}],
  "files": [{"input": "src/my k.cu", "output": "out/my k.cu",
    "status": "translated", "replacements": 1, "parsed_cleanly": true,
    "api_uses": {"automatic": 3, "manual": 1},
    "findings": [{"id": "cu2hip-wave64-lane-mask", "severity": "warning",
      "effort": "medium", "category": "wave64", "line": 6, "column": 21,
      "length": 10, "message": "mask '0xffffffff' names 32 lanes | of 64",
      "source": "  /* é */ m = vote(0xffffffff);",
      "fixes": [
        {"offset": 119, "line": 6, "column": 21, "length": 10,
         "replacement": "~0ull", "output_offset": 120},
        {"offset": 40, "line": 2, "column": 1, "length": 0,
         "replacement": "#include <x>\n", "output_offset": 40}]}]}]
})json";

json::Object parse(llvm::StringRef Text) {
  llvm::Expected<json::Value> V = json::parse(Text);
  EXPECT_TRUE(static_cast<bool>(V)) << llvm::toString(V.takeError());
  return std::move(*V->getAsObject());
}

std::string render(void (*Render)(const json::Object &, llvm::raw_ostream &)) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  Render(parse(ReportText), OS);
  return Out;
}

TEST(ReportRenderTest, SarifFixesUseCodePointsAndBytes) {
  json::Object Log = parse(render(renderSarifReport));
  json::Object &Run = *(*Log.getArray("runs"))[0].getAsObject();
  EXPECT_EQ(Run.getString("columnKind"), "unicodeCodePoints");
  json::Object &Result = *(*Run.getArray("results"))[0].getAsObject();
  EXPECT_EQ(Result.getString("ruleId"), "cu2hip-wave64-lane-mask");
  EXPECT_EQ(Result.getInteger("ruleIndex"), 0);
  json::Object &Physical =
      *(*Result.getArray("locations"))[0].getAsObject()->getObject(
          "physicalLocation");
  EXPECT_EQ(Physical.getObject("artifactLocation")->getString("uri"),
            "src/my%20k.cu");
  json::Object &Region = *Physical.getObject("region");
  EXPECT_EQ(Region.getInteger("startLine"), 6);
  EXPECT_EQ(Region.getInteger("startColumn"), 20);
  EXPECT_EQ(Region.getInteger("endColumn"), 30);

  json::Object &Fix = *(*Result.getArray("fixes"))[0].getAsObject();
  EXPECT_EQ(Fix.getObject("description")->getString("text"),
            "Apply the 2 replacements cu2hip offers for this finding");
  json::Object &Change = *(*Fix.getArray("artifactChanges"))[0].getAsObject();
  json::Array &Replacements = *Change.getArray("replacements");
  ASSERT_EQ(Replacements.size(), 2u);
  // On the finding's line: columns converted, bytes exact.
  json::Object &Same = *Replacements[0].getAsObject();
  json::Object &Deleted = *Same.getObject("deletedRegion");
  EXPECT_EQ(Deleted.getInteger("startLine"), 6);
  EXPECT_EQ(Deleted.getInteger("startColumn"), 20);
  EXPECT_EQ(Deleted.getInteger("endColumn"), 30);
  EXPECT_EQ(Deleted.getInteger("byteOffset"), 119);
  EXPECT_EQ(Deleted.getInteger("byteLength"), 10);
  EXPECT_EQ(Same.getObject("insertedContent")->getString("text"), "~0ull");
  // On another line, whose text the report lacks: bytes only.
  json::Object &Other =
      *Replacements[1].getAsObject()->getObject("deletedRegion");
  EXPECT_FALSE(Other.getInteger("startLine"));
  EXPECT_FALSE(Other.getInteger("startColumn"));
  EXPECT_EQ(Other.getInteger("byteOffset"), 40);
  EXPECT_EQ(Other.getInteger("byteLength"), 0);
}

TEST(ReportRenderTest, MarkdownShowsFixesAndEscapes) {
  std::string Md = render(renderMarkdownReport);
  // The quoted name as code, the '|' escaped; the fixes under the finding.
  EXPECT_THAT(Md, HasSubstr("  mask `0xffffffff` names 32 lanes \\| of 64\n"
                            "  ```cuda\n"
                            "    /* \u00e9 */ m = vote(0xffffffff);\n"
                            "  ```\n"
                            "  - Offered fix (not applied): replace "
                            "`0xffffffff` at 6:21 with `~0ull`.\n"
                            "  - Offered fix (not applied): insert "
                            "`#include <x> ` at 2:1.\n"));
  EXPECT_THAT(Md, HasSubstr("- **ROCm libraries needed:** none.\n"));
}

TEST(ReportRenderTest, HtmlShowsFixes) {
  std::string Html = render(renderHtmlReport);
  EXPECT_THAT(Html,
              HasSubstr("<div class=\"fix\">Offered fix (not applied): replace "
                        "<code>0xffffffff</code> with <code>~0ull</code> at "
                        "line 6:21</div>"));
  EXPECT_THAT(Html, HasSubstr("<code>#include &lt;x&gt;\n</code> at line 2:1"));
}

} // namespace
