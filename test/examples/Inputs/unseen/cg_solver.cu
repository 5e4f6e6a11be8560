// cg_solver.cu: Jacobi-preconditioned conjugate gradient on a 2-D Poisson
// matrix, sparse ops through cuSPARSE's generic API, vector ops via cuBLAS.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cusparse.h>
#include <cublas_v2.h>

#define CHECK_CUDA(x)     do { cudaError_t e = (x); if (e != cudaSuccess) { \
    std::fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); std::exit(1); } } while (0)
#define CHECK_CUSPARSE(x) do { cusparseStatus_t s = (x); if (s != CUSPARSE_STATUS_SUCCESS) { \
    std::fprintf(stderr, "%s:%d cusparse: %s\n", __FILE__, __LINE__, cusparseGetErrorString(s)); std::exit(1); } } while (0)
#define CHECK_CUBLAS(x)   do { cublasStatus_t s = (x); if (s != CUBLAS_STATUS_SUCCESS) { \
    std::fprintf(stderr, "%s:%d cublas status %d\n", __FILE__, __LINE__, (int)s); std::exit(1); } } while (0)

struct CsrHost {
    int n = 0, nnz = 0;
    std::vector<int> rowPtr, colInd;
    std::vector<double> val;
};

static CsrHost poisson2d(int g) {
    CsrHost A;
    A.n = g * g;
    A.rowPtr.push_back(0);
    for (int y = 0; y < g; ++y)
        for (int x = 0; x < g; ++x) {
            auto push = [&](int c, double v) { A.colInd.push_back(c); A.val.push_back(v); };
            int r = y * g + x;
            if (y > 0) push(r - g, -1.0);
            if (x > 0) push(r - 1, -1.0);
            push(r, 4.0);
            if (x < g - 1) push(r + 1, -1.0);
            if (y < g - 1) push(r + g, -1.0);
            A.rowPtr.push_back((int)A.colInd.size());
        }
    A.nnz = (int)A.val.size();
    return A;
}

__global__ void extract_inv_diag(int n, const int* __restrict__ rp, const int* __restrict__ ci,
                                 const double* __restrict__ v, double* __restrict__ dinv) {
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= n) return;
    double d = 1.0;
    for (int k = rp[r]; k < rp[r + 1]; ++k)
        if (ci[k] == r) d = v[k];
    dinv[r] = 1.0 / d;
}

__global__ void apply_jacobi(int n, const double* __restrict__ dinv, const double* __restrict__ r,
                             double* __restrict__ z) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) z[i] = dinv[i] * r[i];
}

struct Solver {
    cusparseHandle_t sp = nullptr;
    cublasHandle_t bl = nullptr;
    cudaStream_t stream = nullptr;
    cusparseSpMatDescr_t matA = nullptr;
    cusparseDnVecDescr_t vecP = nullptr, vecAp = nullptr, vecX = nullptr, vecR = nullptr;
    int n = 0, nnz = 0;
    int *dRow = nullptr, *dCol = nullptr;
    double *dVal = nullptr;
    double *x = nullptr, *r = nullptr, *z = nullptr, *p = nullptr, *Ap = nullptr, *dinv = nullptr;
    void* spmvBuf = nullptr;
    size_t spmvBufSize = 0;
};

