// Each inline PTX idiom cu2hip translates, with the exact replacement and
// the note that names it; the same without the AST.
// RUN: %strip-checks %s %t.cu
// RUN: %cu2hip %t.cu -o - --hip-version 6.0 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.err --implicit-check-not=warning:
// RUN: %cu2hip --no-ast %t.cu -o - --hip-version 6.0 2>%t.noast.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.noast.err --implicit-check-not=warning:

#include <cuda_runtime.h>

__device__ unsigned specialRegisters(unsigned long long *wide) {
  unsigned lane, sm, t, lt;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  // CHECK: lane = __lane_id();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u32 %0, %%laneid;' translated to 'lane = __lane_id();': __lane_id() counts lanes 0-63 on a 64-lane wavefront [cu2hip-inline-ptx-translated]
  asm volatile("mov.u32 %0, %%smid;" : "=r"(sm));
  // CHECK: sm = __smid();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u32 %0, %%smid;' translated to 'sm = __smid();': HIP's __smid() encodes the shader engine and compute unit of the wave [cu2hip-inline-ptx-translated]
  asm volatile("mov.u32 %0, %%clock;" : "=r"(t));
  // CHECK: t = clock();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u32 %0, %%clock;' translated to 't = clock();': HIP's clock() reads the shader clock counter (s_memtime), whose rate is hipDeviceAttributeClockRate, not the SM clock [cu2hip-inline-ptx-translated]
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(wide[0]));
  // CHECK: wide[0] = clock64();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u64 %0, %%clock64;' translated to 'wide[0] = clock64();': HIP's clock64() reads the shader clock counter (s_memtime), whose rate is hipDeviceAttributeClockRate, not the SM clock [cu2hip-inline-ptx-translated]
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  // CHECK: lt = ((1ull << __lane_id()) - 1);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u32 %0, %%lanemask_lt;' translated to 'lt = ((1ull << __lane_id()) - 1);': on a 64-lane wavefront the mask has 64 bits and the 32-bit operand keeps lanes 0-31 only [cu2hip-inline-ptx-translated]
  asm("mov.u32 %0, %%lanemask_le;" : "=l"(wide[1]));
  // CHECK: wide[1] = ((2ull << __lane_id()) - 1);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u32 %0, %%lanemask_le;' translated to 'wide[1] = ((2ull << __lane_id()) - 1);' [cu2hip-inline-ptx-translated]
  asm("mov.u32 %0, %%tid.x;" : "=r"(t));
  // CHECK: t = threadIdx.x;
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u32 %0, %%tid.x;' translated to 't = threadIdx.x;' [cu2hip-inline-ptx-translated]
  return lane + sm + t + lt;
}

__device__ float loads(const float *p, const float4 *q, int *out) {
  float f, g;
  asm("ld.global.nc.f32 %0, [%1];" : "=f"(f) : "l"(p));
  // CHECK: f = __ldg(reinterpret_cast<const float *>(p));
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'ld.global.nc.f32 %0, [%1];' translated to 'f = __ldg(reinterpret_cast<const float *>(p));' [cu2hip-inline-ptx-translated]
  asm("ld.global.nc.f32 %0, [%1+4];" : "=f"(g) : "l"(p));
  // CHECK: g = __ldg(reinterpret_cast<const float *>(reinterpret_cast<const char *>(p) + 4));
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'ld.global.nc.f32 %0, [%1+4];' translated to 'g = __ldg(reinterpret_cast<const float *>(reinterpret_cast<const char *>(p) + 4));' [cu2hip-inline-ptx-translated]
  asm volatile("ld.global.nc.s32 %0, [%1];" : "=r"(out[0]) : "l"(out + 1));
  // CHECK: out[0] = __ldg(reinterpret_cast<const int *>(out + 1));
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'ld.global.nc.s32 %0, [%1];' translated to 'out[0] = __ldg(reinterpret_cast<const int *>(out + 1));' [cu2hip-inline-ptx-translated]
  float x, y, z, w;
  asm("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
      : "=f"(x), "=f"(y), "=f"(z), "=f"(w)
      : "l"(q));
  // CHECK: { const float4 cu2hip_ptx_v0 = __ldg(reinterpret_cast<const float4 *>(q)); x = cu2hip_ptx_v0.x; y = cu2hip_ptx_v0.y; z = cu2hip_ptx_v0.z; w = cu2hip_ptx_v0.w; }
  // DIAG: {{.*}}:[[@LINE-4]]:3: note: inline PTX 'ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];' translated to '{ const float4 cu2hip_ptx_v0 = __ldg(reinterpret_cast<const float4 *>(q)); x = cu2hip_ptx_v0.x; y = cu2hip_ptx_v0.y; z = cu2hip_ptx_v0.z; w = cu2hip_ptx_v0.w; }' [cu2hip-inline-ptx-translated]
  return f + g + x + y + z + w;
}

