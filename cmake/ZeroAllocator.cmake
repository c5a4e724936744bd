# The compiler tools (zero-opt, zero-run) link jemalloc as their malloc.
#
# Lowering a step builds and erases millions of small IR objects. With glibc's
# malloc the time per op grows with the step (free-list consolidation over a
# fragmented heap): an MLP step of 1000 layers lowered 15.8x slower than one of
# 100. jemalloc's size-class arenas keep that cost flat (11.2x; the
# measurement is docs/Runtime.md §7). The same choice rustc makes on Linux.
#
# Off in sanitizer builds (ASan must own malloc) and where the library is
# missing (the tools still work, only slower to compile large steps).
option(ZERO_USE_JEMALLOC "Link zero-opt and zero-run against jemalloc" ON)

set(ZERO_JEMALLOC_LIBRARY "")
if(ZERO_USE_JEMALLOC AND LLVM_USE_SANITIZER)
  message(STATUS "zero: jemalloc off (sanitizer build: ASan replaces malloc)")
elseif(ZERO_USE_JEMALLOC)
  find_library(ZERO_JEMALLOC_PATH NAMES jemalloc)
  if(ZERO_JEMALLOC_PATH)
    set(ZERO_JEMALLOC_LIBRARY ${ZERO_JEMALLOC_PATH})
    message(STATUS "zero: tools use jemalloc (${ZERO_JEMALLOC_PATH})")
  else()
    message(STATUS "zero: jemalloc not found (libjemalloc-dev); tools use the system malloc")
  endif()
endif()

# Makes `target` allocate through jemalloc: the executable needs it ahead of
# libc, so its malloc is the one the dynamic linker binds for the whole
# process (libMLIR and the JIT-compiled step included).
function(zero_use_allocator target)
  if(ZERO_JEMALLOC_LIBRARY)
    target_link_libraries(${target} PRIVATE ${ZERO_JEMALLOC_LIBRARY})
  endif()
endfunction()
