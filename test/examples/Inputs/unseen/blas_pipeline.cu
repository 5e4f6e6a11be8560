/* blas_pipeline.cu -- C-style dense linear algebra driver.
 * Factors nothing itself: solves L X = B with a triangular solve, runs a
 * batch of small GEMMs, and a bias-fused GEMM through cuBLASLt. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cublasLt.h>
#include <cuComplex.h>
#include <cuda_fp16.h>

#define CUDA_SAFE_CALL(call)                                                  \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            fprintf(stderr, "CUDA error %s at %s:%d\n",                       \
                    cudaGetErrorString(err_), __FILE__, __LINE__);            \
            exit(EXIT_FAILURE);                                               \
        }                                                                     \
    } while (0)

static const char *blas_status_name(cublasStatus_t s)
{
    switch (s) {
    case CUBLAS_STATUS_SUCCESS:          return "CUBLAS_STATUS_SUCCESS";
    case CUBLAS_STATUS_NOT_INITIALIZED:  return "CUBLAS_STATUS_NOT_INITIALIZED";
    case CUBLAS_STATUS_ALLOC_FAILED:     return "CUBLAS_STATUS_ALLOC_FAILED";
    case CUBLAS_STATUS_INVALID_VALUE:    return "CUBLAS_STATUS_INVALID_VALUE";
    case CUBLAS_STATUS_ARCH_MISMATCH:    return "CUBLAS_STATUS_ARCH_MISMATCH";
    case CUBLAS_STATUS_MAPPING_ERROR:    return "CUBLAS_STATUS_MAPPING_ERROR";
    case CUBLAS_STATUS_EXECUTION_FAILED: return "CUBLAS_STATUS_EXECUTION_FAILED";
    case CUBLAS_STATUS_INTERNAL_ERROR:   return "CUBLAS_STATUS_INTERNAL_ERROR";
    case CUBLAS_STATUS_NOT_SUPPORTED:    return "CUBLAS_STATUS_NOT_SUPPORTED";
    case CUBLAS_STATUS_LICENSE_ERROR:    return "CUBLAS_STATUS_LICENSE_ERROR";
    }
    return "<unknown>";
}

#define CUBLAS_SAFE_CALL(call)                                                \
    do {                                                                      \
        cublasStatus_t st_ = (call);                                          \
        if (st_ != CUBLAS_STATUS_SUCCESS) {                                   \
            fprintf(stderr, "cuBLAS error %s (%d) at %s:%d\n",                \
                    blas_status_name(st_), (int)st_, __FILE__, __LINE__);     \
            exit(EXIT_FAILURE);                                               \
        }                                                                     \
    } while (0)

#define IDX2C(i, j, ld) (((j) * (ld)) + (i))

/* scale a device scalar on the GPU so pointer-mode DEVICE has something to read */
__global__ void make_alpha(double *alpha, const double *norm)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        *alpha = 1.0 / (*norm + 1e-12);
}

static void fill_lower(double *a, int n)
{
    int i, j;
    for (j = 0; j < n; ++j)
        for (i = 0; i < n; ++i)
            a[IDX2C(i, j, n)] = (i == j) ? (double)(n + 1) : (i > j ? 0.5 / (1 + i - j) : 0.0);
}

static void triangular_solve(cublasHandle_t h, int n, int nrhs)
{
    double *hA = (double *)malloc(sizeof(double) * n * n);
    double *hB = (double *)malloc(sizeof(double) * n * nrhs);
    double *dA, *dB, *dC;
    const double one = 1.0, zero = 0.0;
    int i;

    fill_lower(hA, n);
    for (i = 0; i < n * nrhs; ++i)
        hB[i] = (double)(i % 7) - 3.0;

    CUDA_SAFE_CALL(cudaMalloc((void **)&dA, sizeof(double) * n * n));
    CUDA_SAFE_CALL(cudaMalloc((void **)&dB, sizeof(double) * n * nrhs));
    CUDA_SAFE_CALL(cudaMalloc((void **)&dC, sizeof(double) * n * nrhs));

    CUBLAS_SAFE_CALL(cublasSetMatrix(n, n, sizeof(double), hA, n, dA, n));
    CUBLAS_SAFE_CALL(cublasSetMatrix(n, nrhs, sizeof(double), hB, n, dB, n));

    /* C = A * B, then solve A X = C in place -> X should equal B */
    CUBLAS_SAFE_CALL(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, nrhs, n,
                                 &one, dA, n, dB, n, &zero, dC, n));
    CUBLAS_SAFE_CALL(cublasDtrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER,
                                 CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, n, nrhs,
                                 &one, dA, n, dC, n));

    CUBLAS_SAFE_CALL(cublasGetMatrix(n, nrhs, sizeof(double), dC, n, hB, n));
    printf("trsm: x[0]=%g x[last]=%g\n", hB[0], hB[n * nrhs - 1]);

    cudaFree(dA); cudaFree(dB); cudaFree(dC);
    free(hA); free(hB);
}

