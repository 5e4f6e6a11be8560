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

// One writer and one reader per kind of fact (ast_fact_kind), expanded
// for every fact of AstFacts.def. Written in offset or name order, so an
// entry does not depend on hash order.

static json::Array toJson(const ast_fact_kind::Names &Names) {
  std::vector<StringRef> Sorted;
  for (const auto &N : Names)
    Sorted.push_back(N.getKey());
  llvm::sort(Sorted);
  json::Array A;
  for (StringRef N : Sorted)
    A.push_back(N);
  return A;
}

static json::Array toJson(const ast_fact_kind::Offsets &Offsets) {
  std::vector<unsigned> Sorted(Offsets.begin(), Offsets.end());
  llvm::sort(Sorted);
  return json::Array(Sorted);
}

/// `[[offset, value], ...]`.
template <typename MapT> static json::Array sortedPairs(const MapT &Map) {
  std::vector<std::pair<unsigned, typename MapT::mapped_type>> Sorted(
      Map.begin(), Map.end());
  llvm::sort(Sorted);
  json::Array A;
  for (auto &[Offset, Value] : Sorted)
    A.push_back(json::Array{Offset, Value});
  return A;
}

static json::Array toJson(const ast_fact_kind::OffsetTexts &Texts) {
  return sortedPairs(Texts);
}

static json::Array toJson(const ast_fact_kind::OffsetNumbers &Numbers) {
  return sortedPairs(Numbers);
}

static json::Array toJson(const ast_fact_kind::OffsetRanges &Ranges) {
  return sortedPairs(Ranges);
}

static json::Array toJson(const ast_fact_kind::Findings &Findings) {
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
  json::Object O;
#define CU2HIP_AST_FACT(Kind, Member, Key) O[Key] = toJson(F.Member);
#include "cu2hip/Support/AstFacts.def"
  return O;
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

// Reading an entry: any surprise makes it unusable (a cache miss).

/// \p V is an array; \p Take stores one item and says whether it is well
/// formed.
template <typename TakeT> static bool items(const json::Value &V, TakeT Take) {
  const json::Array *A = V.getAsArray();
  return A && llvm::all_of(*A, Take);
}

static bool fromJson(const json::Value &V, ast_fact_kind::Names &Out) {
  return items(V, [&](const json::Value &Item) {
    std::optional<StringRef> S = Item.getAsString();
    if (S)
      Out.insert(*S);
    return S.has_value();
  });
}

static bool fromJson(const json::Value &V, ast_fact_kind::Offsets &Out) {
  return items(V, [&](const json::Value &Item) {
    std::optional<uint64_t> N = Item.getAsUINT64();
    if (N)
      Out.insert(static_cast<unsigned>(*N));
    return N.has_value();
  });
}

/// \p V is an array of pairs `[offset, value]`; \p Take stores one and says
/// whether its value is well formed.
template <typename TakeT> static bool pairs(const json::Value &V, TakeT Take) {
  return items(V, [&](const json::Value &Item) {
    const json::Array *Pair = Item.getAsArray();
    if (!Pair || Pair->size() != 2)
      return false;
    std::optional<uint64_t> N = (*Pair)[0].getAsUINT64();
    return N && Take(static_cast<unsigned>(*N), (*Pair)[1]);
  });
}

static bool fromJson(const json::Value &V, ast_fact_kind::OffsetTexts &Out) {
  return pairs(V, [&](unsigned N, const json::Value &Value) {
    std::optional<StringRef> S = Value.getAsString();
    if (S)
      Out[N] = S->str();
    return S.has_value();
  });
}

static bool fromJson(const json::Value &V, ast_fact_kind::OffsetNumbers &Out) {
  return pairs(V, [&](unsigned N, const json::Value &Value) {
    std::optional<uint64_t> Number = Value.getAsUINT64();
    if (Number && *Number <= ~0u)
      Out[N] = static_cast<unsigned>(*Number);
    return Number && *Number <= ~0u;
  });
}

static bool fromJson(const json::Value &V, ast_fact_kind::OffsetRanges &Out) {
  return pairs(V, [&](unsigned Begin, const json::Value &Value) {
    std::optional<uint64_t> End = Value.getAsUINT64();
    if (End && *End >= Begin)
      Out[Begin] = static_cast<unsigned>(*End);
    return End && *End >= Begin;
  });
}

static bool fixesFromJson(const json::Value &V, std::vector<FixIt> &Out) {
  return items(V, [&](const json::Value &Item) {
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
    return true;
  });
}

static std::optional<Finding> findingFromJson(const json::Value &V) {
  const json::Array *F = V.getAsArray();
  if (!F || F->size() != 8)
    return std::nullopt;
  std::optional<StringRef> Id = (*F)[0].getAsString();
  std::optional<DiagKind> Kind = Id ? diagKindFromId(*Id) : std::nullopt;
  std::optional<uint64_t> Offset = (*F)[1].getAsUINT64(),
                          Line = (*F)[2].getAsUINT64(),
                          Column = (*F)[3].getAsUINT64();
  std::optional<StringRef> Message = (*F)[4].getAsString(),
                           Cuda = (*F)[5].getAsString();
  std::optional<uint64_t> Length = (*F)[6].getAsUINT64();
  if (!Kind || !Offset || !Line || !Column || !Message || !Cuda || !Length)
    return std::nullopt;
  Finding Out{*Kind,
              static_cast<unsigned>(*Offset),
              static_cast<unsigned>(*Line),
              static_cast<unsigned>(*Column),
              Message->str(),
              Cuda->str()};
  Out.Length = static_cast<unsigned>(*Length);
  if (!fixesFromJson((*F)[7], Out.Fixes))
    return std::nullopt;
  return Out;
}

static bool fromJson(const json::Value &V, ast_fact_kind::Findings &Out) {
  return items(V, [&](const json::Value &Item) {
    std::optional<Finding> F = findingFromJson(Item);
    if (F)
      Out.push_back(std::move(*F));
    return F.has_value();
  });
}

/// Every fact of AstFacts.def must be there.
static bool factsFromJson(const json::Object &O, AstFacts &F) {
#define CU2HIP_AST_FACT(Kind, Member, Key)                                     \
  if (const json::Value *V = O.get(Key); !V || !fromJson(*V, F.Member))        \
    return false;
#include "cu2hip/Support/AstFacts.def"
  return true;
}

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
  for (const auto &[Path, Value] : *Files) {
    const json::Object *F = Value.getAsObject();
    const json::Object *Facts = F ? F->getObject("facts") : nullptr;
    std::optional<StringRef> Hash = F ? F->getString("hash") : std::nullopt;
    std::optional<uint64_t> H = Hash ? parseHex(*Hash) : std::nullopt;
    ParsedFile &File = Unit.Files[Path.str()];
    if (!Facts || !H || !factsFromJson(*Facts, File.Facts))
      return std::nullopt;
    File.ContentHash = *H;
  }
  if (!Unit.Files.count(Unit.MainFile))
    return std::nullopt;
  return Unit;
}
