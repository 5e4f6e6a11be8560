# cu2hip_embed_text(<input> <output>): writes <output>, an include holding
# the text of <input> as one raw string literal, so that a source compiles
# the file in:
#
#   constexpr llvm::StringRef Text =
#   #include "<output>"
#       ;
#
# The `//` comment lines that open <input> (its banner, for readers of the
# source tree) are not part of the text. The delimiter of the literal is one
# the text does not contain, so any text embeds as it is.
#
# It runs when CMake configures, as configure_file does: the include exists
# before anything builds, so a target compiling a source that includes it
# needs no dependency on a generating step (fuzz/ compiles the layers'
# sources a second time, in a target of its own). Changing <input> makes the
# build configure again; <output> is written only when its text changes, so
# that what includes it recompiles only then.
function(cu2hip_embed_text Input Output)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${Input}")
  file(READ "${Input}" Text)
  string(REGEX MATCH "^(//[^\n]*\n)*" Banner "${Text}")
  string(LENGTH "${Banner}" BannerLength)
  string(SUBSTRING "${Text}" ${BannerLength} -1 Text)

  # A raw string literal ends at the first `)<delimiter>"`.
  set(Delimiter "text")
  set(Tries 0)
  string(FIND "${Text}" ")${Delimiter}\"" At)
  while(NOT At EQUAL -1)
    math(EXPR Tries "${Tries} + 1")
    set(Delimiter "text${Tries}")
    string(FIND "${Text}" ")${Delimiter}\"" At)
  endwhile()

  file(RELATIVE_PATH Source "${CMAKE_SOURCE_DIR}" "${Input}")
  set(Content "// Generated from ${Source} by cu2hip_embed_text (lib/Frontend/EmbedText.cmake).\n")
  string(APPEND Content "R\"${Delimiter}(${Text})${Delimiter}\"\n")
  if(EXISTS "${Output}")
    file(READ "${Output}" Old)
    if("${Old}" STREQUAL "${Content}")
      return()
    endif()
  endif()
  file(WRITE "${Output}" "${Content}")
endfunction()