static void batched_gemm(cublasHandle_t h, cudaStream_t stream, int m, int batch)
{
    const size_t mat = (size_t)m * m;
    double *dAll;
    double **hPtrs = (double **)malloc(3 * batch * sizeof(double *));
    double **dAarr, **dBarr, **dCarr;
    double *dAlpha, *dBeta, *dNorm;
    double zero = 0.0;
    int b;

    CUDA_SAFE_CALL(cudaMalloc((void **)&dAll, 3 * batch * mat * sizeof(double)));
    CUDA_SAFE_CALL(cudaMemsetAsync(dAll, 0, 3 * batch * mat * sizeof(double), stream));
    for (b = 0; b < batch; ++b) {
        hPtrs[b]             = dAll + (size_t)b * mat;
        hPtrs[batch + b]     = dAll + (size_t)(batch + b) * mat;
        hPtrs[2 * batch + b] = dAll + (size_t)(2 * batch + b) * mat;
    }
    CUDA_SAFE_CALL(cudaMalloc((void **)&dAarr, batch * sizeof(double *)));
    CUDA_SAFE_CALL(cudaMalloc((void **)&dBarr, batch * sizeof(double *)));
    CUDA_SAFE_CALL(cudaMalloc((void **)&dCarr, batch * sizeof(double *)));
    CUDA_SAFE_CALL(cudaMemcpyAsync(dAarr, hPtrs, batch * sizeof(double *), cudaMemcpyHostToDevice, stream));
    CUDA_SAFE_CALL(cudaMemcpyAsync(dBarr, hPtrs + batch, batch * sizeof(double *), cudaMemcpyHostToDevice, stream));
    CUDA_SAFE_CALL(cudaMemcpyAsync(dCarr, hPtrs + 2 * batch, batch * sizeof(double *), cudaMemcpyHostToDevice, stream));

    /* alpha lives on the device: computed from a norm */
    CUDA_SAFE_CALL(cudaMalloc((void **)&dAlpha, sizeof(double)));
    CUDA_SAFE_CALL(cudaMalloc((void **)&dBeta, sizeof(double)));
    CUDA_SAFE_CALL(cudaMalloc((void **)&dNorm, sizeof(double)));
    CUDA_SAFE_CALL(cudaMemcpyAsync(dBeta, &zero, sizeof(double), cudaMemcpyHostToDevice, stream));

    CUBLAS_SAFE_CALL(cublasSetStream(h, stream));
    CUBLAS_SAFE_CALL(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE));
    CUBLAS_SAFE_CALL(cublasDnrm2(h, (int)mat, dAll, 1, dNorm));
    make_alpha<<<1, 32, 0, stream>>>(dAlpha, dNorm);
    CUDA_SAFE_CALL(cudaGetLastError());

    CUBLAS_SAFE_CALL(cublasDgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_T, m, m, m,
                                        dAlpha, (const double *const *)dAarr, m,
                                        (const double *const *)dBarr, m,
                                        dBeta, dCarr, m, batch));
    CUBLAS_SAFE_CALL(cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST));
    {
        cublasPointerMode_t pm;
        CUBLAS_SAFE_CALL(cublasGetPointerMode(h, &pm));
        if (pm != CUBLAS_POINTER_MODE_HOST) fprintf(stderr, "pointer mode not restored\n");
    }
    CUDA_SAFE_CALL(cudaStreamSynchronize(stream));
    printf("batched gemm: %d x (%d^3) done\n", batch, m);

    cudaFree(dAarr); cudaFree(dBarr); cudaFree(dCarr);
    cudaFree(dAlpha); cudaFree(dBeta); cudaFree(dNorm); cudaFree(dAll);
    free(hPtrs);
}

