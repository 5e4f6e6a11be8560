//===- Frontend.cpp - Parse CUDA and distil AST facts ---------------------===//
#include "cu2hip/Frontend.h"
#include "AstFactsCollector.h"
#include "FallbackSdk.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/xxhash.h"

using namespace cu2hip;
using llvm::StringRef;

static constexpr const char *HipStubDir = "/__cu2hip_hip_stubs__";
const char *const cu2hip::PchPrefixFile = "/__cu2hip_pch__/sdk-prefix.cu";

std::string cu2hip::canonicalPath(StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  // A path that does not exist yet resolves through its nearest existing
  // ancestor: `lnk/out` with `lnk -> in` is `in/out`, wherever it is used.
  StringRef Existing = Abs;
  llvm::SmallVector<StringRef, 4> Missing;
  llvm::SmallString<256> Real;
  while (llvm::sys::fs::real_path(Existing, Real)) {
    StringRef Parent = llvm::sys::path::parent_path(Existing);
    if (Parent.empty() || Parent == Existing) {
      Real.clear();
      break;
    }
    Missing.push_back(llvm::sys::path::filename(Existing));
    Existing = Parent;
  }
  if (Real.empty()) {
    llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
    return std::string(Abs);
  }
  for (StringRef Part : llvm::reverse(Missing))
    llvm::sys::path::append(Real, Part);
  llvm::sys::path::remove_dots(Real, /*remove_dot_dot=*/true);
  return std::string(Real);
}

uint64_t cu2hip::contentHash(StringRef Text) {
  return llvm::xxh3_64bits(Text);
}

bool cu2hip::isCudaToolkit(StringRef CudaPath) {
  llvm::SmallString<256> Bin(CudaPath), Header(CudaPath);
  llvm::sys::path::append(Bin, "bin");
  llvm::sys::path::append(Header, "include", "cuda_runtime.h");
  return llvm::sys::fs::is_directory(Bin) && llvm::sys::fs::exists(Header);
}

std::vector<std::string>
cu2hip::frontendCommandLine(StringRef FileName,
                            const FrontendOptions &Options) {
  std::vector<std::string> Args = {
      "clang++", "-fsyntax-only", "-x", "cuda", "--cuda-host-only",
      "-nocudalib", "-std=c++17", "-w", "-ferror-limit=0",
      // A misspelt or removed CUDA name must stay unknown, not be
      // "corrected" to another declaration (and another table row).
      "-fno-spell-checking",
      "-fno-caret-diagnostics", // also silences "N errors generated"
      "-resource-dir", Options.ResourceDir};
  // Searched before every other system directory (see collectAstFacts).
  Args.insert(Args.end(), {"-isystem", HipStubDir});
  llvm::SmallString<256> Include(Options.CudaPath);
  llvm::sys::path::append(Include, "include");
  if (Options.FallbackSdk) {
    std::string Dir = FallbackSdk::includeDir();
    Args.insert(Args.end(), {"-nocudainc", "-Wno-non-pod-varargs", "-isystem",
                             Dir, "-include",
                             Dir + "/" + FallbackSdk::Declarations.str()});
  } else if (isCudaToolkit(Options.CudaPath)) {
    llvm::SmallString<256> Cccl(Include);
    llvm::sys::path::append(Cccl, "cccl"); // CUB, Thrust, libcu++ since CUDA 13
    Args.insert(Args.end(), {"--cuda-path=" + Options.CudaPath,
                             "-Wno-unknown-cuda-version", "-isystem",
                             std::string(Cccl)});
  } else {
    Args.insert(Args.end(),
                {"-nocudainc", "-isystem", std::string(Include)});
  }
  Args.insert(Args.end(), Options.ExtraArgs.begin(), Options.ExtraArgs.end());
  if (!Options.PchPath.empty())
    Args.insert(Args.end(), {"-Xclang", "-include-pch", "-Xclang", Options.PchPath});
  Args.push_back(FileName.str());
  return Args;
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
cu2hip::frontendFileSystem(StringRef FileName, StringRef Source,
                           const FrontendOptions &Options,
                           const MappingTable &Table) {
  // Parse exactly the text being translated, whatever is on disk now.
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(FileName, 0,
                  llvm::MemoryBuffer::getMemBufferCopy(Source, FileName));
  // The main file of every SDK PCH (SdkPch.cpp), which Clang re-validates.
  if (FileName != PchPrefixFile)
    Memory->addFile(PchPrefixFile, 0, llvm::MemoryBuffer::getMemBuffer(""));
  // A partly ported file includes HIP headers, which do not parse as CUDA:
  // they resolve to empty stand-ins so the rest of the file parses.
  for (const char *Header :
       {"hip_runtime.h", "hip_runtime_api.h", "hip_fp16.h", "hip_bf16.h",
        "hip_bfloat16.h", "hip_cooperative_groups.h", "hip_complex.h",
        "hip_vector_types.h", "hip_profile.h", "hiprtc.h", "hip_ext.h"})
    Memory->addFile(std::string(HipStubDir) + "/hip/" + Header, 0,
                    llvm::MemoryBuffer::getMemBuffer(
                        "// cu2hip: HIP headers are not parsed as CUDA\n"));
  if (Options.FallbackSdk)
    for (const auto &[Path, Text] : fallbackSdk(Table).Files)
      Memory->addFile(FallbackSdk::includeDir() + "/" + Path, 0,
                      llvm::MemoryBuffer::getMemBuffer(Text, Path));
  Overlay->pushOverlay(Memory);
  return Overlay;
}

ParsedUnit cu2hip::parseUnit(StringRef FileName, StringRef Source,
                             const MappingTable &Table,
                             const FrontendOptions &Options) {
  std::string AbsPath = canonicalPath(FileName);
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions(),
      frontendFileSystem(AbsPath, Source, Options, Table));
  UnitCollector Unit(Table, Options.FallbackSdk ? FallbackSdk::Root.str()
                                                : Options.CudaPath);
  FactsDiagnosticConsumer Diags(Unit, Options.FallbackSdk);
  clang::tooling::ToolInvocation Invocation(
      frontendCommandLine(AbsPath, Options),
      std::make_unique<FactsAction>(Unit), Files.get());
  Invocation.setDiagnosticConsumer(&Diags);
  Invocation.run();
  ParsedUnit Result = Unit.takeResult();
  if (Result.MainFile.empty()) { // Clang gave up before the main file
    Result.MainFile = AbsPath;
    Result.Files[AbsPath].ContentHash = contentHash(Source);
  }
  std::vector<Finding> &Errors = Result.Files[Result.MainFile].Facts.ParseFindings;
  std::vector<Finding> Early = Unit.takeEarlyErrors();
  Errors.insert(Errors.begin(), Early.begin(), Early.end());
  return Result;
}

AstFacts cu2hip::collectAstFacts(StringRef FileName, StringRef Source,
                                 const MappingTable &Table,
                                 const FrontendOptions &Options) {
  ParsedUnit Unit = parseUnit(FileName, Source, Table, Options);
  return std::move(Unit.Files[Unit.MainFile].Facts);
}
