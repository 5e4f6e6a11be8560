//===- Handlers.cpp - Rewrites a rename cannot express --------------------===//
///
/// \file
/// The C++ side of the `handler:` key of the mapping tables. Each handler
/// plans edits to the argument list of the call whose callee is renamed,
/// which the rename takes with it or not at all; the switch covers every
/// HandlerKind, so a handler declared in Handlers.def without code here
/// fails to compile.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;
using ArgRange = std::pair<size_t, size_t>;

static StringRef argText(const TokenStream &T, ArgRange A) {
  return T.source().slice(T[A.first].Offset, T[A.second - 1].end());
}

/// Surrounds argument \p N with \p Prefix and \p Suffix unless it already
/// starts with \p Marker (translating translated code changes nothing).
static void wrapArgument(const RewriteContext &Ctx, HandlerEdits &Out,
                         llvm::ArrayRef<ArgRange> Args, size_t N,
                         StringRef Prefix, StringRef Suffix, StringRef Marker) {
  if (N >= Args.size() || Args[N].first == Args[N].second)
    return;
  const TokenStream &T = Ctx.Tokens;
  if (argText(T, Args[N]).starts_with(Marker))
    return;
  Out.Edits.push_back({T[Args[N].first].Offset, 0, Prefix.str()});
  Out.Edits.push_back({T[Args[N].second - 1].end(), 0, Suffix.str()});
}

/// Whether \p Text starts with a call of a function whose row says it
/// returns the mask of the running lanes (`warp: active-lanes`:
/// `__activemask()`); with \p Whole, whether it is that call and nothing
/// else.
static bool isActiveLanesCall(const RewriteContext &Ctx, StringRef Text,
                              bool Whole) {
  Text = Text.trim();
  StringRef Name =
      Text.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
  StringRef Rest = Text.drop_front(Name.size()).ltrim();
  const MappingRow *Row = Name.empty() ? nullptr : Ctx.Table.lookup(Name);
  if (!Row || Row->Warp != WarpClass::ActiveLanes || !Rest.consume_front("("))
    return false;
  return !Whole || Rest.ltrim() == ")";
}

/// Whether a mask argument names all 32 lanes, so dropping it loses nothing.
static bool isFullWarpMaskText(StringRef Text) {
  std::string Compact;
  for (char C : Text)
    if (!isspace(static_cast<unsigned char>(C)))
      Compact += static_cast<char>(tolower(C));
  while (!Compact.empty() && (Compact.back() == 'u' || Compact.back() == 'l'))
    Compact.pop_back();
  return Compact == "0xffffffff" || Compact == "-1" || Compact == "~0" ||
         Compact == "4294967295";
}

/// The literal forms, the active lanes, or a macro or constant the AST
/// evaluated to all lanes.
static bool isFullWarpMask(const RewriteContext &Ctx, StringRef Text,
                           size_t NameIndex) {
  return isFullWarpMaskText(Text) || isActiveLanesCall(Ctx, Text, true) ||
         (Ctx.Facts &&
          Ctx.Facts->FullMaskCalls.count(Ctx.Tokens[NameIndex].Offset));
}

/// `f(mask, v, lane)` -> `f(v, lane)`; `f(mask)` -> `f()`.
static void dropMaskArgument(const RewriteContext &Ctx, HandlerEdits &Out,
                             llvm::ArrayRef<ArgRange> Args, size_t NameIndex) {
  if (Args.empty() || Args[0].first == Args[0].second)
    return;
  const TokenStream &T = Ctx.Tokens;
  StringRef Mask = argText(T, Args[0]);
  unsigned Begin = T[Args[0].first].Offset;
  unsigned End =
      Args.size() > 1 ? T[Args[1].first].Offset : T[Args[0].second - 1].end();
  Out.Edits.push_back({Begin, End - Begin, ""});
  if (Ctx.Facts && Ctx.Facts->NarrowShuffleCalls.count(T[NameIndex].Offset))
    Out.report(DiagKind::UnsupportedInTarget, T[NameIndex].Offset,
               "'" + T.text(NameIndex) +
                   "' shuffles a half or bfloat16 "
                   "value: HIP " +
                   Ctx.Options.Target.str() +
                   "'s mask-free shuffle has no overload for it; shuffle its "
                   "bits (__half_as_ushort) as an int and convert back",
               T.text(NameIndex));
  if (!isFullWarpMask(Ctx, Mask, NameIndex))
    Out.report(DiagKind::WarpMaskDropped, T[NameIndex].Offset,
               "lane mask '" + Mask + "' dropped: HIP " +
                   Ctx.Options.Target.str() + " has no '" + T.text(NameIndex) +
                   "', so every active lane takes part; check that the "
                   "lanes outside the mask are inactive here",
               T.text(NameIndex));
}

