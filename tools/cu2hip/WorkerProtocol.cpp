//===- WorkerProtocol.cpp - Bazel's worker protocols ----------------------===//
#include "WorkerProtocol.h"
#include "cu2hip/Support/ProtoWire.h"
#include "llvm/Support/JSON.h"
#include <cerrno>
#include <unistd.h>

using namespace cu2hip;
using namespace llvm;

std::optional<size_t> RequestReader::scan() {
  bool Object = Buffer[0] == '{' || Buffer[0] == '[';
  for (; Pos < Buffer.size(); ++Pos) {
    char C = Buffer[Pos];
    if (!Object) {
      if (C == '\n')
        return Pos + 1;
      continue;
    }
    if (InString) {
      if (Escaped)
        Escaped = false;
      else if (C == '\\')
        Escaped = true;
      else if (C == '"')
        InString = false;
    } else if (C == '"') {
      InString = true;
    } else if (C == '{' || C == '[') {
      ++Depth;
    } else if ((C == '}' || C == ']') && --Depth == 0) {
      return Pos + 1;
    }
  }
  return std::nullopt;
}

bool RequestReader::fill() {
  if (Ended)
    return false;
  char Chunk[65536];
  while (true) {
    if (Stop.load())
      return false;
    ssize_t N = ::read(Fd, Chunk, sizeof(Chunk));
    if (N < 0 && errno == EINTR)
      continue; // a signal: Stop says whether it ends the worker
    if (N <= 0) {
      Ended = true;
      return false;
    }
    Buffer.append(Chunk, N);
    return true;
  }
}

void RequestReader::detectFormat() {
  while (Buffer.size() < 2 && fill()) {
  }
  bool Json = !Buffer.empty() && Buffer[0] == '{' &&
              (Buffer.size() < 2 || StringRef("\"} \t\r").contains(Buffer[1]));
  Format = Json ? WireFormat::Json : WireFormat::Proto;
  Detected = Format;
}

RequestReader::Status RequestReader::next(std::string &Text) {
  if (!Detected)
    detectFormat();
  return Format == WireFormat::Json ? nextJson(Text) : nextProto(Text);
}

RequestReader::Status RequestReader::nextJson(std::string &Text) {
  // Whitespace between values.
  while (true) {
    size_t First = Buffer.find_first_not_of(" \t\r\n");
    Buffer.erase(0, std::min(First, Buffer.size()));
    if (!Buffer.empty())
      break;
    if (!fill())
      return Stop.load() ? Status::Stopped : Status::End;
  }
  Pos = Depth = 0;
  InString = Escaped = false;
  bool TooLarge = false;
  std::optional<size_t> End;
  while (!(End = scan())) {
    if (Buffer.size() > RequestLimit) {
      // Keep only the scanning state: the value is skipped to its end.
      TooLarge = true;
      Buffer.erase(1, Pos - 1);
      Pos = 1;
    }
    if (!fill()) {
      if (Stop.load())
        return Status::Stopped;
      End = Buffer.size(); // cut short: a malformed last request
      break;
    }
  }
  Text = Buffer.substr(0, *End);
  Buffer.erase(0, *End);
  return TooLarge ? Status::TooLarge : Status::Request;
}

void RequestReader::skip(uint64_t Size) {
  while (true) {
    size_t Dropped = std::min<uint64_t>(Size, Buffer.size());
    Buffer.erase(0, Dropped);
    Size -= Dropped;
    if (!Size || !fill())
      return;
  }
}

RequestReader::Status RequestReader::nextProto(std::string &Text) {
  uint64_t Size = 0;
  while (true) {
    StringRef Rest = Buffer;
    proto::VarintStatus S = proto::readVarint(Rest, Size);
    if (S == proto::VarintStatus::Read) {
      Buffer.erase(0, Buffer.size() - Rest.size());
      break;
    }
    if (S == proto::VarintStatus::Overflow) {
      Problem = "work request length longer than 64 bits";
      return Status::Broken;
    }
    if (!fill()) {
      if (Stop.load() || Buffer.empty())
        return Stop.load() ? Status::Stopped : Status::End;
      Problem = "work request length cut short";
      return Status::Broken;
    }
  }
  if (Size > RequestLimit) {
    skip(Size);
    return Stop.load() ? Status::Stopped : Status::TooLarge;
  }
  while (Buffer.size() < Size)
    if (!fill()) {
      if (Stop.load())
        return Status::Stopped;
      Problem = "work request cut short: " + std::to_string(Buffer.size()) +
                " of its " + std::to_string(Size) + " bytes";
      return Status::Broken;
    }
  Text = Buffer.substr(0, Size);
  Buffer.erase(0, Size);
  return Status::Request;
}

