//===- ProtoWire.h - Protocol buffers' wire format --------------*- C++ -*-===//
///
/// \file
/// The few pieces of protobuf's binary encoding a persistent worker needs to
/// read Bazel's WorkRequests and write its WorkResponses, with no protobuf
/// library: varints, and fields as a tag (number << 3 | wire type) then a
/// value. Groups (wire types 3 and 4, deprecated) are refused.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_PROTOWIRE_H
#define CU2HIP_SUPPORT_PROTOWIRE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace cu2hip::proto {

enum class WireType : uint8_t {
  Varint = 0,
  Fixed64 = 1,
  Bytes = 2,
  Fixed32 = 5
};

enum class VarintStatus { Read, Incomplete, Overflow };

/// Reads the varint at the front of \p Bytes into \p Value and drops it from
/// \p Bytes. Incomplete: \p Bytes ends inside it (left as it was); Overflow:
/// more than ten bytes, or a value past 64 bits.
VarintStatus readVarint(llvm::StringRef &Bytes, uint64_t &Value);

/// Appends \p Value as a varint.
void appendVarint(std::string &Out, uint64_t Value);

/// One field of a message. Fixed-size values are kept in Varint too.
struct Field {
  uint32_t Number = 0;
  WireType Type = WireType::Varint;
  uint64_t Varint = 0;
  /// The value of a Bytes field (a string, bytes or a message).
  llvm::StringRef Bytes;
};

/// Reads a message's fields one by one, whatever their number: the caller
/// keeps those it knows and so skips the others.
class FieldReader {
public:
  explicit FieldReader(llvm::StringRef Message) : Rest(Message) {}
  bool atEnd() const { return Rest.empty(); }
  /// The next field, or an error when the message is malformed there (then
  /// the rest is not read).
  llvm::Expected<Field> next();

private:
  llvm::StringRef Rest;
};

/// Appends a varint field (int32 values are sign-extended to 64 bits, as
/// protobuf writes a negative int32).
void appendVarintField(std::string &Out, uint32_t Number, uint64_t Value);
/// Appends a string, bytes or message field.
void appendBytesField(std::string &Out, uint32_t Number, llvm::StringRef Value);

} // namespace cu2hip::proto

#endif