/* D = relu(A*B + bias) with cuBLASLt, float, column-major */
static void lt_bias_gemm(cudaStream_t stream, int m, int n, int k)
{
    cublasLtHandle_t lt;
    cublasLtMatmulDesc_t op;
    cublasLtMatrixLayout_t la, lb, lc;
    cublasLtMatmulPreference_t pref;
    cublasLtMatmulHeuristicResult_t heur[4];
    int found = 0;
    float alpha = 1.0f, beta = 0.0f;
    float *A, *B, *C, *bias;
    void *ws;
    size_t wsSize = 4u << 20;
    cublasOperation_t transa = CUBLAS_OP_N, transb = CUBLAS_OP_N;
    cublasLtEpilogue_t epi = CUBLASLT_EPILOGUE_RELU_BIAS;

    CUDA_SAFE_CALL(cudaMalloc((void **)&A, sizeof(float) * m * k));
    CUDA_SAFE_CALL(cudaMalloc((void **)&B, sizeof(float) * k * n));
    CUDA_SAFE_CALL(cudaMalloc((void **)&C, sizeof(float) * m * n));
    CUDA_SAFE_CALL(cudaMalloc((void **)&bias, sizeof(float) * m));
    CUDA_SAFE_CALL(cudaMalloc(&ws, wsSize));

    CUBLAS_SAFE_CALL(cublasLtCreate(&lt));
    CUBLAS_SAFE_CALL(cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F));
    CUBLAS_SAFE_CALL(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &transa, sizeof(transa)));
    CUBLAS_SAFE_CALL(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &transb, sizeof(transb)));
    CUBLAS_SAFE_CALL(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof(epi)));
    CUBLAS_SAFE_CALL(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof(bias)));

    CUBLAS_SAFE_CALL(cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, m, k, m));
    CUBLAS_SAFE_CALL(cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, k, n, k));
    CUBLAS_SAFE_CALL(cublasLtMatrixLayoutCreate(&lc, CUDA_R_32F, m, n, m));

    {
        int32_t batchCount = 1;
        cudaDataType_t biasType = CUDA_R_32F;
        CUBLAS_SAFE_CALL(cublasLtMatrixLayoutSetAttribute(la, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batchCount, sizeof(batchCount)));
        CUBLAS_SAFE_CALL(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &biasType, sizeof(biasType)));
    }
    CUBLAS_SAFE_CALL(cublasLtMatmulPreferenceCreate(&pref));
    CUBLAS_SAFE_CALL(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                          &wsSize, sizeof(wsSize)));
    CUBLAS_SAFE_CALL(cublasLtMatmulAlgoGetHeuristic(lt, op, la, lb, lc, lc, pref, 4, heur, &found));
    if (found == 0) {
        fprintf(stderr, "no cublasLt algorithm\n");
    } else {
        CUBLAS_SAFE_CALL(cublasLtMatmul(lt, op, &alpha, A, la, B, lb, &beta, C, lc, C, lc,
                                        &heur[0].algo, ws, wsSize, stream));
        CUDA_SAFE_CALL(cudaStreamSynchronize(stream));
        printf("lt: %d algos, used workspace %zu\n", found, heur[0].workspaceSize);
    }

    cublasLtMatmulPreferenceDestroy(pref);
    cublasLtMatrixLayoutDestroy(la);
    cublasLtMatrixLayoutDestroy(lb);
    cublasLtMatrixLayoutDestroy(lc);
    cublasLtMatmulDescDestroy(op);
    cublasLtDestroy(lt);
    cudaFree(A); cudaFree(B); cudaFree(C); cudaFree(bias); cudaFree(ws);
}

