//===- LoaderFuzzer.cpp - Fuzz the mapping-table YAML loader --------------===//
///
/// \file
/// libFuzzer target for loadMappingBuffer, the loader behind the built-in
/// tables and users' `--rules` files. Besides "no crash, no sanitizer
/// report", a table that loads must keep the loader's promises (rows sorted
/// and unique, statuses consistent, templates parseable), and it must work
/// as a rule file: MappingTable::addRuleFile accepts the same bytes from a
/// file, its rows are found, and translating uses of every name does not
/// crash. A refusal with a position (a YAML error, a file nested deeper than
/// the loader's bound) points into the input.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Mapping/ArgTemplate.h"
#include "cu2hip/Mapping/MappingLoader.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Rewrite/Translate.h"
#include "cu2hip/Support/Finding.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>

using namespace cu2hip;
using llvm::StringRef;

namespace {

[[noreturn]] void fail(const llvm::Twine &What) {
  llvm::errs() << "invariant broken: " << What << "\n";
  std::abort();
}

/// The loader's promises about every row of a table it accepted.
void checkRow(const MappingFile &File, const MappingRow &Row) {
  if (Row.Family != File.Family)
    fail("row '" + Row.Cuda + "' has another family");
  if (Row.Cuda.empty())
    fail("a row has no CUDA name");
  if (Row.Hip.empty() != !Row.HipSince.isSet())
    fail("'" + Row.Cuda + "': 'hip' and 'hip_since' disagree");
  switch (Row.Status) {
  case MappingStatus::Supported:
    if (Row.Hip.empty())
      fail("supported row '" + Row.Cuda + "' has no HIP name");
    break;
  case MappingStatus::Unsupported:
    if (!Row.Hip.empty() || Row.Reason.empty())
      fail("unsupported row '" + Row.Cuda + "' has a HIP name or no reason");
    break;
  case MappingStatus::Attention:
    if (!diagKindFromId(Row.Diag) || Row.Reason.empty())
      fail("attention row '" + Row.Cuda + "' has a bad diag or no reason");
    break;
  }
  if (Row.Args.empty())
    return;
  llvm::Expected<ArgTemplate> T = parseArgTemplate(Row.Args, Row.Require);
  if (!T)
    fail("'" + Row.Cuda + "': accepted template does not parse: " +
         llvm::toString(T.takeError()));
  if (Row.Arity < T->MinArity)
    fail("'" + Row.Cuda + "': arity below the template's");
}

/// A refusal that gives a position (`rules.yaml:LINE:COL: ...`, the YAML
/// parser's or the depth bound's) points into the input: a line it has, a
/// column at most one past that line's end.
void checkErrorPosition(StringRef Yaml, StringRef Message) {
  StringRef Rest = Message;
  if (!Rest.consume_front("rules.yaml:"))
    return;
  unsigned Line = 0, Column = 0;
  if (Rest.consumeInteger(10, Line) || !Rest.consume_front(":") ||
      Rest.consumeInteger(10, Column) || !Rest.consume_front(":"))
    return;
  llvm::SmallVector<StringRef, 64> Lines;
  Yaml.split(Lines, '\n');
  if (Line == 0 || Line > Lines.size() || Column == 0 ||
      Column > Lines[Line - 1].size() + 1)
    fail("error position outside the input: " + Message);
}

/// One file reused for every input: addRuleFile reads rules from a path.
const std::string &rulePath() {
  // Never destroyed: the exit handler below runs after static destructors.
  static const std::string &Path = *new std::string([] {
    llvm::SmallString<128> P;
    if (llvm::sys::fs::createTemporaryFile("cu2hip-fuzz-rules", "yaml", P))
      fail("cannot create a temporary rule file");
    std::atexit([] { llvm::sys::fs::remove(rulePath()); });
    return std::string(P);
  }());
  return Path;
}

/// A use of each row's name, the way the rules meet it in code.
std::string usesOf(const MappingFile &File) {
  std::string Code;
  llvm::raw_string_ostream OS(Code);
  for (const MappingRow &Row : llvm::ArrayRef(File.Rows).take_front(64)) {
    if (Row.Kind == NameKind::Header) {
      OS << "#include <" << Row.Cuda << ">\n";
      continue;
    }
    if (Row.Kind != NameKind::Function) {
      OS << Row.Cuda << " v;\n";
      continue;
    }
    OS << Row.Cuda << "(";
    for (unsigned I = 0; I < std::max(Row.Arity, 2u); ++I)
      OS << (I ? ", a" : "a") << I;
    OS << ");\n";
  }
  return Code;
}

/// The table as a user's rule file: loaded from disk into a MappingTable.
void useAsRuleFile(StringRef Yaml, const MappingFile &File) {
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(rulePath(), EC);
    if (EC)
      fail("cannot write " + rulePath());
    OS << Yaml;
  }
  MappingTable Table;
  if (llvm::Error E = Table.addRuleFile(rulePath()))
    fail("addRuleFile refused a table the buffer loader accepted: " +
         llvm::toString(std::move(E)));
  for (const MappingRow &Row : File.Rows) {
    const MappingRow *Found = Table.lookup(Row.Cuda);
    if (!Found || Found->Family != File.Family || Found->Hip != Row.Hip)
      fail("rule row '" + Row.Cuda + "' is not what the table finds");
  }
  std::string Code = usesOf(File);
  for (LaunchStyle Launch :
       {LaunchStyle::Chevron, LaunchStyle::LaunchKernelGGL}) {
    TranslateOptions Options;
    Options.Target = Table.newestKnownVersion();
    Options.Launch = Launch;
    translateSource("rules.cu", Code, Table, Options, nullptr);
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Yaml(reinterpret_cast<const char *>(Data), Size);
  // Files are read into NUL-terminated buffers: fuzz the same.
  std::unique_ptr<llvm::MemoryBuffer> Buffer =
      llvm::MemoryBuffer::getMemBufferCopy(Yaml, "rules.yaml");
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  llvm::Expected<MappingFile> File =
      loadMappingBuffer(Buffer->getMemBufferRef(), Saver);
  if (!File) {
    std::string Message = llvm::toString(File.takeError());
    if (Message.empty())
      fail("a refused table has no error message");
    checkErrorPosition(Yaml, Message);
    return 0;
  }
  if (File->Family.empty())
    fail("a table without family loaded");
  for (size_t I = 0; I < File->Rows.size(); ++I) {
    checkRow(*File, File->Rows[I]);
    if (I > 0 && !(File->Rows[I - 1].Cuda < File->Rows[I].Cuda))
      fail("rows not strictly sorted at '" + File->Rows[I].Cuda + "'");
  }
  useAsRuleFile(Yaml, *File);
  return 0;
}
