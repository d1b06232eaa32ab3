// The subcommands of swarmbmc. Each parses its own options (argv without
// the subcommand's name) and returns the process exit code.
#pragma once

namespace swarmbmc::cli {

/// `swarmbmc [check] FILE [options]`: bounded model checking (CheckCommand.cpp).
int check_main(int argc, char** argv);

}  // namespace swarmbmc::cli
