#!/usr/bin/env python3
"""Reports table `reason:`, `roc_reason:` and `note:` texts that spell a
product name in lowercase ("hip has no", "miopen's", "on amd gpus"), where
users read them. Names inside backticks, paths, headers, namespaces,
identifiers and calls (`hip/`, `hipsparse.h`, `cuda::std`, `curand()`,
`'cuda'`) are left alone.
Usage: check_product_names.py FILE_OR_DIR... ; exit 1 if any is found."""
import os
import re
import sys

PRODUCTS = {
    "hip": "HIP", "cuda": "CUDA", "rocm": "ROCm", "nvidia": "NVIDIA",
    "miopen": "MIOpen", "cudnn": "cuDNN", "nccl": "NCCL", "rccl": "RCCL",
    "cublas": "cuBLAS", "hipblas": "hipBLAS", "rocblas": "rocBLAS",
    "cublaslt": "cuBLASLt", "hipblaslt": "hipBLASLt",
    "cusparse": "cuSPARSE", "hipsparse": "hipSPARSE", "rocsparse": "rocSPARSE",
    "curand": "cuRAND", "hiprand": "hipRAND", "rocrand": "rocRAND",
    "cufft": "cuFFT", "hipfft": "hipFFT", "rocfft": "rocFFT",
    "cusolver": "cuSOLVER", "hipsolver": "hipSOLVER",
    "nvrtc": "NVRTC", "hiprtc": "hipRTC", "nvtx": "NVTX",
    "cub": "CUB", "hipcub": "hipCUB", "thrust": "Thrust",
    "rocthrust": "rocThrust", "rocprim": "rocPRIM", "rocsolver": "rocSOLVER",
    "nvjitlink": "nvJitLink", "nvsci": "NvSci", "amd": "AMD", "ptx": "PTX",
    "llvm": "LLVM", "opencl": "OpenCL",
}
# A standalone word: not part of an identifier, path, header, namespace,
# call or quoted name ('hip's' is a possessive, not a quote).
WORD = re.compile(
    r"(?<![\w/<.:`\-#@$'%])(" + "|".join(sorted(PRODUCTS, key=len, reverse=True)) +
    r")(?![\w/>`(*]|::|\.[A-Za-z_]|'(?!s\b))")
REASON = re.compile(r"^\s*(?:- )?(?:reason|roc_reason|note):\s*(.*)$")


def problems(text):
    for part in re.split(r"(`[^`]*`)", text):
        if part.startswith("`"):
            continue
        for m in WORD.finditer(part):
            yield m.group(1)


def check(path):
    found = 0
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            m = REASON.match(line)
            if not m:
                continue
            for word in problems(m.group(1)):
                print(f"{path}:{number}: '{word}' in a reason: write "
                      f"'{PRODUCTS[word]}'")
                found += 1
    return found


def main(args):
    found = 0
    for arg in args:
        if os.path.isdir(arg):
            for root, _, files in os.walk(arg):
                for name in sorted(files):
                    if name.endswith(".yaml"):
                        found += check(os.path.join(root, name))
        else:
            found += check(arg)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
