//===- WorkerCommand.cpp - `cu2hip --persistent_worker` -------------------===//
///
/// \file
/// Bazel's JSON worker protocol: WorkRequests ({"arguments": [...],
/// "requestId": N, ...}) arrive on stdin back to back, with or without
/// whitespace between them (Bazel 4 writes none), and each is answered on
/// stdout with a WorkResponse ({"exitCode", "output", "requestId"}).
/// Requests run one at a time: a cancel request always names one already
/// answered, and is ignored as the protocol asks. stdout carries responses
/// only: while an action runs, file descriptors 1 and 2 write into a
/// temporary file that becomes the response's output.
///
//===----------------------------------------------------------------------===//
#include "WorkerCommand.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <cerrno>
#include <cstdio>
#include <unistd.h>

using namespace cu2hip;
using namespace llvm;

/// A request longer than this is answered with an error and skipped: Bazel's
/// list the action's inputs and their digests, some 200 bytes each.
static constexpr size_t RequestLimit = 64u << 20;
/// What one action prints is sent back up to this much.
static constexpr size_t OutputLimit = 4u << 20;
/// Tables kept at once; past it every set of --rules is dropped.
static constexpr size_t MaxKeptTables = 8;
/// PCHs (some 12 MB each: one per set of parse flags, and per run of leading
/// library headers that two actions shared) a table's cache builds before
/// it is replaced by an empty one, which removes them.
static constexpr unsigned MaxKeptPchs = 32;

/// A cache of PCHs in a temporary folder, which precompiles the leading
/// library headers of a unit once a second action asks for them.
static std::unique_ptr<SdkPchCache> newPchCache(const MappingTable &Table) {
  auto Pchs = std::make_unique<SdkPchCache>("", Table);
  Pchs->keepAcrossRuns();
  return Pchs;
}

Expected<WorkerTables::Kept &>
WorkerTables::get(ArrayRef<std::string> RuleFiles) {
  std::string Key;
  for (const std::string &Path : RuleFiles) {
    auto Buffer = readRegularFile(Path, read_limit::RuleFile, "a rule file");
    if (!Buffer)
      return Buffer.takeError();
    Key += Path + '\0' + std::to_string(xxh3_64bits((*Buffer)->getBuffer())) +
           '\0';
  }
  std::unique_ptr<Kept> &Slot = ByRules[Key];
  if (Slot) {
    if (Slot->Pchs->built() >= MaxKeptPchs)
      Slot->Pchs = newPchCache(Slot->Table);
    return *Slot;
  }
  auto New = std::make_unique<Kept>();
  for (const std::string &Path : RuleFiles)
    if (Error E = New->Table.addRuleFile(Path)) {
      ByRules.erase(Key);
      return E;
    }
  New->Pchs = newPchCache(New->Table);
  if (ByRules.size() > MaxKeptTables)
    ByRules.clear();
  return *(ByRules[Key] = std::move(New));
}

bool isPersistentWorker(ArrayRef<const char *> Args) {
  return llvm::any_of(Args.drop_front(), [](const char *A) {
    return StringRef(A) == "--persistent_worker";
  });
}

namespace {

/// Splits stdin into JSON values by their brackets, without parsing them:
/// a value ends where its outermost brace closes (brackets inside strings
/// do not count). Anything else up to a newline is one malformed request.
class RequestReader {
public:
  enum class Status { Request, TooLarge, End, Stopped };
  RequestReader(int Fd, const std::atomic<bool> &Stop) : Fd(Fd), Stop(Stop) {}
  /// The next request's text in \p Text.
  Status next(std::string &Text);

private:
  /// Where the value that begins at Buffer[0] ends (one past it), if the
  /// buffer holds its end; scanning resumes where it stopped.
  std::optional<size_t> scan();
  /// Appends what one read() gives; false at the end of input or a signal.
  bool fill();
  int Fd;
  const std::atomic<bool> &Stop;
  std::string Buffer;
  size_t Pos = 0;
  unsigned Depth = 0;
  bool InString = false, Escaped = false;
  bool Ended = false;
};

} // namespace

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

