//===- BuildCheck.cpp - The translation, compiled by the target's hipcc ---===//
#include "BuildCheck.h"
#include "NameFacts.h"
#include "cu2hip/Frontend/Frontend.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/ChildProcess.h"
#include "cu2hip/Support/ShellSafePaths.h"
#include "cu2hip/Support/SourceText.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include <set>
#include <tuple>

using namespace cu2hip;
using namespace cu2hip::driver;
using llvm::StringRef;

namespace {

/// `file:line:` (or `file:line:column:`) of an include-stack line.
std::optional<std::pair<std::string, unsigned>> includeLocation(StringRef L) {
  auto [Rest, Last] = L.trim().rtrim(":,").rsplit(':');
  unsigned N = 0;
  if (Rest.empty() || Last.getAsInteger(10, N))
    return std::nullopt;
  // With a column, the line comes before it.
  auto [File, Line] = Rest.rsplit(':');
  unsigned M = 0;
  if (!File.empty() && !Line.getAsInteger(10, M))
    return std::make_pair(File.str(), M);
  return std::make_pair(Rest.str(), N);
}

} // namespace

std::vector<CompilerError>
cu2hip::driver::parseCompilerErrors(StringRef Output) {
  static const llvm::Regex Located("^(.+):([0-9]+):([0-9]+): (fatal "
                                   "error|error|warning|note|remark): (.*)$");
  std::vector<CompilerError> Errors;
  std::vector<std::pair<std::string, unsigned>> Stack;
  llvm::SmallVector<StringRef> Lines;
  Output.split(Lines, '\n');
  for (StringRef L : Lines) {
    L = L.rtrim("\r");
    if (L.consume_front("In file included from ")) {
      Stack.clear();
      if (auto Loc = includeLocation(L))
        Stack.push_back(*Loc);
      continue;
    }
    if (L.starts_with(" ") && L.ltrim().starts_with("from ")) {
      if (auto Loc = includeLocation(L.ltrim().drop_front(5)))
        Stack.push_back(*Loc);
      continue;
    }
    llvm::SmallVector<StringRef, 6> M;
    if (Located.match(L, &M)) {
      if (M[4] == "error" || M[4] == "fatal error") {
        CompilerError E;
        E.File = M[1].str();
        M[2].getAsInteger(10, E.Line);
        M[3].getAsInteger(10, E.Column);
        E.Message = M[5].str();
        E.IncludedFrom = std::move(Stack);
        Errors.push_back(std::move(E));
      }
      Stack.clear();
      continue;
    }
    // The driver's own errors have no place: `clang-15: error: ...`.
    size_t At = L.find("error: ");
    if (At != StringRef::npos && !L.starts_with(" ") &&
        (At == 0 || L.substr(0, At).ends_with(": "))) {
      CompilerError E;
      E.Message = L.drop_front(At + 7).str();
      Errors.push_back(std::move(E));
      Stack.clear();
    }
  }
  return Errors;
}

bool cu2hip::driver::compilesAsHip(const OutputCompileCommand &Command) {
  for (size_t I = 1; I + 1 < Command.Arguments.size(); ++I)
    if (Command.Arguments[I] == "-x" && Command.Arguments[I + 1] == "hip")
      return true;
  return false;
}

std::vector<std::string>
cu2hip::driver::checkCommand(const OutputCompileCommand &Command,
                             StringRef Hipcc, StringRef OffloadArch) {
  bool Hip = compilesAsHip(Command);
  bool C = !Hip && llvm::sys::path::extension(Command.File) == ".c";
  std::vector<std::string> Args = {Hipcc.str(),
                                   "--offload-arch=" + OffloadArch.str(),
                                   "-fsyntax-only",
                                   "-w",
                                   "-fno-caret-diagnostics",
                                   "-fno-color-diagnostics",
                                   "-fdiagnostics-absolute-paths"};
  // Host code as CUDA's build compiles it, with the host compiler: HIP's
  // headers then need the platform (what CMake's hip::host gives), and
  // hipcc would compile a C++ file as HIP unless told.
  if (!Hip) {
    Args.emplace_back("-D__HIP_PLATFORM_AMD__");
    if (!C)
      Args.insert(Args.end(), {"-x", "c++"});
  }
  bool HasStandard = false;
  for (size_t I = 1; I < Command.Arguments.size(); ++I) {
    StringRef A = Command.Arguments[I];
    if (A.starts_with("--offload-arch=") || A == "-c")
      continue;
    HasStandard |= A.starts_with("-std=");
    Args.push_back(A.str());
  }
  if (!HasStandard && !C)
    Args.insert(Args.begin() + 1, "-std=c++17");
  return Args;
}

