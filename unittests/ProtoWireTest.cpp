//===- ProtoWireTest.cpp - Protobuf's wire format, as workers use it ------===//
///
/// \file
/// Varints and fields as protobuf encodes them (the byte strings are the
/// encoding's own examples: 300 is ac 02), and every way a message can be
/// malformed. test/worker/proto-worker.test drives a worker with them.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Support/ProtoWire.h"
#include "gtest/gtest.h"

using namespace cu2hip::proto;
using llvm::StringRef;

namespace {

std::string varint(uint64_t Value) {
  std::string Out;
  appendVarint(Out, Value);
  return Out;
}

/// The fields of \p Message as "number:type=value" strings, or the error.
std::vector<std::string> fields(StringRef Message) {
  std::vector<std::string> Out;
  FieldReader Reader(Message);
  while (!Reader.atEnd()) {
    llvm::Expected<Field> F = Reader.next();
    if (!F) {
      Out.push_back("error: " + llvm::toString(F.takeError()));
      break;
    }
    std::string Value = F->Type == WireType::Bytes ? "'" + F->Bytes.str() + "'"
                                                   : std::to_string(F->Varint);
    Out.push_back(std::to_string(F->Number) + ":" +
                  std::to_string(int(F->Type)) + "=" + Value);
  }
  return Out;
}

TEST(ProtoWireTest, VarintsRoundTrip) {
  EXPECT_EQ(varint(0), std::string(1, '\0'));
  EXPECT_EQ(varint(127), "\x7f");
  EXPECT_EQ(varint(300), "\xac\x02");
  // A negative int32 is its 64-bit sign extension: ten bytes.
  EXPECT_EQ(varint(uint64_t(int64_t(-1))),
            "\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01");
  for (uint64_t V : {uint64_t(0), uint64_t(1), uint64_t(128), uint64_t(16383),
                     uint64_t(16384), uint64_t(1) << 63, ~uint64_t(0)}) {
    std::string Bytes = varint(V) + "rest";
    StringRef Rest = Bytes;
    uint64_t Read = 7;
    ASSERT_EQ(readVarint(Rest, Read), VarintStatus::Read) << V;
    EXPECT_EQ(Read, V);
    EXPECT_EQ(Rest, "rest");
  }
}

TEST(ProtoWireTest, VarintsCutShortOrTooLong) {
  StringRef Cut = "\xac";
  uint64_t V = 0;
  EXPECT_EQ(readVarint(Cut, V), VarintStatus::Incomplete);
  EXPECT_EQ(Cut, "\xac"); // left as it was, for more input to complete it
  StringRef Empty;
  EXPECT_EQ(readVarint(Empty, V), VarintStatus::Incomplete);
  StringRef Eleven = "\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01";
  EXPECT_EQ(readVarint(Eleven, V), VarintStatus::Overflow);
  // Ten bytes whose last holds more than bit 63.
  StringRef Past64 = "\xff\xff\xff\xff\xff\xff\xff\xff\xff\x02";
  EXPECT_EQ(readVarint(Past64, V), VarintStatus::Overflow);
}

TEST(ProtoWireTest, FieldsAreWrittenAsProtobufDoes) {
  std::string Out;
  appendVarintField(Out, 1, 150);
  appendBytesField(Out, 2, "testing");
  appendVarintField(Out, 16, 1); // a two-byte tag
  EXPECT_EQ(Out, "\x08\x96\x01\x12\x07testing\x80\x01\x01");
  EXPECT_EQ(fields(Out),
            (std::vector<std::string>{"1:0=150", "2:2='testing'", "16:0=1"}));
}

TEST(ProtoWireTest, ReadsEveryWireTypeItSupports) {
  const char Raw[] = "\x08\x2a"                             // 1: varint 42
                     "\x11\x01\x00\x00\x00\x00\x00\x00\x80" // 2: fixed64
                     "\x1a\x00"                             // 3: empty bytes
                     "\x25\x07\x00\x00\x00";                // 4: fixed32 7
  StringRef Message(Raw, sizeof(Raw) - 1);                  // it holds NULs
  EXPECT_EQ(fields(Message),
            (std::vector<std::string>{"1:0=42", "2:1=9223372036854775809",
                                      "3:2=''", "4:5=7"}));
}

TEST(ProtoWireTest, MalformedFieldsAreErrors) {
  auto FirstError = [](StringRef Message) { return fields(Message).back(); };
  EXPECT_EQ(FirstError(StringRef("\x0b\x0c", 2)),
            "error: field 1 has wire type 3, which is not supported");
  EXPECT_EQ(FirstError(StringRef("\x0c", 1)),
            "error: field 1 has wire type 4, which is not supported");
  EXPECT_EQ(FirstError(StringRef("\x0e\x00", 2)),
            "error: field 1 has wire type 6, which is not supported");
  EXPECT_EQ(FirstError(StringRef("\x00\x01", 2)),
            "error: field number 0 out of range");
  EXPECT_EQ(FirstError("\x80\x80\x80\x80\x10"),
            "error: field number 536870912 out of range");
  EXPECT_EQ(FirstError("\x0a\x05\x61"),
            "error: field 1 runs past the message's end");
  EXPECT_EQ(FirstError("\x0a"), "error: field length cut short");
  EXPECT_EQ(FirstError("\x08"), "error: varint cut short");
  EXPECT_EQ(FirstError("\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01"),
            "error: varint longer than 64 bits");
  EXPECT_EQ(FirstError("\x09\x01\x02"), "error: fixed-size value cut short");
  EXPECT_EQ(FirstError("\x0d\x01"), "error: fixed-size value cut short");
  EXPECT_EQ(FirstError("\xff"), "error: field tag cut short");
}

} // namespace
