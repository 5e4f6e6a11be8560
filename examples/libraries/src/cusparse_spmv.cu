// cusparse_spmv.cu - y = alpha * A * x + beta * y for the 2-D Poisson matrix.
//
// The host assembles the 5-point Laplacian of an kNx x kNy grid as COO
// triplets in row order (the natural output of a stencil loop). On the
// device, the legacy cusparseXcoo2csr compresses the row indices into CSR
// row offsets, with the index base taken from a legacy matrix descriptor;
// the product itself uses the generic API (CSR + dense vector descriptors,
// buffer size query, cusparseSpMV).
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>
#include <cusparse.h>

#include "lib_check.h"
#include "verify.h"

namespace {

constexpr int kNx = 64;
constexpr int kNy = 48;
constexpr int kRows = kNx * kNy;

struct Coo {
  std::vector<int> rows, cols;
  std::vector<float> vals;
  void add(int r, int c, float v) {
    rows.push_back(r);
    cols.push_back(c);
    vals.push_back(v);
  }
};

// Row-ordered COO of the 5-point Laplacian (4 on the diagonal, -1 for each
// neighbour inside the grid), columns ascending within each row.
Coo assemble_poisson() {
  Coo a;
  for (int j = 0; j < kNy; ++j)
    for (int i = 0; i < kNx; ++i) {
      const int row = j * kNx + i;
      if (j > 0) a.add(row, row - kNx, -1.0f);
      if (i > 0) a.add(row, row - 1, -1.0f);
      a.add(row, row, 4.0f);
      if (i + 1 < kNx) a.add(row, row + 1, -1.0f);
      if (j + 1 < kNy) a.add(row, row + kNx, -1.0f);
    }
  return a;
}

}  // namespace

int main() {
  const Coo coo = assemble_poisson();
  const int nnz = static_cast<int>(coo.vals.size());
  std::printf("Poisson %dx%d: %d rows, %d nonzeros\n", kNx, kNy, kRows, nnz);

  libex::TestData data(7);
  const std::vector<float> h_x = data.vector<float>(kRows, -1.0f, 1.0f);
  const std::vector<float> h_y0 = data.vector<float>(kRows, -1.0f, 1.0f);
  const float alpha = 2.0f, beta = 0.5f;

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  cusparseHandle_t handle;
  CUSPARSE_CHECK(cusparseCreate(&handle));
  CUSPARSE_CHECK(cusparseSetStream(handle, stream));
  CUSPARSE_CHECK(cusparseSetPointerMode(handle, CUSPARSE_POINTER_MODE_HOST));
  int version = 0;
  CUSPARSE_CHECK(cusparseGetVersion(handle, &version));
  std::printf("cuSPARSE %d\n", version);

  // Legacy descriptor: the matrix properties the rest of the code reads.
  cusparseMatDescr_t descr;
  CUSPARSE_CHECK(cusparseCreateMatDescr(&descr));
  CUSPARSE_CHECK(cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL));
  CUSPARSE_CHECK(cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO));
  const cusparseIndexBase_t base = cusparseGetMatIndexBase(descr);

  int *d_coo_rows, *d_row_offsets, *d_cols;
  float *d_vals, *d_x, *d_y;
  CUDA_CHECK(cudaMalloc(&d_coo_rows, nnz * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_row_offsets, (kRows + 1) * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_cols, nnz * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_vals, nnz * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_x, kRows * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_y, kRows * sizeof(float)));
  CUDA_CHECK(cudaMemcpyAsync(d_coo_rows, coo.rows.data(), nnz * sizeof(int),
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(d_cols, coo.cols.data(), nnz * sizeof(int),
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(d_vals, coo.vals.data(), nnz * sizeof(float),
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(d_x, h_x.data(), kRows * sizeof(float),
                             cudaMemcpyHostToDevice, stream));
  CUDA_CHECK(cudaMemcpyAsync(d_y, h_y0.data(), kRows * sizeof(float),
                             cudaMemcpyHostToDevice, stream));

  // COO row indices -> CSR row offsets (legacy conversion routine).
  CUSPARSE_CHECK(cusparseXcoo2csr(handle, d_coo_rows, nnz, kRows,
                                  d_row_offsets, base));

  // Generic API descriptors over the same device arrays.
  cusparseSpMatDescr_t mat_a;
  cusparseDnVecDescr_t vec_x, vec_y;
  CUSPARSE_CHECK(cusparseCreateCsr(&mat_a, kRows, kRows, nnz, d_row_offsets,
                                   d_cols, d_vals, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_32I, base, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vec_x, kRows, d_x, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vec_y, kRows, d_y, CUDA_R_32F));

  size_t buffer_bytes = 0;
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(
      handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, mat_a, vec_x, &beta,
      vec_y, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &buffer_bytes));
  void* d_buffer = nullptr;
  if (buffer_bytes > 0) CUDA_CHECK(cudaMalloc(&d_buffer, buffer_bytes));
  std::printf("SpMV work buffer: %zu bytes\n", buffer_bytes);

  CUSPARSE_CHECK(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha,
                              mat_a, vec_x, &beta, vec_y, CUDA_R_32F,
                              CUSPARSE_SPMV_ALG_DEFAULT, d_buffer));

  std::vector<int> h_offsets(kRows + 1);
  std::vector<float> h_y(kRows);
  CUDA_CHECK(cudaMemcpyAsync(h_offsets.data(), d_row_offsets,
                             (kRows + 1) * sizeof(int), cudaMemcpyDeviceToHost,
                             stream));
  CUDA_CHECK(cudaMemcpyAsync(h_y.data(), d_y, kRows * sizeof(float),
                             cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  // Host reference: offsets by counting, then the CSR product.
  std::vector<int> ref_offsets(kRows + 1, 0);
  for (int r : coo.rows) ++ref_offsets[r + 1];
  for (int r = 0; r < kRows; ++r) ref_offsets[r + 1] += ref_offsets[r];
  std::vector<float> ref_y(kRows);
  for (int r = 0; r < kRows; ++r) {
    double acc = 0.0;
    for (int k = ref_offsets[r]; k < ref_offsets[r + 1]; ++k)
      acc += static_cast<double>(coo.vals[k]) * h_x[coo.cols[k]];
    ref_y[r] = static_cast<float>(alpha * acc + beta * h_y0[r]);
  }

  bool ok = libex::report("cusparseXcoo2csr row offsets",
                          libex::max_rel_error(h_offsets, ref_offsets, 0.0,
                                               "row offsets"),
                          0.0);
  const double tol = 1e-5;
  ok &= libex::report("cusparseSpMV (CSR, fp32)",
                      libex::max_rel_error(h_y, ref_y, tol, "y"), tol);

  CUSPARSE_CHECK(cusparseDestroySpMat(mat_a));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vec_x));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vec_y));
  CUSPARSE_CHECK(cusparseDestroyMatDescr(descr));
  CUSPARSE_CHECK(cusparseDestroy(handle));
  CUDA_CHECK(cudaFree(d_buffer));
  CUDA_CHECK(cudaFree(d_coo_rows));
  CUDA_CHECK(cudaFree(d_row_offsets));
  CUDA_CHECK(cudaFree(d_cols));
  CUDA_CHECK(cudaFree(d_vals));
  CUDA_CHECK(cudaFree(d_x));
  CUDA_CHECK(cudaFree(d_y));
  CUDA_CHECK(cudaStreamDestroy(stream));
  return libex::finish("cusparse_spmv", ok);
}
