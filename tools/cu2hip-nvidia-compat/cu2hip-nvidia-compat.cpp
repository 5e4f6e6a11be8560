//===- cu2hip-nvidia-compat.cpp - Write the NVIDIA compatibility headers --===//
///
/// \file
/// Writes the headers with which nvcc builds cu2hip's HIP output on NVIDIA
/// GPUs (cu2hip/Compat/NvidiaCompat.h), from the same tables, rule files
/// included, as the translation. Exit status: 0 written, 1 a file could not
/// be written, 2 usage error.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Compat/NvidiaCompat.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/Version.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;
using namespace llvm;

static cl::OptionCategory Category("cu2hip-nvidia-compat options");
static cl::list<std::string> OutDir(cl::Positional, cl::desc("<output dir>"),
                                    cl::cat(Category));
static cl::opt<std::string>
    HipVersionOpt("hip-version",
                  cl::desc("The HIP version the code was translated for "
                           "(default: the newest the tables know, as for "
                           "cu2hip)"),
                  cl::value_desc("X.Y"), cl::cat(Category));
static cl::list<std::string>
    RuleFiles("rules",
              cl::desc("Extra mapping rows the translation used (same YAML "
                       "schema as mappings/)"),
              cl::value_desc("file.yaml"), cl::cat(Category));

static int usageError(const Twine &Message) {
  WithColor::error(errs(), "cu2hip-nvidia-compat") << Message << "\n";
  return 2;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "cu2hip-nvidia-compat " << CU2HIP_VERSION_STRING << "\n";
  });
  std::string ParseErrors;
  raw_string_ostream ErrOS(ParseErrors);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "write the headers with which nvcc builds cu2hip's HIP output for "
          "NVIDIA GPUs\n\n"
          "  cu2hip-nvidia-compat OUTDIR [--hip-version X.Y] [--rules "
          "file.yaml...]\n"
          "  nvcc -I OUTDIR -x cu file.hip\n",
          &ErrOS)) {
    errs() << ParseErrors;
    return 2;
  }
  if (OutDir.size() != 1)
    return usageError(OutDir.empty()
                          ? "no output directory (see --help)"
                          : "one output directory, not " +
                                Twine(OutDir.size()) + " (see --help)");

  MappingTable Table;
  for (const std::string &Rules : RuleFiles)
    if (Error E = Table.addRuleFile(Rules))
      return usageError(toString(std::move(E)));
  HipVersion Target = Table.newestKnownVersion();
  if (HipVersionOpt.getNumOccurrences()) {
    Expected<HipVersion> V = HipVersion::parseTarget(HipVersionOpt);
    if (!V)
      return usageError(toString(V.takeError()));
    Target = *V;
  }
  if (Error E = writeNvidiaCompatHeaders(Table, Target, OutDir.front())) {
    WithColor::error(errs(), "cu2hip-nvidia-compat")
        << toString(std::move(E)) << "\n";
    return 1;
  }
  return 0;
}
