//===- ParsePhase.cpp - Parse every translation unit once -----------------===//
#include "ParsePhase.h"
#include "PrefixIncludes.h"
#include "cu2hip/Rewrite/TokenStream.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ThreadPool.h"
#include <map>

using namespace cu2hip;
using llvm::StringRef;

void FileHashes::add(StringRef Path, uint64_t Hash) {
  std::lock_guard<std::mutex> Guard(Lock);
  Hashes[Path] = Hash;
}

std::optional<uint64_t> FileHashes::get(StringRef Path) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto It = Hashes.find(Path);
    if (It != Hashes.end())
      return It->second;
  }
  // A header of an earlier run may be a FIFO now: never block on it.
  auto Buffer = readRegularFile(Path, read_limit::Source, "a source");
  std::optional<uint64_t> Hash;
  if (Buffer)
    Hash = contentHash((*Buffer)->getBuffer());
  else
    llvm::consumeError(Buffer.takeError());
  std::lock_guard<std::mutex> Guard(Lock);
  Hashes[Path] = Hash;
  return Hash;
}

/// Clang's parser recurses once per bracket level and overflows its stack
/// on pathological nesting (1000 nested lambdas do it); such a file is
/// translated from its tokens only. 256 is Clang's own -fbracket-depth.
static constexpr unsigned MaxParsedNesting = 256;

static unsigned maxNesting(StringRef Source) {
  std::string Buffer = Source.str(); // the raw lexer wants a NUL after it
  TokenStream Tokens(Buffer);
  unsigned Depth = 0, Max = 0;
  for (const RawToken &T : Tokens.tokens()) {
    if (T.is(clang::tok::l_paren) || T.is(clang::tok::l_square) ||
        T.is(clang::tok::l_brace))
      Max = std::max(Max, ++Depth);
    else if ((T.is(clang::tok::r_paren) || T.is(clang::tok::r_square) ||
              T.is(clang::tok::r_brace)) &&
             Depth > 0)
      --Depth;
  }
  return Max;
}

ParsedUnit ParsePhase::parseOne(const ParseTask &Task) {
  std::string Key =
      Cache.key(frontendCommandLine(Task.Path, Task.Options), Task.Content);
  if (std::optional<ParsedUnit> Cached =
          Cache.lookup(Key, [&](StringRef Path) { return Hashes.get(Path); })) {
    ++FromCache;
    return std::move(*Cached);
  }
  ++Parsed;
  if (maxNesting(Task.Content) > MaxParsedNesting) {
    ParsedUnit Unit;
    Unit.MainFile = Task.Path;
    Unit.End = ParseEnd::TooDeep;
    ParsedFile &File = Unit.Files[Task.Path];
    File.ContentHash = contentHash(Task.Content);
    File.Facts.ParseFindings.emplace_back(
        DiagKind::ParseError, 0, 0, 0,
        "brackets nested more than " + std::to_string(MaxParsedNesting) +
            " deep: not parsed with clang, translated from its tokens only",
        "");
    return Unit;
  }
  FrontendOptions Options = Task.Options;
  Options.Cancel = Cancel;
  if (Pchs)
    choosePch(Options, Task, "");
  ParsedUnit Unit = parseUnit(Task.Path, Task.Content, Table, Options);
  if (Unit.PchRefused) {
    // Changed since its stamps were taken, or damaged: once more, with the
    // PCH built again.
    choosePch(Options, Task, Options.PchPath);
    Unit = parseUnit(Task.Path, Task.Content, Table, Options);
  }
  // A crash or a bound may not recur (another machine, a larger bound): an
  // unfinished parse is tried again next run.
  if (Unit.End == ParseEnd::Finished && !Unit.PchRefused)
    Cache.store(Key, Unit);
  return Unit;
}

void ParsePhase::choosePch(FrontendOptions &Options, const ParseTask &Task,
                           const std::string &Refused) const {
  if (Task.SharedOfAsked && !Pchs->roomForAsked(Options))
    Options.PrefixIncludes.resize(*Task.SharedOfAsked);
  Options.PchPath = Pchs->get(Options, Refused);
  if (std::shared_ptr<const SdkPchCache::LayerNames> Layer =
          Options.PchPath.empty() ? nullptr : Pchs->layerNames(Options)) {
    // A header after the user's macro that its text names, or after the
    // user's use of a name it makes a macro, could mean something else
    // there or make that code mean something else: the prefix ends before.
    size_t Keep = Options.PrefixIncludes.size();
    for (const auto &[Macro, Before] : Task.PrefixMacros)
      if (Before < Keep && Layer->Identifiers.contains(Macro))
        Keep = Before;
    for (const auto &[Identifier, Before] : Task.PrefixIdentifiers)
      if (Before < Keep && Layer->Macros.contains(Identifier))
        Keep = Before;
    if (Keep < Options.PrefixIncludes.size()) {
      Options.PrefixIncludes.resize(Keep);
      Options.PchPath = Pchs->get(Options);
    }
  }
  if (Options.PchPath.empty() && !Options.PrefixIncludes.empty()) {
    Options.PrefixIncludes.clear(); // those headers did not precompile
    Options.PchPath = Pchs->get(Options);
  }
}

