//===- SiteMarkers.cpp - Comments at the sites that need hand work --------===//
///
/// \file
/// With --mark-sites, a line with a finding that needs hand work gets a
/// comment above it naming the id, so the work can be found with grep in the
/// translated tree. The comment keeps the line's indentation, continues a
/// macro definition when the line is part of one, and is left out where a
/// comment cannot go (inside a multi-line comment or string, or inside text
/// another rewrite replaces).
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"

using namespace cu2hip;

/// Whether \p F is about hand work at one line.
static bool needsMarker(const Finding &F) {
  if (F.Line == 0 || diagInfo(F.Kind).Sev == Severity::Note)
    return false;
  return F.Kind != DiagKind::ParseError && F.Kind != DiagKind::InputEncoding;
}

/// Whether \p Offset is strictly inside a token (a comment or string that
/// spans lines), where no text may be inserted.
static bool insideToken(const TokenStream &T, unsigned Offset) {
  auto It = std::upper_bound(
      T.tokens().begin(), T.tokens().end(), Offset,
      [](unsigned Off, const RawToken &Tok) { return Off < Tok.Offset; });
  if (It == T.tokens().begin())
    return false;
  const RawToken &Prev = *std::prev(It);
  return Prev.Offset < Offset && Offset < Prev.end();
}

void cu2hip::markSites(RewriteContext &Ctx, llvm::StringRef Source) {
  for (const Finding &F : Ctx.Findings) {
    if (!needsMarker(F))
      continue;
    unsigned LineStart = F.Offset;
    while (LineStart > 0 && Source[LineStart - 1] != '\n')
      --LineStart;
    // No place for a marker inside a token or a replacement: the finding
    // it would repeat stands without it.
    if (insideToken(Ctx.Tokens, LineStart) || Ctx.Edits.cuts(LineStart))
      continue;
    unsigned Indent = LineStart;
    while (Indent < Source.size() &&
           (Source[Indent] == ' ' || Source[Indent] == '\t'))
      ++Indent;
    // `/* */` never ends the line early, so a macro continuation survives.
    std::string Message = F.Message;
    for (size_t P; (P = Message.find("*/")) != std::string::npos;)
      Message.replace(P, 2, "* /");
    std::string Marker = Source.substr(LineStart, Indent - LineStart).str() +
                         "/* CU2HIP(cu2hip-" + diagInfo(F.Kind).Id.str() +
                         "): " + Message + " */";
    llvm::StringRef Before = Source.take_front(LineStart).rtrim("\r\n");
    if (Before.ends_with("\\"))
      Marker += " \\"; // the line continues a macro definition
    Ctx.Edits.addFree({LineStart, 0, Ctx.inFileLineEndings(Marker + "\n")});
  }
}
