//===- SdkPch.cpp - Precompile the CUDA SDK prefix of every parse ---------===//
#include "cu2hip/Frontend/SdkPch.h"
#include "FallbackSdk.h"
#include "ParseGuard.h"
#include "cu2hip/Support/CacheFolder.h"
#include "cu2hip/Support/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"

using namespace cu2hip;
using llvm::StringRef;
namespace fs = llvm::sys::fs;

// The PCH's main file (PchPrefixFile) holds what Clang's driver includes
// before any source (the CUDA runtime wrapper and the SDK behind it) and the
// library headers the parses that use it include first (CUB, Thrust...).
// frontendFileSystem() serves the same text to every parse that uses it.
static const char *const PrefixFile = PchPrefixFile;

namespace {

class BuildPchAction : public clang::GeneratePCHAction {
public:
  explicit BuildPchAction(std::string Output) : Output(std::move(Output)) {}

  bool BeginInvocation(clang::CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Output;
    return GeneratePCHAction::BeginInvocation(CI);
  }

private:
  std::string Output;
};

/// Counts errors, so a PCH that did not build (or no longer loads) is
/// never used.
class ErrorCounter : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    if (Level >= clang::DiagnosticsEngine::Error)
      ++Errors;
  }
  unsigned Errors = 0;
};

bool runOnPrefix(const FrontendOptions &Options, const MappingTable &Table,
                 std::unique_ptr<clang::FrontendAction> Action) {
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions(),
      frontendFileSystem(PrefixFile, pchPrefixText(Options), Options, Table));
  ErrorCounter Errors;
  // Guarded like any parse: an -include of the user's is part of it.
  GuardedRun Run = runGuardedParse(frontendCommandLine(PrefixFile, Options),
                                   std::move(Action), *Files, Errors, Options);
  return Run.End == ParseEnd::Finished && Run.Succeeded && Errors.Errors == 0;
}

/// Names the PCH after everything that decides its content: the command
/// line (SDK path, defines, include paths), the tool that built it, and for
/// --no-cuda-sdk the stand-in headers (which user rule files change).
std::string pchName(const FrontendOptions &Options, const MappingTable &Table) {
  std::string Key = CU2HIP_VERSION_STRING;
  for (const std::string &Arg : frontendCommandLine(PrefixFile, Options))
    Key += '\0' + Arg;
  Key += '\0' + pchPrefixText(Options);
  if (Options.FallbackSdk)
    for (const auto &[Path, Text] : fallbackSdk(Table).Files)
      Key += '\0' + Path + '\0' + std::to_string(llvm::xxh3_64bits(Text));
  char Hex[17];
  snprintf(Hex, sizeof Hex, "%016llx",
           static_cast<unsigned long long>(llvm::xxh3_64bits(Key)));
  return std::string("sdk-") + Hex + ".pch";
}

} // namespace

SdkPchCache::SdkPchCache(std::string Directory, const MappingTable &Table)
    : Dir(std::move(Directory)), Table(Table) {
  if (Dir.empty()) {
    llvm::SmallString<128> Temp;
    if (!fs::createUniqueDirectory("cu2hip-pch", Temp)) {
      Dir = std::string(Temp);
      Temporary = true;
    }
  } else {
    fs::create_directories(Dir);
  }
}

SdkPchCache::~SdkPchCache() {
  if (Temporary)
    fs::remove_directories(Dir);
}

std::string SdkPchCache::get(const FrontendOptions &Options) {
  if (Dir.empty())
    return "";
  FrontendOptions Plain = Options;
  Plain.PchPath.clear();
  std::string Name = pchName(Plain, Table);
  Entry *E;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto &Slot = Entries[Name];
    if (!Slot)
      Slot = std::make_unique<Entry>();
    E = Slot.get();
  }
  std::call_once(E->Once, [&] {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, Name);
    // One from an earlier run is used if it still loads: Clang checks the
    // SDK files it was built from are unchanged.
    if (fs::exists(Path)) {
      FrontendOptions Trial = Plain;
      Trial.PchPath = std::string(Path);
      if (runOnPrefix(Trial, Table,
                      std::make_unique<clang::SyntaxOnlyAction>())) {
        markCacheEntryUsed(Path);
        E->Path = std::string(Path);
        return;
      }
    }
    // GeneratePCHAction writes through a temporary file renamed into place,
    // so a concurrent cu2hip never reads half a PCH.
    if (runOnPrefix(Plain, Table,
                    std::make_unique<BuildPchAction>(std::string(Path)))) {
      E->Path = std::string(Path);
      ++Built;
    }
  });
  return E->Path;
}
