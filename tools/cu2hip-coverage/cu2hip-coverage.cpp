//===- cu2hip-coverage.cpp - Check the tables against real headers --------===//
///
/// \file
/// Maintainer tool with two subcommands:
///   check-headers  every row's CUDA and HIP names against the real headers
///   report         what share of the CUDA 13 headers the tables classify
/// Exit status: 0 fine, 1 violations found, 2 usage or I/O error.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Coverage/CheckHeaders.h"
#include "cu2hip/Coverage/CoverageReport.h"
#include "cu2hip/Mapping/MappingLoader.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/Version.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace cu2hip;
using namespace cu2hip::coverage;
using namespace llvm;

static cl::OptionCategory Category("cu2hip-coverage options");
static cl::SubCommand CheckCmd("check-headers",
                               "Verify every row against the CUDA and HIP "
                               "headers");
static cl::SubCommand ReportCmd("report",
                                "Write the coverage of the CUDA headers as "
                                "Markdown");

static cl::opt<std::string> Tables(
    "tables",
    cl::desc("Use the *.yaml tables in this directory instead of the built-in "
             "rows"),
    cl::value_desc("dir"), cl::sub(CheckCmd), cl::sub(ReportCmd),
    cl::cat(Category));
static cl::opt<std::string> CudaInclude("cuda-include", cl::Required,
                                        cl::desc("CUDA include directory"),
                                        cl::value_desc("dir"),
                                        cl::sub(CheckCmd), cl::cat(Category));
static cl::opt<std::string>
    HipInclude("hip-include", cl::Required,
               cl::desc("HIP 5.2 include directory (/usr/include/hip)"),
               cl::value_desc("dir"), cl::sub(CheckCmd), cl::cat(Category));
static cl::opt<std::string> HipCompilerInclude(
    "hip-compiler-include",
    cl::desc("include directory of hipcc's clang (its __clang_hip_*.h)"),
    cl::value_desc("dir"), cl::sub(CheckCmd), cl::cat(Category));
static cl::opt<std::string>
    CudaPath("cuda-path",
             cl::desc("CUDA toolkit (default " CU2HIP_DEFAULT_CUDA_PATH ")"),
             cl::init(CU2HIP_DEFAULT_CUDA_PATH), cl::value_desc("dir"),
             cl::sub(ReportCmd), cl::cat(Category));
static cl::opt<std::string> Output("o", cl::Required,
                                   cl::desc("Markdown file to write"),
                                   cl::value_desc("file.md"),
                                   cl::sub(ReportCmd), cl::cat(Category));

namespace {

/// Rows either built in or loaded from --tables; owns whatever it loaded.
struct RowSource {
  MappingTable Builtin;
  BumpPtrAllocator Alloc;
  StringSaver Saver{Alloc};
  std::vector<MappingFile> Files;
  std::vector<const MappingRow *> Rows;

  TablePrefixes prefixes() const {
    TablePrefixes Out;
    if (Files.empty()) {
      Out.Names.assign(Builtin.namePrefixes().begin(),
                       Builtin.namePrefixes().end());
      Out.Headers.assign(Builtin.headerPrefixes().begin(),
                         Builtin.headerPrefixes().end());
    }
    for (const MappingFile &F : Files) {
      for (StringRef P : F.NamePrefixes)
        Out.Names.emplace_back(F.Family, P);
      for (StringRef P : F.HeaderPrefixes)
        Out.Headers.emplace_back(F.Family, P);
    }
    return Out;
  }

  std::vector<CoverageFamily> coverageFamilies() const {
    if (Files.empty())
      return MappingTable::coverageFamilies();
    std::vector<CoverageFamily> Out;
    for (const MappingFile &F : Files)
      llvm::append_range(Out, F.Coverage);
    return Out;
  }

  const LibraryInfo *library(StringRef Family) const {
    if (Files.empty())
      return Builtin.library(Family);
    for (const MappingFile &F : Files)
      if (F.Family == Family && F.Library)
        return &*F.Library;
    return nullptr;
  }

  Error load(StringRef Dir) {
    if (Dir.empty()) {
      for (const MappingRow &R : Builtin.rows())
        Rows.push_back(&R);
      return Error::success();
    }
    Expected<std::vector<MappingFile>> Loaded =
        loadMappingDirectory(Dir, Saver);
    if (!Loaded)
      return Loaded.takeError();
    Files = std::move(*Loaded);
    for (const MappingFile &F : Files)
      for (const MappingRow &R : F.Rows)
        Rows.push_back(&R);
    return Error::success();
  }
};

int fail(Error Err) {
  WithColor::error(errs(), "cu2hip-coverage")
      << toString(std::move(Err)) << "\n";
  return 2;
}

int runCheckHeaders(const RowSource &Source) {
  ArrayRef<const MappingRow *> Rows = Source.Rows;
  Expected<std::vector<std::string>> Problems = checkRowsAgainstHeaders(
      Rows, Source.prefixes(), {CudaInclude, HipInclude, HipCompilerInclude},
      [&Source](StringRef Family) { return Source.library(Family); });
  if (!Problems)
    return fail(Problems.takeError());
  for (const std::string &P : *Problems)
    outs() << P << "\n";
  if (!Problems->empty()) {
    outs() << "check-headers: " << Problems->size() << " problem"
           << (Problems->size() == 1 ? "" : "s") << " in " << Rows.size()
           << " rows\n";
    return 1;
  }
  outs() << "check-headers: all " << Rows.size() << " rows verified\n";
  return 0;
}

int runReport(const RowSource &Source) {
  Expected<std::string> Markdown =
      coverageReport(Source.Rows, Source.coverageFamilies(), CudaPath);
  if (!Markdown)
    return fail(Markdown.takeError());
  std::error_code EC;
  raw_fd_ostream OS(Output, EC, sys::fs::OF_Text);
  if (EC)
    return fail(createStringError(EC, "cannot write '" + Output +
                                          "': " + EC.message()));
  OS << *Markdown;
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "cu2hip-coverage: check the mapping tables "
                              "against real CUDA and HIP headers\n");
  RowSource Source;
  if (Error Err = Source.load(Tables))
    return fail(std::move(Err));
  if (CheckCmd)
    return runCheckHeaders(Source);
  if (ReportCmd)
    return runReport(Source);
  errs() << "cu2hip-coverage: give a subcommand: check-headers or report "
            "(see --help)\n";
  return 2;
}
