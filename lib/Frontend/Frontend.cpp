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

using namespace cu2hip;
using llvm::StringRef;

static constexpr const char *HipStubDir = "/__cu2hip_hip_stubs__";

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
  Args.push_back(FileName.str());
  return Args;
}

AstFacts cu2hip::collectAstFacts(StringRef FileName, StringRef Source,
                                 const MappingTable &Table,
                                 const FrontendOptions &Options) {
  llvm::SmallString<256> AbsPath(FileName);
  llvm::sys::fs::make_absolute(AbsPath);

  // Parse exactly the text being translated, whatever is on disk now.
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(AbsPath, 0,
                  llvm::MemoryBuffer::getMemBufferCopy(Source, AbsPath));
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
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions(), Overlay);

  AstFacts Facts;
  FactsDiagnosticConsumer Diags(Facts, Table, Source, Options.FallbackSdk);
  clang::tooling::ToolInvocation Invocation(
      frontendCommandLine(AbsPath, Options),
      std::make_unique<FactsAction>(
          Facts, Table,
          Options.FallbackSdk ? FallbackSdk::Root.str() : Options.CudaPath,
          Source),
      Files.get());
  Invocation.setDiagnosticConsumer(&Diags);
  Invocation.run();
  Diags.finish();
  return Facts;
}
