//===- LspConfigTest.cpp - Settings, project flags, progress --------------===//
#include "Lsp/Inbox.h"
#include "Lsp/Progress.h"
#include "Lsp/ProjectFlags.h"
#include "Lsp/Settings.h"
#include "TempDir.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include <thread>
#include <unistd.h>

using namespace cu2hip;
using namespace cu2hip::lsp;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
namespace json = llvm::json;

namespace {

const MappingTable &builtInTable() {
  static MappingTable Table;
  return Table;
}

ConfigurationPtr startingConfiguration() {
  auto C = std::make_shared<Configuration>();
  C->Table = std::shared_ptr<const MappingTable>(std::shared_ptr<void>(),
                                                 &builtInTable());
  C->Options.Driver.Translate.Target = builtInTable().newestKnownVersion();
  return C;
}

json::Value parse(llvm::StringRef Text) {
  llvm::Expected<json::Value> V = json::parse(Text);
  EXPECT_TRUE(bool(V)) << llvm::toString(V.takeError());
  return V ? *V : json::Value(nullptr);
}

//===--- applySettings ----------------------------------------------------===//

TEST(LspSettings, TopLevelOrUnderCu2hip) {
  ConfigurationPtr Start = startingConfiguration();
  for (const char *Text : {R"({"hints": false, "hipVersion": "5.6"})",
                           R"({"cu2hip": {"hints": false, "hipVersion": "5.6"},
                               "other": {"hints": true}})"}) {
    SettingsUpdate U = applySettings(parse(Text), Start);
    EXPECT_THAT(U.Refused, IsEmpty()) << Text;
    ASSERT_NE(U.Config, Start) << Text;
    EXPECT_FALSE(U.Config->Options.EditHints);
    EXPECT_EQ(U.Config->Options.Driver.Translate.Target, (HipVersion{5, 6}));
    // Never changed in place: an analysis under way keeps what it has.
    EXPECT_TRUE(Start->Options.EditHints);
  }
}

TEST(LspSettings, NothingNewKeepsTheConfiguration) {
  ConfigurationPtr Start = startingConfiguration();
  for (const char *Text :
       {"null", "{}", R"({"hints": true, "rules": [], "cudaPath": null})",
        R"({"unknownKey": 1, "cu2hip": {"roc": false}})"}) {
    SettingsUpdate U = applySettings(parse(Text), Start);
    EXPECT_EQ(U.Config, Start) << Text;
    EXPECT_THAT(U.Refused, IsEmpty()) << Text;
  }
  SettingsUpdate NotObject = applySettings(parse("[1]"), Start);
  EXPECT_EQ(NotObject.Config, Start);
  EXPECT_THAT(NotObject.Refused,
              ElementsAre("cu2hip's settings are a JSON object; none were "
                          "taken"));
}

TEST(LspSettings, ABadSettingKeepsItsValueAndTheOthersAreTaken) {
  ConfigurationPtr Start = startingConfiguration();
  SettingsUpdate U =
      applySettings(parse(R"({"hipVersion": "4.0", "roc": true, "hints": "off",
                "compileCommandsDir": "/no/such/folder"})"),
                    Start);
  EXPECT_THAT(
      U.Refused,
      ElementsAre("setting 'hints' not taken: expected true or false; it "
                  "keeps its value",
                  "setting 'hipVersion' not taken: --hip-version 4.0 is older "
                  "than HIP 5.2, the oldest cu2hip's tables are verified "
                  "against; it keeps its value",
                  "setting 'compileCommandsDir' not taken: no folder "
                  "'/no/such/folder'; it keeps its value"));
  EXPECT_TRUE(U.Config->Options.Driver.Translate.Roc);
  EXPECT_TRUE(U.Config->Options.EditHints);
  EXPECT_EQ(U.Config->Options.Driver.Translate.Target,
            Start->Options.Driver.Translate.Target);
}