namespace {

/// Line \p Line (1-based) of \p Text, without its line ending; "" past
/// the end.
StringRef lineText(StringRef Text, unsigned Line) {
  unsigned Begin = offsetOfLine(Text, Line);
  return Begin == Text.size() ? StringRef() : lineAt(Text, Begin);
}

/// What one compile said.
struct UnitRun {
  std::vector<CompilerError> Errors;
  CommandResult Command;
  std::string NotChecked; ///< why the unit was not compiled
};

/// Turns compilers' errors into build-error findings at the CUDA lines of
/// the files cu2hip wrote, each place and message once.
class ErrorReporter {
public:
  ErrorReporter(std::vector<TranslatedFile> &Files, const MappingTable &Table,
                const DriverOptions &Options)
      : Files(Files), Names(Table, Options.Translate.Target),
        Arch(Options.CheckBuild.OffloadArch) {
    for (size_t I = 0; I < Files.size(); ++I)
      ByOutput.try_emplace(Files[I].Output, I);
  }

  /// Reports \p E, met compiling the unit of file \p Unit; returns its
  /// place and message for the unit's summary.
  std::string report(const CompilerError &E, size_t Unit) {
    // At the error's own line in a file cu2hip wrote, else at the include
    // of the first such file that leads to it, else at the unit.
    size_t Where = Unit;
    unsigned HipLine = 0, Column = 0;
    std::string Prefix;
    if (std::optional<size_t> F = locate(E.File)) {
      Where = *F;
      HipLine = E.Line;
      Column = E.Column;
    } else {
      for (const auto &[File, Line] : E.IncludedFrom)
        if (std::optional<size_t> F = locate(File)) {
          Where = *F;
          HipLine = Line;
          break;
        }
      if (!E.File.empty())
        Prefix = "in " + llvm::sys::path::filename(E.File).str() + ":" +
                 std::to_string(E.Line) + ", which the unit includes: ";
    }
    TranslatedFile &F = Files[Where];
    unsigned Line = inputLine(F, HipLine);
    StringRef HipText = HipLine ? lineText(F.Text, HipLine) : "";
    StringRef CudaText = Line ? lineText(F.Source, Line) : "";
    std::string Message = "hipcc (" + Arch + "): " + Prefix + E.Message;
    if (!HipText.trim().empty() && HipText.trim() != CudaText.trim())
      Message += "; translated line " + std::to_string(HipLine) + ": " +
                 HipText.trim().take_front(160).str();
    if (std::string Known =
            Names.describe(HipText.trim(), CudaText.trim(), E.Message);
        !Known.empty())
      Message += "; " + Known;
    std::string Summary = F.Result->Input +
                          (Line ? ":" + std::to_string(Line) : std::string()) +
                          ": " + E.Message;
    if (!Reported.insert({Where, Line, Message}).second)
      return Summary;
    // hipcc's column holds where the line reads the same on both sides
    // (and is about this line, not a header behind it).
    if (HipText != CudaText || Column == 0)
      Column = Line ? 1 : 0;
    Finding Found(DiagKind::BuildError, Line ? offsetOfLine(F.Source, Line) : 0,
                  Line, Column, Message);
    Found.SourceLine = CudaText.str();
    F.Result->Findings.push_back(std::move(Found));
    Touched.insert(Where);
    return Summary;
  }

  /// Reports that the unit of file \p Unit was not compiled, and why: its
  /// outcome is unknown, which must not read as a pass.
  void reportNotChecked(size_t Unit, StringRef Why) {
    TranslatedFile &F = Files[Unit];
    F.Result->Findings.emplace_back(
        DiagKind::BuildNotChecked, 0, 0, 0,
        "the build check did not compile this unit for " + Arch + ": " +
            Why.str());
    Touched.insert(Unit);
  }

  /// Puts each file's findings back in the order of the file.
  void sortFindings() {
    for (size_t I : Touched)
      llvm::stable_sort(Files[I].Result->Findings,
                        [](const Finding &A, const Finding &B) {
                          return A.Offset < B.Offset;
                        });
  }

private:
  std::optional<size_t> locate(StringRef File) {
    if (File.empty())
      return std::nullopt;
    auto [It, New] = Canonical.try_emplace(File);
    if (New)
      It->second = canonicalPath(File);
    auto Found = ByOutput.find(It->second);
    if (Found == ByOutput.end())
      return std::nullopt;
    return Found->second;
  }

  static unsigned inputLine(const TranslatedFile &F, unsigned Line) {
    if (!F.InputLines || Line == 0 || Line > F.InputLines->size())
      return Line;
    return (*F.InputLines)[Line - 1];
  }