__device__ int shuffles(int v, int src) {
  int a, b, c, d;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(a) : "r"(v), "r"(src));
  // CHECK: a = __shfl(v, src, 32);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;' translated to 'a = __shfl(v, src, 32);' [cu2hip-inline-ptx-translated]
  asm volatile("shfl.sync.up.b32 %0, %1, 1, 0x0, 0xffffffff;" : "=r"(b) : "r"(v));
  // CHECK: b = __shfl_up(v, 1, 32);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'shfl.sync.up.b32 %0, %1, 1, 0x0, 0xffffffff;' translated to 'b = __shfl_up(v, 1, 32);' [cu2hip-inline-ptx-translated]
  asm volatile("shfl.sync.down.b32 %0, %1, %2, %3, %4;" : "=r"(c) : "r"(v), "r"(2), "n"(0x181f), "r"(-1));
  // CHECK: c = __shfl_down(v, 2, 8);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'shfl.sync.down.b32 %0, %1, %2, %3, %4;' translated to 'c = __shfl_down(v, 2, 8);' [cu2hip-inline-ptx-translated]
  asm volatile("shfl.sync.bfly.b32 %0, %1, 4, 0x101f, 0xffffffff;" : "=r"(d) : "r"(v));
  // CHECK: d = __shfl_xor(v, 4, 16);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'shfl.sync.bfly.b32 %0, %1, 4, 0x101f, 0xffffffff;' translated to 'd = __shfl_xor(v, 4, 16);' [cu2hip-inline-ptx-translated]
  return a + b + c + d;
}

__device__ unsigned bits(unsigned x, unsigned y, int s) {
  unsigned e, i, p, l, m;
  int se;
  asm("bfe.u32 %0, %1, 8, 4;" : "=r"(e) : "r"(x));
  // CHECK: e = __bitextract_u32(x, 8, 4);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'bfe.u32 %0, %1, 8, 4;' translated to 'e = __bitextract_u32(x, 8, 4);' [cu2hip-inline-ptx-translated]
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(se) : "r"(s), "n"(4), "n"(12));
  // CHECK: se = static_cast<int>(static_cast<unsigned>(s) << 16) >> 20;
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'bfe.s32 %0, %1, %2, %3;' translated to 'se = static_cast<int>(static_cast<unsigned>(s) << 16) >> 20;' [cu2hip-inline-ptx-translated]
  asm("bfi.b32 %0, %1, %2, 16, 8;" : "=r"(i) : "r"(x), "r"(y));
  // CHECK: i = __bitinsert_u32(y, x, 16, 8);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'bfi.b32 %0, %1, %2, 16, 8;' translated to 'i = __bitinsert_u32(y, x, 16, 8);' [cu2hip-inline-ptx-translated]
  asm("prmt.b32 %0, %1, %2, 0x5410;" : "=r"(p) : "r"(x), "r"(y));
  // CHECK: p = __byte_perm(x, y, 0x5410);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'prmt.b32 %0, %1, %2, 0x5410;' translated to 'p = __byte_perm(x, y, 0x5410);' [cu2hip-inline-ptx-translated]
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(l) : "r"(x), "r"(y), "r"(e));
  // CHECK: l = static_cast<unsigned>(x) ^ static_cast<unsigned>(y) ^ static_cast<unsigned>(e);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'lop3.b32 %0, %1, %2, %3, 0x96;' translated to 'l = static_cast<unsigned>(x) ^ static_cast<unsigned>(y) ^ static_cast<unsigned>(e);' [cu2hip-inline-ptx-translated]
  asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(m) : "r"(x), "r"(y), "r"(e + 1));
  // CHECK: m = (static_cast<unsigned>(x) | static_cast<unsigned>(y)) & ((static_cast<unsigned>(x) & static_cast<unsigned>(y)) | static_cast<unsigned>(e + 1));
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'lop3.b32 %0, %1, %2, %3, 0xE8;' translated to 'm = (static_cast<unsigned>(x) | static_cast<unsigned>(y)) & ((static_cast<unsigned>(x) & static_cast<unsigned>(y)) | static_cast<unsigned>(e + 1));' [cu2hip-inline-ptx-translated]
  return e + se + i + p + l + m;
}

