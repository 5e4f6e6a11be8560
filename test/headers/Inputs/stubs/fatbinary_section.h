// Stands in for nvcc's fat binary header (the test needs only its name).
