//===- FactsCache.cpp - Parses remembered across runs ---------------------===//
#include "FactsCache.h"
#include "cu2hip/Support/CacheFolder.h"
#include "cu2hip/Support/ExecutableIdentity.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "cu2hip/Support/Version.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"

using namespace cu2hip;
using llvm::StringRef;
namespace json = llvm::json;

/// Bumped whenever the entry format or the meaning of a fact changes.
static constexpr unsigned FormatVersion = 6;

static std::string hex(uint64_t V) {
  char Buf[17];
  snprintf(Buf, sizeof Buf, "%016llx", static_cast<unsigned long long>(V));
  return Buf;
}

static std::optional<uint64_t> parseHex(StringRef S) {
  uint64_t V;
  if (S.size() != 16 || S.getAsInteger(16, V))
    return std::nullopt;
  return V;
}

static uint64_t hashFile(StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  return Buffer ? llvm::xxh3_64bits((*Buffer)->getBuffer()) : 0;
}

FactsCache::FactsCache(std::string Directory,
                       llvm::ArrayRef<std::string> RuleFiles)
    : Dir(std::move(Directory)) {
  if (Dir.empty())
    return;
  // Only a folder that is cu2hip's cache is read or written (the tool has
  // said why another is not).
  if (llvm::Error E = claimCacheFolder(Dir, /*Create=*/true)) {
    llvm::consumeError(std::move(E));
    Dir.clear();
    return;
  }
  // The binary carries the code and the built-in tables: a rebuilt cu2hip
  // never trusts facts an older one recorded.
  std::string Key = std::string(CU2HIP_VERSION_STRING) + "/" +
                    std::to_string(FormatVersion) + "/" + executableIdentity();
  for (const std::string &Rules : RuleFiles)
    Key += "/" + hex(hashFile(Rules));
  Fingerprint = hex(llvm::xxh3_64bits(Key));
}

std::string FactsCache::key(llvm::ArrayRef<std::string> CommandLine,
                            StringRef MainContent) const {
  std::string Key = Fingerprint;
  for (const std::string &Arg : CommandLine)
    Key += '\0' + Arg;
  Key += '\0' + hex(llvm::xxh3_64bits(MainContent));
  return hex(llvm::xxh3_64bits(Key)) + hex(llvm::xxHash64(Key));
}

std::string FactsCache::entryName(StringRef Key) const {
  return ("facts/" + Key.take_front(2) + "/" + Key + ".json").str();
}

std::optional<ParsedUnit> FactsCache::lookup(
    StringRef Key,
    llvm::function_ref<std::optional<uint64_t>(StringRef)> CurrentHash) const {
  if (!enabled())
    return std::nullopt;
  // A regular file of a sane size reached without following a link; a link,
  // FIFO or device in its place is a miss, left alone.
  llvm::Expected<OutputRoot> Root = OutputRoot::open(Dir, /*Create=*/false);
  if (!Root) {
    llvm::consumeError(Root.takeError());
    return std::nullopt;
  }
  std::string Entry = entryName(Key);
  auto Buffer = Root->read(Entry, read_limit::CacheEntry);
  if (!Buffer) {
    llvm::consumeError(Buffer.takeError());
    return std::nullopt;
  }
  if (!*Buffer)
    return std::nullopt;
  std::optional<ParsedUnit> Unit =
      deserializeParsedUnit((**Buffer)->getBuffer());
  if (!Unit)
    return std::nullopt;
  for (const auto &[Path, File] : Unit->Files) {
    std::optional<uint64_t> Now = CurrentHash(Path);
    if (!Now || *Now != File.ContentHash)
      return std::nullopt;
  }
  // A header an include looked for in vain that is there now would be read.
  for (const std::string &Absent : Unit->AbsentPaths)
    if (llvm::sys::fs::exists(Absent))
      return std::nullopt;
  markCacheEntryUsed(Dir, Entry); // the last to be pruned
  return Unit;
}