/* mixed precision: half inputs, float accumulate; complex GEMM; strided batches */
static void mixed_and_complex(cublasHandle_t h, int n)
{
    __half *hA, *hB;
    float *fC;
    cuDoubleComplex *zA, *zB, *zC;
    double *sA, *sC;
    const float fone = 1.0f, fzero = 0.0f;
    const cuDoubleComplex zone = make_cuDoubleComplex(1.0, 0.0);
    const cuDoubleComplex zzero = make_cuDoubleComplex(0.0, 0.0);
    const double one = 1.0, zero = 0.0;
    int imax = 0, batch = 4;
    double *hx = (double *)calloc(n, sizeof(double));
    double *dx;
    long long stride = (long long)n * n;

    CUDA_SAFE_CALL(cudaMalloc((void **)&hA, sizeof(__half) * n * n));
    CUDA_SAFE_CALL(cudaMalloc((void **)&hB, sizeof(__half) * n * n));
    CUDA_SAFE_CALL(cudaMalloc((void **)&fC, sizeof(float) * n * n));
    CUDA_SAFE_CALL(cudaMalloc((void **)&zA, sizeof(cuDoubleComplex) * n * n));
    CUDA_SAFE_CALL(cudaMalloc((void **)&zB, sizeof(cuDoubleComplex) * n * n));
    CUDA_SAFE_CALL(cudaMalloc((void **)&zC, sizeof(cuDoubleComplex) * n * n));
    CUDA_SAFE_CALL(cudaMalloc((void **)&sA, sizeof(double) * stride * batch));
    CUDA_SAFE_CALL(cudaMalloc((void **)&sC, sizeof(double) * stride * batch));
    CUDA_SAFE_CALL(cudaMalloc((void **)&dx, sizeof(double) * n));

    CUBLAS_SAFE_CALL(cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH));
    CUBLAS_SAFE_CALL(cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &fone,
                                  hA, CUDA_R_16F, n, hB, CUDA_R_16F, n, &fzero,
                                  fC, CUDA_R_32F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP));
    CUBLAS_SAFE_CALL(cublasZgemm(h, CUBLAS_OP_C, CUBLAS_OP_N, n, n, n, &zone, zA, n, zB, n, &zzero, zC, n));
    CUBLAS_SAFE_CALL(cublasZaxpy(h, n * n, &zone, zA, 1, zC, 1));
    CUBLAS_SAFE_CALL(cublasDgemmStridedBatched(h, CUBLAS_OP_T, CUBLAS_OP_N, n, n, n, &one,
                                               sA, n, stride, sA, n, stride, &zero, sC, n, stride, batch));
    CUBLAS_SAFE_CALL(cublasSetVector(n, sizeof(double), hx, 1, dx, 1));
    CUBLAS_SAFE_CALL(cublasIdamax(h, n, dx, 1, &imax));   /* 1-based, Fortran style */
    CUBLAS_SAFE_CALL(cublasDgeam(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, &one, sA, n, &one, sA, n, sC, n));
    CUBLAS_SAFE_CALL(cublasGetVector(n, sizeof(double), dx, 1, hx, 1));
    printf("idamax -> %d (element %g)\n", imax, imax > 0 ? hx[imax - 1] : 0.0);
    CUBLAS_SAFE_CALL(cublasSetMathMode(h, CUBLAS_DEFAULT_MATH));

    cudaFree(hA); cudaFree(hB); cudaFree(fC); cudaFree(zA); cudaFree(zB); cudaFree(zC);
    cudaFree(sA); cudaFree(sC); cudaFree(dx);
    free(hx);
}

int main(int argc, char **argv)
{
    cublasHandle_t handle;
    cudaStream_t stream;
    int version = 0;
    int n = argc > 1 ? atoi(argv[1]) : 64;

    CUDA_SAFE_CALL(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    CUBLAS_SAFE_CALL(cublasCreate(&handle));
    CUBLAS_SAFE_CALL(cublasGetVersion(handle, &version));
    printf("cuBLAS %d\n", version);
    CUBLAS_SAFE_CALL(cublasSetMathMode(handle, CUBLAS_DEFAULT_MATH));

    triangular_solve(handle, n, 3);
    batched_gemm(handle, stream, 16, 32);
    lt_bias_gemm(stream, n, n, n);
    mixed_and_complex(handle, n);

    CUBLAS_SAFE_CALL(cublasDestroy(handle));
    CUDA_SAFE_CALL(cudaStreamDestroy(stream));
    return 0;
}
