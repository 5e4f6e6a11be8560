// stub: an internal CUDA header the tables do not classify