void FactsCache::store(StringRef Key, const ParsedUnit &Unit) const {
  if (!enabled())
    return;
  // Written atomically, never through a link; a cache that cannot be
  // written only costs speed next time.
  llvm::Expected<OutputRoot> Root = OutputRoot::open(Dir, /*Create=*/false);
  llvm::Error E = Root ? Root->write(entryName(Key), serializeParsedUnit(Unit))
                       : Root.takeError();
  llvm::consumeError(std::move(E));
}

//===----------------------------------------------------------------------===//
// JSON form
//===----------------------------------------------------------------------===//

static json::Array sortedNames(const llvm::StringSet<> &Names) {
  std::vector<StringRef> Sorted;
  for (const auto &N : Names)
    Sorted.push_back(N.getKey());
  llvm::sort(Sorted);
  json::Array A;
  for (StringRef N : Sorted)
    A.push_back(N);
  return A;
}

static json::Array sortedOffsets(const llvm::DenseSet<unsigned> &Offsets) {
  std::vector<unsigned> Sorted(Offsets.begin(), Offsets.end());
  llvm::sort(Sorted);
  return json::Array(Sorted);
}

static json::Array rangesToJson(const std::map<unsigned, unsigned> &Ranges) {
  json::Array A;
  for (auto [Begin, End] : Ranges)
    A.push_back(json::Array{Begin, End});
  return A;
}

static json::Array
sortedKeys(const llvm::DenseMap<unsigned, std::string> &Keys) {
  std::vector<std::pair<unsigned, std::string>> Sorted(Keys.begin(),
                                                       Keys.end());
  llvm::sort(Sorted);
  json::Array A;
  for (auto &[Offset, Key] : Sorted)
    A.push_back(json::Array{Offset, Key});
  return A;
}

static json::Array
sortedIndices(const llvm::DenseMap<unsigned, unsigned> &Indices) {
  std::vector<std::pair<unsigned, unsigned>> Sorted(Indices.begin(),
                                                    Indices.end());
  llvm::sort(Sorted);
  json::Array A;
  for (auto [Offset, Index] : Sorted)
    A.push_back(json::Array{Offset, Index});
  return A;
}

static json::Array findingsToJson(const std::vector<Finding> &Findings) {
  json::Array A;
  for (const Finding &P : Findings) {
    json::Array Fixes;
    for (const FixIt &Fix : P.Fixes)
      Fixes.push_back(json::Array{Fix.Offset, Fix.Length, Fix.Text});
    A.push_back(json::Array{diagInfo(P.Kind).Id, P.Offset, P.Line, P.Column,
                            P.Message, P.CudaName, P.Length, std::move(Fixes)});
  }
  return A;
}

static json::Value factsToJson(const AstFacts &F) {
  return json::Object{
      {"user_entities", sortedNames(F.UserEntityNames)},
      {"user_macros", sortedNames(F.UserMacroNames)},
      {"resolved", sortedKeys(F.ResolvedKeys)},
      {"argument_casts", sortedKeys(F.ArgumentCasts)},
      {"symbol_arguments", sortedIndices(F.SymbolArguments)},
      {"full_mask", sortedOffsets(F.FullMaskCalls)},
      {"narrow_shuffle", sortedOffsets(F.NarrowShuffleCalls)},
      {"host_half_operators", sortedOffsets(F.HostHalfOperators)},
      {"tiles_of_tiles", sortedOffsets(F.TilePartitionsOfTiles)},
      {"dropped_qualifiers", sortedOffsets(F.DroppedQualifiers)},
      {"nvidia_only", rangesToJson(F.NvidiaOnlyDecls)},
      {"unmapped", sortedKeys(F.UnmappedRefs)},
      {"parse", findingsToJson(F.ParseFindings)},
      {"analysis", findingsToJson(F.AnalysisFindings)},
  };
}

