//===- WorkerCommand.cpp - `cu2hip --persistent_worker` -------------------===//
///
/// \file
/// Bazel's worker protocol, proto or JSON (WorkerProtocol.h), on stdin and
/// stdout.
/// Requests run one at a time: a cancel request always names one already
/// answered, and is ignored as the protocol asks. stdout carries responses
/// only: while an action runs, file descriptors 1 and 2 write into a
/// temporary file that becomes the response's output.
///
//===----------------------------------------------------------------------===//
#include "WorkerCommand.h"
#include "WorkerProtocol.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"
#include <cstdio>
#include <unistd.h>

using namespace cu2hip;
using namespace llvm;

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
    WireFormat Format = Reader.format();
    int64_t Id = 0;
    if (S == RequestReader::Status::Broken) {
      respond(Protocol, Format, Id, 2,
              "cu2hip: error: " + Reader.problem() + "\n");
      return 2;
    }
    if (S == RequestReader::Status::TooLarge) {
      respond(Protocol, Format, Id, 2,
              "cu2hip: error: work request larger than " +
                  std::to_string(RequestLimit >> 20) + " MiB\n");
      continue;
    }
    Expected<WorkRequest> R = parseRequest(Format, Text, Id);
    if (!R) {
      respond(Protocol, Format, Id, 2,
              "cu2hip: error: " + toString(R.takeError()) + "\n");
      continue;
    }
    if (R->Cancel)
      continue; // answered already: requests run one at a time
    auto [Status, Output] = runCaptured(
        ::fileno(CaptureFile), [&] { return RunAction(R->Arguments); });
    if (Stop.load())
      return 130;
    respond(Protocol, Format, R->RequestId, Status, Output);
  }
}
