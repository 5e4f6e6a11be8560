//===- ResponseFiles.cpp - cu2hip's own @file arguments -------------------===//
#include "cu2hip/Driver/ResponseFiles.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/StringSaver.h"

using namespace cu2hip;
using llvm::StringRef;

/// A file that names itself, or a chain of them, ends here.
static constexpr unsigned MaxResponseFiles = 64;

llvm::Expected<std::vector<std::string>>
cu2hip::expandResponseFiles(llvm::ArrayRef<const char *> Args) {
  std::vector<std::string> Out(Args.begin(), Args.end());
  unsigned Read = 0;
  for (size_t I = 0; I < Out.size(); ++I) {
    StringRef Arg = Out[I];
    if (Arg == "--")
      break;
    if (!Arg.starts_with("@") || Arg.size() == 1)
      continue;
    std::string File = Arg.drop_front().str();
    auto Buffer =
        readRegularFile(File, read_limit::ResponseFile, "a response file");
    if (!Buffer) {
      llvm::Error E = Buffer.takeError();
      if (isMissingFileError(E))
        continue; // not a response file: LLVM keeps the argument too
      return llvm::createStringError("@" + File + ": " +
                                     llvm::toString(std::move(E)));
    }
    if (++Read > MaxResponseFiles)
      return llvm::createStringError("@" + File + ": more than " +
                                     std::to_string(MaxResponseFiles) +
                                     " response files (does one name itself?)");
    llvm::BumpPtrAllocator Alloc;
    llvm::StringSaver Saver(Alloc);
    llvm::SmallVector<const char *, 32> Tokens;
    llvm::cl::TokenizeGNUCommandLine((*Buffer)->getBuffer(), Saver, Tokens);
    Out.erase(Out.begin() + I);
    Out.insert(Out.begin() + I, Tokens.begin(), Tokens.end());
    --I; // the first inserted argument may be an @FILE itself
  }
  return Out;
}