/// HIP's *_sync intrinsics take a 64-bit mask over a wavefront of up to 64
/// lanes. "All 32 lanes of the warp" becomes "all lanes of the wavefront";
/// any other mask is widened as is and reported, since it names only lanes
/// 0-31.
static void widenMaskArgument(const RewriteContext &Ctx, HandlerEdits &Out,
                              llvm::ArrayRef<ArgRange> Args, size_t NameIndex) {
  if (Args.empty() || Args[0].first == Args[0].second)
    return;
  const TokenStream &T = Ctx.Tokens;
  StringRef Mask = argText(T, Args[0]);
  unsigned Begin = T[Args[0].first].Offset;
  if (isActiveLanesCall(Ctx, Mask, false))
    return; // HIP's __activemask() is the 64-bit mask of the running lanes
  if (isFullWarpMask(Ctx, Mask, NameIndex)) {
    Out.Edits.push_back(
        {Begin, unsigned(Mask.size()), "0xffffffffffffffffULL"});
    return;
  }
  if (Mask.starts_with("static_cast<unsigned long long>") ||
      Mask.ends_with("ULL") || Mask.ends_with("ull"))
    return; // already 64-bit: translated code translates to itself
  Out.Edits.push_back({Begin, 0, "static_cast<unsigned long long>("});
  Out.Edits.push_back({T[Args[0].second - 1].end(), 0, ")"});
  Out.report(DiagKind::WarpMaskDropped, T[NameIndex].Offset,
             "lane mask '" + Mask +
                 "' widened to 64 bits: on a 64-lane wavefront it names only "
                 "lanes 0-31; make it name every lane that takes part",
             T.text(NameIndex));
}

/// `__ballot()` -> `__ballot(1)`: every active lane votes, so the result is
/// the mask of active lanes (64 bits wide).
static void activeLanesBallot(const RewriteContext &Ctx, HandlerEdits &Out,
                              llvm::ArrayRef<ArgRange> Args, size_t Open) {
  if (Args.empty())
    Out.Edits.push_back({Ctx.Tokens[Open].end(), 0, "1"});
}

/// `getString(err, &str)` -> `(*(&str) = getString(err), hipSuccess)` where
/// the HIP function returns the string instead of storing it.
static void errorStringOutParam(const RewriteContext &Ctx, HandlerEdits &Out,
                                llvm::ArrayRef<ArgRange> Args, size_t NameIndex,
                                size_t Close) {
  if (Args.size() != 2 || Args[0].first == Args[0].second ||
      Args[1].first == Args[1].second)
    return;
  const TokenStream &T = Ctx.Tokens;
  StringRef Stored = argText(T, Args[1]);
  unsigned FirstEnd = T[Args[0].second - 1].end();
  Out.Edits.push_back(
      {T[NameIndex].Offset, 0, ("(*(" + Stored + ") = ").str()});
  Out.Edits.push_back({FirstEnd, T[Close].Offset - FirstEnd, ""});
  Out.Edits.push_back({T[Close].end(), 0, ", hipSuccess)"});
}

