//===- ShimRule.cpp - Write the shims a translated file uses --------------===//
///
/// \file
/// A row's fallback may be a name only a shim declares (Shims.h). The file
/// that uses it gets the shim's code once, before its first line of code
/// (after the includes), under the shim's guard macro, so that headers and
/// the files including them may each carry it.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"

using namespace cu2hip;
using llvm::StringRef;

static std::string shimBlock(const Shim &S) {
  std::string Guard = S.guardMacro();
  return "#ifndef " + Guard + "\n#define " + Guard + "\n#include <" +
         S.Needs.str() + ">\n" + S.Code.str() + "#endif\n";
}

void cu2hip::insertShims(RewriteContext &Ctx) {
  if (Ctx.UsedShims.empty())
    return;
  const TokenStream &T = Ctx.Tokens;
  StringRef Source = T.source();
  std::string Text = "// cu2hip: code for HIP " + Ctx.Options.Target.str() +
                     ", which lacks the names below (see docs/api/shims.md)\n";
  for (const Shim *S : Ctx.UsedShims)
    Text += shimBlock(*S);
  size_t First = 0;
  while (First < T.size() && T[First].Directive >= 0)
    ++First;
  if (First == T.size()) { // directives only: after the last of them
    bool Newline = Source.ends_with("\n");
    Ctx.Edits.insert(Source.size(),
                     Ctx.inFileLineEndings(Newline ? Text : "\n" + Text));
    return;
  }
  size_t LineStart = Source.rfind('\n', T[First].Offset);
  // Before the line break that ends the line above (its '\r' too): edits
  // other rules made at the start of the code line (a guard they open) stay
  // after the shims.
  size_t Break = LineStart;
  if (Break != StringRef::npos && Break > 0 && Source[Break - 1] == '\r')
    --Break;
  if (Break != StringRef::npos && !Ctx.Edits.cuts(Break)) {
    Text.pop_back();
    Ctx.Edits.insert(Break, Ctx.inFileLineEndings("\n" + Text));
    return;
  }
  Ctx.Edits.insert(LineStart == StringRef::npos ? 0 : LineStart + 1,
                   Ctx.inFileLineEndings(Text));
}
