#!/usr/bin/env bash
# The main job on the bundled examples: set up, build, translate
# examples/particles to HIP 5.2 and compile the result for an AMD GPU with
# hipcc; then translate examples/libraries (cuBLAS, cuRAND, cuSPARSE, cuFFT,
# cuSOLVER, cuDNN, CUB, Thrust, NCCL) and compile the programs whose ROCm
# libraries Debian ships (hipRAND, hipSPARSE); last, write the porting report
# of examples/histogram in every format; build examples/dual-build for AMD
# with the build translating its CUDA sources (cu2hip_translate); and cu2hip
# verify on the kernel suite (bench/kernels).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CU2HIP_BUILD_DIR:-$root/build}
out=$build/examples-hip/particles

bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"

echo
echo "== cu2hip examples/particles -o $out --hip-version 5.2"
rm -rf "$out"
status=0
"$build/bin/cu2hip" "$root/examples/particles" -o "$out" --hip-version 5.2 \
  -I"$root/examples/particles/include" -I"$root/examples/particles/kernels" \
  --report "$out.report.json" || status=$?
echo "(exit status $status; JSON report: $out.report.json)"

echo
echo "== again, unchanged tree: every parse comes from the cache (~/.cache/cu2hip)"
time "$build/bin/cu2hip" "$root/examples/particles" -o "$out" --hip-version 5.2 \
  -I"$root/examples/particles/include" -I"$root/examples/particles/kernels" \
  --parse-stats 2>&1 | tail -2 || true

echo
echo "== the build script, migrated to CMake's HIP language (first 30 lines of the diff)"
diff -u "$root/examples/particles/CMakeLists.txt" "$out/CMakeLists.txt" | head -30 || true

echo
echo "== what changed in src/simulation.cu (first 40 lines of the diff)"
diff -u "$root/examples/particles/src/simulation.cu" "$out/src/simulation.cu" | head -40 || true

echo
echo "== hipcc --offload-arch=gfx90a on every translated source"
(cd "$out" && for f in $(find . -name '*.cu' -o -name '*.cpp' | sort); do
  # cu2hip already reported the deprecated HIP APIs (cu2hip-deprecated-in-target).
  hipcc --offload-arch=gfx90a -std=c++17 -Wno-deprecated-declarations \
    -Iinclude -Ikernels -c "$f" -o /dev/null
  echo "  compiled $f"
done)

libout=$build/examples-hip/libraries
echo
echo "== cu2hip examples/libraries -o $libout"
rm -rf "$libout"
lstatus=0
"$build/bin/cu2hip" "$root/examples/libraries" -o "$libout" \
  -I"$root/examples/libraries/include" --report "$libout.report.json" ||
  lstatus=$?
echo "(exit status $lstatus; JSON report: $libout.report.json)"

echo
echo "== cuDNN -> MIOpen: what changed in src/cudnn_forward.cu (first 60 lines of the diff)"
diff -u "$root/examples/libraries/src/cudnn_forward.cu" \
  "$libout/src/cudnn_forward.cu" | head -60 || true

echo
echo "== hipcc --offload-arch=gfx90a on the hipRAND and hipSPARSE programs"
(cd "$libout" && for f in src/curand_pi.cu src/cusparse_spmv.cu; do
  # rocRAND 5.2 warns that it disables inline asm on the host pass.
  hipcc -x hip --offload-arch=gfx90a -std=c++17 -Wno-#warnings -Iinclude \
    -c "$f" -o /dev/null
  echo "  compiled $f"
done)
histout=$build/examples-hip/histogram
echo
echo "== the porting report: cu2hip examples/histogram (warp-level code, inline PTX, cuBLAS, cuRAND)"
rm -rf "$histout"
"$build/bin/cu2hip" "$root/examples/histogram" -o "$histout" --mark-sites \
  --report "$histout.report.html" --report "$histout.report.md" \
  --report "$histout.report.sarif" --report "$histout.report.json" \
  --export-fixes "$histout.fixes.yaml" --quiet || true
echo "reports: $histout.report.{html,md,sarif,json}; offered fixes: $histout.fixes.yaml"
echo
echo "== the decision summary (top of $histout.report.md)"
sed -n '1,/^## Findings/p' "$histout.report.md" | head -60
echo
echo "== the sites that need hands, marked in the translated tree"
grep -rn "CU2HIP(" "$histout" | sed "s|$histout/||" | head -20
dualout=$build/examples-hip/dual-build
echo
echo "== continuous porting: examples/dual-build's CUDA sources, translated by the build itself (cu2hip_translate) and compiled with hipcc"
rm -rf "$dualout"
cmake -G Ninja -S "$root/examples/dual-build" -B "$dualout" -DGPU_BACKEND=HIP \
  -DCMAKE_CXX_COMPILER=hipcc -DCMAKE_PREFIX_PATH="$build" > "$dualout.configure.log"
ninja -C "$dualout"
"$dualout/dual"
verifyout=$build/verify-bench
echo
echo "== cu2hip verify bench/kernels: both sides built for sm_80, sm_90, gfx90a, gfx1030; per-kernel resources (runs them too where a GPU is)"
rm -rf "$verifyout"
"$build/bin/cu2hip" verify "$root/bench/kernels" -o "$verifyout" \
  --report "$verifyout.report.html" 2>/dev/null | sed -n '1,/^$/p;/^sgemmTiled/,/^$/p;$p'
echo "(full tables: run it again; report: $verifyout.report.html)"
echo "done: HIP sources in $out, $libout and $histout; dual-build in $dualout; verify work folder $verifyout"