__device__ float conversions(float f, double d, unsigned long long u) {
  unsigned short h, bf;
  int i, j;
  float g;
  unsigned lo;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
  // CHECK: h = __builtin_bit_cast(unsigned short, static_cast<_Float16>(f));
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'cvt.rn.f16.f32 %0, %1;' translated to 'h = __builtin_bit_cast(unsigned short, static_cast<_Float16>(f));' [cu2hip-inline-ptx-translated]
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(bf) : "f"(f));
  // CHECK: bf = __bfloat16_as_ushort(__float2bfloat16(f));
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'cvt.rn.bf16.f32 %0, %1;' translated to 'bf = __bfloat16_as_ushort(__float2bfloat16(f));': the bfloat16 functions need #include <hip/hip_bf16.h> [cu2hip-inline-ptx-translated]
  asm("cvt.rni.s32.f32 %0, %1;" : "=r"(i) : "f"(f));
  // CHECK: i = __float2int_rn(f);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'cvt.rni.s32.f32 %0, %1;' translated to 'i = __float2int_rn(f);': PTX saturates out-of-range values and turns NaN into 0; the HIP conversion leaves them undefined [cu2hip-inline-ptx-translated]
  asm("cvt.rzi.s32.f32 %0, %1;" : "=r"(j) : "f"(f));
  // CHECK: j = __float2int_rz(f);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'cvt.rzi.s32.f32 %0, %1;' translated to 'j = __float2int_rz(f);': PTX saturates out-of-range values and turns NaN into 0; the HIP conversion leaves them undefined [cu2hip-inline-ptx-translated]
  asm("cvt.rn.f32.f64 %0, %1;" : "=f"(g) : "d"(d));
  // CHECK: g = __double2float_rn(d);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'cvt.rn.f32.f64 %0, %1;' translated to 'g = __double2float_rn(d);' [cu2hip-inline-ptx-translated]
  asm("cvt.u32.u64 %0, %1;" : "=r"(lo) : "l"(u));
  // CHECK: lo = static_cast<unsigned>(u);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'cvt.u32.u64 %0, %1;' translated to 'lo = static_cast<unsigned>(u);' [cu2hip-inline-ptx-translated]
  return h + bf + i + j + g + lo;
}

__device__ unsigned long long moves(unsigned long long v, unsigned a, unsigned b) {
  unsigned lo, hi, c;
  unsigned long long packed;
  asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(v));
  // CHECK: { const auto cu2hip_ptx_2 = v; lo = static_cast<unsigned>(static_cast<unsigned long long>(cu2hip_ptx_2)); hi = static_cast<unsigned>(static_cast<unsigned long long>(cu2hip_ptx_2) >> 32); }
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.b64 {%0, %1}, %2;' translated to '{ const auto cu2hip_ptx_2 = v; lo = static_cast<unsigned>(static_cast<unsigned long long>(cu2hip_ptx_2)); hi = static_cast<unsigned>(static_cast<unsigned long long>(cu2hip_ptx_2) >> 32); }' [cu2hip-inline-ptx-translated]
  asm("mov.b64 %0, {%1, %2};" : "=l"(packed) : "r"(a), "r"(b));
  // CHECK: packed = (static_cast<unsigned long long>(static_cast<unsigned>(b)) << 32) | static_cast<unsigned>(a);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.b64 %0, {%1, %2};' translated to 'packed = (static_cast<unsigned long long>(static_cast<unsigned>(b)) << 32) | static_cast<unsigned>(a);' [cu2hip-inline-ptx-translated]
  asm("mov.u32 %0, %1;" : "=r"(c) : "r"(a));
  // CHECK: c = a;
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mov.u32 %0, %1;' translated to 'c = a;' [cu2hip-inline-ptx-translated]
  return packed + lo + hi + c;
}