std::string cu2hip::serializeParsedUnit(const ParsedUnit &Unit) {
  json::Object Files;
  for (const auto &[Path, File] : Unit.Files)
    Files[Path] = json::Object{{"hash", hex(File.ContentHash)},
                               {"facts", factsToJson(File.Facts)}};
  json::Array Absent;
  for (const std::string &Path : Unit.AbsentPaths)
    Absent.push_back(Path);
  json::Object Root{{"format", FormatVersion},
                    {"main", Unit.MainFile},
                    {"files", std::move(Files)},
                    {"absent", std::move(Absent)}};
  std::string Text;
  llvm::raw_string_ostream(Text) << json::Value(std::move(Root));
  return Text;
}

namespace {

/// Reads one entry; any surprise makes it unusable (a cache miss).
class FactsReader {
public:
  bool names(const json::Object &O, StringRef Field, llvm::StringSet<> &Out) {
    const json::Array *A = O.getArray(Field);
    if (!A)
      return false;
    for (const json::Value &V : *A) {
      std::optional<StringRef> S = V.getAsString();
      if (!S)
        return false;
      Out.insert(*S);
    }
    return true;
  }

  bool offsets(const json::Object &O, StringRef Field,
               llvm::DenseSet<unsigned> &Out) {
    const json::Array *A = O.getArray(Field);
    if (!A)
      return false;
    for (const json::Value &V : *A) {
      std::optional<uint64_t> N = V.getAsUINT64();
      if (!N)
        return false;
      Out.insert(static_cast<unsigned>(*N));
    }
    return true;
  }

  /// Field \p Field is an array of pairs `[offset, value]`; \p Take
  /// stores one and says whether its value is well formed.
  template <typename TakeT>
  bool pairs(const json::Object &O, StringRef Field, TakeT Take) {
    const json::Array *A = O.getArray(Field);
    if (!A)
      return false;
    for (const json::Value &V : *A) {
      const json::Array *Pair = V.getAsArray();
      if (!Pair || Pair->size() != 2)
        return false;
      std::optional<uint64_t> N = (*Pair)[0].getAsUINT64();
      if (!N || !Take(static_cast<unsigned>(*N), (*Pair)[1]))
        return false;
    }
    return true;
  }

  bool keys(const json::Object &O, StringRef Field,
            llvm::DenseMap<unsigned, std::string> &Out) {
    return pairs(O, Field, [&](unsigned N, const json::Value &V) {
      std::optional<StringRef> S = V.getAsString();
      if (S)
        Out[N] = S->str();
      return S.has_value();
    });
  }

  bool indices(const json::Object &O, StringRef Field,
               llvm::DenseMap<unsigned, unsigned> &Out) {
    return pairs(O, Field, [&](unsigned N, const json::Value &V) {
      std::optional<uint64_t> Index = V.getAsUINT64();
      if (Index && *Index <= ~0u)
        Out[N] = static_cast<unsigned>(*Index);
      return Index && *Index <= ~0u;
    });
  }

  bool ranges(const json::Object &O, StringRef Field,
              std::map<unsigned, unsigned> &Out) {
    return pairs(O, Field, [&](unsigned Begin, const json::Value &V) {
      std::optional<uint64_t> End = V.getAsUINT64();
      if (End && *End >= Begin)
        Out[Begin] = static_cast<unsigned>(*End);
      return End && *End >= Begin;
    });
  }

  bool fixes(const json::Value &V, std::vector<FixIt> &Out) {
    const json::Array *A = V.getAsArray();
    if (!A)
      return false;
    for (const json::Value &Item : *A) {
      const json::Array *Fix = Item.getAsArray();
      if (!Fix || Fix->size() != 3)
        return false;
      std::optional<uint64_t> Offset = (*Fix)[0].getAsUINT64(),
                              Length = (*Fix)[1].getAsUINT64();
      std::optional<StringRef> Text = (*Fix)[2].getAsString();
      if (!Offset || !Length || !Text)
        return false;
      Out.emplace_back(static_cast<unsigned>(*Offset),
                       static_cast<unsigned>(*Length), Text->str());
    }
    return true;
  }

