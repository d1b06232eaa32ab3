// A proof under --property may not rest on the havoc of a C library
// function that has no model: SV-COMP scores `true` as a proof, and a
// havoc says nothing about what glibc really does (strtol's result, the
// bytes sprintf writes). Outside --property the VERIFIED keeps naming them.
#pragma once

#include <string>
#include <vector>

#include "encoder/verify/Verifier.h"

namespace swarmbmc::cli {

/// The names among `functions` that the C library (glibc's libc.so.6 or
/// libm.so.6, which this process links) defines: the functions a program
/// gets from a system header rather than from its own code.
std::vector<std::string> c_library_functions(const std::vector<std::string>& functions);

/// "a, b, c": the names for a verdict's reason.
std::string joined_names(const std::vector<std::string>& names);

/// Under --property, a VERIFIED or BOUNDED result that assumes unmodelled C
/// library functions becomes UNKNOWN naming them.
void settle_library_assumptions(encoder::VerifyResult& result, bool svcomp_property);

}  // namespace swarmbmc::cli
