#pragma once
struct float2 { float x, y; };
struct float3 { float x, y, z; };
struct float4 { float x, y, z, w; };
struct int2 { int x, y; };
struct int3 { int x, y, z; };
struct int4 { int x, y, z, w; };
static inline __attribute__((host, device)) float2 make_float2(float x, float y) { return {x, y}; }
static inline __attribute__((host, device)) float4 make_float4(float x, float y, float z, float w) { return {x, y, z, w}; }
static inline __attribute__((host, device)) int2 make_int2(int x, int y) { return {x, y}; }