__device__ void fences() {
  asm volatile("membar.gl;" ::: "memory");
  // CHECK: __threadfence();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'membar.gl;' translated to '__threadfence();' [cu2hip-inline-ptx-translated]
  asm volatile("membar.cta;");
  // CHECK: __threadfence_block();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'membar.cta;' translated to '__threadfence_block();' [cu2hip-inline-ptx-translated]
  asm volatile("membar.sys;");
  // CHECK: __threadfence_system();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'membar.sys;' translated to '__threadfence_system();' [cu2hip-inline-ptx-translated]
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  // CHECK: __threadfence();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'fence.acq_rel.gpu;' translated to '__threadfence();' [cu2hip-inline-ptx-translated]
  asm volatile("bar.sync 0;");
  // CHECK: __syncthreads();
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'bar.sync 0;' translated to '__syncthreads();' [cu2hip-inline-ptx-translated]
}

__device__ unsigned arithmetic(unsigned a, unsigned b, int s, unsigned long long w) {
  unsigned r, p, z, h, m;
  unsigned long long wide;
  long long swide;
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(a));
  // CHECK: r = __brev(a);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'brev.b32 %0, %1;' translated to 'r = __brev(a);' [cu2hip-inline-ptx-translated]
  asm("popc.b64 %0, %1;" : "=r"(p) : "l"(w));
  // CHECK: p = __popcll(w);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'popc.b64 %0, %1;' translated to 'p = __popcll(w);' [cu2hip-inline-ptx-translated]
  asm("clz.b32 %0, %1;" : "=r"(z) : "r"(a));
  // CHECK: z = __clz(a);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'clz.b32 %0, %1;' translated to 'z = __clz(a);' [cu2hip-inline-ptx-translated]
  asm("mul.hi.u32 %0, %1, %2;" : "=r"(h) : "r"(a), "r"(b));
  // CHECK: h = __umulhi(a, b);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mul.hi.u32 %0, %1, %2;' translated to 'h = __umulhi(a, b);' [cu2hip-inline-ptx-translated]
  asm("mul.wide.u32 %0, %1, %2;" : "=l"(wide) : "r"(a), "r"(b));
  // CHECK: wide = static_cast<unsigned long long>(static_cast<unsigned>(a)) * static_cast<unsigned>(b);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mul.wide.u32 %0, %1, %2;' translated to 'wide = static_cast<unsigned long long>(static_cast<unsigned>(a)) * static_cast<unsigned>(b);' [cu2hip-inline-ptx-translated]
  asm("mul.wide.s32 %0, %1, %2;" : "=l"(swide) : "r"(s), "r"(s));
  // CHECK: swide = static_cast<long long>(static_cast<int>(s)) * static_cast<int>(s);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mul.wide.s32 %0, %1, %2;' translated to 'swide = static_cast<long long>(static_cast<int>(s)) * static_cast<int>(s);' [cu2hip-inline-ptx-translated]
  asm("mad.lo.s32 %0, %1, %2, %3;" : "=r"(m) : "r"(s), "r"(a), "r"(b));
  // CHECK: m = static_cast<unsigned>(s) * static_cast<unsigned>(a) + static_cast<unsigned>(b);
  // DIAG: {{.*}}:[[@LINE-2]]:3: note: inline PTX 'mad.lo.s32 %0, %1, %2, %3;' translated to 'm = static_cast<unsigned>(s) * static_cast<unsigned>(a) + static_cast<unsigned>(b);' [cu2hip-inline-ptx-translated]
  return r + p + z + h + m + wide + swide;
}
// DIAG: cu2hip: 1 translated ({{[0-9]+}} replacements), 0 copied unchanged, 0 failed; 0 warnings, 0 errors
