# Finds what zero's CUDA backend needs (docs/GPU.md): the CUDA toolkit (driver
# API, cuBLAS; the driver library is linked through the toolkit's stub, so a
# build machine needs no GPU and no driver) and NCCL.
#
# ZERO_ENABLE_CUDA: AUTO (default) builds the backend when both are found and
# says at configure time why it is off otherwise; ON makes a missing piece an
# error; OFF never looks. Sets ZERO_CUDA_ENABLED (ON/OFF) and, when on, the
# imported target zero::nccl and ZERO_CUDA_PTXAS (the ptxas that
# gpu-module-to-binary calls, found next to nvcc).
set(ZERO_ENABLE_CUDA AUTO CACHE STRING
  "Build the CUDA + NCCL backend: AUTO (when CUDA and NCCL are found), ON, OFF")
set_property(CACHE ZERO_ENABLE_CUDA PROPERTY STRINGS AUTO ON OFF)

set(ZERO_CUDA_ENABLED OFF)
set(_zero_cuda_why "")
if(ZERO_ENABLE_CUDA STREQUAL "OFF")
  set(_zero_cuda_why "ZERO_ENABLE_CUDA=OFF")
else()
  # CUDA 13 lives in /usr/local/cuda on the machines zero is built on;
  # -DCUDAToolkit_ROOT=... points elsewhere.
  if(NOT CUDAToolkit_ROOT AND EXISTS /usr/local/cuda)
    set(CUDAToolkit_ROOT /usr/local/cuda)
  endif()
  if(NOT EXISTS "${CUDAToolkit_ROOT}" AND CUDAToolkit_ROOT)
    # FindCUDAToolkit would fall back to nvcc on PATH: a root that names
    # nothing means "this toolkit", so say so instead of using another.
    set(_zero_cuda_why "CUDAToolkit_ROOT=${CUDAToolkit_ROOT} does not exist")
  else()
    find_package(CUDAToolkit QUIET)
  endif()
  if(_zero_cuda_why)
  elseif(NOT CUDAToolkit_FOUND)
    set(_zero_cuda_why "no CUDA toolkit found (set CUDAToolkit_ROOT)")
  elseif(NOT TARGET CUDA::cuda_driver OR NOT TARGET CUDA::cublas)
    set(_zero_cuda_why
      "the CUDA toolkit in ${CUDAToolkit_BIN_DIR}/.. has no driver stub or cuBLAS")
  else()
    find_path(ZERO_NCCL_INCLUDE_DIR nccl.h
      HINTS ${CUDAToolkit_INCLUDE_DIRS} ${NCCL_ROOT}/include)
    find_library(ZERO_NCCL_LIBRARY nccl
      HINTS ${CUDAToolkit_LIBRARY_DIR} ${CUDAToolkit_LIBRARY_ROOT}/lib
            ${NCCL_ROOT}/lib)
    find_program(ZERO_CUDA_PTXAS ptxas HINTS ${CUDAToolkit_BIN_DIR})
    if(NOT ZERO_NCCL_INCLUDE_DIR OR NOT ZERO_NCCL_LIBRARY)
      set(_zero_cuda_why "NCCL not found (nccl.h, libnccl; set NCCL_ROOT)")
    elseif(NOT ZERO_CUDA_PTXAS)
      set(_zero_cuda_why "no ptxas in ${CUDAToolkit_BIN_DIR}")
    else()
      set(ZERO_CUDA_ENABLED ON)
      add_library(zero::nccl UNKNOWN IMPORTED)
      set_target_properties(zero::nccl PROPERTIES
        IMPORTED_LOCATION ${ZERO_NCCL_LIBRARY}
        INTERFACE_INCLUDE_DIRECTORIES ${ZERO_NCCL_INCLUDE_DIR})
    endif()
  endif()
endif()

if(ZERO_CUDA_ENABLED)
  message(STATUS "zero: CUDA backend ON (CUDA ${CUDAToolkit_VERSION} in "
    "${CUDAToolkit_BIN_DIR}/.., NCCL ${ZERO_NCCL_LIBRARY})")
elseif(ZERO_ENABLE_CUDA STREQUAL "ON")
  message(FATAL_ERROR "zero: ZERO_ENABLE_CUDA=ON but ${_zero_cuda_why}")
else()
  message(STATUS "zero: CUDA backend OFF: ${_zero_cuda_why}; "
    "zero-run --device=cuda will report that it was built without CUDA")
endif()
