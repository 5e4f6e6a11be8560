//===- Hover.cpp - A CUDA name's row of the mapping table, as a hover -----===//
///
/// \file
/// What the tables say of the name under the cursor: the HIP name written
/// at the target HIP version (or why none is), the row's status and
/// versions, its reason, and its family's generated API page. The hover
/// speaks of the row; what the translation did at this very place (the
/// AST's view of a generic name such as `min`) is in the diagnostics.
///
//===----------------------------------------------------------------------===//
#include "Features.h"
#include "cu2hip/Lsp/Documents.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;

static bool isNameChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// The bytes of the name at \p Offset with the qualifiers before it
/// (`cooperative_groups::thread_block` on `thread_block`).
static std::pair<size_t, size_t> nameAt(StringRef Text, size_t Offset) {
  size_t Begin = std::min(Offset, Text.size()), End = Begin;
  while (End < Text.size() && isNameChar(Text[End]))
    ++End;
  while (true) {
    while (Begin > 0 && isNameChar(Text[Begin - 1]))
      --Begin;
    if (Begin < 3 || Text.substr(Begin - 2, 2) != "::" ||
        !isNameChar(Text[Begin - 3]))
      break;
    Begin -= 2;
  }
  return {Begin, End};
}

/// The row of the longest name at \p Name's end that the tables know
/// (`a::b::c`, then `b::c`, then `c`).
static const MappingRow *rowFor(StringRef Name, const MappingTable &Table,
                                size_t &Skipped) {
  for (Skipped = 0;;) {
    StringRef Candidate = Name.drop_front(Skipped);
    if (const MappingRow *Row = Table.lookup(Candidate))
      return Row;
    size_t Colons = Candidate.find("::");
    if (Colons == StringRef::npos)
      return nullptr;
    Skipped += Colons + 2;
  }
}

/// What the translation writes for \p Row at \p Target, or why nothing.
static std::string writtenAt(const MappingRow &Row,
                             const TranslateOptions &Options) {
  std::string Cuda = "`" + Row.Cuda.str() + "`";
  if (Row.Status == MappingStatus::Removed)
    return Cuda + " is removed: AMD's platforms need nothing in its place";
  if (Options.Roc && !Row.Roc.empty())
    return Cuda + " → `" + Row.Roc.str() + "` (--roc)";
  if (Row.Status == MappingStatus::Unsupported)
    return Cuda + " has no HIP equivalent";
  std::string Target = "HIP " + Options.Target.str();
  if (std::optional<RowEmission> E = Row.emittedAt(Options.Target))
    return Cuda + " → `" + E->Name.str() + "` at " + Target +
           (E->ViaFallback ? " (the fallback for `" + Row.Hip.str() + "`)"
                           : std::string());
  if (!Row.Hip.empty() && Options.Target < Row.HipSince)
    return Cuda + " → `" + Row.Hip.str() + "`, added in HIP " +
           Row.HipSince.str() + ": not at the target, " + Target;
  if (Row.HipRemoved.isSet())
    return Cuda + " → `" + Row.Hip.str() + "`, removed in HIP " +
           Row.HipRemoved.str() + ": not at the target, " + Target;
  return Cuda + " has no HIP equivalent";
}

static std::string hoverMarkdown(const MappingRow &Row,
                                 const TranslateOptions &Options,
                                 StringRef DocsUrl) {
  std::string Md = writtenAt(Row, Options) + "\n\n";
  Md += "status: " + mappingStatusName(Row.Status).str() + " (" +
        nameKindName(Row.Kind).str() + ")";
  if (Row.HipSince.isSet())
    Md += "; HIP " + Row.HipSince.str() + " or newer";
  if (Row.HipDeprecated.isSet())
    Md += "; deprecated in HIP " + Row.HipDeprecated.str();
  if (Row.HipRemoved.isSet())
    Md += "; removed in HIP " + Row.HipRemoved.str();
  if (!Row.Diag.empty())
    Md += "; reported as cu2hip-" + Row.Diag.str();
  Md += "\n\n";
  if (!Row.Reason.empty())
    Md += Row.Reason.str() + "\n\n";
  if (Options.Roc && Row.Roc.empty() && !Row.RocReason.empty())
    Md += "--roc: " + Row.RocReason.str() + "\n\n";
  Md += "[" + Row.Family.str() + " API table](" +
        docsPage(DocsUrl, "api/" + Row.Family.str() + ".md") + ")";
  return Md;
}

/// \p Text with the characters Markdown would read as markup escaped (a
/// message's '__CUDA_ARCH__' is no bold text).
static std::string escapeMarkdown(StringRef Text) {
  std::string Out;
  for (char C : Text) {
    if (StringRef("\\`*_[]<>~").contains(C))
      Out += '\\';
    Out += C;
  }
  return Out;
}

/// A finding as a hover says it: its severity, message and page.
static std::string findingMarkdown(const Finding &F, StringRef DocsUrl) {
  const DiagInfo &Info = diagInfo(F.Kind);
  return severityName(Info.Sev).str() + ": " + escapeMarkdown(F.Message) +
         " ([cu2hip-" + Info.Id.str() + "](" + diagnosticPage(DocsUrl, Info) +
         "))";
}

json::Value cu2hip::lsp::hoverAt(StringRef Text, size_t Offset,
                                 const MappingTable &Table,
                                 const TranslateOptions &Options,
                                 StringRef DocsUrl,
                                 llvm::ArrayRef<Finding> Findings) {
  std::string Md;
  std::optional<std::pair<size_t, size_t>> Bytes;
  if (Offset < Text.size() && isNameChar(Text[Offset])) {
    auto [Begin, End] = nameAt(Text, Offset);
    size_t Skipped = 0;
    if (const MappingRow *Row =
            rowFor(Text.slice(Begin, End), Table, Skipped)) {
      Md = hoverMarkdown(*Row, Options, DocsUrl);
      Bytes = {Begin + Skipped, End};
    }
  }
  for (const Finding &F : Findings) {
    auto [Begin, End] = findingBytes(F, Text);
    if (Offset < Begin || Offset >= End)
      continue;
    Md += (Md.empty() ? "" : "\n\n---\n\n") + findingMarkdown(F, DocsUrl);
    if (!Bytes)
      Bytes = {Begin, End};
  }
  if (!Bytes)
    return nullptr;
  return json::Object{
      {"contents", json::Object{{"kind", "markdown"}, {"value", Md}}},
      {"range",
       Range{positionOf(Text, Bytes->first), positionOf(Text, Bytes->second)}},
  };
}
