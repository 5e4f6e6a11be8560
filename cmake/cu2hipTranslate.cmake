# cu2hip_translate: translate CUDA sources to HIP at build time, so that the
# CUDA tree stays the only source and the build makes the HIP one.
#
#   cu2hip_translate(<var> SOURCES <cuda sources...>
#                    [INCLUDE_DIRECTORIES <dirs...>] [DEFINITIONS <macros...>]
#                    [HIP_VERSION <x.y>] [OPTIONS <cu2hip options...>]
#                    [SOURCE_ROOT <dir>] [OUTPUT_DIRECTORY <dir>])
#
# Sets <var> to the translated sources and <var>_INCLUDE_DIRS to the
# include folders to compile them with: the translated twins of those under
# SOURCE_ROOT (default ${PROJECT_SOURCE_DIR}), the others as they are. Each
# source is one build action (cu2hip --source-root) that writes its
# translation, and those of the user headers under SOURCE_ROOT that it
# reads, under OUTPUT_DIRECTORY (default ${PROJECT_BINARY_DIR}/cu2hip) at the
# same relative paths, with a depfile, so Ninja and Make re-translate exactly
# the units an edit touches. A file is rewritten only when its translation
# changes. Calls that share an output directory should pass the same options.
#
# The translated sources compile as HIP: with LANGUAGE HIP where the HIP
# language is enabled, else as C++ with -xhip for hipcc as the C++ compiler.
# Call it in the directory that defines the target using <var>.
#
# HIP_VERSION defaults to CU2HIP_HIP_VERSION, which is read once from
# `hipconfig --version` when hipconfig is found: the translation then uses
# no HIP name newer than the HIP that compiles it.

function(_cu2hip_default_hip_version out)
  if(NOT DEFINED CU2HIP_HIP_VERSION)
    set(version "")
    find_program(CU2HIP_HIPCONFIG hipconfig)
    if(CU2HIP_HIPCONFIG)
      execute_process(COMMAND "${CU2HIP_HIPCONFIG}" --version
                      OUTPUT_VARIABLE full ERROR_QUIET
                      OUTPUT_STRIP_TRAILING_WHITESPACE)
      if(full MATCHES "^([0-9]+\\.[0-9]+)")
        set(version "${CMAKE_MATCH_1}")
      endif()
    endif()
    set(CU2HIP_HIP_VERSION "${version}" CACHE STRING
        "HIP version cu2hip_translate targets by default (empty: the newest cu2hip knows)")
  endif()
  set(${out} "${CU2HIP_HIP_VERSION}" PARENT_SCOPE)
endfunction()

# ${path} relative to ${root} ("" for the root itself), or NOTFOUND when
# ${path} is not under ${root}.
function(_cu2hip_under_root out path root)
  file(RELATIVE_PATH rel "${root}" "${path}")
  if(rel MATCHES "^\\.\\./" OR rel STREQUAL ".." OR IS_ABSOLUTE "${rel}")
    set(rel NOTFOUND)
  endif()
  set(${out} "${rel}" PARENT_SCOPE)
endfunction()