static void setup(Solver& S, const CsrHost& A) {
    S.n = A.n; S.nnz = A.nnz;
    CHECK_CUDA(cudaStreamCreate(&S.stream));
    CHECK_CUSPARSE(cusparseCreate(&S.sp));
    CHECK_CUSPARSE(cusparseSetStream(S.sp, S.stream));
    CHECK_CUBLAS(cublasCreate(&S.bl));
    CHECK_CUBLAS(cublasSetStream(S.bl, S.stream));

    CHECK_CUDA(cudaMalloc(&S.dRow, (S.n + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&S.dCol, S.nnz * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&S.dVal, S.nnz * sizeof(double)));
    double** vecs[] = {&S.x, &S.r, &S.z, &S.p, &S.Ap, &S.dinv};
    for (double** v : vecs) CHECK_CUDA(cudaMalloc(v, S.n * sizeof(double)));

    // Create the matrix descriptor empty first, then attach the arrays.
    CHECK_CUSPARSE(cusparseCreateCsr(&S.matA, S.n, S.n, S.nnz, nullptr, nullptr, nullptr,
                                     CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    CHECK_CUDA(cudaMemcpyAsync(S.dRow, A.rowPtr.data(), (S.n + 1) * sizeof(int), cudaMemcpyHostToDevice, S.stream));
    CHECK_CUDA(cudaMemcpyAsync(S.dCol, A.colInd.data(), S.nnz * sizeof(int), cudaMemcpyHostToDevice, S.stream));
    CHECK_CUDA(cudaMemcpyAsync(S.dVal, A.val.data(), S.nnz * sizeof(double), cudaMemcpyHostToDevice, S.stream));
    CHECK_CUSPARSE(cusparseCsrSetPointers(S.matA, S.dRow, S.dCol, S.dVal));

    int64_t rows, cols, nz;
    CHECK_CUSPARSE(cusparseSpMatGetSize(S.matA, &rows, &cols, &nz));
    cusparseIndexBase_t base;
    CHECK_CUSPARSE(cusparseSpMatGetIndexBase(S.matA, &base));
    std::printf("A: %lld x %lld, nnz %lld, base %d\n", (long long)rows, (long long)cols, (long long)nz, (int)base);

    CHECK_CUSPARSE(cusparseCreateDnVec(&S.vecP, S.n, S.p, CUDA_R_64F));
    CHECK_CUSPARSE(cusparseCreateDnVec(&S.vecAp, S.n, S.Ap, CUDA_R_64F));
    CHECK_CUSPARSE(cusparseCreateDnVec(&S.vecX, S.n, S.x, CUDA_R_64F));
    CHECK_CUSPARSE(cusparseCreateDnVec(&S.vecR, S.n, S.r, CUDA_R_64F));

    const double one = 1.0, zero = 0.0;
    CHECK_CUSPARSE(cusparseSpMV_bufferSize(S.sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, S.matA, S.vecP,
                                           &zero, S.vecAp, CUDA_R_64F, CUSPARSE_SPMV_CSR_ALG1,
                                           &S.spmvBufSize));
    CHECK_CUDA(cudaMalloc(&S.spmvBuf, S.spmvBufSize ? S.spmvBufSize : 1));

    int threads = 256, blocks = (S.n + threads - 1) / threads;
    extract_inv_diag<<<blocks, threads, 0, S.stream>>>(S.n, S.dRow, S.dCol, S.dVal, S.dinv);
    CHECK_CUDA(cudaGetLastError());
}

static int solve(Solver& S, const double* b_host, double tol, int maxit) {
    const int n = S.n;
    const double one = 1.0, minus_one = -1.0, zero = 0.0;
    int threads = 256, blocks = (n + threads - 1) / threads;

    CHECK_CUDA(cudaMemsetAsync(S.x, 0, n * sizeof(double), S.stream));
    CHECK_CUDA(cudaMemcpyAsync(S.r, b_host, n * sizeof(double), cudaMemcpyHostToDevice, S.stream));

    // r = b - A x  (x = 0 so this is a check of SpMV with beta = 1)
    CHECK_CUSPARSE(cusparseSpMV(S.sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &minus_one, S.matA, S.vecX, &one,
                                S.vecR, CUDA_R_64F, CUSPARSE_SPMV_CSR_ALG1, S.spmvBuf));

    double bnorm;
    CHECK_CUBLAS(cublasDnrm2(S.bl, n, S.r, 1, &bnorm));
    apply_jacobi<<<blocks, threads, 0, S.stream>>>(n, S.dinv, S.r, S.z);
    CHECK_CUBLAS(cublasDcopy(S.bl, n, S.z, 1, S.p, 1));
    double rz;
    CHECK_CUBLAS(cublasDdot(S.bl, n, S.r, 1, S.z, 1, &rz));

    int it = 0;
    for (; it < maxit; ++it) {
        // The descriptor for p must see the current buffer (it does: same pointer),
        // but re-point it anyway as real codes swap buffers.
        CHECK_CUSPARSE(cusparseDnVecSetValues(S.vecP, S.p));
        CHECK_CUSPARSE(cusparseSpMV(S.sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, S.matA, S.vecP, &zero,
                                    S.vecAp, CUDA_R_64F, CUSPARSE_SPMV_CSR_ALG1, S.spmvBuf));
        double pAp;
        CHECK_CUBLAS(cublasDdot(S.bl, n, S.p, 1, S.Ap, 1, &pAp));
        const double alpha = rz / pAp, nalpha = -alpha;
        CHECK_CUBLAS(cublasDaxpy(S.bl, n, &alpha, S.p, 1, S.x, 1));
        CHECK_CUBLAS(cublasDaxpy(S.bl, n, &nalpha, S.Ap, 1, S.r, 1));
        double rnorm;
        CHECK_CUBLAS(cublasDnrm2(S.bl, n, S.r, 1, &rnorm));
        if (rnorm / bnorm < tol) { ++it; break; }
        apply_jacobi<<<blocks, threads, 0, S.stream>>>(n, S.dinv, S.r, S.z);
        double rz_new;
        CHECK_CUBLAS(cublasDdot(S.bl, n, S.r, 1, S.z, 1, &rz_new));
        const double beta = rz_new / rz;
        rz = rz_new;
        // p = z + beta p
        CHECK_CUBLAS(cublasDscal(S.bl, n, &beta, S.p, 1));
        CHECK_CUBLAS(cublasDaxpy(S.bl, n, &one, S.z, 1, S.p, 1));
    }
    void* xv = nullptr;
    CHECK_CUSPARSE(cusparseDnVecGetValues(S.vecX, &xv));
    int64_t len; void* raw; cudaDataType vt;
    CHECK_CUSPARSE(cusparseDnVecGet(S.vecX, &len, &raw, &vt));
    if (xv != raw || vt != CUDA_R_64F) std::fprintf(stderr, "descriptor mismatch\n");
    return it;
}

// ---- IC(0) factor with the legacy API, applied with the generic SpSV ---------------------------
struct IC0 {
    cusparseMatDescr_t descr = nullptr;
    csric02Info_t info = nullptr;
    double* val = nullptr;                  // factor values (copy of A's pattern)
    cusparseSpMatDescr_t L = nullptr;
    cusparseSpSVDescr_t svL = nullptr, svLt = nullptr;
    cusparseDnVecDescr_t vin = nullptr, vtmp = nullptr, vout = nullptr;
    double* tmp = nullptr;
    void *bufL = nullptr, *bufLt = nullptr;
};

static bool build_ic0(Solver& S, IC0& P) {
    CHECK_CUDA(cudaMalloc(&P.val, S.nnz * sizeof(double)));
    CHECK_CUDA(cudaMemcpyAsync(P.val, S.dVal, S.nnz * sizeof(double), cudaMemcpyDeviceToDevice, S.stream));
    CHECK_CUSPARSE(cusparseCreateMatDescr(&P.descr));
    CHECK_CUSPARSE(cusparseSetMatType(P.descr, CUSPARSE_MATRIX_TYPE_GENERAL));
    CHECK_CUSPARSE(cusparseSetMatIndexBase(P.descr, CUSPARSE_INDEX_BASE_ZERO));
    CHECK_CUSPARSE(cusparseCreateCsric02Info(&P.info));
    int bufSize = 0;
    CHECK_CUSPARSE(cusparseDcsric02_bufferSize(S.sp, S.n, S.nnz, P.descr, P.val, S.dRow, S.dCol, P.info, &bufSize));
    void* buf = nullptr;
    CHECK_CUDA(cudaMalloc(&buf, bufSize));
    CHECK_CUSPARSE(cusparseDcsric02_analysis(S.sp, S.n, S.nnz, P.descr, P.val, S.dRow, S.dCol, P.info,
                                             CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf));
    int zero_pivot = -1;
    cusparseStatus_t st = cusparseXcsric02_zeroPivot(S.sp, P.info, &zero_pivot);
    if (st == CUSPARSE_STATUS_ZERO_PIVOT) { std::printf("structural zero at %d\n", zero_pivot); return false; }
    CHECK_CUSPARSE(cusparseDcsric02(S.sp, S.n, S.nnz, P.descr, P.val, S.dRow, S.dCol, P.info,
                                    CUSPARSE_SOLVE_POLICY_USE_LEVEL, buf));
    st = cusparseXcsric02_zeroPivot(S.sp, P.info, &zero_pivot);
    if (st == CUSPARSE_STATUS_ZERO_PIVOT) { std::printf("numerical zero at %d\n", zero_pivot); return false; }
    cudaFree(buf);

    // L shares the pattern; tell SpSV to use only the lower triangle.
    CHECK_CUSPARSE(cusparseCreateCsr(&P.L, S.n, S.n, S.nnz, S.dRow, S.dCol, P.val, CUSPARSE_INDEX_32I,
                                     CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_64F));
    cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER;
    cusparseDiagType_t diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
    CHECK_CUSPARSE(cusparseSpMatSetAttribute(P.L, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof(fill)));
    CHECK_CUSPARSE(cusparseSpMatSetAttribute(P.L, CUSPARSE_SPMAT_DIAG_TYPE, &diag, sizeof(diag)));
    CHECK_CUDA(cudaMalloc(&P.tmp, S.n * sizeof(double)));
    CHECK_CUSPARSE(cusparseCreateDnVec(&P.vin, S.n, S.r, CUDA_R_64F));
    CHECK_CUSPARSE(cusparseCreateDnVec(&P.vtmp, S.n, P.tmp, CUDA_R_64F));
    CHECK_CUSPARSE(cusparseCreateDnVec(&P.vout, S.n, S.z, CUDA_R_64F));
    CHECK_CUSPARSE(cusparseSpSV_createDescr(&P.svL));
    CHECK_CUSPARSE(cusparseSpSV_createDescr(&P.svLt));
    const double one = 1.0;
    size_t szL = 0, szLt = 0;
    CHECK_CUSPARSE(cusparseSpSV_bufferSize(S.sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, P.L, P.vin, P.vtmp,
                                           CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, P.svL, &szL));
    CHECK_CUSPARSE(cusparseSpSV_bufferSize(S.sp, CUSPARSE_OPERATION_TRANSPOSE, &one, P.L, P.vtmp, P.vout,
                                           CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, P.svLt, &szLt));
    CHECK_CUDA(cudaMalloc(&P.bufL, szL));
    CHECK_CUDA(cudaMalloc(&P.bufLt, szLt));
    CHECK_CUSPARSE(cusparseSpSV_analysis(S.sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, P.L, P.vin, P.vtmp,
                                         CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, P.svL, P.bufL));
    CHECK_CUSPARSE(cusparseSpSV_analysis(S.sp, CUSPARSE_OPERATION_TRANSPOSE, &one, P.L, P.vtmp, P.vout,
                                         CUDA_R_64F, CUSPARSE_SPSV_ALG_DEFAULT, P.svLt, P.bufLt));
    return true;
}

// z = (L L^T)^{-1} r
static void apply_ic0(Solver& S, IC0& P) {
    const double one = 1.0;
    CHECK_CUSPARSE(cusparseSpSV_solve(S.sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, P.L, P.vin, P.vtmp, CUDA_R_64F,
                                      CUSPARSE_SPSV_ALG_DEFAULT, P.svL));
    CHECK_CUSPARSE(cusparseSpSV_solve(S.sp, CUSPARSE_OPERATION_TRANSPOSE, &one, P.L, P.vtmp, P.vout, CUDA_R_64F,
                                      CUSPARSE_SPSV_ALG_DEFAULT, P.svLt));
}

static void destroy_ic0(IC0& P) {
    cusparseSpSV_destroyDescr(P.svL);
    cusparseSpSV_destroyDescr(P.svLt);
    cusparseDestroyDnVec(P.vin);
    cusparseDestroyDnVec(P.vtmp);
    cusparseDestroyDnVec(P.vout);
    cusparseDestroySpMat(P.L);
    cusparseDestroyCsric02Info(P.info);
    cusparseDestroyMatDescr(P.descr);
    cudaFree(P.val); cudaFree(P.tmp); cudaFree(P.bufL); cudaFree(P.bufLt);
}

// Y = A * X for a block of k right-hand sides (column-major dense matrices).
static void block_spmm(Solver& S, int k) {
    double *X, *Y;
    CHECK_CUDA(cudaMalloc(&X, sizeof(double) * S.n * k));
    CHECK_CUDA(cudaMalloc(&Y, sizeof(double) * S.n * k));
    CHECK_CUDA(cudaMemsetAsync(X, 0, sizeof(double) * S.n * k, S.stream));
    cusparseDnMatDescr_t mX, mY;
    CHECK_CUSPARSE(cusparseCreateDnMat(&mX, S.n, k, S.n, X, CUDA_R_64F, CUSPARSE_ORDER_COL));
    CHECK_CUSPARSE(cusparseCreateDnMat(&mY, S.n, k, S.n, Y, CUDA_R_64F, CUSPARSE_ORDER_COL));
    const double one = 1.0, zero = 0.0;
    size_t sz = 0;
    CHECK_CUSPARSE(cusparseSpMM_bufferSize(S.sp, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                           &one, S.matA, mX, &zero, mY, CUDA_R_64F, CUSPARSE_SPMM_ALG_DEFAULT, &sz));
    void* buf = nullptr;
    CHECK_CUDA(cudaMalloc(&buf, sz ? sz : 1));
    CHECK_CUSPARSE(cusparseSpMM(S.sp, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &one,
                                S.matA, mX, &zero, mY, CUDA_R_64F, CUSPARSE_SPMM_ALG_DEFAULT, buf));
    cusparseDestroyDnMat(mX);
    cusparseDestroyDnMat(mY);
    cudaFree(buf); cudaFree(X); cudaFree(Y);
}

static void teardown(Solver& S) {
    cusparseDestroyDnVec(S.vecP);
    cusparseDestroyDnVec(S.vecAp);
    cusparseDestroyDnVec(S.vecX);
    cusparseDestroyDnVec(S.vecR);
    cusparseDestroySpMat(S.matA);
    cusparseDestroy(S.sp);
    cublasDestroy(S.bl);
    for (void* p : {(void*)S.dRow, (void*)S.dCol, (void*)S.dVal, (void*)S.x, (void*)S.r, (void*)S.z,
                    (void*)S.p, (void*)S.Ap, (void*)S.dinv, S.spmvBuf})
        cudaFree(p);
    cudaStreamDestroy(S.stream);
}

int main(int argc, char** argv) {
    int g = argc > 1 ? std::atoi(argv[1]) : 128;
    CsrHost A = poisson2d(g);
    std::vector<double> b(A.n, 1.0);
    int ver = 0;
    cusparseGetProperty(MAJOR_VERSION, &ver);
    std::printf("cuSPARSE major %d\n", ver);
    Solver S;
    setup(S, A);
    int its = solve(S, b.data(), 1e-8, 1000);
    std::vector<double> x(A.n);
    CHECK_CUDA(cudaMemcpy(x.data(), S.x, A.n * sizeof(double), cudaMemcpyDeviceToHost));
    std::printf("CG converged in %d iterations, x[center]=%g\n", its, x[A.n / 2]);
    IC0 P;
    if (build_ic0(S, P)) {
        apply_ic0(S, P);
        destroy_ic0(P);
    }
    block_spmm(S, 4);
    teardown(S);
    return 0;
}
