//===- LspTransportTest.cpp - Content-Length framing, malformed input -----===//
#include "cu2hip/Lsp/Transport.h"
#include "gtest/gtest.h"

using namespace cu2hip::lsp;

namespace {

/// A reader over \p Input, handed out \p Chunk bytes at a time (framing
/// must not depend on how reads split the stream).
MessageReader readerOf(std::string Input, size_t Chunk, size_t MaxBody = 100,
                       size_t MaxHeader = 64) {
  auto Pos = std::make_shared<size_t>(0);
  auto Text = std::make_shared<std::string>(std::move(Input));
  return MessageReader(
      [=](char *Buf, size_t Size) {
        size_t N = std::min({Size, Chunk, Text->size() - *Pos});
        memcpy(Buf, Text->data() + *Pos, N);
        *Pos += N;
        return N;
      },
      MaxBody, MaxHeader);
}

/// Every frame, as "body:<text>", "bad:<why>", "large:<why>", up to "end".
std::vector<std::string> frames(const std::string &Input, size_t Chunk) {
  MessageReader R = readerOf(Input, Chunk);
  std::vector<std::string> Out;
  for (unsigned I = 0; I < 20; ++I) {
    Frame F = R.read();
    switch (F.K) {
    case Frame::Kind::Body:
      Out.push_back("body:" + F.Body);
      continue;
    case Frame::Kind::BadHeader:
      Out.push_back("bad:" + F.Error);
      continue;
    case Frame::Kind::TooLarge:
      Out.push_back("large:" + F.Error);
      continue;
    case Frame::Kind::End:
      Out.emplace_back("end");
      return Out;
    }
  }
  return Out;
}

TEST(LspTransportTest, FramesWhateverTheReadSizes) {
  std::string Input = "Content-Length: 2\r\n\r\n{}"
                      "content-length:3\r\nContent-Type: x\r\n\r\n[1]"
                      "\r\nContent-Length: 0\r\n\r\n";
  std::vector<std::string> Want = {"body:{}", "body:[1]", "body:", "end"};
  for (size_t Chunk : {1, 2, 7, 4096})
    EXPECT_EQ(frames(Input, Chunk), Want) << "chunk " << Chunk;
}

TEST(LspTransportTest, MalformedHeadersAreSkipped) {
  EXPECT_EQ(frames("Content-Type: x\r\n\r\nContent-Length: 1\r\n\r\n1", 3),
            (std::vector<std::string>{"bad:header block without Content-Length",
                                      "body:1", "end"}));
  EXPECT_EQ(
      frames("Content-Length: -1\r\n\r\n", 3),
      (std::vector<std::string>{"bad:Content-Length is not a number", "end"}));
  // A header past the bound is dropped as it is read, not held.
  EXPECT_EQ(
      frames("X: " + std::string(1000, 'a') +
                 "\r\nContent-Length: 1\r\n\r\n1Content-Length: 1\r\n\r\n2",
             5),
      (std::vector<std::string>{"bad:header block over 64 bytes", "body:2",
                                "end"}));
}

TEST(LspTransportTest, OversizedBodiesAreSkippedInStep) {
  std::string Big = "Content-Length: 101\r\n\r\n" + std::string(101, 'x');
  EXPECT_EQ(frames(Big + "Content-Length: 2\r\n\r\nok", 16),
            (std::vector<std::string>{
                "large:message of 101 bytes is over the limit of 100 bytes",
                "body:ok", "end"}));
  // A length no memory could hold is just as large, not a crash.
  EXPECT_EQ(
      frames("Content-Length: 99999999999999999999\r\n\r\n", 16),
      (std::vector<std::string>{"bad:Content-Length is not a number", "end"}));
}

TEST(LspTransportTest, ShortInputEnds) {
  EXPECT_EQ(frames("Content-Length: 10\r\n\r\n{}", 4),
            (std::vector<std::string>{"end"}));
  EXPECT_EQ(frames("Content-Len", 4), (std::vector<std::string>{"end"}));
  EXPECT_EQ(frames("", 4), (std::vector<std::string>{"end"}));
}

TEST(LspTransportTest, WritesFramedMessages) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  MessageWriter W(OS);
  W.write(llvm::json::Object{{"a", "\xc3\xa9"}});
  EXPECT_EQ(Out, "Content-Length: 10\r\n\r\n{\"a\":\"\xc3\xa9\"}");
}

} // namespace