function(cu2hip_translate var)
  cmake_parse_arguments(PARSE_ARGV 1 ARG ""
    "HIP_VERSION;SOURCE_ROOT;OUTPUT_DIRECTORY"
    "SOURCES;INCLUDE_DIRECTORIES;DEFINITIONS;OPTIONS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "cu2hip_translate: unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "cu2hip_translate(${var}): no SOURCES given")
  endif()
  if(NOT CU2HIP_EXECUTABLE)
    message(FATAL_ERROR "cu2hip_translate: CU2HIP_EXECUTABLE is not set (use find_package(cu2hip CONFIG))")
  endif()
  set(root "${PROJECT_SOURCE_DIR}")
  if(ARG_SOURCE_ROOT)
    get_filename_component(root "${ARG_SOURCE_ROOT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  endif()
  set(outdir "${PROJECT_BINARY_DIR}/cu2hip")
  if(ARG_OUTPUT_DIRECTORY)
    get_filename_component(outdir "${ARG_OUTPUT_DIRECTORY}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  endif()
  set(version "${ARG_HIP_VERSION}")
  if(NOT version)
    _cu2hip_default_hip_version(version)
  endif()

  # Every path on the command line is relative to the folder the action
  # runs in, so that nothing cu2hip writes (the depfile included) holds a
  # path of this machine.
  set(here "${CMAKE_CURRENT_BINARY_DIR}")
  file(RELATIVE_PATH root_arg "${here}" "${root}")
  file(RELATIVE_PATH outdir_arg "${here}" "${outdir}")
  if(root_arg STREQUAL "")
    set(root_arg ".")
  endif()
  set(clang_args "")
  set(include_dirs "")
  # A folder under the root has a translated twin; one outside it (a
  # third-party library) is read by the parse and compiled from as it is.
  foreach(dir IN LISTS ARG_INCLUDE_DIRECTORIES)
    get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    file(RELATIVE_PATH dir_arg "${here}" "${dir}")
    list(APPEND clang_args "-I${dir_arg}")
    _cu2hip_under_root(rel "${dir}" "${root}")
    if(rel STREQUAL "NOTFOUND")
      list(APPEND include_dirs "${dir}")
    elseif(rel STREQUAL "")
      list(APPEND include_dirs "${outdir}")
    else()
      list(APPEND include_dirs "${outdir}/${rel}")
    endif()
  endforeach()
  foreach(def IN LISTS ARG_DEFINITIONS)
    list(APPEND clang_args "-D${def}")
  endforeach()
  set(options ${ARG_OPTIONS})
  if(version)
    list(APPEND options "--hip-version=${version}")
  endif()

  set(outputs "")
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(src "${src}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    _cu2hip_under_root(rel "${src}" "${root}")
    if(rel STREQUAL "NOTFOUND" OR rel STREQUAL "")
      message(FATAL_ERROR "cu2hip_translate: source '${src}' is not under the "
                          "source root '${root}' (set SOURCE_ROOT)")
    endif()
    set(out "${outdir}/${rel}")
    file(RELATIVE_PATH src_arg "${here}" "${src}")
    file(RELATIVE_PATH dep_arg "${here}" "${out}.d")
    add_custom_command(
      OUTPUT "${out}"
      COMMAND "${CU2HIP_EXECUTABLE}" "${src_arg}" "--source-root=${root_arg}"
              -o "${outdir_arg}" "--depfile=${dep_arg}" ${options}
              -- ${clang_args}
      DEPENDS "${src}" "${CU2HIP_EXECUTABLE}"
      DEPFILE "${out}.d"
      WORKING_DIRECTORY "${here}"
      COMMENT "Translating ${rel} to HIP"
      VERBATIM)
    list(APPEND outputs "${out}")
  endforeach()

  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  if("HIP" IN_LIST languages)
    set_source_files_properties(${outputs} PROPERTIES GENERATED TRUE LANGUAGE HIP)
  else()
    # CMake compiles a .cu it is told is C++ with -x c++; hipcc must see HIP.
    get_filename_component(cxx "${CMAKE_CXX_COMPILER}" NAME)
    if(NOT cxx MATCHES "hipcc")
      message(WARNING "cu2hip_translate: neither the HIP language is enabled "
                      "nor is the C++ compiler hipcc ('${CMAKE_CXX_COMPILER}'): "
                      "the translations are compiled with -xhip by that compiler")
    endif()
    set_source_files_properties(${outputs} PROPERTIES GENERATED TRUE
                                LANGUAGE CXX COMPILE_OPTIONS "-xhip")
  endif()
  set(${var} "${outputs}" PARENT_SCOPE)
  set(${var}_INCLUDE_DIRS "${include_dirs}" PARENT_SCOPE)
endfunction()
