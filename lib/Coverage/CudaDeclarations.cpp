//===- CudaDeclarations.cpp - Names the CUDA headers declare --------------===//
#include "CudaDeclarations.h"
#include "HeaderNames.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace cu2hip;
using namespace cu2hip::coverage;
using llvm::StringRef;

namespace {

/// Maps source locations to header paths relative to <cuda>/include ("" for
/// anything else), caching per file.
class HeaderLocator {
public:
  HeaderLocator(const clang::SourceManager &SM, std::string IncludeDir)
      : SM(SM), IncludeDir(std::move(IncludeDir)) {}

  StringRef relativePath(clang::SourceLocation Loc) {
    if (Loc.isInvalid())
      return "";
    clang::FileID File = SM.getFileID(SM.getFileLoc(Loc));
    auto [It, New] = Cache.try_emplace(File);
    if (!New)
      return It->second;
    clang::OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
    if (!Entry || !isUnder(Entry->getName(), IncludeDir))
      return It->second;
    llvm::SmallString<256> Path(Entry->getName()), Dir(IncludeDir);
    llvm::sys::fs::make_absolute(Path);
    llvm::sys::path::remove_dots(Path, true);
    llvm::sys::fs::make_absolute(Dir);
    llvm::sys::path::remove_dots(Dir, true);
    StringRef Rel = StringRef(Path).drop_front(Dir.size()).ltrim("/");
    It->second = llvm::sys::path::convert_to_slash(Rel);
    return It->second;
  }

private:
  const clang::SourceManager &SM;
  std::string IncludeDir;
  llvm::DenseMap<clang::FileID, std::string> Cache;
};

class MacroCollector : public clang::PPCallbacks {
public:
  MacroCollector(HeaderLocator &Locate, CudaDeclarations &Out)
      : Locate(Locate), Out(Out) {}

  void MacroDefined(const clang::Token &Name,
                    const clang::MacroDirective *MD) override {
    StringRef File = Locate.relativePath(Name.getLocation());
    if (File.empty())
      return;
    const clang::MacroInfo *MI = MD->getMacroInfo();
    StringRef Id = Name.getIdentifierInfo()->getName();
    if (isIncludeGuard(Id, *MI))
      return;
    Out.Names.push_back({Id.str(), File.str(), /*IsMacro=*/true});
    // `#define cuMemcpyHtoD __CUDA_API_PTDS(cuMemcpyHtoD_v2)`
    if (MI->isObjectLike())
      for (const clang::Token &T : MI->tokens())
        if (T.is(clang::tok::identifier))
          Out.MacroAliases[T.getIdentifierInfo()->getName()].push_back(
              Id.str());
    if (Id == "CUDA_VERSION" && MI->getNumTokens() == 1 &&
        MI->getReplacementToken(0).is(clang::tok::numeric_constant)) {
      const clang::Token &T = MI->getReplacementToken(0);
      unsigned Version = 0;
      if (!StringRef(T.getLiteralData(), T.getLength())
               .getAsInteger(10, Version))
        Out.CudaVersion = std::to_string(Version / 1000) + "." +
                          std::to_string(Version % 1000 / 10);
    }
  }

private:
  /// `#define __CUDA_RUNTIME_H__`, `__cuda_cuda_h__`,
  /// `CU_UUID_HAS_BEEN_DEFINED`: empty and named after a file or a "defined"
  /// state (`fatbinary_section_INCLUDED`).
  static bool isIncludeGuard(StringRef Id, const clang::MacroInfo &MI) {
    static const llvm::Regex Guard("(_[hH]([pP][pP])?|_DEFINED|_INCLUDED)_*$");
    return MI.isObjectLike() && MI.getNumTokens() == 0 && Guard.match(Id);
  }

  HeaderLocator &Locate;
  CudaDeclarations &Out;
};

/// Namespaces that do not show in a name users write: inline ones, and the
/// ABI-version namespaces cooperative groups opens with a using-directive.
bool isTransparent(const clang::NamespaceDecl *NS) {
  static const llvm::Regex AbiVersion("^__v[0-9]+$");
  return NS->isInline() || AbiVersion.match(NS->getName());
}

class DeclCollector : public clang::ASTConsumer {
public:
  DeclCollector(HeaderLocator &Locate, CudaDeclarations &Out)
      : Locate(Locate), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    visit(Ctx.getTranslationUnitDecl(), "");
  }

private:
  void visit(const clang::DeclContext *DC, StringRef Prefix) {
    for (const clang::Decl *D : DC->decls()) {
      if (const auto *NS = llvm::dyn_cast<clang::NamespaceDecl>(D)) {
        if (NS->isAnonymousNamespace())
          continue;
        visit(NS, isTransparent(NS) ? Prefix.str()
                                    : (Prefix + NS->getName() + "::").str());
        continue;
      }
      if (llvm::isa<clang::LinkageSpecDecl, clang::ExportDecl>(D)) {
        visit(llvm::cast<clang::DeclContext>(D), Prefix);
        continue;
      }
      if (const auto *ED = llvm::dyn_cast<clang::EnumDecl>(D))
        for (const clang::EnumConstantDecl *C : ED->enumerators())
          add(C, ED->isScoped() ? (Prefix + ED->getName() + "::").str()
                                : Prefix.str());
      if (const auto *TD = llvm::dyn_cast<clang::TemplateDecl>(D))
        if (llvm::isa<clang::FunctionTemplateDecl, clang::ClassTemplateDecl,
                      clang::TypeAliasTemplateDecl>(TD))
          add(TD, Prefix);
      if (llvm::isa<clang::TypedefNameDecl, clang::TagDecl>(D))
        add(llvm::cast<clang::NamedDecl>(D), Prefix);
      if (const auto *FD = llvm::dyn_cast<clang::FunctionDecl>(D))
        if (!llvm::isa<clang::CXXMethodDecl, clang::CXXDeductionGuideDecl>(FD))
          add(FD, Prefix);
    }
  }