TEST(LspSettings, RulesMakeANewTableAndTheDefaultTargetFollowsIt) {
  TempDir Dir;
  Dir.write("site.yaml", "family: site\n"
                         "entries:\n"
                         "  - cuda: cudaSiteFlush\n"
                         "    kind: function\n"
                         "    hip: hipSiteFlush\n"
                         "    hip_since: \"99.0\"\n");
  ConfigurationPtr Start = startingConfiguration();
  std::string Rules = "{\"rules\": [\"" + Dir.path("site.yaml") + "\"]}";
  SettingsUpdate U = applySettings(parse(Rules), Start);
  ASSERT_THAT(U.Refused, IsEmpty());
  EXPECT_NE(U.Config->Table, Start->Table);
  EXPECT_NE(U.Config->Table->lookup("cudaSiteFlush"), nullptr);
  EXPECT_EQ(Start->Table->lookup("cudaSiteFlush"), nullptr);
  EXPECT_EQ(U.Config->Options.Driver.Translate.Target, (HipVersion{99, 0}));
  // The same list again is the same table; a version given with rules wins.
  EXPECT_EQ(applySettings(parse(Rules), U.Config).Config, U.Config);
  SettingsUpdate Pinned =
      applySettings(parse("{\"hipVersion\": \"6.0\", \"rules\": [\"" +
                          Dir.path("site.yaml") + "\"]}"),
                    Start);
  EXPECT_EQ(Pinned.Config->Options.Driver.Translate.Target, (HipVersion{6, 0}));
  // A file that does not load keeps the table.
  SettingsUpdate Missing =
      applySettings(parse(R"({"rules": ["/no/such/rules.yaml"]})"), U.Config);
  EXPECT_EQ(Missing.Config, U.Config);
  ASSERT_EQ(Missing.Refused.size(), 1u);
  EXPECT_THAT(Missing.Refused[0], HasSubstr("setting 'rules' not taken: "));
}

TEST(LspSettings, CudaPathTakesThePlaceOfTheStandInHeaders) {
  TempDir Dir;
  Dir.write("cuda/include/cuda_runtime.h", "");
  ConfigurationPtr Start = startingConfiguration();
  auto StandIn = std::make_shared<Configuration>(*Start);
  StandIn->Options.Driver.Frontend.FallbackSdk = true;
  SettingsUpdate U = applySettings(
      parse("{\"cudaPath\": \"" + Dir.path("cuda") + "\"}"), StandIn);
  ASSERT_THAT(U.Refused, IsEmpty());
  EXPECT_EQ(U.Config->Options.Driver.Frontend.CudaPath, Dir.path("cuda"));
  EXPECT_FALSE(U.Config->Options.Driver.Frontend.FallbackSdk);
  SettingsUpdate Gone = applySettings(
      parse("{\"cudaPath\": \"" + Dir.path("none") + "\"}"), U.Config);
  EXPECT_EQ(Gone.Config, U.Config);
  EXPECT_THAT(Gone.Refused, ElementsAre(HasSubstr("does not exist")));
}

//===--- findFlagsSource --------------------------------------------------===//

TEST(LspProjectFlags, NearestFolderFirstAndTheDatabaseWithinIt) {
  TempDir Dir;
  Dir.write("compile_commands.json", "[]");
  Dir.write("a/compile_flags.txt", "-DA");
  Dir.write("a/b/compile_flags.txt", "-DB");
  Dir.write("a/b/compile_commands.json", "[]");
  using Kind = FlagsSource::Kind;
  auto Found = [](const FlagsSource &S) { return std::make_pair(S.K, S.Path); };
  EXPECT_EQ(
      Found(findFlagsSource(Dir.path("a/b/c/x.cu"), "")),
      std::make_pair(Kind::Database, Dir.path("a/b/compile_commands.json")));
  EXPECT_EQ(Found(findFlagsSource(Dir.path("a/x.cu"), "")),
            std::make_pair(Kind::FlagsFile, Dir.path("a/compile_flags.txt")));
  EXPECT_EQ(Found(findFlagsSource(Dir.path("x.cu"), "")),
            std::make_pair(Kind::Database, Dir.path("compile_commands.json")));
  // --compile-commands-dir: its database for every file; where it has none,
  // the flags files only.
  EXPECT_EQ(Found(findFlagsSource(Dir.path("a/x.cu"), Dir.path())),
            std::make_pair(Kind::Database, Dir.path("compile_commands.json")));
  EXPECT_EQ(Found(findFlagsSource(Dir.path("a/b/x.cu"), Dir.path("a"))),
            std::make_pair(Kind::FlagsFile, Dir.path("a/b/compile_flags.txt")));
  EXPECT_EQ(findFlagsSource("/x.cu", "").K, Kind::Defaults);
}

TEST(LspProjectFlags, FlagsGoBeforeTheUsersOwn) {
  TempDir Dir;
  Dir.write("compile_flags.txt", "-DFROM_FILE\n-Iinc\n");
  DriverOptions Driver;
  Driver.Frontend.ExtraArgs = {"-DFROM_USER"};
  std::vector<Finding> About =
      useFlags({FlagsSource::Kind::FlagsFile, Dir.path("compile_flags.txt")},
               Dir.path("src/a.cu"), Driver);
  EXPECT_THAT(About, IsEmpty());
  EXPECT_THAT(
      Driver.Frontend.ExtraArgs,
      ElementsAre("-DFROM_FILE", "-I" + Dir.path("inc"), "-DFROM_USER"));
  EXPECT_EQ(Driver.CompileCommands, "");
}

