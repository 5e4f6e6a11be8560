//===- WorkerProtocol.cpp - Bazel's JSON worker protocol ------------------===//
#include "WorkerProtocol.h"
#include "llvm/Support/JSON.h"
#include <cerrno>
#include <unistd.h>

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

RequestReader::Status RequestReader::next(std::string &Text) {
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

void respond(raw_ostream &Out, int64_t RequestId, int ExitCode,
             StringRef Output) {
  std::string Text =
      json::isUTF8(Output) ? Output.str() : json::fixUTF8(Output);
  json::Object Response{{"exitCode", ExitCode}, {"output", std::move(Text)}};
  // Protobuf's JSON leaves out fields at their default, as Bazel does.
  if (RequestId)
    Response["requestId"] = RequestId;
  Out << json::Value(std::move(Response)) << "\n";
  Out.flush();
}

Expected<WorkRequest> parseRequest(StringRef Text, int64_t &Id) {
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
