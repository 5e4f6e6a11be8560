//===- TextTranslation.cpp - One file's translation, from memory ----------===//
///
/// \file
/// The run of `cu2hip FILE -o OUT` for one file whose text the caller holds
/// (the language server's unsaved buffers): the very phases runTranslation
/// goes through for a lone file (scanContent, BuildFlags, ParsePhase,
/// renderJob), so an editor and the batch tool can never disagree about a
/// file. Only the reading and the writing differ: the text comes from
/// memory, and nothing is written.
///
//===----------------------------------------------------------------------===//
#include "BuildFlags.h"
#include "Jobs.h"
#include "ParsePhase.h"
#include "cu2hip/Driver/Driver.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ThreadPool.h"

using namespace cu2hip;
using namespace cu2hip::driver;
using llvm::StringRef;

llvm::Expected<TextTranslation>
cu2hip::translateText(StringRef Path, StringRef Text,
                      const DriverOptions &Options, const MappingTable &Table,
                      SdkPchCache *Pchs) {
  std::vector<Job> Jobs;
  // As the planner makes the job of `cu2hip FILE -o OUT`: a lone file is a
  // source whatever its extension, unless it is a build script.
  Job &J = Jobs.emplace_back(makeJob(Path, "-", "", "", false));
  if (J.Kind != JobKind::BuildScript)
    J.Kind = JobKind::Source;
  if (std::optional<std::string> Why =
          scanContent(J, llvm::MemoryBuffer::getMemBufferCopy(Text, Path),
                      Table, Options, /*SingleFile=*/true))
    return usageError(*Why);

  RunStats Stats;
  BuildFlags Flags;
  if (llvm::Error E = Flags.load(Options, Jobs, {}, Stats))
    return E;
  Flags.noteWarnings(Jobs);

  FactsCache NoCache("", Options.RuleFiles);
  FileHashes Hashes;
  Hashes.add(J.Canonical, J.Hash);
  ParsePhase Parses(Table, NoCache, Pchs, Hashes, Options.Cancel);
  // An editor's text is parsed again at every edit.
  Parses.expectReparses();
  std::vector<ParsePhase::Outcome> Outcomes;
  if (Options.UseAst && J.UsesCuda && J.Kind == JobKind::Source) {
    std::vector<ParseTask> Units = unitTasks(Jobs, Flags, Options);
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(1));
    Parses.run(Units, Pool, [](const ParseTask &) {}, &Outcomes);
  }
  if (Options.Cancel && Options.Cancel->load())
    return llvm::createStringError(
        std::make_error_code(std::errc::operation_canceled), "cancelled");

  TextTranslation Result;
  Result.Result =
      renderJob(J, Table, Options, Parses.factsFor(J.Canonical, J.Hash), "");
  Result.UsesCuda = J.UsesCuda;
  if (!Outcomes.empty())
    Result.Parse = Outcomes.front().End;
  Result.Text = std::move(J.Text);
  Result.Edits = std::move(J.Edits);
  return Result;
}
