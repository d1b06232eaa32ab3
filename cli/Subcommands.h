// The subcommands of swarmbmc. Each parses its own options (argv without
// the subcommand's name) and returns the process exit code.
#pragma once

namespace swarmbmc::swarm {
class ConfigurationDispatcher;
}

namespace swarmbmc::cli {

/// `swarmbmc [check] FILE [options]`: bounded model checking (CheckCommand.cpp).
int check_main(int argc, char** argv);
/// The same, with the swarm's configurations run by `dispatcher` (the MPI
/// ranks of swarmbmc-mpi) instead of this process's threads.
int check_main_dispatched(int argc, char** argv, swarm::ConfigurationDispatcher* dispatcher);

/// `swarmbmc replay TRACE.json PROG.c -o BINARY`: native build feeding the
/// trace's inputs (ReplayCommand.cpp).
int replay_main(int argc, char** argv);

/// `swarmbmc task TASK.yml`: the properties of an SV-COMP task, each
/// answer judged against the expected verdict (TaskCommand.cpp).
int task_main(int argc, char** argv);

/// `swarmbmc record -o conv.json -- PROG ARGS`: runs PROG natively and
/// records its socket conversations for --peer (RecordCommand.cpp).
int record_main(int argc, char** argv);

}  // namespace swarmbmc::cli
