//===- HipVersionTest.cpp -------------------------------------------------===//
#include "cu2hip/Mapping/HipVersion.h"
#include "gtest/gtest.h"

using namespace cu2hip;

namespace {

TEST(HipVersion, ParsesMajorDotMinor) {
  std::optional<HipVersion> V = HipVersion::parse("6.2");
  ASSERT_TRUE(V);
  EXPECT_EQ(V->Major, 6u);
  EXPECT_EQ(V->Minor, 2u);
  EXPECT_EQ(V->str(), "6.2");
  EXPECT_TRUE(V->isSet());
  EXPECT_EQ(HipVersion::parse("10.12")->str(), "10.12");
  EXPECT_EQ(HipVersion::parse("5.0")->str(), "5.0");
}

TEST(HipVersion, RejectsGarbage) {
  for (const char *Bad :
       {"", "6", "6.", ".2", "6.2.1", "6.x", "x.2", "-6.2", "6.-2", "0.9",
        "6,2", " 6.2", "6.2 ", "latest", "99999999999.1"})
    EXPECT_FALSE(HipVersion::parse(Bad)) << "'" << Bad << "'";
}

TEST(HipVersion, ComparesNumerically) {
  HipVersion V52(5, 2), V510(5, 10), V60(6, 0), V62(6, 2);
  EXPECT_TRUE(V52 < V510); // not as strings: "5.10" > "5.2"
  EXPECT_TRUE(V510 < V60);
  EXPECT_TRUE(V60 < V62);
  EXPECT_FALSE(V62 < V62);
  EXPECT_TRUE(V62 <= V62);
  EXPECT_TRUE(V52 <= V60);
  EXPECT_FALSE(V60 <= V52);
  EXPECT_EQ(V62, HipVersion(6, 2));
  EXPECT_NE(V62, V60);
}

TEST(HipVersion, FloorAndUnset) {
  EXPECT_EQ(HipVersion::floor(), HipVersion(5, 2));
  EXPECT_FALSE(HipVersion().isSet());
  EXPECT_TRUE(HipVersion() < HipVersion::floor());
}

} // namespace