void respond(raw_ostream &Out, WireFormat Format, int64_t RequestId,
             int ExitCode, StringRef Output) {
  // Protobuf's strings are UTF-8, and so is JSON.
  std::string Text =
      json::isUTF8(Output) ? Output.str() : json::fixUTF8(Output);
  if (Format == WireFormat::Proto) {
    // A negative int32 is written as its 64-bit sign extension.
    std::string Message;
    if (ExitCode)
      proto::appendVarintField(Message, 1, uint64_t(int64_t(ExitCode)));
    if (!Text.empty())
      proto::appendBytesField(Message, 2, Text);
    if (RequestId)
      proto::appendVarintField(Message, 3, uint64_t(RequestId));
    std::string Length;
    proto::appendVarint(Length, Message.size());
    Out << Length << Message;
    Out.flush();
    return;
  }
  json::Object Response{{"exitCode", ExitCode}, {"output", std::move(Text)}};
  // Protobuf's JSON leaves out fields at their default, as Bazel does.
  if (RequestId)
    Response["requestId"] = RequestId;
  Out << json::Value(std::move(Response)) << "\n";
  Out.flush();
}

/// A WorkRequest's fields: 1 arguments (repeated string), 2 inputs, 3
/// request_id (int32), 4 cancel (bool), 5 verbosity, 6 sandbox_dir; only
/// 1, 3 and 4 matter here. A field of the wrong wire type is an error, but
/// the fields after it are still read for the request's id.
static Expected<WorkRequest> parseProtoRequest(StringRef Bytes, int64_t &Id) {
  WorkRequest R;
  std::string Problem;
  auto Expect = [&](const proto::Field &F, proto::WireType Type,
                    const char *Name) {
    if (F.Type != Type && Problem.empty())
      Problem = std::string(Name) + " has the wrong wire type";
    return F.Type == Type;
  };
  proto::FieldReader Fields(Bytes);
  while (!Fields.atEnd()) {
    Expected<proto::Field> F = Fields.next();
    if (!F) {
      Problem = toString(F.takeError());
      break;
    }
    if (F->Number == 1 && Expect(*F, proto::WireType::Bytes, "an argument"))
      R.Arguments.push_back(F->Bytes.str());
    else if (F->Number == 3 &&
             Expect(*F, proto::WireType::Varint, "request_id"))
      Id = R.RequestId = int32_t(uint32_t(F->Varint));
    else if (F->Number == 4 && Expect(*F, proto::WireType::Varint, "cancel"))
      R.Cancel = F->Varint != 0;
  }
  if (!Problem.empty())
    return createStringError("malformed work request: " + Problem);
  return R;
}

static Expected<WorkRequest> parseJsonRequest(StringRef Text, int64_t &Id) {
  Expected<json::Value> Parsed = json::parse(Text);
  if (!Parsed)
    return createStringError("malformed work request: " +
                             toString(Parsed.takeError()));
  const json::Object *O = Parsed->getAsObject();
  if (!O)
    return createStringError("malformed work request: not a JSON object");
  WorkRequest R;
  if (const json::Value *V = O->get("requestId")) {
    std::optional<int64_t> N = V->getAsInteger();
    if (!N)
      return createStringError("malformed work request: requestId is not an "
                               "integer");
    Id = R.RequestId = *N;
  }
  R.Cancel = O->getBoolean("cancel").value_or(false);
  if (const json::Value *V = O->get("arguments")) {
    const json::Array *Args = V->getAsArray();
    if (!Args)
      return createStringError("malformed work request: arguments is not an "
                               "array");
    for (const json::Value &A : *Args) {
      std::optional<StringRef> S = A.getAsString();
      if (!S)
        return createStringError("malformed work request: an argument is not "
                                 "a string");
      R.Arguments.push_back(S->str());
    }
  }
  return R;
}

Expected<WorkRequest> parseRequest(WireFormat Format, StringRef Text,
                                   int64_t &Id) {
  return Format == WireFormat::Json ? parseJsonRequest(Text, Id)
                                    : parseProtoRequest(Text, Id);
}
