//===- ProtoWire.cpp - Protocol buffers' wire format ----------------------===//
#include "cu2hip/Support/ProtoWire.h"

using namespace llvm;

namespace cu2hip::proto {

VarintStatus readVarint(StringRef &Bytes, uint64_t &Value) {
  uint64_t V = 0;
  for (size_t I = 0; I < 10; ++I) {
    if (I == Bytes.size())
      return VarintStatus::Incomplete;
    uint64_t Byte = static_cast<uint8_t>(Bytes[I]);
    // The tenth byte holds bit 63 only.
    if (I == 9 && (Byte & 0x7e))
      return VarintStatus::Overflow;
    V |= (Byte & 0x7f) << (7 * I);
    if (!(Byte & 0x80)) {
      Value = V;
      Bytes = Bytes.drop_front(I + 1);
      return VarintStatus::Read;
    }
  }
  return VarintStatus::Overflow;
}

void appendVarint(std::string &Out, uint64_t Value) {
  do {
    uint8_t Byte = Value & 0x7f;
    Value >>= 7;
    Out += static_cast<char>(Value ? Byte | 0x80 : Byte);
  } while (Value);
}

/// Reads a varint that must be whole.
static Error readWholeVarint(StringRef &Bytes, uint64_t &Value,
                             const char *What) {
  switch (readVarint(Bytes, Value)) {
  case VarintStatus::Read:
    return Error::success();
  case VarintStatus::Incomplete:
    return createStringError(Twine(What) + " cut short");
  case VarintStatus::Overflow:
    return createStringError(Twine(What) + " longer than 64 bits");
  }
  llvm_unreachable("every status is handled");
}

/// Reads a little-endian value of \p Size bytes.
static Error readFixed(StringRef &Bytes, unsigned Size, uint64_t &Value) {
  if (Bytes.size() < Size)
    return createStringError("fixed-size value cut short");
  Value = 0;
  for (unsigned I = 0; I < Size; ++I)
    Value |= uint64_t(static_cast<uint8_t>(Bytes[I])) << (8 * I);
  Bytes = Bytes.drop_front(Size);
  return Error::success();
}

/// Reads a length and that many bytes, which must all be there.
static Error readBytes(StringRef &Rest, uint32_t Number, StringRef &Bytes) {
  uint64_t Size;
  if (Error E = readWholeVarint(Rest, Size, "field length"))
    return E;
  if (Size > Rest.size())
    return createStringError("field " + Twine(Number) +
                             " runs past the message's end");
  Bytes = Rest.take_front(Size);
  Rest = Rest.drop_front(Size);
  return Error::success();
}

Expected<Field> FieldReader::next() {
  uint64_t Tag;
  if (Error E = readWholeVarint(Rest, Tag, "field tag"))
    return E;
  // Field numbers run from 1 to 2^29 - 1.
  if ((Tag >> 3) == 0 || (Tag >> 3) >= (1u << 29))
    return createStringError("field number " + Twine(Tag >> 3) +
                             " out of range");
  Field F;
  F.Number = Tag >> 3;
  F.Type = static_cast<WireType>(Tag & 7);
  auto ReadValue = [&]() -> Error {
    switch (Tag & 7) {
    case 0:
      return readWholeVarint(Rest, F.Varint, "varint");
    case 1:
      return readFixed(Rest, 8, F.Varint);
    case 2:
      return readBytes(Rest, F.Number, F.Bytes);
    case 5:
      return readFixed(Rest, 4, F.Varint);
    default:
      return createStringError("field " + Twine(F.Number) + " has wire type " +
                               Twine(Tag & 7) + ", which is not supported");
    }
  };
  if (Error E = ReadValue())
    return E;
  return F;
}

void appendVarintField(std::string &Out, uint32_t Number, uint64_t Value) {
  appendVarint(Out, uint64_t(Number) << 3 | uint64_t(WireType::Varint));
  appendVarint(Out, Value);
}

void appendBytesField(std::string &Out, uint32_t Number, StringRef Value) {
  appendVarint(Out, uint64_t(Number) << 3 | uint64_t(WireType::Bytes));
  appendVarint(Out, Value.size());
  Out.append(Value.begin(), Value.end());
}

} // namespace cu2hip::proto
