//===- LayerCheckMain.cpp - The entry point of a layer's link check -------===//
///
/// \file
/// Linked with every object of one layer's library and the layers it
/// declares (lib/AddLayer.cmake): the program is never run, its link is the
/// check.
///
//===----------------------------------------------------------------------===//

int main() { return 0; }
