# One static library per stage of the pipeline; its link dependencies are the
# layering (docs/architecture.md), the way clang splits clangBasic, clangLex
# and clangSema.
#
# Each layer also gets a link check: every object of the library, linked with
# the layers it declares and nothing else. A call into a layer it does not
# depend on (a higher one) is then an undefined symbol, so the build itself
# fails, not only a review (test/layering checks the #include side).
set_property(GLOBAL PROPERTY CU2HIP_LAYERS "")
set(CU2HIP_LAYER_CHECK_MAIN ${CMAKE_CURRENT_LIST_DIR}/LayerCheckMain.cpp)

include(${CMAKE_CURRENT_LIST_DIR}/StaticLlvm.cmake) # CU2HIP_STATIC

function(add_cu2hip_layer Name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS" ${ARGN})
  if(CU2HIP_STATIC)
    list(TRANSFORM ARG_DEPENDS REPLACE "^(clang-cpp|LLVM)$" cu2hip-llvm-static)
    list(REMOVE_DUPLICATES ARG_DEPENDS)
  elseif(CU2HIP_STATIC_TWIN)
    # Evaluated for the program being linked: the static twin (its
    # CU2HIP_LLVM_STATIC property on) takes the archives, the rest the
    # shared libraries.
    list(TRANSFORM ARG_DEPENDS REPLACE "^(clang-cpp|LLVM)$"
         "$<IF:$<BOOL:$<TARGET_PROPERTY:CU2HIP_LLVM_STATIC>>,cu2hip-llvm-static,\\1>")
  endif()
  add_library(${Name} STATIC ${ARG_SOURCES})
  target_link_libraries(${Name} PUBLIC ${ARG_DEPENDS})
  set_property(GLOBAL APPEND PROPERTY CU2HIP_LAYERS ${Name})
  if(CU2HIP_STATIC)
    return() # the dynamic build checks the layering; a static link each is slow
  endif()

  add_executable(${Name}-layer-check ${CU2HIP_LAYER_CHECK_MAIN})
  target_link_libraries(${Name}-layer-check PRIVATE
    "$<LINK_LIBRARY:WHOLE_ARCHIVE,${Name}>")
  set_target_properties(${Name}-layer-check PROPERTIES
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/layer-check)
endfunction()
