"""The native Java rules of Bazel 4 that @bazel_tools loads from @rules_java."""

java_binary = native.java_binary
java_import = native.java_import
java_runtime = native.java_runtime
java_toolchain = native.java_toolchain
