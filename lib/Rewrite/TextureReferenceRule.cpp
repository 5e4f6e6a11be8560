//===- TextureReferenceRule.cpp - texture<> and surface<> references ------===//
///
/// \file
/// Texture and surface references (`texture<float, 1, cudaReadModeElementType>
/// tex;`, `surface<void, 2> surf;`) are file-scope objects bound to memory at
/// run time. CUDA 12 removed them, so code using them no longer parses
/// against a current SDK: they are found from tokens. Each declaration is
/// reported once, with its name. Their run-time API (cudaBindTexture...) is
/// reported by its table rows (diag: texture-reference).
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

/// Index of the `>` closing the template argument list opened at \p Less,
/// or T.size(): `<`/`>` nest, brackets are skipped whole, and a `;` or `{`
/// means it was no template argument list.
static size_t closingAngle(const TokenStream &T, size_t Less) {
  int Depth = 0;
  for (size_t I = Less; I < T.size(); ++I) {
    if (T[I].is(tok::less)) {
      ++Depth;
    } else if (T[I].is(tok::greater) || T[I].is(tok::greatergreater)) {
      Depth -= T[I].is(tok::greater) ? 1 : 2;
      if (Depth <= 0)
        return Depth == 0 ? I : T.size();
    } else if (T[I].is(tok::l_paren) || T[I].is(tok::l_square)) {
      I = T.findClosing(I);
    } else if (T[I].is(tok::semi) || T[I].is(tok::l_brace) ||
               T[I].is(tok::r_brace) || T[I].Directive != T[Less].Directive) {
      return T.size();
    }
  }
  return T.size();
}

/// The text of tokens [First, Last], with the spaces the source has
/// between them reduced to one.
static std::string spelled(const TokenStream &T, size_t First, size_t Last) {
  std::string Text;
  for (size_t I = First; I <= Last; ++I) {
    if (I > First && T[I].Offset > T[I - 1].end())
      Text += ' ';
    Text += T.text(I).str();
  }
  return Text;
}

static std::string textureMessage(StringRef Name, StringRef Type) {
  return ("texture reference '" + Name + "' (" + Type +
          "): CUDA 12 removed texture references; HIP still has "
          "texture<T, dim, readMode> and its binding API, deprecated, so the "
          "translation builds with hipcc for now: port '" +
          Name +
          "' to a texture object (hipTextureObject_t from "
          "hipCreateTextureObject, passed to the kernels that read it with "
          "tex1Dfetch<T>(obj, i)/tex2D<T>(obj, x, y))")
      .str();
}

static std::string surfaceMessage(StringRef Name, StringRef Type) {
  return ("surface reference '" + Name + "' (" + Type +
          "): CUDA 12 removed surface references and HIP has none (no "
          "surface<> template, no cudaBindSurfaceToArray): port '" +
          Name +
          "' to a surface object (hipSurfaceObject_t from "
          "hipCreateSurfaceObject, passed to the kernels that use it with "
          "surf2Dread/surf2Dwrite)")
      .str();
}

/// Reports texture and surface reference declarations (`texture<float, 1>
/// tex;`), which CUDA 12 removed (rule: texture references).
static void reportTextureReferences(RewriteContext &Ctx) {
  const TokenStream &T = Ctx.Tokens;
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (!T[I].isIdentifier() || !T[I + 1].is(tok::less) || T[I].Directive >= 0)
      continue;
    StringRef Word = T.text(I);
    bool Texture = Word == "texture";
    if (!Texture && Word != "surface")
      continue;
    // `obj.texture<...>`, `ns::texture<...>`: not CUDA's.
    if (I > 0 &&
        (T[I - 1].is(tok::period) || T[I - 1].is(tok::arrow) ||
         (T[I - 1].is(tok::coloncolon) && I > 1 && T[I - 2].isIdentifier())))
      continue;
    size_t Close = closingAngle(T, I + 1);
    if (Close >= T.size())
      continue;
    // `texture<float> tex;`, `const texture<float, 2> &t` (a parameter).
    size_t NameIndex = Close + 1;
    while (NameIndex < T.size() &&
           (T[NameIndex].is(tok::amp) || T[NameIndex].is(tok::star) ||
            T.text(NameIndex) == "const"))
      ++NameIndex;
    if (NameIndex >= T.size() || !T[NameIndex].isIdentifier())
      continue;
    StringRef Name = T.text(NameIndex);
    std::string Type = spelled(T, I, Close);
    Finding F;
    F.Kind = DiagKind::TextureReference;
    F.Offset = T[I].Offset;
    F.Message =
        Texture ? textureMessage(Name, Type) : surfaceMessage(Name, Type);
    F.CudaName = Word.str();
    F.Length = T[NameIndex].end() - T[I].Offset;
    Ctx.Findings.push_back(std::move(F));
    Ctx.UsesCuda = true;
    I = NameIndex;
  }
}

namespace {
class TextureReferenceRule : public RewriteRule {
public:
  llvm::StringRef name() const override { return "texture-references"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::TextureReference};
  }
  void start(RewriteContext &Ctx) override { reportTextureReferences(Ctx); }
};
} // namespace

std::unique_ptr<RewriteRule>
cu2hip::createTextureReferenceRule(RuleHandoffs &) {
  return std::make_unique<TextureReferenceRule>();
}
