//===- ReplayMain.cpp - A fuzz target over files, without libFuzzer -------===//
///
/// \file
/// The main of a fuzz target built as a plain program (any compiler, no
/// sanitizer): each argument, a file or a folder of them, is given to
/// LLVMFuzzerTestOneInput once, in sorted order, as libFuzzer replays a
/// corpus. A broken invariant aborts, as under libFuzzer; no input at all
/// is an error, so that a corpus moved away is noticed.
///
//===----------------------------------------------------------------------===//
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

namespace fs = llvm::sys::fs;

int main(int argc, char **argv) {
  std::vector<std::string> Inputs;
  for (int I = 1; I < argc; ++I) {
    if (!fs::is_directory(argv[I])) {
      Inputs.push_back(argv[I]);
      continue;
    }
    std::error_code EC;
    for (fs::recursive_directory_iterator It(argv[I], EC), End;
         It != End && !EC; It.increment(EC))
      if (fs::is_regular_file(It->path()))
        Inputs.push_back(It->path());
    if (EC) {
      llvm::errs() << "error: " << argv[I] << ": " << EC.message() << "\n";
      return 1;
    }
  }
  llvm::sort(Inputs);
  for (const std::string &Input : Inputs) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
        llvm::MemoryBuffer::getFile(Input, /*IsText=*/false,
                                    /*RequiresNullTerminator=*/false);
    if (!Buffer) {
      llvm::errs() << "error: " << Input << ": " << Buffer.getError().message()
                   << "\n";
      return 1;
    }
    LLVMFuzzerTestOneInput(
        reinterpret_cast<const uint8_t *>((*Buffer)->getBufferStart()),
        (*Buffer)->getBufferSize());
  }
  if (Inputs.empty()) {
    llvm::errs() << "error: no input\n";
    return 1;
  }
  llvm::outs() << "replayed " << Inputs.size() << " inputs\n";
  return 0;
}
