//===- WorkerProtocol.h - Bazel's worker protocols --------------*- C++ -*-===//
///
/// \file
/// Bazel speaks to a worker in one of two formats, and does not say which:
/// - proto, the default: each WorkRequest and WorkResponse is a protobuf
///   message after its length (a varint);
/// - JSON (`requires-worker-protocol: json`): WorkRequests
///   ({"arguments": [...], "requestId": N, ...}) arrive back to back, with or
///   without whitespace between them (Bazel writes none); each WorkResponse
///   ({"exitCode", "output", "requestId"}) goes on a line of its own.
/// Fields at their protobuf default are left out, as Bazel does.
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

enum class WireFormat { Proto, Json };

/// Splits stdin into requests, without parsing them. The first request says
/// the format: JSON when its first two bytes are `{"`, `{}` or `{` and a
/// blank other than a newline (Bazel's JSON has no whitespace there), else
/// proto (whose first byte is a length, `{` for 123, and second a field's
/// tag, a newline for the arguments). In JSON a request ends where its
/// outermost brace closes (brackets inside strings do not count), and
/// anything else up to a newline is one malformed request.
class RequestReader {
public:
  /// Broken: the stream cannot be split any further (a proto length longer
  /// than 64 bits, or cut short), as problem() says.
  enum class Status { Request, TooLarge, Broken, End, Stopped };
  RequestReader(int Fd, const std::atomic<bool> &Stop) : Fd(Fd), Stop(Stop) {}
  /// The next request's text (or bytes) in \p Text.
  Status next(std::string &Text);
  /// Known once next() has returned a request.
  WireFormat format() const { return Format; }
  const std::string &problem() const { return Problem; }

private:
  /// Reads until the buffer holds the first request's first two bytes.
  void detectFormat();
  Status nextJson(std::string &Text);
  Status nextProto(std::string &Text);
  /// Drops \p Size bytes of input, read as they come.
  void skip(uint64_t Size);
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
  std::optional<WireFormat> Detected;
  WireFormat Format = WireFormat::Proto;
  std::string Problem;
};

/// A request as the worker runs it.
struct WorkRequest {
  std::vector<std::string> Arguments;
  int64_t RequestId = 0;
  bool Cancel = false;
};

/// \p Text as a WorkRequest; unknown fields are skipped, as the protocol
/// asks. On an error, \p Id holds the request's id where it could be read.
llvm::Expected<WorkRequest> parseRequest(WireFormat Format,
                                         llvm::StringRef Text, int64_t &Id);

/// Writes one response and flushes it.
void respond(llvm::raw_ostream &Out, WireFormat Format, int64_t RequestId,
             int ExitCode, llvm::StringRef Output);

#endif