  void add(const clang::NamedDecl *D, StringRef Prefix) {
    if (!D->getDeclName().isIdentifier() || D->getName().empty())
      return;
    if (llvm::isa<clang::ClassTemplateSpecializationDecl>(D))
      return; // the primary template already names it
    StringRef File = Locate.relativePath(D->getLocation());
    if (!File.empty())
      Out.Names.push_back({(Prefix + D->getName()).str(), File.str(), false});
  }

  HeaderLocator &Locate;
  CudaDeclarations &Out;
};

class CollectAction : public clang::ASTFrontendAction {
public:
  CollectAction(std::string IncludeDir, CudaDeclarations &Out)
      : IncludeDir(std::move(IncludeDir)), Out(Out) {}

  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, StringRef) override {
    Locate = std::make_unique<HeaderLocator>(CI.getSourceManager(), IncludeDir);
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<MacroCollector>(*Locate, Out));
    return std::make_unique<DeclCollector>(*Locate, Out);
  }

private:
  std::string IncludeDir;
  CudaDeclarations &Out;
  std::unique_ptr<HeaderLocator> Locate;
};

/// The headers do not compile cleanly as a host-only Clang TU (overloads
/// nvcc accepts), and that is fine: only a fatal error loses declarations.
class FatalErrorCounter : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    if (Level != clang::DiagnosticsEngine::Fatal || !FirstFatal.empty())
      return;
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    FirstFatal = Message.str().str();
  }
  std::string FirstFatal;
};

/// The graphics interop headers include the window system's headers
/// (`<GL/gl.h>`, `<EGL/egl.h>`, `<vdpau/vdpau.h>`), NVTX's OpenCL extension
/// OpenCL's (`<CL/cl.h>`), which a machine without their development
/// packages lacks. Where the real ones are missing, these
/// stand-ins declare the types the CUDA headers use: their names are not
/// CUDA's and are not counted.
constexpr const char *StubDir = "/cu2hip-coverage/stubs";
constexpr std::pair<const char *, const char *> WindowSystemStubs[] = {
    {"GL/gl.h", "typedef unsigned int GLuint;\n"
                "typedef unsigned int GLenum;\n"},
    {"EGL/egl.h", "typedef int EGLint;\n"
                  "typedef void *EGLImageKHR;\n"
                  "typedef void *EGLStreamKHR;\n"
                  "typedef void *EGLSyncKHR;\n"},
    {"EGL/eglext.h", ""},
    {"CL/cl.h", "typedef struct _cl_context *cl_context;\n"
                "typedef struct _cl_command_queue *cl_command_queue;\n"
                "typedef struct _cl_mem *cl_mem;\n"
                "typedef struct _cl_device_id *cl_device_id;\n"
                "typedef struct _cl_program *cl_program;\n"
                "typedef struct _cl_sampler *cl_sampler;\n"
                "typedef struct _cl_event *cl_event;\n"},
    {"vdpau/vdpau.h", "typedef unsigned int VdpDevice;\n"
                      "typedef unsigned int VdpVideoSurface;\n"
                      "typedef unsigned int VdpOutputSurface;\n"
                      "typedef unsigned int VdpChromaType;\n"
                      "typedef unsigned int VdpRGBAFormat;\n"
                      "typedef unsigned int VdpFuncId;\n"
                      "typedef int VdpStatus;\n"
                      "typedef VdpStatus VdpGetProcAddress(VdpDevice, "
                      "VdpFuncId, void **);\n"},
    // generated_cudart_removed_meta.h includes a header the toolkit does
    // not ship.
    {"cudart_removed.h", ""}};

} // namespace

llvm::Expected<CudaDeclarations>
coverage::parseCudaDeclarations(StringRef CudaPath,
                                llvm::ArrayRef<std::string> Headers) {
  llvm::SmallString<256> Include(CudaPath);
  llvm::sys::path::append(Include, "include");
  std::string Source;
  for (const std::string &H : Headers)
    Source += "#include <" + H + ">\n";
  const char *FileName = "/cu2hip-coverage/coverage-probe.cu";

  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(FileName, 0,
                  llvm::MemoryBuffer::getMemBufferCopy(Source, FileName));
  for (auto [Name, Text] : WindowSystemStubs) {
    std::string Path = (llvm::Twine(StubDir) + "/" + Name).str();
    Memory->addFile(Path, 0, llvm::MemoryBuffer::getMemBufferCopy(Text, Path));
  }
  Overlay->pushOverlay(Memory);
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions(), Overlay);

  CudaDeclarations Out;
  FatalErrorCounter Diags;
  std::vector<std::string> Args = cudaHeadersCommandLine(CudaPath, FileName);
  // Searched last: a machine's own window-system headers win.
  Args.insert(Args.end(), {"-idirafter", StubDir});
  clang::tooling::ToolInvocation Invocation(
      std::move(Args),
      std::make_unique<CollectAction>(std::string(Include), Out), Files.get());
  Invocation.setDiagnosticConsumer(&Diags);
  Invocation.run();
  if (!Diags.FirstFatal.empty())
    return llvm::createStringError("cannot parse the CUDA headers under '" +
                                   Include + "': " + Diags.FirstFatal);
  if (Out.Names.empty())
    return llvm::createStringError("no declarations found under '" + Include +
                                   "'");
  return Out;
}
