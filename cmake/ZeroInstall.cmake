# `cmake --install`: headers (with the TableGen-generated .inc files),
# the compiler libraries with an exported target set, the tools, the
# mlir-opt plugin and ZeroConfig.cmake, so another CMake project can
# find_package(Zero) and link the passes (docs/Embedding.md).
include(CMakePackageConfigHelpers)
include(GNUInstallDirs)

set(ZERO_EXPORTED_LIBRARIES
  ZeroSupport MLIRZero MLIRZeroAnalysis MLIRZeroTransforms
  MLIRZeroCodegenBufferization MLIRZeroCodegenCPU MLIRZeroCodegenGPU
  MLIRZeroToRuntime MLIRZeroToGPU MLIRZeroPipelines)
foreach(lib ${ZERO_EXPORTED_LIBRARIES})
  target_include_directories(${lib} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
endforeach()
# A sanitized zero's libraries call into the sanitizer runtimes, which only
# the final link brings in: the exported targets carry that link flag, so a
# project linking a sanitized install links as zero's own tools do.
if(LLVM_USE_SANITIZER)
  set(sanitizer_link_flags)
  if(LLVM_USE_SANITIZER MATCHES "Address")
    list(APPEND sanitizer_link_flags -fsanitize=address)
  endif()
  if(LLVM_USE_SANITIZER MATCHES "Undefined")
    list(APPEND sanitizer_link_flags -fsanitize=undefined)
  endif()
  foreach(lib ${ZERO_EXPORTED_LIBRARIES})
    foreach(flag ${sanitizer_link_flags})
      target_link_options(${lib} INTERFACE $<INSTALL_INTERFACE:${flag}>)
    endforeach()
  endforeach()
endif()
install(TARGETS ${ZERO_EXPORTED_LIBRARIES} EXPORT ZeroTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(EXPORT ZeroTargets NAMESPACE Zero::
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/zero)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/zero
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/zero
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.inc"
  PATTERN "CMakeFiles" EXCLUDE)
# The runtime's public headers: ZeroToRuntime.h speaks of their types.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/zero
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.def")

# Installed tools find the runtime beside them and libMLIR.so where MLIR is.
set(ZERO_TOOLS zero-opt zero-run zero-trace)
set_target_properties(${ZERO_TOOLS} zero_runtime PROPERTIES
  INSTALL_RPATH "\$ORIGIN/../${CMAKE_INSTALL_LIBDIR};${LLVM_LIBRARY_DIR}")
install(TARGETS ${ZERO_TOOLS} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS zero_runtime LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/ZeroConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/ZeroConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/zero
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_BINDIR CMAKE_INSTALL_LIBDIR)
install(FILES ${PROJECT_BINARY_DIR}/cmake/ZeroConfig.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/zero)
