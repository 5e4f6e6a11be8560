//===- LspDocumentsTest.cpp - UTF-16 positions and incremental edits ------===//
#include "cu2hip/Lsp/Documents.h"
#include "gtest/gtest.h"

using namespace cu2hip::lsp;

namespace {

// "é" is 2 bytes and 1 UTF-16 unit; "𝑥" (U+1D465) 4 bytes and 2 units.
const std::string Text = "a\xc3\xa9"
                         "b\n"
                         "\xf0\x9d\x91\xa5=1;\r\n"
                         "end";

TEST(LspDocumentsTest, PositionsCountUtf16Units) {
  EXPECT_EQ(offsetOf(Text, {0, 0}), 0u);
  EXPECT_EQ(offsetOf(Text, {0, 2}), 3u); // after é
  EXPECT_EQ(offsetOf(Text, {1, 2}), 9u); // after 𝑥
  EXPECT_EQ(offsetOf(Text, {1, 3}), 10u);
  // Past a line's end: its end (before the \r\n).
  EXPECT_EQ(offsetOf(Text, {0, 99}), 4u);
  EXPECT_EQ(offsetOf(Text, {1, 99}), 12u);
  EXPECT_EQ(offsetOf(Text, {2, 3}), Text.size());
  // The line after the last is the end; further is outside.
  EXPECT_EQ(offsetOf(Text, {3, 0}), Text.size());
  EXPECT_EQ(offsetOf(Text, {4, 0}), std::nullopt);
  EXPECT_EQ(offsetOf(Text, {-1, 0}), std::nullopt);

  EXPECT_EQ(positionOf(Text, 3), (Position{0, 2}));
  EXPECT_EQ(positionOf(Text, 9), (Position{1, 2}));
  EXPECT_EQ(positionOf(Text, 7), (Position{1, 0})); // inside 𝑥: its start
  EXPECT_EQ(positionOf(Text, 9999), (Position{2, 3}));
  for (size_t Offset : {0, 1, 3, 4, 5, 9, 10, 12, 14, 17}) {
    std::optional<size_t> Back = offsetOf(Text, positionOf(Text, Offset));
    EXPECT_EQ(Back, Offset) << "offset " << Offset;
  }
}

TEST(LspDocumentsTest, LineIndexAgreesWithPositionOf) {
  std::string Texts[] = {
      Text, "", "\n\n", "no line break", Text + "\n", "a\rb\r\nc\nd\r"};
  for (const std::string &T : Texts) {
    LineIndex Lines(T);
    for (size_t Offset = 0; Offset <= T.size() + 1; ++Offset)
      EXPECT_EQ(Lines.positionOf(Offset), positionOf(T, Offset))
          << "offset " << Offset << " of '" << T << "'";
  }
}

TEST(LspDocumentsTest, LinesEndAtEachOfLspsLineBreaks) {
  // `\n`, `\r\n` and a lone `\r` (found by fuzz/LspDocumentsFuzzer.cpp:
  // a lone `\r` was read as a character of its line).
  const std::string Breaks = "a\rb\r\nc\nd\r";
  EXPECT_EQ(offsetOf(Breaks, {1, 0}), 2u);
  EXPECT_EQ(offsetOf(Breaks, {1, 5}), 3u);
  EXPECT_EQ(offsetOf(Breaks, {2, 0}), 5u);
  EXPECT_EQ(offsetOf(Breaks, {4, 0}), Breaks.size());
  EXPECT_EQ(offsetOf(Breaks, {5, 0}), Breaks.size()); // after the last
  EXPECT_EQ(offsetOf(Breaks, {6, 0}), std::nullopt);
  EXPECT_EQ(positionOf(Breaks, 2), (Position{1, 0}));
  EXPECT_EQ(positionOf(Breaks, 4),
            (Position{1, 1})); // inside \r\n: its line's end
  EXPECT_EQ(positionOf(Breaks, Breaks.size()), (Position{4, 0}));
}

TEST(LspDocumentsTest, IncrementalChangesInOrder) {
  DocumentStore Docs;
  Docs.open({"file:///a.cu", "cuda", 1, Text});
  DidChangeParams P{"file:///a.cu", 2, {}};
  // Replace 𝑥 with y, then insert at the start, then delete "end".
  P.Changes.push_back({Range{{1, 0}, {1, 2}}, "y"});
  P.Changes.push_back({Range{{0, 0}, {0, 0}}, "//\n"});
  P.Changes.push_back({Range{{3, 0}, {3, 3}}, ""});
  ASSERT_FALSE(bool(Docs.change(P)));
  EXPECT_EQ(Docs.get("file:///a.cu")->Text, "//\na\xc3\xa9"
                                            "b\ny=1;\r\n");
  EXPECT_EQ(Docs.get("file:///a.cu")->Version, 2);

  // A whole-text change, then one outside: all or nothing.
  DidChangeParams Bad{"file:///a.cu", 3, {}};
  Bad.Changes.push_back({std::nullopt, "x\n"});
  Bad.Changes.push_back({Range{{5, 0}, {5, 1}}, "z"});
  llvm::Error E = Docs.change(Bad);
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(llvm::toString(std::move(E)),
            "change range is outside the document of 2 lines");
  EXPECT_EQ(Docs.get("file:///a.cu")->Version, 2);
  EXPECT_EQ(Docs.get("file:///a.cu")->Text, "//\na\xc3\xa9"
                                            "b\ny=1;\r\n");

  DidChangeParams Backwards{"file:///a.cu", 3, {}};
  Backwards.Changes.push_back({Range{{1, 1}, {1, 0}}, ""});
  EXPECT_EQ(llvm::toString(Docs.change(Backwards)),
            "change range ends before it starts");
  EXPECT_EQ(llvm::toString(Docs.change({"file:///b.cu", 1, {}})),
            "didChange for a document that is not open: file:///b.cu");
}

TEST(LspDocumentsTest, FileUris) {
  EXPECT_EQ(pathOfUri("file:///a%20b/c.cu"), "/a b/c.cu");
  EXPECT_EQ(pathOfUri("file://localhost/x.cu"), "/x.cu");
  EXPECT_EQ(pathOfUri("file://otherhost/x.cu"), std::nullopt);
  EXPECT_EQ(pathOfUri("untitled:1"), std::nullopt);
  EXPECT_EQ(pathOfUri("file:///a%2"), std::nullopt);
  EXPECT_EQ(pathOfUri("file:///a%00b"), std::nullopt);
  EXPECT_EQ(uriOfPath("/a b/c+.cu"), "file:///a%20b/c%2B.cu");
  EXPECT_EQ(pathOfUri(uriOfPath("/a b/c+.cu")), "/a b/c+.cu");
}

} // namespace