//===--- ServerProgress ---------------------------------------------------===//

class LspProgress : public ::testing::Test {
protected:
  /// The messages written, one a line, without their headers.
  std::vector<std::string> sent() {
    std::vector<std::string> Lines;
    llvm::StringRef Rest = Written;
    while (!Rest.empty()) {
      auto [Header, Body] = Rest.split("\r\n\r\n");
      size_t Length = 0;
      Header.drop_front(strlen("Content-Length: ")).getAsInteger(10, Length);
      Lines.push_back(Body.take_front(Length).str());
      Rest = Body.drop_front(Length);
    }
    Written.clear();
    return Lines;
  }

  std::string Written;
  llvm::raw_string_ostream OS{Written};
  MessageWriter Out{OS};
  std::vector<std::pair<std::string, std::function<void(bool)>>> Creates;
  ServerProgress Progress{Out, [this](const std::string &Token,
                                      std::function<void(bool)> Answered) {
                            Creates.emplace_back(Token, std::move(Answered));
                          }};
};

TEST_F(LspProgress, NothingUnlessTheClientShowsProgress) {
  Progress.start("work")();
  EXPECT_THAT(Creates, IsEmpty());
  EXPECT_THAT(sent(), IsEmpty());
}

TEST_F(LspProgress, BegunOnlyOnceTheClientCreatedTheToken) {
  Progress.enable(true);
  std::function<void()> End = Progress.start("work");
  ASSERT_EQ(Creates.size(), 1u);
  EXPECT_THAT(sent(), IsEmpty());
  Creates[0].second(true);
  End();
  const char *Begin =
      R"({"jsonrpc":"2.0","method":"$/progress","params":{"token":"cu2hip-progress-1","value":{"cancellable":false,"kind":"begin","title":"work"}}})";
  const char *Ended =
      R"({"jsonrpc":"2.0","method":"$/progress","params":{"token":"cu2hip-progress-1","value":{"kind":"end"}}})";
  EXPECT_THAT(sent(), ElementsAre(Begin, Ended));
  // Over before the client answered: begun and ended on the answer.
  std::function<void()> Quick = Progress.start("quick");
  Quick();
  EXPECT_THAT(sent(), IsEmpty());
  Creates[1].second(true);
  EXPECT_THAT(sent(), ElementsAre(HasSubstr("\"begin\""),
                                  HasSubstr("\"kind\":\"end\"")));
}

TEST_F(LspProgress, ARefusedTokenIsNeverUsed) {
  Progress.enable(true);
  std::function<void()> End = Progress.start("work");
  Creates[0].second(false);
  End();
  EXPECT_THAT(sent(), IsEmpty());
}

//===--- Inbox ------------------------------------------------------------===//

TEST(LspInbox, FramesArePeekedAheadAndTheReaderStopsAtOnce) {
  int Pipe[2];
  ASSERT_EQ(::pipe(Pipe), 0);
  std::string Two = "Content-Length: 2\r\n\r\n{}Content-Length: 4\r\n\r\n[1] ";
  ASSERT_EQ(::write(Pipe[1], Two.data(), Two.size()), ssize_t(Two.size()));
  std::mutex Lock;
  std::vector<std::string> Peeked;
  auto PeekedNow = [&] {
    std::lock_guard<std::mutex> Guard(Lock);
    return Peeked;
  };
  std::optional<Inbox> In;
  In.emplace(
      Pipe[0], [] { return true; },
      [&](const Frame &F) {
        std::lock_guard<std::mutex> Guard(Lock);
        Peeked.push_back(F.Body);
      });
  // Both are peeked before the first is taken: a cancellation behind a
  // waiting request is seen.
  for (int I = 0; I < 500 && PeekedNow().size() < 2; ++I)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_THAT(PeekedNow(), ElementsAre("{}", "[1] "));
  EXPECT_EQ(In->next().Body, "{}");
  EXPECT_EQ(In->next().Body, "[1] ");
  // The input stays open: the reader waits in poll(), for a second at a
  // time, and is woken to stop.
  auto Start = std::chrono::steady_clock::now();
  In.reset();
  EXPECT_LT(std::chrono::steady_clock::now() - Start,
            std::chrono::milliseconds(500));
  ::close(Pipe[0]);
  ::close(Pipe[1]);
}

} // namespace