  std::vector<TranslatedFile> &Files;
  NameFacts Names;
  std::string Arch;
  llvm::StringMap<size_t> ByOutput;
  llvm::StringMap<std::string> Canonical;
  std::set<std::tuple<size_t, unsigned, std::string>> Reported;
  std::set<size_t> Touched;
};

/// What a unit's compile came to, its errors reported through \p Errors.
UnitBuild outcome(const CheckUnit &U, UnitRun &R, const TranslatedFile &File,
                  unsigned TimeoutSeconds, ErrorReporter &Errors) {
  UnitBuild B;
  B.Input = File.Result->Input;
  B.Output = U.Command.File;
  std::string NotChecked = R.NotChecked;
  if (NotChecked.empty() && !R.Command.Started)
    NotChecked = "hipcc did not start: " + R.Command.StartError;
  else if (NotChecked.empty() && R.Command.TimedOut)
    NotChecked =
        "hipcc took longer than " + std::to_string(TimeoutSeconds) + " s";
  if (!NotChecked.empty()) {
    B.Summary = "not checked: " + NotChecked;
    Errors.reportNotChecked(U.File, NotChecked);
  } else if (R.Command.ExitCode == 0) {
    B.Result = UnitBuild::Outcome::Built;
  } else {
    B.Result = UnitBuild::Outcome::Failed;
    B.Errors = R.Errors.size();
    if (R.Errors.empty()) // a crash, or a tool that says nothing
      R.Errors.push_back({"",
                          0,
                          0,
                          "hipcc exited with status " +
                              std::to_string(R.Command.ExitCode) +
                              " without an error message",
                          {}});
    for (const CompilerError &E : R.Errors) {
      std::string Summary = Errors.report(E, U.File);
      if (B.Summary.empty())
        B.Summary = std::move(Summary);
    }
  }
  return B;
}

} // namespace

BuildCheckResult cu2hip::driver::checkBuild(llvm::ArrayRef<CheckUnit> Units,
                                            std::vector<TranslatedFile> &Files,
                                            const MappingTable &Table,
                                            const DriverOptions &Options,
                                            llvm::ThreadPoolInterface &Pool) {
  const BuildCheckOptions &Check = Options.CheckBuild;
  BuildCheckResult Result;
  Result.Hipcc = Check.Hipcc;
  Result.OffloadArch = Check.OffloadArch;

  // Every path is made safe before any compiler starts (ShellSafePaths is
  // not thread-safe); hipcc hands its arguments to a shell.
  ShellSafePaths Safe;
  std::vector<std::vector<std::string>> Argvs(Units.size());
  std::vector<UnitRun> Runs(Units.size());
  for (size_t I = 0; I < Units.size(); ++I) {
    std::vector<std::string> Args =
        checkCommand(Units[I].Command, Check.Hipcc, Check.OffloadArch);
    std::string Source = Args.back();
    Args.pop_back();
    std::string QuoteDir;
    llvm::Expected<std::string> SafeSource = Safe.source(Source, QuoteDir);
    if (!SafeSource) {
      Runs[I].NotChecked = toString(SafeSource.takeError());
      continue;
    }
    llvm::Expected<std::vector<std::string>> Flags =
        Safe.flags(llvm::ArrayRef(Args).drop_front());
    if (!Flags) {
      Runs[I].NotChecked = toString(Flags.takeError());
      continue;
    }
    std::vector<std::string> &Argv = Argvs[I];
    Argv.push_back(Check.Hipcc);
    Argv.insert(Argv.end(), Flags->begin(), Flags->end());
    if (!QuoteDir.empty())
      Argv.push_back("-iquote" + QuoteDir);
    Argv.push_back(*SafeSource);
  }

  for (size_t I = 0; I < Units.size(); ++I)
    Pool.async([&, I] {
      if (Argvs[I].empty())
        return;
      if (Options.Cancel && Options.Cancel->load()) {
        Runs[I].NotChecked = "interrupted";
        return;
      }
      UnitRun &R = Runs[I];
      R.Command = runCommand(Argvs[I], {}, Check.TimeoutSeconds);
      R.Errors = parseCompilerErrors(Safe.mapBack(R.Command.Stderr));
    });
  Pool.wait();

  ErrorReporter Errors(Files, Table, Options);
  for (size_t I = 0; I < Units.size(); ++I)
    Result.Units.push_back(outcome(Units[I], Runs[I], Files[Units[I].File],
                                   Check.TimeoutSeconds, Errors));
  Errors.sortFindings();
  llvm::stable_sort(Result.Units, [](const UnitBuild &A, const UnitBuild &B) {
    return A.Input < B.Input;
  });
  return Result;
}