/// `printf("%d", threadIdx.x)` passes HIP's coordinate object, not an
/// integer, through `...`: cast each such argument to unsigned.
static void scalarCoordinateArgs(const RewriteContext &Ctx, HandlerEdits &Out,
                                 llvm::ArrayRef<ArgRange> Args) {
  const TokenStream &T = Ctx.Tokens;
  for (ArgRange A : Args) {
    if (A.second - A.first != 3 || !T[A.first + 1].is(tok::period))
      continue;
    StringRef Var = T.text(A.first), Field = T.text(A.first + 2);
    bool IsCoordinate = Var == "threadIdx" || Var == "blockIdx" ||
                        Var == "blockDim" || Var == "gridDim";
    if (IsCoordinate && (Field == "x" || Field == "y" || Field == "z")) {
      Out.Edits.push_back({T[A.first].Offset, 0, "static_cast<unsigned>("});
      Out.Edits.push_back({T[A.first + 2].end(), 0, ")"});
    }
  }
}

/// `__ffsll(x)` with an `unsigned long x`: CUDA's one `long long` function
/// takes it, HIP's `long long` and `unsigned long long` overloads tie. The
/// argument gets CUDA's parameter type, which the AST recorded.
static void castArgsToParamTypes(const RewriteContext &Ctx, HandlerEdits &Out,
                                 llvm::ArrayRef<ArgRange> Args) {
  if (!Ctx.Facts)
    return;
  const TokenStream &T = Ctx.Tokens;
  for (ArgRange A : Args) {
    if (A.first == A.second)
      continue;
    auto Cast = Ctx.Facts->ArgumentCasts.find(T[A.first].Offset);
    if (Cast == Ctx.Facts->ArgumentCasts.end())
      continue;
    Out.Edits.push_back({T[A.first].Offset, 0, "(" + Cast->second + ")("});
    Out.Edits.push_back({T[A.second - 1].end(), 0, ")"});
  }
}

/// `hipMemcpyToSymbolAsync(HIP_SYMBOL(s), src, n)`: CUDA's C++ template
/// defaults the offset and the kind, HIP's function has no defaults for
/// them, so a call that leaves them out gets CUDA's values.
static void symbolCopyAsyncDefaults(const RewriteContext &Ctx,
                                    HandlerEdits &Out,
                                    llvm::ArrayRef<ArgRange> Args,
                                    StringRef Kind) {
  if (Args.size() < 3 || Args.size() > 4 ||
      Args.back().first == Args.back().second)
    return;
  std::string Defaults = Args.size() == 3 ? ", 0" : "";
  Defaults += (", " + Kind).str();
  Out.Edits.push_back({Ctx.Tokens[Args.back().second - 1].end(), 0, Defaults});
}

/// `hipGraphAddMemcpyNodeToSymbol(..., d_x, ...)`: CUDA's C++ template took
/// the variable by reference and passed its address; HIP has only the
/// `const void *` function, so the address is written out. Which calls took
/// the template only the AST can say; without it the call is reported.
static void symbolArgByAddress(const RewriteContext &Ctx, HandlerEdits &Out,
                               llvm::ArrayRef<ArgRange> Args,
                               size_t NameIndex) {
  const TokenStream &T = Ctx.Tokens;
  unsigned Offset = T[NameIndex].Offset;
  std::string Name = T.text(NameIndex).str();
  std::optional<unsigned> Symbol;
  if (Ctx.Facts)
    if (auto It = Ctx.Facts->SymbolArguments.find(Offset);
        It != Ctx.Facts->SymbolArguments.end())
      Symbol = It->second;
  if (!Symbol) {
    Out.report(DiagKind::ApiSemantics, Offset,
               "'" + Name +
                   "': the parse did not resolve this call, so whether it "
                   "passes the symbol itself (CUDA's C++ template) or its "
                   "address is unknown; HIP " +
                   Ctx.Options.Target.str() +
                   " takes only the address (const void *): where the call "
                   "passes the variable, pass &symbol",
               Name);
    return;
  }
  if (*Symbol == SymbolIsAddress)
    return;
  if (*Symbol == SymbolIsPointerValue) {
    Out.report(DiagKind::ApiSemantics, Offset,
               "'" + Name +
                   "' passes a pointer to CUDA's C++ template, which takes "
                   "it by reference and passes the pointer's own address, "
                   "no device symbol; HIP's function takes the pointer "
                   "itself as the symbol's address: check that it is one",
               Name);
    return;
  }
  wrapArgument(Ctx, Out, Args, *Symbol, "(const void *)&(", ")",
               "(const void *)&(");
}

