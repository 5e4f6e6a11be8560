"""Checks a cu2hip verify report's `verification` object against the
schema in docs/report-schema.md and against itself: every occupancy lies in
(0, 1], an AMD register-limited kernel's occupancy at its compiled work-group
size agrees with the compiler's remark, every flag names a target."""
import json
import sys

report = json.load(open(sys.argv[1]))
assert report["schema_version"] == 4, report["schema_version"]
v = report["verification"]
for key in ("mode", "machine", "nvcc", "hipcc", "block_size", "nvidia_archs",
            "amd_archs", "builds", "kernels", "programs", "passed"):
    assert key in v, key
assert v["mode"] == "compile" and v["programs"] == [], v["mode"]
assert v["nvidia_archs"] == ["sm_80", "sm_90"], v["nvidia_archs"]
assert v["amd_archs"] == ["gfx90a", "gfx1030"], v["amd_archs"]
assert all(b["ok"] and b["kernels"] == 3 for b in v["builds"]), v["builds"]
names = [k["name"] for k in v["kernels"]]
assert names == ["scale(int, float, float*)", "stage48k(float const*, float*)",
                 "void fill<7>(int*)"], names
archs = set(v["nvidia_archs"] + v["amd_archs"])
for k in v["kernels"]:
    assert [t["arch"] for t in k["targets"]] == ["sm_80", "sm_90", "gfx90a", "gfx1030"]
    for t in k["targets"]:
        occ = t["occupancy"]
        assert 0 < occ["fraction"] <= 1 and occ["active"] <= occ["max"], t
        assert isinstance(t["instructions"], int) and t["instructions"] > 0, t
        if t["vendor"] == "amd":
            assert t["wave_size"] == (64 if t["arch"] == "gfx90a" else 32), t
            assert t["max_flat_workgroup_size"] == 1024, t
    for f in k["flags"]:
        assert f["arch"] in archs and f["flag"] in (
            "spills", "scratch", "lost-occupancy", "missing-on-amd"), f
flags = {k["base_name"]: [(f["arch"], f["flag"]) for f in k["flags"]]
         for k in v["kernels"]}
assert flags == {"scale": [], "fill": [],
                 "stage48k": [("gfx90a", "lost-occupancy"),
                              ("gfx1030", "lost-occupancy")]}, flags
# Without LDS, full occupancy at 256 threads is also what clang says.
scale = v["kernels"][0]["targets"]
assert [t["compiler_occupancy"] for t in scale[2:]] == [8, 16], scale
assert v["passed"] is True
print("verification object ok:", len(v["kernels"]), "kernels")
