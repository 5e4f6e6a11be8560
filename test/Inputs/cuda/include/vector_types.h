#pragma once
struct float2 { float x, y; };
struct float4 { float x, y, z, w; };
struct int2 { int x, y; };
static inline __attribute__((host, device)) float4 make_float4(float x, float y, float z, float w) { return {x, y, z, w}; }