HandlerEdits cu2hip::handlerEdits(const RewriteContext &Ctx,
                                  HandlerKind Handler, size_t NameIndex) {
  HandlerEdits Out;
  const TokenStream &T = Ctx.Tokens;
  size_t Open = NameIndex + 1;
  if (Open >= T.size() || !T[Open].is(tok::l_paren))
    return Out; // not a call (its address is taken, say): nothing to adjust
  std::vector<ArgRange> Args;
  if (!T.splitArguments(Open, Args))
    return Out;
  switch (Handler) {
  case HandlerKind::None:
    break;
  case HandlerKind::ActiveLanesBallot:
    activeLanesBallot(Ctx, Out, Args, Open);
    break;
  case HandlerKind::CastArg1ToConstVoidPtr:
    wrapArgument(Ctx, Out, Args, 1, "reinterpret_cast<const void *>(", ")",
                 "reinterpret_cast<const void");
    break;
  case HandlerKind::CastArgsToParamTypes:
    castArgsToParamTypes(Ctx, Out, Args);
    break;
  case HandlerKind::ScalarCoordinateArgs:
    scalarCoordinateArgs(Ctx, Out, Args);
    break;
  case HandlerKind::ConstCastArg1:
    wrapArgument(Ctx, Out, Args, 1,
                 "const_cast<void *>(static_cast<const void *>(", "))",
                 "const_cast<void");
    break;
  case HandlerKind::ErrorStringOutParam:
    errorStringOutParam(Ctx, Out, Args, NameIndex, T.findClosing(Open));
    break;
  case HandlerKind::CastArg0ToConstVoidPtr:
    wrapArgument(Ctx, Out, Args, 0, "reinterpret_cast<const void *>(", ")",
                 "reinterpret_cast<const void");
    break;
  case HandlerKind::DefaultThirdArgZero:
    if (Args.size() == 2 && Args[1].first != Args[1].second)
      Out.Edits.push_back({T[Args[1].second - 1].end(), 0, ", 0"});
    break;
  case HandlerKind::DropMaskArg:
    dropMaskArgument(Ctx, Out, Args, NameIndex);
    break;
  case HandlerKind::WidenMaskArg:
    widenMaskArgument(Ctx, Out, Args, NameIndex);
    break;
  case HandlerKind::WithFlagsOverload:
    // Appended to the renamed callee: hipEventCreate ->
    // hipEventCreateWithFlags.
    if (Args.size() == 2)
      Out.Edits.push_back({T[NameIndex].end(), 0, "WithFlags"});
    break;
  case HandlerKind::FromSymbolAsyncDefaults:
    wrapArgument(Ctx, Out, Args, 1, "HIP_SYMBOL(", ")", "HIP_SYMBOL");
    symbolCopyAsyncDefaults(Ctx, Out, Args, "hipMemcpyDeviceToHost");
    break;
  case HandlerKind::GraphInstantiateShape:
    if (Args.size() == 3)
      Out.Edits.push_back({T[NameIndex].end(), 0, "WithFlags"});
    else if (Args.size() == 2 && Args[1].first != Args[1].second)
      Out.Edits.push_back(
          {T[Args[1].second - 1].end(), 0,
           Ctx.inCSource() ? ", NULL, NULL, 0" : ", nullptr, nullptr, 0"});
    break;
  case HandlerKind::SymbolArgByAddress:
    symbolArgByAddress(Ctx, Out, Args, NameIndex);
    break;
  case HandlerKind::ToSymbolAsyncDefaults:
    wrapArgument(Ctx, Out, Args, 0, "HIP_SYMBOL(", ")", "HIP_SYMBOL");
    symbolCopyAsyncDefaults(Ctx, Out, Args, "hipMemcpyHostToDevice");
    break;
  case HandlerKind::WrapSymbolArg0:
    wrapArgument(Ctx, Out, Args, 0, "HIP_SYMBOL(", ")", "HIP_SYMBOL");
    break;
  case HandlerKind::WrapSymbolArg1:
    wrapArgument(Ctx, Out, Args, 1, "HIP_SYMBOL(", ")", "HIP_SYMBOL");
    break;
  }
  return Out;
}