  bool findings(const json::Object &O, StringRef Field,
                std::vector<Finding> &Out) {
    const json::Array *A = O.getArray(Field);
    if (!A)
      return false;
    for (const json::Value &V : *A) {
      const json::Array *F = V.getAsArray();
      if (!F || F->size() != 8)
        return false;
      std::optional<StringRef> Id = (*F)[0].getAsString();
      std::optional<DiagKind> Kind = Id ? diagKindFromId(*Id) : std::nullopt;
      std::optional<uint64_t> Offset = (*F)[1].getAsUINT64(),
                              Line = (*F)[2].getAsUINT64(),
                              Column = (*F)[3].getAsUINT64();
      std::optional<StringRef> Message = (*F)[4].getAsString(),
                               Cuda = (*F)[5].getAsString();
      std::optional<uint64_t> Length = (*F)[6].getAsUINT64();
      if (!Kind || !Offset || !Line || !Column || !Message || !Cuda || !Length)
        return false;
      Finding Out1{*Kind,
                   static_cast<unsigned>(*Offset),
                   static_cast<unsigned>(*Line),
                   static_cast<unsigned>(*Column),
                   Message->str(),
                   Cuda->str()};
      Out1.Length = static_cast<unsigned>(*Length);
      if (!fixes((*F)[7], Out1.Fixes))
        return false;
      Out.push_back(std::move(Out1));
    }
    return true;
  }

  bool facts(const json::Object &O, AstFacts &F) {
    return names(O, "user_entities", F.UserEntityNames) &&
           names(O, "user_macros", F.UserMacroNames) &&
           keys(O, "resolved", F.ResolvedKeys) &&
           keys(O, "argument_casts", F.ArgumentCasts) &&
           indices(O, "symbol_arguments", F.SymbolArguments) &&
           offsets(O, "full_mask", F.FullMaskCalls) &&
           offsets(O, "narrow_shuffle", F.NarrowShuffleCalls) &&
           offsets(O, "host_half_operators", F.HostHalfOperators) &&
           offsets(O, "tiles_of_tiles", F.TilePartitionsOfTiles) &&
           offsets(O, "dropped_qualifiers", F.DroppedQualifiers) &&
           ranges(O, "nvidia_only", F.NvidiaOnlyDecls) &&
           keys(O, "unmapped", F.UnmappedRefs) &&
           findings(O, "parse", F.ParseFindings) &&
           findings(O, "analysis", F.AnalysisFindings);
  }
};

} // namespace

std::optional<ParsedUnit> cu2hip::deserializeParsedUnit(StringRef Json) {
  llvm::Expected<json::Value> Root = json::parse(Json);
  if (!Root) {
    llvm::consumeError(Root.takeError());
    return std::nullopt;
  }
  const json::Object *O = Root->getAsObject();
  if (!O || O->getInteger("format") != FormatVersion)
    return std::nullopt;
  std::optional<StringRef> Main = O->getString("main");
  const json::Object *Files = O->getObject("files");
  const json::Array *Absent = O->getArray("absent");
  if (!Main || !Files || !Absent)
    return std::nullopt;
  ParsedUnit Unit;
  Unit.MainFile = Main->str();
  for (const json::Value &Path : *Absent) {
    std::optional<StringRef> P = Path.getAsString();
    if (!P)
      return std::nullopt;
    Unit.AbsentPaths.insert(P->str());
  }
  FactsReader Reader;
  for (const auto &[Path, Value] : *Files) {
    const json::Object *F = Value.getAsObject();
    const json::Object *Facts = F ? F->getObject("facts") : nullptr;
    std::optional<StringRef> Hash = F ? F->getString("hash") : std::nullopt;
    std::optional<uint64_t> H = Hash ? parseHex(*Hash) : std::nullopt;
    ParsedFile &File = Unit.Files[Path.str()];
    if (!Facts || !H || !Reader.facts(*Facts, File.Facts))
      return std::nullopt;
    File.ContentHash = *H;
  }
  if (!Unit.Files.count(Unit.MainFile))
    return std::nullopt;
  return Unit;
}
