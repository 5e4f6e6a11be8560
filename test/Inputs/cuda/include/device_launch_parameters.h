#pragma once
#include "cuda_mock_common.h"
