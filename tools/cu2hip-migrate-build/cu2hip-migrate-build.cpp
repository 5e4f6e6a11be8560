//===- cu2hip-migrate-build.cpp - Migrate build scripts alone -------------===//
///
/// \file
/// Runs the build-script migration (cu2hip/BuildScripts/BuildScripts.h) on the
/// files given, without translating any source: for tests, and to migrate the
/// scripts of a tree whose sources are already HIP. Findings go to stderr
/// in cu2hip's format.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/BuildScripts/BuildScripts.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;
using namespace llvm;

static cl::OptionCategory Category("cu2hip-migrate-build options");
static cl::list<std::string> Inputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<CMakeLists.txt, *.cmake, "
                                             "Makefile, *.mk...>"),
                                    cl::cat(Category));
static cl::opt<bool> InPlace("in-place",
                             cl::desc("rewrite the files instead of printing "
                                      "them"),
                             cl::cat(Category));
static cl::list<std::string>
    OffloadArchs("offload-arch", cl::CommaSeparated,
                 cl::desc("AMD targets written for CUDA architectures "
                          "(default gfx90a)"),
                 cl::value_desc("gfx90a[,gfx...]"), cl::cat(Category));
static cl::opt<std::string>
    HipVersionOpt("hip-version",
                  cl::desc("the HIP version to migrate for (default 5.2)"),
                  cl::value_desc("X.Y"), cl::cat(Category));

static int fail(const Twine &Message) {
  WithColor::error(errs(), "cu2hip-migrate-build") << Message << "\n";
  return 1;
}

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "migrate CUDA CMake and Make build scripts to "
                              "HIP\n");
  BuildScriptOptions Options;
  if (!OffloadArchs.empty())
    Options.OffloadArchs.assign(OffloadArchs.begin(), OffloadArchs.end());
  if (!HipVersionOpt.empty()) {
    std::optional<HipVersion> V = HipVersion::parse(HipVersionOpt);
    if (!V)
      return fail("--hip-version wants X.Y, got '" + HipVersionOpt + "'");
    Options.Target = *V;
  }
  MappingTable Table;
  int Status = 0;
  for (const std::string &Path : Inputs) {
    BuildScriptKind Kind = buildScriptKind(Path);
    if (Kind == BuildScriptKind::None) {
      Status = fail("'" + Path + "' is not a CMake or Make script");
      continue;
    }
    auto Buffer = MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buffer) {
      Status =
          fail("cannot read '" + Path + "': " + Buffer.getError().message());
      continue;
    }
    MigratedBuildScript Result =
        migrateBuildScript(Kind, Path, (*Buffer)->getBuffer(), Table, Options);
    for (const Finding &F : Result.Findings) {
      const DiagInfo &Info = diagInfo(F.Kind);
      errs() << Path << ":" << F.Line << ":" << F.Column << ": "
             << severityName(Info.Sev) << ": " << F.Message << " [cu2hip-"
             << Info.Id << "]\n";
    }
    if (!InPlace) {
      outs() << Result.Text;
      continue;
    }
    if (Result.Text == (*Buffer)->getBuffer())
      continue;
    std::error_code EC;
    raw_fd_ostream OS(Path, EC);
    if (EC) {
      Status = fail("cannot write '" + Path + "': " + EC.message());
      continue;
    }
    OS << Result.Text;
  }
  return Status;
}
