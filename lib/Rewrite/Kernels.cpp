//===- Kernels.cpp - Find the kernels a file defines ----------------------===//
///
/// \file
/// From tokens, so that files that do not parse (and --no-ast runs) still
/// get their per-kernel table: `__global__`, then the last plain identifier
/// before the parameter list (attributes such as `__launch_bounds__(...)`
/// are skipped), then a body. Declarations without a body are not kernels
/// of this file.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"

using namespace cu2hip;
namespace tok = clang::tok;

/// Attribute-like macros that take a parenthesised argument list.
static bool isAttributeMacro(llvm::StringRef Name) {
  return Name == "__launch_bounds__" || Name == "__attribute__" ||
         Name == "__declspec" || Name == "__maxnreg__" ||
         Name == "__cluster_dims__" || Name == "alignas";
}

void cu2hip::findKernels(RewriteContext &Ctx,
                         std::vector<KernelInfo> &Kernels) {
  const TokenStream &T = Ctx.Tokens;
  for (size_t I = 0; I < T.size(); ++I) {
    if (!T[I].isIdentifier() || T.text(I) != "__global__" ||
        T[I].Directive >= 0)
      continue;
    size_t Name = T.size();
    size_t J = I + 1;
    for (; J < T.size(); ++J) {
      const RawToken &Tok = T[J];
      if (Tok.Directive >= 0 || Tok.is(tok::semi) || Tok.is(tok::l_brace))
        break;
      if (Tok.isIdentifier() && isAttributeMacro(T.text(J)) &&
          J + 1 < T.size() && T[J + 1].is(tok::l_paren)) {
        J = T.findClosing(J + 1);
        continue;
      }
      if (Tok.isIdentifier())
        Name = J;
      else if (Tok.is(tok::l_paren))
        break;
    }
    if (J >= T.size() || !T[J].is(tok::l_paren) || Name == T.size())
      continue;
    size_t Close = T.findClosing(J);
    // Between `)` and `{`: qualifiers, attributes, a trailing return type.
    size_t K = Close + 1;
    while (K < T.size() && !T[K].is(tok::l_brace) && !T[K].is(tok::semi) &&
           !T[K].is(tok::equal) && T[K].Directive < 0)
      ++K;
    if (K >= T.size() || !T[K].is(tok::l_brace))
      continue; // a declaration
    size_t End = T.findClosing(K);
    if (End >= T.size())
      continue;
    KernelInfo Info;
    Info.Name = T.text(Name).str();
    Info.Offset = T[Name].Offset;
    Info.EndOffset = T[End].end();
    Info.Line = lineAndColumn(T.source(), Info.Offset).first;
    Kernels.push_back(std::move(Info));
    I = End;
  }
}
