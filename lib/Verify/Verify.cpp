//===- Verify.cpp - cu2hip verify from inputs to comparisons --------------===//
///
/// \file
/// Translate (or take a translated tree), pair each CUDA source with its
/// translation, compile both sides for every target, compare the kernels,
/// and run the programs where the machine has a GPU.
///
//===----------------------------------------------------------------------===//
#include "Toolchain.h"
#include "VerifyInternal.h"
#include "cu2hip/Compat/NvidiaCompat.h"
#include "cu2hip/Driver/CompileCommands.h"
#include "cu2hip/Support/OutputRoot.h"
#include "cu2hip/Support/ShellSafePaths.h"
#include "cu2hip/Support/Version.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/ThreadPool.h"
#include <map>
#include <tuple>

namespace cu2hip {
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

bool VerifyResult::passed() const {
  for (const CompileOutcome &C : Compiles)
    if (!C.Ok)
      return false;
  for (const ProgramComparison &P : Programs)
    if (!P.Outputs.Equal || P.Original.CheckPassed == false ||
        P.Translation.CheckPassed == false)
      return false;
  return true;
}

std::vector<std::string> CompilerInput::flags(bool ForNvcc) const {
  std::vector<std::string> Out = Flags;
  if (QuoteDir.empty())
    return Out;
  if (ForNvcc)
    Out.insert(Out.end(), {"-Xcompiler", "-iquote" + QuoteDir});
  else
    Out.push_back("-iquote" + QuoteDir);
  return Out;
}

std::string VerifyTools::commandLine(llvm::ArrayRef<std::string> Args) const {
  if (!Paths)
    return cu2hip::commandLine(Args);
  std::vector<std::string> Mapped;
  for (const std::string &A : Args)
    Mapped.push_back(Paths->mapBack(A));
  return cu2hip::commandLine(Mapped);
}

namespace {

llvm::Error verifyError(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

std::string hipccMissing(const VerifyOptions &O) {
  return "hipcc not found" +
         (O.Hipcc.empty() ? std::string(" on PATH") : " at '" + O.Hipcc + "'") +
         " (install hipcc, or give --hipcc)";
}

/// hipcc may be missing on a machine that can still run both sides on its
/// NVIDIA GPU: the AMD builds then fail, saying why, and the runs go on.
llvm::Expected<VerifyTools> resolveTools(const VerifyOptions &O,
                                         bool HipccOptional) {
  VerifyTools T;
  std::string Nvcc = O.Nvcc;
  if (Nvcc.empty()) {
    llvm::SmallString<256> P(O.Translation.Frontend.CudaPath);
    path::append(P, "bin", "nvcc");
    Nvcc = std::string(P);
  }
  std::optional<std::string> Found = findProgram(Nvcc);
  if (!Found)
    return verifyError("nvcc not found at '" + Nvcc +
                       "' (give --nvcc or --cuda-path)");
  T.Nvcc = *Found;
  Found = findProgram(O.Hipcc.empty() ? "hipcc" : O.Hipcc);
  if (!Found && !HipccOptional)
    return verifyError(hipccMissing(O));
  T.Hipcc = Found.value_or("");
  // llvm-objdump only reads AMD code objects: without hipcc there are none,
  // and an NVIDIA machine need not have LLVM installed.
  Found = findProgram(O.ObjDump.empty() ? CU2HIP_LLVM_OBJDUMP : O.ObjDump);
  if (!Found && !T.Hipcc.empty())
    return verifyError(
        "llvm-objdump not found at '" +
        (O.ObjDump.empty() ? std::string(CU2HIP_LLVM_OBJDUMP) : O.ObjDump) +
        "' (give --objdump)");
  T.ObjDump = Found.value_or("");
  return T;
}

bool hasMain(StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return false;
  static const llvm::Regex Main("(^|[^A-Za-z0-9_:.>])main[ \t]*\\(");
  llvm::SmallVector<StringRef> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  for (StringRef L : Lines)
    if (Main.match(L) && !L.ltrim().starts_with("//"))
      return true;
  return false;
}

/// The translated tree's counterpart of an include folder of the input
/// tree: found through a file under it, whose output path ends the same.
std::optional<std::string> mapIncludeDir(StringRef Dir, const RunResult &Run) {
  for (const FileResult &F : Run.Files) {
    if (F.Output.empty())
      continue;
    std::string In = canonicalPath(F.Input);
    if (!StringRef(In).starts_with(Dir.str() + "/"))
      continue;
    StringRef Tail = StringRef(In).drop_front(Dir.size());
    if (StringRef(F.Output).ends_with(Tail))
      return StringRef(F.Output).drop_back(Tail.size()).str();
  }
  return std::nullopt;
}

/// -p: each file's include folders and macros from its compile command.
/// nvcc takes only some of the Clang forms; `-iquote`/`-idirafter` go to
/// its host compiler, which is where quoted includes are searched anyway.
using FlagsByFile = std::map<std::string, std::vector<std::string>>;
llvm::Expected<FlagsByFile> flagsFromDatabase(StringRef Database,
                                              bool ForNvcc) {
  FlagsByFile Out;
  if (Database.empty())
    return Out;
  llvm::Expected<std::vector<CompileCommand>> Commands =
      loadCompileCommands(Database);
  if (!Commands)
    return Commands.takeError();
  for (const CompileCommand &C : *Commands) {
    std::vector<std::string> &Flags = Out[C.File];
    for (size_t I = 0; I < C.ClangArgs.size(); ++I) {
      StringRef A = C.ClangArgs[I];
      bool Joined = A.starts_with("-I") || A.starts_with("-D") ||
                    A.starts_with("-U") || A.starts_with("-std=");
      bool Separate = A == "-isystem" || A == "-include" || A == "-iquote" ||
                      A == "-idirafter";
      if (Separate && I + 1 < C.ClangArgs.size()) {
        if (ForNvcc && (A == "-iquote" || A == "-idirafter"))
          Flags.insert(Flags.end(),
                       {"-Xcompiler", A.str() + C.ClangArgs[I + 1]});
        else
          Flags.insert(Flags.end(), {A.str(), C.ClangArgs[I + 1]});
        ++I;
      } else if (Joined) {
        Flags.push_back(A.str());
      }
    }
  }
  return Out;
}

/// \p RelPath where a shell reads it as itself, else a plain name made
/// from it, told apart by the unit's number.
std::string productsName(StringRef RelPath, size_t Index) {
  if (ShellSafePaths::isPlain(RelPath))
    return RelPath.str();
  std::string Name;
  for (char C : RelPath)
    Name += C == '/' || ShellSafePaths::isPlain(StringRef(&C, 1)) ? C : '_';
  return Name + ".unit" + std::to_string(Index + 1);
}

llvm::Expected<CompilerInput> compilerInput(StringRef Source,
                                            llvm::ArrayRef<std::string> Flags,
                                            ShellSafePaths &Safe) {
  CompilerInput In;
  llvm::Expected<std::string> Path = Safe.source(Source, In.QuoteDir);
  if (!Path)
    return Path.takeError();
  In.Source = std::move(*Path);
  llvm::Expected<std::vector<std::string>> SafeFlags = Safe.flags(Flags);
  if (!SafeFlags)
    return SafeFlags.takeError();
  In.Flags = std::move(*SafeFlags);
  return In;
}

llvm::Expected<std::vector<VerifyUnit>> pairUnits(const VerifyOptions &O,
                                                  const RunResult &Run,
                                                  StringRef HipRoot,
                                                  ShellSafePaths &Safe) {
  // An include folder of the input tree stands for its translated twin.
  auto Translate = [&](StringRef Dir) -> std::optional<std::string> {
    std::optional<std::string> Out = mapIncludeDir(canonicalPath(Dir), Run);
    if (Out && !O.Translated.empty())
      return O.Translated + StringRef(*Out).drop_front(HipRoot.size()).str();
    return Out;
  };
  std::vector<std::string> OriginalIncludes, TranslatedIncludes;
  for (const std::string &Dir : Run.Stats.InferredIncludeDirs) {
    OriginalIncludes.push_back("-I" + Dir);
    if (std::optional<std::string> Out = Translate(Dir))
      TranslatedIncludes.push_back("-I" + *Out);
  }
  std::vector<std::string> TranslatedUserFlags;
  for (const std::string &Flag : O.CompilerFlags) {
    std::optional<std::string> Out;
    if (StringRef(Flag).starts_with("-I"))
      Out = Translate(StringRef(Flag).drop_front(2));
    TranslatedUserFlags.push_back(Out ? "-I" + *Out : Flag);
  }
  llvm::Expected<FlagsByFile> OriginalDb =
      flagsFromDatabase(O.Translation.CompileCommands, /*ForNvcc=*/true);
  if (!OriginalDb)
    return OriginalDb.takeError();
  llvm::Expected<FlagsByFile> TranslatedDb = flagsFromDatabase(
      O.Translation.CompileCommands.empty() ? ""
                                            : Run.Stats.OutputCompileCommands,
      /*ForNvcc=*/false);
  if (!TranslatedDb)
    return TranslatedDb.takeError();
  std::vector<VerifyUnit> Units;
  for (const FileResult &F : Run.Files) {
    if (F.Output.empty() || path::extension(F.Input) != ".cu" ||
        (F.Status != FileStatus::Translated && F.Status != FileStatus::Copied))
      continue;
    VerifyUnit U;
    U.Original = F.Input;
    U.RelPath = StringRef(F.Output).drop_front(HipRoot.size()).ltrim('/').str();
    U.Translated = F.Output;
    if (!O.Translated.empty()) {
      llvm::SmallString<256> P(O.Translated);
      path::append(P, U.RelPath);
      U.Translated = std::string(P);
      if (!fs::exists(U.Translated))
        return verifyError("'" + U.Translated + "' (the translation of '" +
                           F.Input + "') does not exist in " + O.Translated);
    }
    std::vector<std::string> OriginalFlags = OriginalIncludes;
    std::vector<std::string> TranslatedFlags = TranslatedIncludes;
    if (auto It = OriginalDb->find(canonicalPath(F.Input));
        It != OriginalDb->end())
      OriginalFlags = It->second;
    if (auto It = TranslatedDb->find(canonicalPath(F.Output));
        It != TranslatedDb->end()) {
      TranslatedFlags = It->second;
      // The user's translated tree stands where verify's own one was.
      if (!O.Translated.empty())
        for (std::string &Flag : TranslatedFlags)
          if (size_t At = Flag.find(HipRoot.str()); At != std::string::npos)
            Flag.replace(At, HipRoot.size(), O.Translated);
    }
    OriginalFlags.insert(OriginalFlags.end(), O.CompilerFlags.begin(),
                         O.CompilerFlags.end());
    TranslatedFlags.insert(TranslatedFlags.end(), TranslatedUserFlags.begin(),
                           TranslatedUserFlags.end());
    llvm::Expected<CompilerInput> OriginalInput =
        compilerInput(U.Original, OriginalFlags, Safe);
    if (!OriginalInput)
      return OriginalInput.takeError();
    U.OriginalInput = std::move(*OriginalInput);
    llvm::Expected<CompilerInput> TranslatedInput =
        compilerInput(U.Translated, TranslatedFlags, Safe);
    if (!TranslatedInput)
      return TranslatedInput.takeError();
    U.TranslatedInput = std::move(*TranslatedInput);
    U.Products = productsName(U.RelPath, Units.size());
    U.HasMain = hasMain(F.Input);
    Units.push_back(std::move(U));
  }
  return Units;
}

/// Unit by unit in input order, and in each the kernels in source order;
/// kernels from headers after those the unit defines.
void sortBySource(std::vector<KernelComparison> &Kernels,
                  const RunResult &Run) {
  std::map<std::string, size_t> UnitOrder;
  for (const FileResult &F : Run.Files)
    UnitOrder.emplace(F.Input, UnitOrder.size());
  // Each kernel's place, worked out once: (unit, line, name, index).
  std::vector<std::tuple<size_t, unsigned, std::string, size_t>> Keys;
  for (size_t I = 0; I < Kernels.size(); ++I) {
    const KernelComparison &K = Kernels[I];
    std::string Base = kernelBaseName(K.Name);
    StringRef Leaf = StringRef(Base).substr(StringRef(Base).rfind(':') + 1);
    auto It = UnitOrder.find(K.Source);
    size_t Unit = It == UnitOrder.end() ? ~size_t(0) : It->second;
    unsigned Line = ~0u;
    if (It != UnitOrder.end())
      for (const KernelInfo &Info : Run.Files[Unit].Kernels)
        if (Info.Name == Leaf)
          Line = std::min(Line, Info.Line);
    Keys.emplace_back(Unit, Line, K.Name, I);
  }
  llvm::sort(Keys);
  std::vector<KernelComparison> Sorted;
  Sorted.reserve(Kernels.size());
  for (const auto &Key : Keys)
    Sorted.push_back(std::move(Kernels[std::get<3>(Key)]));
  Kernels = std::move(Sorted);
}

/// verify writes into its work folder (hip/, build/, run/, reference/):
/// one that holds anything and that verify did not make (no manifest in
/// hip/) is the user's, and is written into only with --force.
llvm::Error checkWorkFolder(const VerifyOptions &O) {
  std::error_code EC;
  if (O.Translation.Force ||
      fs::directory_iterator(O.WorkDir, EC) == fs::directory_iterator())
    return llvm::Error::success(); // new, empty, or said so
  llvm::SmallString<256> Manifest(O.WorkDir);
  path::append(Manifest, "hip", ManifestFileName);
  fs::file_status St;
  if (!fs::status(Manifest, St, /*follow=*/false) && fs::is_regular_file(St))
    return llvm::Error::success();
  return verifyError("work folder '" + O.WorkDir +
                     "' is not empty and was not made by cu2hip verify; give "
                     "a new or empty folder, or use --force to write into it");
}

llvm::Error checkArchs(const VerifyOptions &O) {
  if (O.NvidiaArchs.empty() || O.AmdArchs.empty())
    return verifyError("verify needs at least one NVIDIA and one AMD target");
  for (const std::string &A : O.NvidiaArchs)
    if (!StringRef(A).starts_with("sm_"))
      return verifyError("--nvidia-arch wants targets such as sm_80, got '" +
                         A + "'");
  for (const std::string &A : O.AmdArchs)
    if (!StringRef(A).starts_with("gfx"))
      return verifyError("--offload-arch wants AMD targets such as gfx90a, "
                         "got '" +
                         A + "'");
  if (O.BlockSize == 0 || O.BlockSize > 1024)
    return verifyError("--block-size must be 1 to 1024");
  return llvm::Error::success();
}

} // namespace

namespace {

/// \p Given with absolute paths, so that paths in compile databases and logs
/// compare and read the same from any folder; an error for options that do
/// not fit.
llvm::Expected<VerifyOptions> absoluteOptions(const VerifyOptions &Given) {
  VerifyOptions O = Given;
  llvm::SmallString<256> Work(O.WorkDir);
  fs::make_absolute(Work);
  path::remove_dots(Work, /*remove_dot_dot=*/true);
  O.WorkDir = std::string(Work);
  if (!O.Translated.empty()) {
    llvm::SmallString<256> Translated(O.Translated);
    fs::make_absolute(Translated);
    O.Translated = std::string(Translated);
  }
  if (llvm::Error E = checkArchs(O))
    return std::move(E);
  if (!O.Translated.empty() && (O.Translation.Inputs.size() != 1 ||
                                !fs::is_directory(O.Translation.Inputs[0]) ||
                                !fs::is_directory(O.Translated)))
    return verifyError("--translated DIR goes with one input folder: the "
                       "CUDA tree DIR was translated from");
  return O;
}

/// The GPUs found, or those --assume-*-arch names.
GpuInventory machineGpus(const VerifyOptions &O) {
  GpuInventory Gpus = detectGpus();
  if (!O.AssumeNvidiaArch.empty()) {
    Gpus.NvidiaName = "assumed NVIDIA GPU";
    Gpus.NvidiaArch = O.AssumeNvidiaArch;
  }
  if (!O.AssumeAmdArch.empty())
    Gpus.AmdArch = O.AssumeAmdArch;
  return Gpus;
}

/// The translation goes to <work>/hip under the tree mode's rules: what
/// verify translated there before is replaced, a file it did not write is
/// not (without --force).
llvm::Error translateIntoWork(const VerifyOptions &O, VerifyResult &R,
                              StringRef HipRoot, const MappingTable &Table) {
  DriverOptions T = O.Translation;
  if (O.TargetInstalledHip) {
    // hipconfig says "5.2.21153-0": the tables know major.minor.
    auto [Major, Rest] = StringRef(R.HipccVersion).split('.');
    std::optional<HipVersion> Installed =
        HipVersion::parse((Major + "." + Rest.split('.').first).str());
    if (Installed && !(*Installed < HipVersion::floor()))
      T.Translate.Target = *Installed;
  }
  T.Output = HipRoot.str() + "/";
  // `cu2hip verify .` puts its work folder inside the input: never read it
  // as part of the project.
  T.ExcludeDirs.push_back(O.WorkDir);
  T.InPlace = false;
  R.Target = T.Translate.Target;
  llvm::Expected<RunResult> Run = runTranslation(T, Table);
  if (!Run)
    return Run.takeError();
  R.Translation = std::move(*Run);
  return llvm::Error::success();
}

} // namespace

llvm::Expected<VerifyResult> runVerify(const VerifyOptions &Given,
                                       const MappingTable &Table) {
  llvm::Expected<VerifyOptions> Checked = absoluteOptions(Given);
  if (!Checked)
    return Checked.takeError();
  const VerifyOptions &O = *Checked;
  GpuInventory Gpus = machineGpus(O);
  llvm::Expected<VerifyTools> Tools = resolveTools(
      O, !Gpus.NvidiaArch.empty() && O.Mode != VerifyMode::Compile);
  if (!Tools)
    return Tools.takeError();
  if (O.Mode == VerifyMode::Run && !Gpus.any())
    return verifyError("--mode run needs a GPU, and this machine has none "
                       "(nvidia-smi lists no NVIDIA GPU; no ROCm agent "
                       "behind /dev/kfd)");
  if (llvm::Error E = checkWorkFolder(O))
    return E;
  if (std::error_code EC = fs::create_directories(O.WorkDir))
    return verifyError("cannot create work folder '" + O.WorkDir +
                       "': " + EC.message());

  VerifyResult R;
  R.BlockSize = O.BlockSize;
  R.NvidiaArchs = O.NvidiaArchs;
  R.AmdArchs = O.AmdArchs;
  R.Machine = Gpus.describe();
  R.NvccVersion = versionOf({Tools->Nvcc, "--version"});
  // hipcc --version asks the ROCm agent enumerator, which fails without a
  // GPU; hipconfig beside it says the HIP version alone.
  llvm::SmallString<256> HipConfig(path::parent_path(Tools->Hipcc));
  path::append(HipConfig, "hipconfig");
  R.HipccVersion = Tools->Hipcc.empty()
                       ? "(not found)"
                       : versionOf({std::string(HipConfig), "--version"});
  llvm::SmallString<256> HipRoot(O.WorkDir);
  path::append(HipRoot, "hip");
  if (llvm::Error E = translateIntoWork(O, R, HipRoot, Table))
    return E;

  ShellSafePaths Safe;
  llvm::Expected<std::string> WorkForCompilers = Safe.existing(O.WorkDir);
  if (!WorkForCompilers)
    return WorkForCompilers.takeError();
  Tools->WorkDir = std::move(*WorkForCompilers);
  Tools->Paths = &Safe;
  llvm::Expected<std::vector<VerifyUnit>> Units =
      pairUnits(O, R.Translation, HipRoot, Safe);
  if (!Units)
    return Units.takeError();
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(O.Translation.Jobs));
  R.Compiles = compileUnits(*Units, O, *Tools, Pool);
  for (CompileOutcome &C : R.Compiles)
    C.Log = Safe.mapBack(C.Log);
  R.Kernels = compareKernels(R.Compiles, O.NvidiaArchs, O.AmdArchs);
  sortBySource(R.Kernels, R.Translation);

  if (O.Mode == VerifyMode::Compile || !Gpus.any())
    return R;
  R.ModeUsed = VerifyMode::Run;
  llvm::SmallString<256> CompatDir(O.WorkDir);
  path::append(CompatDir, "nvidia-compat");
  if (!Gpus.NvidiaArch.empty())
    if (llvm::Error E = writeNvidiaCompatHeaders(
            Table, O.Translation.Translate.Target, CompatDir))
      return E;
  R.Programs = runPrograms(*Units, O, *Tools, Gpus,
                           Tools->WorkDir + "/nvidia-compat", Pool);
  for (ProgramComparison &P : R.Programs)
    for (ProgramRun *Side : {&P.Original, &P.Translation})
      Side->Log = Safe.mapBack(Side->Log);
  return R;
}

} // namespace cu2hip
