// spmv_csr: y = A * x for a 262144 x 262144 sparse matrix in CSR form with
// 0 to 63 entries per row (some rows empty, about 8.3M entries), one warp per
// row ("CSR-vector"): the lanes stride through the row's entries and a
// shuffle tree adds their partial sums.
//
// Written with the 32-lane idioms of much real CUDA code (warp index
// `/ 32`, lane `& 31`, a stride of 32, shuffle offsets from 16 down):
// cu2hip's wave64 analysis is expected to report them.
//
// Check: |gpu - ref| <= 5e-5 + 1e-5 * |ref|, reference in double. A row sums
// at most 63 products of magnitude <= 1 with at most 7 roundings in a chain
// (2 serial adds, 5 tree levels): error < 7 * 2^-24 * 63 = 3e-5 in the
// worst case; one entry lost changes a result by at least 0.01.
#include "harness.cuh"

__global__ void spmvCsrVector(int rows, const int *__restrict__ rowPtr,
                              const int *__restrict__ colIdx,
                              const float *__restrict__ vals,
                              const float *__restrict__ x,
                              float *__restrict__ y) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x & 31;
  if (row >= rows)
    return; // the whole warp leaves together

  float sum = 0.0f;
  for (int j = rowPtr[row] + lane; j < rowPtr[row + 1]; j += 32)
    sum += vals[j] * x[colIdx[j]];
  for (int offset = 16; offset > 0; offset >>= 1)
    sum += __shfl_down_sync(0xffffffff, sum, offset);
  if (lane == 0)
    y[row] = sum;
}

int main() {
  const char *kKernel = "spmv_csr";
  const int kLog2Rows = 18;
  const int rows = 1 << kLog2Rows, cols = rows;
  const int kBlock = 256;
  const int kRowsPerBlock = kBlock / 32;

  verify::Rng rng(0x59a7c5);
  std::vector<int> rowPtr(rows + 1);
  int *prp = rowPtr.data();
  prp[0] = 0;
  for (int r = 0; r < rows; ++r)
    prp[r + 1] = prp[r] + int(rng.next() >> 58); // 0..63 entries
  const int nnz = prp[rows];

  // One draw per entry: bits 1..18 give the column, bits 0 and 40..63 the
  // value. Columns are unsorted and may repeat within a row, which CSR SpMV
  // handles like any other entry.
  std::vector<int> colIdx(nnz);
  std::vector<float> vals(nnz), x(cols);
  int *pc = colIdx.data();
  float *pv = vals.data();
  for (int j = 0; j < nnz; ++j) {
    uint64_t z = rng.next();
    pc[j] = int((z >> 1) & uint64_t(cols - 1));
    pv[j] = verify::Rng::signedUnitOf(z);
  }
  verify::fillSigned(x, rng);

  std::vector<double> ref(rows);
  const float *px = x.data();
  double *pr = ref.data();
  for (int r = 0; r < rows; ++r) {
    double s = 0.0;
    for (int j = prp[r]; j < prp[r + 1]; ++j)
      s += double(pv[j]) * px[pc[j]];
    pr[r] = s;
  }

  int *dRowPtr = verify::deviceCopyOf(rowPtr);
  int *dColIdx = verify::deviceCopyOf(colIdx);
  float *dVals = verify::deviceCopyOf(vals);
  float *dX = verify::deviceCopyOf(x);
  float *dY = verify::deviceAlloc<float>(rows);
  VERIFY_CUDA(cudaMemset(dY, 0xff, rows * sizeof(float))); // NaN until written

  verify::Timing t = verify::timeRepeats([&] {
    spmvCsrVector<<<verify::ceilDiv(rows, kRowsPerBlock), kBlock>>>(
        rows, dRowPtr, dColIdx, dVals, dX, dY);
  });

  std::vector<float> out = verify::hostCopyOf(dY, rows);
  verify::Check c;
  verify::checkClose(c, "y", out, ref, 5e-5, 1e-5);
  verify::dump(kKernel, "y", out);

  VERIFY_CUDA(cudaFree(dRowPtr));
  VERIFY_CUDA(cudaFree(dColIdx));
  VERIFY_CUDA(cudaFree(dVals));
  VERIFY_CUDA(cudaFree(dX));
  VERIFY_CUDA(cudaFree(dY));
  return verify::report(kKernel, c, t);
}