/// The keys of the PCHs of \p Options with each leading run of \p Headers:
/// the first header, the first two, and so on.
static std::vector<std::string>
prefixKeys(const FrontendOptions &Options,
           llvm::ArrayRef<std::string> Headers) {
  std::string Key = llvm::utohexstr(
      contentHash(llvm::join(frontendCommandLine("", Options), "\n")));
  std::vector<std::string> Keys;
  for (const std::string &Header : Headers)
    Keys.push_back(Key += "\n<" + Header + ">");
  return Keys;
}

void ParsePhase::choosePrefixIncludes(std::vector<ParseTask> &Tasks) {
  // A PCH costs more than a parse to build: worth it for the library headers
  // two parses of this run share, for a unit an editor will parse again,
  // or for headers an earlier run parsed too (it marked them wanted). One
  // built for every unit "for later runs" made a cold run of distinct
  // files 2.4x slower than no cache, and filled the cache with PCHs nothing
  // read again. Units that share only the first of their headers share a
  // PCH of those.
  std::vector<LibraryPrefix> Prefixes;
  std::vector<std::vector<std::string>> Keys;
  std::map<std::string, unsigned> Uses;
  for (const ParseTask &Task : Tasks) {
    Prefixes.push_back(libraryPrefix(Task.Path, Task.Content, Task.Options));
    // What the SDK's PCH includes already, the unit's include finds there.
    if (!Prefixes.back().Headers.empty())
      Prefixes.back().erase(Pchs->sdkHeaders(Task.Options));
    Keys.push_back(prefixKeys(Task.Options, Prefixes.back().Headers));
    for (const std::string &Key : Keys.back())
      ++Uses[Key];
  }
  for (size_t I = 0; I < Tasks.size(); ++I) {
    LibraryPrefix &Prefix = Prefixes[I];
    if (Prefix.Headers.empty())
      continue;
    FrontendOptions WithPrefix = Tasks[I].Options;
    WithPrefix.PrefixIncludes = Prefix.Headers;
    if (!ReparsesExpected && Uses[Keys[I].back()] < 2) {
      size_t Shared = Prefix.Headers.size();
      while (Shared > 0 && Uses[Keys[I][Shared - 1]] < 2)
        --Shared;
      if (Pchs->wantedBefore(WithPrefix))
        Tasks[I].SharedOfAsked = Shared;
      else
        Prefix.truncate(Shared);
    }
    Tasks[I].Options.PrefixIncludes = std::move(Prefix.Headers);
    Tasks[I].PrefixMacros = std::move(Prefix.Macros);
    Tasks[I].PrefixIdentifiers = std::move(Prefix.Identifiers);
  }
}

void ParsePhase::run(std::vector<ParseTask> &Tasks,
                     llvm::ThreadPoolInterface &Pool,
                     const std::function<void(const ParseTask &)> &Done,
                     std::vector<Outcome> *Outcomes) {
  if (Pchs)
    choosePrefixIncludes(Tasks);
  std::vector<ParsedUnit> Units(Tasks.size());
  std::mutex DoneLock;
  for (size_t I = 0; I < Tasks.size(); ++I)
    Pool.async([&, I] {
      if (Cancel && *Cancel)
        return;
      Units[I] = parseOne(Tasks[I]);
      std::lock_guard<std::mutex> Guard(DoneLock);
      Done(Tasks[I]);
    });
  Pool.wait();
  // Merged in task order, not completion order: the same facts at any -j.
  for (const ParsedUnit &Unit : Units) {
    merge(Unit);
    if (!Outcomes)
      continue;
    Outcome &O = Outcomes->emplace_back();
    O.End = Unit.End;
    O.Files.push_back(Unit.MainFile);
    for (const auto &Entry : Unit.Files)
      if (Entry.first != Unit.MainFile)
        O.Files.push_back(Entry.first);
  }
}

void ParsePhase::merge(const ParsedUnit &Unit) {
  for (const auto &[Path, File] : Unit.Files) {
    auto [It, Inserted] = Merged.try_emplace(Path);
    MergedFile &M = It->second;
    if (Inserted)
      M.Hash = File.ContentHash;
    else if (M.Hash != File.ContentHash)
      continue; // the file changed between two parses: keep the first view
    mergeFacts(M.Facts, File.Facts);
  }
}

const AstFacts *ParsePhase::factsFor(StringRef Path, uint64_t Hash) const {
  auto It = Merged.find(Path.str());
  if (It == Merged.end() || It->second.Hash != Hash)
    return nullptr;
  return &It->second.Facts;
}
