//===- WorkerProtocol.h - Bazel's JSON worker protocol ----------*- C++ -*-===//
///
/// \file
/// WorkRequests ({"arguments": [...], "requestId": N, ...}) arrive back to
/// back, with or without whitespace between them (Bazel 4 writes none);
/// each WorkResponse ({"exitCode", "output", "requestId"}) goes on a line of
/// its own. Fields at their protobuf default are left out, as Bazel does.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_TOOLS_WORKERPROTOCOL_H
#define CU2HIP_TOOLS_WORKERPROTOCOL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <optional>
#include <string>
#include <vector>

/// A request longer than this is answered with an error and skipped: Bazel's
/// list the action's inputs and their digests, some 200 bytes each.
constexpr size_t RequestLimit = 64u << 20;

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

/// A request as the worker runs it.
struct WorkRequest {
  std::vector<std::string> Arguments;
  int64_t RequestId = 0;
  bool Cancel = false;
};

/// \p Text as a WorkRequest; unknown fields are allowed, as the protocol
/// asks. On an error, \p Id holds the request's id where it could be read.
llvm::Expected<WorkRequest> parseRequest(llvm::StringRef Text, int64_t &Id);

/// Writes one response and flushes it.
void respond(llvm::raw_ostream &Out, int64_t RequestId, int ExitCode,
             llvm::StringRef Output);

#endif
