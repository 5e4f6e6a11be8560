//===- OptionChecks.cpp - What the command line may ask for ---------------===//
#include "cu2hip/Driver/OptionChecks.h"
#include "cu2hip/Support/CacheFolder.h"
#include "llvm/Support/FileSystem.h"

using namespace cu2hip;
using llvm::StringRef;

llvm::Expected<uint64_t> cu2hip::parseCacheLimit(StringRef Text) {
  if (std::optional<uint64_t> Bytes = parseByteSize(Text))
    return *Bytes;
  return llvm::createStringError("--cache-limit '" + Text +
                                 "' is not a size (e.g. 2G, 500M, 0 for no "
                                 "limit)");
}

llvm::Error cu2hip::checkBuildAction(std::optional<StringRef> SourceRoot,
                                     std::optional<StringRef> DepFile,
                                     bool NoHeaders) {
  if ((DepFile || NoHeaders) && SourceRoot.value_or("").empty())
    return llvm::createStringError(
        llvm::Twine(DepFile ? "--depfile" : "--no-headers") +
        " goes with --source-root (a build action's translation of one "
        "unit)");
  if (SourceRoot && SourceRoot->empty())
    return llvm::createStringError("--source-root needs a folder");
  return llvm::Error::success();
}

llvm::Error cu2hip::checkOffloadArchs(llvm::ArrayRef<std::string> Archs) {
  for (const std::string &Arch : Archs)
    if (!StringRef(Arch).starts_with("gfx"))
      return llvm::createStringError(
          "--offload-arch wants AMD targets such as gfx90a, got '" + Arch +
          "'");
  return llvm::Error::success();
}

llvm::Expected<bool> cu2hip::needsStandInSdk(const DriverOptions &Options,
                                             bool CudaPathGiven) {
  const FrontendOptions &F = Options.Frontend;
  if (!Options.UseAst || F.FallbackSdk ||
      llvm::sys::fs::is_directory(F.CudaPath))
    return false;
  if (CudaPathGiven)
    return llvm::createStringError("CUDA path '" + F.CudaPath +
                                   "' does not exist (give --cuda-path, "
                                   "--no-cuda-sdk or --no-ast)");
  return true;
}

llvm::Error
cu2hip::checkVerifyOptions(llvm::function_ref<bool(StringRef Name)> Given) {
  static constexpr StringRef TranslationOnly[] = {
      "in-place",   "backup-suffix", "export-fixes",
      "mark-sites", "roc",           "parse-stats"};
  for (StringRef Name : TranslationOnly)
    if (Given(Name))
      return llvm::createStringError("--" + Name +
                                     " is an option of translation, not of "
                                     "verify");
  return llvm::Error::success();
}