/// One response, on a line of its own.
static void respond(raw_ostream &Out, int64_t RequestId, int ExitCode,
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

namespace {
/// A request as the worker runs it.
struct WorkRequest {
  std::vector<std::string> Arguments;
  int64_t RequestId = 0;
  bool Cancel = false;
};
} // namespace

/// \p Text as a WorkRequest; unknown fields are allowed, as the protocol
/// asks. On an error, \p Id holds the request's id where it could be read.
static Expected<WorkRequest> parseRequest(StringRef Text, int64_t &Id) {
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

/// Runs \p Action with file descriptors 1 and 2 writing into \p Capture
/// (emptied first), and returns its status and what it wrote.
static std::pair<int, std::string>
runCaptured(int Capture, const std::function<int()> &Action) {
  outs().flush();
  errs().flush();
  (void)!::ftruncate(Capture, 0);
  ::lseek(Capture, 0, SEEK_SET);
  int SavedErr = ::dup(STDERR_FILENO);
  ::dup2(Capture, STDOUT_FILENO);
  ::dup2(Capture, STDERR_FILENO);
  int Status = Action();
  outs().flush();
  errs().flush();
  ::dup2(SavedErr, STDOUT_FILENO);
  ::dup2(SavedErr, STDERR_FILENO);
  ::close(SavedErr);
  std::string Output;
  ::lseek(Capture, 0, SEEK_SET);
  char Chunk[65536];
  ssize_t N;
  while (Output.size() < OutputLimit &&
         (N = ::read(Capture, Chunk, sizeof(Chunk))) > 0)
    Output.append(Chunk, N);
  if (Output.size() > OutputLimit) {
    Output.resize(OutputLimit);
    Output +=
        "\n[output cut at " + std::to_string(OutputLimit >> 20) + " MiB]\n";
  }
  return {Status, std::move(Output)};
}

int workerMain(const std::function<int(ArrayRef<std::string>)> &RunAction,
               const std::atomic<bool> &Stop) {
  // Responses go to the real stdout; anything else printed there between
  // actions goes to stderr, Bazel's log of the worker.
  int ProtocolFd = ::dup(STDOUT_FILENO);
  ::dup2(STDERR_FILENO, STDOUT_FILENO);
  raw_fd_ostream Protocol(ProtocolFd, /*shouldClose=*/true,
                          /*unbuffered=*/false);
  FILE *CaptureFile = std::tmpfile();
  if (ProtocolFd < 0 || !CaptureFile) {
    WithColor::error(errs(), "cu2hip")
        << "persistent worker: cannot set up its output\n";
    return 2;
  }
  RequestReader Reader(STDIN_FILENO, Stop);
  std::string Text;
  while (true) {
    RequestReader::Status S = Reader.next(Text);
    if (S == RequestReader::Status::End)
      return 0;
    if (S == RequestReader::Status::Stopped || Stop.load())
      return 130;
    int64_t Id = 0;
    if (S == RequestReader::Status::TooLarge) {
      respond(Protocol, Id, 2,
              "cu2hip: error: work request larger than " +
                  std::to_string(RequestLimit >> 20) + " MiB\n");
      continue;
    }
    Expected<WorkRequest> R = parseRequest(Text, Id);
    if (!R) {
      respond(Protocol, Id, 2,
              "cu2hip: error: " + toString(R.takeError()) + "\n");
      continue;
    }
    if (R->Cancel)
      continue; // answered already: requests run one at a time
    auto [Status, Output] = runCaptured(
        ::fileno(CaptureFile), [&] { return RunAction(R->Arguments); });
    if (Stop.load())
      return 130;
    respond(Protocol, R->RequestId, Status, Output);
  }
}
